/**
 * This window's id, so that what one window types (a round draft) is never taken by another
 * window of the same browser, and its Undo history is its own. The id is kept in sessionStorage, so a reload keeps it, and
 * each window holds a Web Lock named after it while it is open: a window that finds its id's
 * lock already held (a duplicated tab copies sessionStorage) takes a new id, and the drafts of
 * a window whose lock nobody holds were left by a closed window and may be taken over.
 */

const STORAGE_KEY = 'tk-window';
const LOCK_PREFIX = 'tk-window:';

let current: Promise<string> | null = null;

function freshId(): string {
	return crypto.randomUUID().slice(0, 8);
}

/** Holds `name`'s lock for as long as the page lives; false when another window holds it. */
async function hold(name: string): Promise<boolean> {
	const locks = globalThis.navigator?.locks;
	if (!locks) return true;
	return new Promise<boolean>((resolve) => {
		// Refused where site data is blocked: the id then lasts as long as the page.
		const refused = () => resolve(true);
		try {
			locks
				.request(name, { ifAvailable: true }, (lock) => {
					resolve(lock !== null);
					// Keep the lock until the page goes away.
					return lock === null ? undefined : new Promise<void>(() => undefined);
				})
				.catch(refused);
		} catch {
			refused();
		}
	});
}

function remembered(): string | null {
	try {
		return globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? null;
	} catch {
		return null;
	}
}

function remember(id: string): void {
	try {
		globalThis.sessionStorage?.setItem(STORAGE_KEY, id);
	} catch {
		// Storage refused: the id lasts as long as the page.
	}
}

async function claim(): Promise<string> {
	let id = remembered() ?? freshId();
	while (!(await hold(LOCK_PREFIX + id))) id = freshId();
	remember(id);
	return id;
}

/** This window's id (the same for every call while the page lives). */
export function windowId(): Promise<string> {
	current ??= claim();
	return current;
}

/** The ids of the windows open now, or null when this browser cannot tell (no Web Locks). */
export async function openWindows(): Promise<ReadonlySet<string> | null> {
	const locks = globalThis.navigator?.locks;
	if (!locks) return null;
	let held: LockInfo[];
	try {
		({ held = [] } = await locks.query());
	} catch {
		return null;
	}
	return new Set(held.flatMap((l) => (l.name?.startsWith(LOCK_PREFIX) ? [l.name.slice(LOCK_PREFIX.length)] : [])));
}
