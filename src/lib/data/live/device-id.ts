/**
 * This phone's id for live sharing: one random id per browser, kept in localStorage so every
 * window and tab of the phone says the same, and the status line counts phones, not windows.
 * Where storage is refused (private mode, tests in Node) each connection gets an id of its own,
 * which counts that window as a phone of its own: the old behaviour, never worse.
 */
const KEY = 'tk-live-device';

/** This phone's id, made on first use. */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalStorage()): string {
	try {
		const kept = storage?.getItem(KEY);
		if (kept && /^[0-9a-f-]{8,64}$/.test(kept)) return kept;
		const made = crypto.randomUUID();
		storage?.setItem(KEY, made);
		if (storage) return made;
	} catch {
		// Storage refused: an id for this connection alone.
	}
	return crypto.randomUUID();
}

function globalStorage(): Storage | undefined {
	try {
		return globalThis.localStorage;
	} catch {
		return undefined;
	}
}

/**
 * How many phones the awareness states name: states that carry the same device id are one phone
 * (two windows of it); a state without one (an older app) counts as a phone of its own.
 */
export function countPhones(states: Iterable<[number, Record<string, unknown>]>): number {
	const phones = new Set<string>();
	for (const [clientId, state] of states) {
		const device = state['device'];
		phones.add(typeof device === 'string' && device ? `d:${device}` : `c:${clientId}`);
	}
	return phones.size;
}
