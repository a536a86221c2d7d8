// Live sharing's settings: the server at the page's own origin by default (ws or wss as the page),
// a typed address checked beside its field, and a phone name kept once made.
import { afterAll, describe, expect, it } from 'vitest';
import { defaultServer, LiveSettings, phoneTag, serverProblem } from './live-settings.svelte';

const items = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
	value: {
		getItem: (k: string) => items.get(k) ?? null,
		setItem: (k: string, v: string) => items.set(k, v),
		removeItem: (k: string) => items.delete(k)
	},
	configurable: true
});
afterAll(() => Reflect.deleteProperty(globalThis, 'localStorage'));

describe('live settings', () => {
	it("defaults to the page's own origin's /sync", () => {
		expect(defaultServer({ protocol: 'http:', host: '127.0.0.1:4173' })).toBe('ws://127.0.0.1:4173/sync');
		expect(defaultServer({ protocol: 'https:', host: 'scores.club.org' })).toBe('wss://scores.club.org/sync');
	});

	it.each([
		['wss://sync.club.org/sync', 'https:', null],
		['ws://127.0.0.1:4174', 'http:', null],
		['ws://sync.club.org', 'https:', 'insecure'],
		['https://sync.club.org', 'https:', 'not-websocket'],
		['not an address', 'http:', 'not-websocket']
	])('%s from an %s page: %s', (address, page, problem) => {
		expect(serverProblem(address, page)).toBe(problem);
	});

	it('keeps a good address, ignores a refused one, and keeps a made-up phone name', () => {
		const settings = new LiveSettings();
		settings.setServer('ftp://x');
		expect(settings.serverProblem).toBe('not-websocket');
		expect(items.has('tk-live-server')).toBe(false);
		settings.setServer('ws://10.0.0.2:4174');
		expect(settings.serverAddress).toBe('ws://10.0.0.2:4174');
		expect(settings.phoneName('Phone A1B')).toBe('Phone A1B');
		expect(new LiveSettings().phoneName('Phone ZZZ')).toBe('Phone A1B');
		settings.setPhone("Ben's phone");
		expect(new LiveSettings().phone).toBe("Ben's phone");
		expect(phoneTag(new Uint8Array([0xab, 0xcd]))).toBe('ABC');
	});

	it('asks for the phone name once: a made-up name is no answer; a typed or skipped one is', () => {
		items.clear();
		const settings = new LiveSettings();
		expect(settings.needsName).toBe(true);
		settings.phoneName('Phone A1B');
		expect(new LiveSettings().needsName).toBe(true);
		expect(settings.answerName('  ', 'Phone ZZZ')).toBe('Phone A1B');
		expect(new LiveSettings().needsName).toBe(false);

		items.clear();
		const asked = new LiveSettings();
		expect(asked.answerName(' Dana ', 'Phone Q1Q')).toBe('Dana');
		expect(new LiveSettings().phone).toBe('Dana');
		expect(new LiveSettings().needsName).toBe(false);

		items.clear();
		const typed = new LiveSettings();
		typed.setPhone('Eve');
		expect(new LiveSettings().needsName).toBe(false);
	});
});
