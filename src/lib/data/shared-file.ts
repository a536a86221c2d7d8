/**
 * The file another app shared to Tablekeeper (Web Share Target): the service worker
 * (`static/share-target.js`) leaves it in Cache Storage; the app takes it once, to check and
 * preview it like any chosen file. Nothing here reads or trusts its content.
 */
const SHARED_CACHE = 'tk-shared';
const SHARED_KEY = '/shared-file';

/** The shared file, removed from where the service worker left it; null when there is none. */
export async function takeSharedFile(): Promise<File | null> {
	if (typeof caches === 'undefined') return null;
	try {
		const cache = await caches.open(SHARED_CACHE);
		const response = await cache.match(SHARED_KEY);
		if (!response) return null;
		await cache.delete(SHARED_KEY);
		const blob = await response.blob();
		let name = 'shared.json';
		try {
			name = decodeURIComponent(response.headers.get('x-file-name') ?? name);
		} catch {
			/* a malformed name keeps the default */
		}
		return new File([blob], name, { type: blob.type });
	} catch {
		return null;
	}
}
