/**
 * The house options a game was last started with on this device, kept in localStorage so the
 * new-match form can offer the table's last choice first. A value that is not an object reads as
 * none; the game's own config reader checks what it holds.
 */
const LAST_OPTIONS_KEY = 'tablekeeper.lastOptions';

function readAll(): Record<string, unknown> {
	try {
		const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(LAST_OPTIONS_KEY) ?? '{}');
		return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
			? (parsed as Record<string, unknown>)
			: {};
	} catch {
		return {};
	}
}

/** The config a game was last started with, or null. */
export function lastOptions(gameId: string): Record<string, unknown> | null {
	const value = readAll()[gameId];
	return typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: null;
}

/** Remembers the config a game was just started with. */
export function rememberOptions(gameId: string, config: unknown): void {
	try {
		globalThis.localStorage?.setItem(LAST_OPTIONS_KEY, JSON.stringify({ ...readAll(), [gameId]: config }));
	} catch {
		// Private mode or a full store: the form simply offers the presets in their usual order.
	}
}
