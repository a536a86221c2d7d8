import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { lastOptions, rememberOptions } from './last-options';

/** The tests run in Node, which has no localStorage: an in-memory one with the same methods. */
class MemoryStorage {
	#items = new Map<string, string>();
	getItem(key: string): string | null {
		return this.#items.get(key) ?? null;
	}
	setItem(key: string, value: string): void {
		this.#items.set(key, value);
	}
	clear(): void {
		this.#items.clear();
	}
}
const localStorage = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: localStorage, configurable: true });
afterAll(() => {
	Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('last options per game (new-match presets: the table\u2019s last choice first)', () => {
	beforeEach(() => localStorage.clear());

	it.each([
		{ name: 'nothing stored reads as none', stored: null, game: 'coinche', expected: null },
		{ name: 'unreadable JSON reads as none', stored: '{oops', game: 'coinche', expected: null },
		{ name: 'a list instead of an object reads as none', stored: '[1,2]', game: 'coinche', expected: null },
		{
			name: 'another game\u2019s options are not this game\u2019s',
			stored: '{"cozen":{"target":70}}',
			game: 'coinche',
			expected: null
		},
		{
			name: 'a stored config reads back',
			stored: '{"coinche":{"scale":"pointsMade"}}',
			game: 'coinche',
			expected: { scale: 'pointsMade' }
		}
	])('$name', ({ stored, game, expected }) => {
		if (stored !== null) localStorage.setItem('tablekeeper.lastOptions', stored);
		expect(lastOptions(game)).toEqual(expected);
	});

	it('remembering one game keeps the others', () => {
		rememberOptions('cozen', { target: 70 });
		rememberOptions('coinche', { exactPoints: true });
		rememberOptions('coinche', { scale: 'pointsMade' });
		expect(lastOptions('coinche')).toEqual({ scale: 'pointsMade' });
		expect(lastOptions('cozen')).toEqual({ target: 70 });
	});
});
