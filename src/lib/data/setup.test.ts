// Starting a match and editing its setup: the players and the match, or the renames and the
// setup, are written in one transaction, so a refusal leaves nothing half done.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, useDb } from './db';
import { getMatch, startMatch, trashMatch, writeSetup } from './matches';
import { addPlayer, checkRenames, listPlayers } from './players';
import { createDb, type PlayerRecord } from './schema';

let dbCount = 0;
beforeEach(() => {
	useDb(createDb(`setup-test-${++dbCount}`));
});

const spec = { gameId: 'freeform', config: { target: 100 }, firstDealer: 0 };

describe('startMatch', () => {
	it('adds the new players, reuses known ones, and says whether it is the first match', async () => {
		const ana = (await addPlayer('Ana')) as PlayerRecord;
		const first = await startMatch([' ana ', 'Ben'], spec);
		expect(first.first).toBe(true);
		expect(first.match.seats[0]!.playerId).toBe(ana.id);
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Ana', 'Ben']);
		await trashMatch(first.match.id);
		const second = await startMatch(['Ana', 'Ben'], spec);
		// A match in the trash still counts: persistence was already asked for.
		expect(second.first).toBe(false);
		expect(await listPlayers()).toHaveLength(2);
	});

	it('leaves no new player behind when the match cannot be written', async () => {
		vi.spyOn(db().matches, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
		await expect(startMatch(['Ana', 'Ben'], spec)).rejects.toThrow();
		expect(await listPlayers()).toEqual([]);
		expect(await db().matches.count()).toBe(0);
	});
});

describe('checkRenames', () => {
	const roster = [
		{ id: 'a', name: 'Ana', createdAt: 0, updatedAt: 0 },
		{ id: 'b', name: 'Ben', createdAt: 0, updatedAt: 0 }
	];
	it.each([
		[
			'a swap of two names',
			[
				{ id: 'a', name: 'Ben' },
				{ id: 'b', name: 'Ana' }
			],
			[null, null]
		],
		['a name another player keeps', [{ id: 'a', name: 'ben' }], ['name-taken']],
		[
			'two renames to one name',
			[
				{ id: 'a', name: 'Cy' },
				{ id: 'b', name: 'CY' }
			],
			['name-taken', 'name-taken']
		],
		['an empty name', [{ id: 'a', name: '  ' }], ['name-empty']]
	])('%s', (_, renames, expected) => {
		expect(checkRenames(renames, roster)).toEqual(expected);
	});
});

describe('writeSetup with renames', () => {
	it('renames and changes the setup together', async () => {
		const { match } = await startMatch(['Ana', 'Ben'], spec);
		const [ana, ben] = match.seats.map((s) => s.playerId);
		const renames = [
			{ id: ana!, name: ' Ben ' },
			{ id: ben!, name: 'Ana' }
		];
		const next = { firstDealer: 1, config: { target: 200 } };
		const written = await writeSetup({ matchId: match.id, renames, expect: spec, next });
		expect(written).toEqual({ ok: true });
		expect((await listPlayers()).map((p) => [p.id, p.name])).toEqual([
			[ben, 'Ana'],
			[ana, 'Ben']
		]);
		expect(await getMatch(match.id)).toMatchObject({ firstDealer: 1, config: { target: 200 } });
	});

	it('writes nothing when one new name is refused', async () => {
		const { match } = await startMatch(['Ana', 'Ben', 'Cy'], spec);
		const [ana, ben] = match.seats.map((s) => s.playerId);
		const renames = [
			{ id: ana!, name: 'Dee' },
			{ id: ben!, name: 'cy' }
		];
		const next = { ...spec, firstDealer: 2 };
		const refused = await writeSetup({ matchId: match.id, renames, expect: spec, next });
		expect(refused).toEqual({ ok: false, names: [null, 'name-taken'] });
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cy']);
		expect((await getMatch(match.id))!.firstDealer).toBe(0);
	});
});
