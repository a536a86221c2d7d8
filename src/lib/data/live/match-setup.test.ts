// A shared match's setup: a change on one phone reaches the others through the import's checks;
// a setup from the room that changes the game or does not suit it is refused, writing nothing.
import { describe, expect, it } from 'vitest';
import { appendSetup } from './match-doc';
import { deliver, MATCH_ID, PLAYERS, twoPhones } from './test-phones';

describe('live bridge: the setup', () => {
	it('a setup changed on one phone reaches the other, told as "setup changed" and refolded', async () => {
		const { a, b } = await twoPhones();
		const match = (await a.db.matches.get(MATCH_ID))!;
		await a.db.matches.put({ ...match, firstDealer: 1, startingScores: [10, 0], updatedAt: match.updatedAt + 1 });
		await a.sync.run();
		const changes = await deliver(a, b);
		expect(changes).toContainEqual({ kind: 'setup-changed', by: 'A' });
		const there = (await b.db.matches.get(MATCH_ID))!;
		expect(there.firstDealer).toBe(1);
		expect(there.startingScores).toEqual([10, 0]);
		expect(there.summary?.totals).toEqual([13, 4]);
		// Nothing more to tell on either side.
		expect(await deliver(b, a)).toEqual([]);
	});

	it('does not apply a setup from the room that changes the game or does not suit it, and tells why', async () => {
		const { a, b } = await twoPhones();
		const before = await b.db.matches.get(MATCH_ID);
		const match = (await a.db.matches.get(MATCH_ID))!;
		appendSetup(a.doc, 'evil-1', Date.now() + 10, 'Eve', { ...match, gameId: 'coinche' }, PLAYERS);
		expect(await deliver(a, b)).toEqual([{ kind: 'setup-not-applied', by: 'Eve', reason: 'other-game' }]);
		appendSetup(a.doc, 'evil-2', Date.now() + 20, 'Eve', { ...match, firstDealer: 7 }, PLAYERS);
		expect(await deliver(a, b)).toEqual([{ kind: 'setup-not-applied', by: 'Eve', reason: 'unreadable' }]);
		expect(await b.db.matches.get(MATCH_ID)).toEqual(before);
		expect(await deliver(a, b)).toEqual([]);
	});

	it('a setup change made after one that does not read still counts, however late the bad one is stamped', async () => {
		const { a, b } = await twoPhones();
		const match = (await a.db.matches.get(MATCH_ID))!;
		appendSetup(a.doc, 'evil', 8_000_000_000_000_000, 'Eve', { ...match, gameId: 'coinche' }, PLAYERS);
		await deliver(a, b);
		await a.db.matches.put({ ...match, firstDealer: 1, updatedAt: match.updatedAt + 1 });
		await a.sync.run();
		expect(await deliver(a, b)).toContainEqual({ kind: 'setup-changed', by: 'A' });
		expect((await b.db.matches.get(MATCH_ID))?.firstDealer).toBe(1);
	});
});
