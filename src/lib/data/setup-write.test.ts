// A setup change in one transaction: the setup, its record of changes, the summary and the window's
// undo history commit together, or nothing does when the setup changed elsewhere or a name is refused.
import { beforeEach, describe, expect, it } from 'vitest';
import { useDb } from './db';
import { getHistory, getMatch, startMatch } from './matches';
import { createDb, type HistoryRecord, type MatchSetupFields } from './schema';
import { setupDiff, writeSetup } from './setup-write';

let dbCount = 0;
beforeEach(() => {
	useDb(createDb(`setup-write-test-${++dbCount}`));
});

const before: MatchSetupFields = { config: { target: 100 }, firstDealer: 0 };
const after: MatchSetupFields = { config: { target: 50 }, firstDealer: 1 };
const history = (matchId: string): HistoryRecord => ({
	key: `${matchId}/w`,
	matchId,
	windowId: 'w',
	undo: [{ kind: 'setup', before, after }],
	redo: [],
	updatedAt: 1
});

describe('setupDiff', () => {
	it.each([
		{ why: 'an option', a: before, b: { ...before, config: { target: 50 } }, keys: ['option.target'] },
		{ why: 'the first dealer', a: before, b: { ...before, firstDealer: 1 }, keys: ['firstDealer'] },
		{
			why: 'team names',
			a: { ...before, teamNames: ['A', 'B'] },
			b: { ...before, teamNames: ['A', 'C'] },
			keys: ['teamNames']
		},
		{
			why: 'nothing: same values in another key order',
			a: { config: { a: 1, b: 2 }, firstDealer: 0 },
			b: { config: { b: 2, a: 1 }, firstDealer: 0 },
			keys: []
		}
	])('names what changed: $why', ({ a, b, keys }) => {
		expect(setupDiff(a, b).map((c) => c.key)).toEqual(keys);
	});

	it('compares options as the game reads them (a default filled in is no change)', () => {
		const read = (c: unknown) => ({ target: 100, ...(c as object) });
		expect(setupDiff({ config: {}, firstDealer: 0 }, before, read)).toEqual([]);
	});
});

describe('writeSetup', () => {
	it('writes the setup, its record and the undo history together', async () => {
		const { match } = await startMatch(['Ana', 'Ben'], { gameId: 'freeform', ...before });
		const result = await writeSetup({
			matchId: match.id,
			expect: before,
			next: after,
			history: () => history(match.id)
		});
		expect(result).toEqual({ ok: true });
		const stored = await getMatch(match.id);
		expect(stored).toMatchObject({ config: { target: 50 }, firstDealer: 1 });
		expect(stored!.updatedAt).toBeGreaterThan(match.updatedAt);
		expect(stored!.setupChanges?.[0]?.changes).toEqual([
			{ key: 'option.target', before: 100, after: 50 },
			{ key: 'firstDealer', before: 0, after: 1 }
		]);
		expect((await getHistory(`${match.id}/w`))?.undo).toHaveLength(1);
	});

	it('writes nothing when the setup is no longer the one the change was made from', async () => {
		const { match } = await startMatch(['Ana', 'Ben'], { gameId: 'freeform', ...before });
		const result = await writeSetup({
			matchId: match.id,
			expect: after,
			next: before,
			history: () => history(match.id)
		});
		expect(result).toEqual({ ok: false, changed: true });
		expect(await getMatch(match.id)).toEqual(match);
		expect(await getHistory(`${match.id}/w`)).toBeUndefined();
	});

	it('writes nothing when a new name is refused', async () => {
		const { match } = await startMatch(['Ana', 'Ben'], { gameId: 'freeform', ...before });
		const renames = [{ id: match.seats[0]!.playerId, name: 'ben' }];
		const result = await writeSetup({
			matchId: match.id,
			renames,
			expect: before,
			next: after,
			history: () => history(match.id)
		});
		expect(result).toEqual({ ok: false, names: ['name-taken'] });
		expect(await getMatch(match.id)).toEqual(match);
		expect(await getHistory(`${match.id}/w`)).toBeUndefined();
	});
});
