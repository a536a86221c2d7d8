/**
 * Live sharing's settings, kept in localStorage: this phone's name (recorded on the deals it
 * enters or changes, and shown to the other phones) and the sync server's address. The address
 * defaults to the app's own origin's `/sync` (ws:// or wss:// as the page is served), which is
 * also all the page's Content-Security-Policy lets it reach; a static deployment whose server
 * lives elsewhere sets it here (and allows it in its own policy).
 */
const PHONE_KEY = 'tk-live-phone';
const SERVER_KEY = 'tk-live-server';
/** Set once Share live or Join has asked for this phone's name (answered or skipped). */
const ASKED_KEY = 'tk-live-phone-asked';
/** Longest phone name kept. */
export const MAX_PHONE_NAME = 40;

function read(key: string): string {
	try {
		return localStorage.getItem(key) ?? '';
	} catch {
		return '';
	}
}

function write(key: string, value: string): void {
	try {
		if (value) localStorage.setItem(key, value);
		else localStorage.removeItem(key);
	} catch {
		// Private mode: the setting lasts for this visit.
	}
}

/** The sync server at the page's own origin. */
export function defaultServer(location: { protocol: string; host: string } | undefined = globalThis.location): string {
	// Prerendering has no page address: the screen reads it again once it runs.
	if (!location) return '';
	return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sync`;
}

export type ServerProblem = 'not-websocket' | 'insecure';

/** Why an address cannot be the sync server's, or null if it can. */
export function serverProblem(text: string, pageProtocol = globalThis.location?.protocol): ServerProblem | null {
	let url: URL;
	try {
		url = new URL(text.trim());
	} catch {
		return 'not-websocket';
	}
	if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return 'not-websocket';
	if (pageProtocol === 'https:' && url.protocol === 'ws:') return 'insecure';
	return null;
}

export class LiveSettings {
	/** The name typed for this phone ('' until one is set). */
	phone = $state(read(PHONE_KEY));
	/** The address typed for the server ('' means the app's own origin). */
	server = $state(read(SERVER_KEY));
	/** Whether this phone's name was asked for already, or typed in Settings. */
	asked = $state(read(ASKED_KEY) !== '');

	/** Share live and Join ask for the phone's name once: before the first share or join, unless one was typed. */
	get needsName(): boolean {
		return !this.asked;
	}

	/**
	 * The answer to that question: `name` when one is typed, else `fallback` (skipped, or left
	 * blank); it is not asked again. Returns the name used.
	 */
	answerName(name: string, fallback: string): string {
		if (name.trim()) this.setPhone(name.trim());
		else this.#markAsked();
		return this.phoneName(fallback);
	}

	#markAsked(): void {
		this.asked = true;
		write(ASKED_KEY, '1');
	}

	/** Why the typed address is refused, if it is. */
	get serverProblem(): ServerProblem | null {
		return this.server.trim() ? serverProblem(this.server) : null;
	}

	/** The address live sharing uses. */
	get serverAddress(): string {
		return this.server.trim() && !this.serverProblem ? this.server.trim() : defaultServer();
	}

	/** The name used for this phone: the one set, or `fallback` (kept, so it stays the same). */
	phoneName(fallback: string): string {
		const name = this.phone.trim();
		if (name) return name.slice(0, MAX_PHONE_NAME);
		this.#keepPhone(fallback);
		return fallback;
	}

	/** A name typed for this phone (Settings, or when asked): it counts as the answer. */
	setPhone(name: string): void {
		this.#keepPhone(name);
		this.#markAsked();
	}

	#keepPhone(name: string): void {
		this.phone = name.slice(0, MAX_PHONE_NAME);
		write(PHONE_KEY, this.phone.trim());
	}

	setServer(address: string): void {
		this.server = address;
		if (!this.serverProblem) write(SERVER_KEY, address.trim());
	}
}

/** A short tag for a phone's default name, e.g. "Phone 7K2". */
export function phoneTag(random: Uint8Array = crypto.getRandomValues(new Uint8Array(2))): string {
	return [...random]
		.map((b) => b.toString(16).padStart(2, '0'))
		.join('')
		.toUpperCase()
		.slice(0, 3);
}

/** The app's live-sharing settings. */
export const liveSettings = new LiveSettings();
