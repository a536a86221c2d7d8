/**
 * What a bench visit did, kept so that a visit whose tap never showed its screen (`lost`) can be
 * read afterwards: every request (asked, answered, finished or failed, and those still on the way),
 * the console and the page's errors, the documents it loaded, and at the end the page's own state
 * (address, the app's marks, a tap boot.js still keeps, the screen shown). Written only for a lost
 * visit, as bench/.out/lost-visit-*.json.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface RequestEntry {
	url: string;
	type: string;
	/** Milliseconds since the log began: asked, answered (headers), finished or failed. */
	askedMs: number;
	answeredMs?: number;
	status?: number;
	finishedMs?: number;
	failedMs?: number;
	failure?: string;
}

/** The page's state as the app and static/boot.js leave it. */
interface PageState {
	url: string;
	marks: { name: string; ms: number }[];
	started: boolean;
	pendingTap: string | null;
	navigations: string[];
	/** New match's form: absent, in the page but not visible, or visible. */
	form: 'absent' | 'hidden' | 'visible';
	/** The bench's own marks of the tap and of the form painted (sessionStorage, epoch ms). */
	tapAt: string | null;
	formAt: string | null;
	main: string;
}

/**
 * Starts logging `page`; `save` writes the log to `file`, with the page's state when the page
 * answers within `patienceMs` (a page stuck in a task may never answer).
 */
export function logVisit(
	page: Page,
	patienceMs = 10_000
): { save: (file: URL, about: Record<string, unknown>) => Promise<void> } {
	const began = Date.now();
	const at = () => Date.now() - began;
	const requests = new Map<object, RequestEntry>();
	const messages: { ms: number; type: string; text: string }[] = [];
	const errors: { ms: number; message: string }[] = [];
	const documents: { ms: number; url: string }[] = [];
	page.on('request', (request) =>
		requests.set(request, { url: request.url(), type: request.resourceType(), askedMs: at() })
	);
	page.on('response', (response) => {
		const entry = requests.get(response.request());
		if (entry) Object.assign(entry, { answeredMs: at(), status: response.status() });
	});
	page.on('requestfinished', (request) => {
		const entry = requests.get(request);
		if (entry) entry.finishedMs = at();
	});
	page.on('requestfailed', (request) => {
		const entry = requests.get(request);
		if (entry) Object.assign(entry, { failedMs: at(), failure: request.failure()?.errorText ?? 'failed' });
	});
	page.on('console', (message) => messages.push({ ms: at(), type: message.type(), text: message.text() }));
	page.on('pageerror', (error) => errors.push({ ms: at(), message: String(error.stack ?? error.message) }));
	page.on('framenavigated', (frame) => {
		if (frame === page.mainFrame()) documents.push({ ms: at(), url: frame.url() });
	});

	/** The page's state, or why it could not be read. */
	async function state(): Promise<PageState | { unreadable: string }> {
		const read = page.evaluate((): PageState => ({
			url: location.href,
			marks: performance.getEntriesByType('mark').map((mark) => ({ name: mark.name, ms: mark.startTime })),
			started: !!(window as { __tkStarted?: boolean }).__tkStarted,
			pendingTap: (window as { __tkPendingTap?: string }).__tkPendingTap ?? null,
			navigations: performance.getEntriesByType('navigation').map((entry) => entry.name),
			form: ((form) => (!form ? 'absent' : form.checkVisibility({ visibilityProperty: true }) ? 'visible' : 'hidden'))(
				document.querySelector('[data-testid="start-match"]')
			),
			tapAt: sessionStorage.getItem('tk-tap-at'),
			formAt: sessionStorage.getItem('tk-form-at'),
			main: document.querySelector('main')?.innerText.slice(0, 2000) ?? '(no main)'
		}));
		const timeout = new Promise<{ unreadable: string }>((done) =>
			setTimeout(() => done({ unreadable: `the page did not answer within ${patienceMs} ms` }), patienceMs).unref()
		);
		return Promise.race([read.catch((error: unknown) => ({ unreadable: String(error) })), timeout]);
	}

	return {
		async save(file, about) {
			const all = [...requests.values()];
			const log = {
				...about,
				page: await state(),
				documents,
				pending: all.filter((r) => r.finishedMs === undefined && r.failedMs === undefined).map((r) => r.url),
				failed: all.filter((r) => r.failedMs !== undefined),
				requests: all,
				console: messages,
				errors
			};
			writeFileSync(file, JSON.stringify(log, null, '\t'));
		}
	};
}
