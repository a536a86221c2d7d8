// Web Share Target, in the service worker: a file another app shares to the installed Tablekeeper
// arrives as a POST to /share-target. It is kept in Cache Storage, unread and unchecked, for the
// Settings screen to take once and put through the same checked import preview as a chosen file.
// Nothing is imported here. Files over the backup size limit are not kept at all.
const SHARED_CACHE = 'tk-shared';
const SHARED_KEY = '/shared-file';
const MAX_BYTES = 50 * 1024 * 1024;

self.addEventListener('fetch', (event) => {
	const url = new URL(event.request.url);
	if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== '/share-target') return;
	event.respondWith(
		(async () => {
			let outcome = 'none';
			try {
				const form = await event.request.formData();
				const file = form.getAll('file').find((value) => typeof value === 'object' && value !== null && 'size' in value);
				if (file && file.size > MAX_BYTES) outcome = 'too-large';
				else if (file) {
					const cache = await caches.open(SHARED_CACHE);
					const headers = { 'content-type': file.type || 'application/json', 'x-file-name': encodeURIComponent(file.name) };
					await cache.put(SHARED_KEY, new Response(file, { headers }));
					outcome = 'file';
				}
			} catch {
				outcome = 'none';
			}
			return Response.redirect(`/settings?shared=${outcome}`, 303);
		})()
	);
});
