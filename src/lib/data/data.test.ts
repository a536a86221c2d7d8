import { beforeEach, describe, expect, it } from 'vitest';
import { useDb } from './db';
import { deleteDraft, getDraft, putDraft } from './drafts';
import fixture from './fixtures/v1.json';
import {
	addRound,
	createMatch,
	deleteRound,
	getMatch,
	listMatches,
	listRounds,
	listTrash,
	purgeTrash,
	putRound,
	restoreMatch,
	trashMatch,
	updateRound,
	updateSetup,
	getHistory,
	putHistory
} from './matches';
import { repairStaleSummaries, summaryIsStale } from './summary';
import { addPlayer, checkName, findOrAddPlayers, listPlayers, renamePlayer } from './players';
import { createDb } from './schema';
import { writeV1 } from './test-v1';

let dbCount = 0;
beforeEach(() => {
	useDb(createDb(`test-${++dbCount}`));
});

describe('players', () => {
	it.each([
		['', 'name-empty'],
		['   ', 'name-empty'],
		['x'.repeat(41), 'name-too-long'],
		['ana', 'name-taken'],
		[' ANA ', 'name-taken'],
		['<img src=x onerror=alert(1)>', null],
		['Ana </b>', null],
		['Bob <3', null],
		['a < b', null],
		['Anaïs', null]
	])('checks the name %j → %s', (name, problem) => {
		expect(checkName(name, [{ id: 'a', name: 'Ana', createdAt: 0, updatedAt: 0 }])).toBe(problem);
	});

	it('adds, refuses duplicates, renames, and lists by name', async () => {
		const zoe = await addPlayer('  Zoé  ');
		expect(typeof zoe).toBe('object');
		expect(await addPlayer('zoé')).toBe('name-taken');
		await addPlayer('Adam');
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Adam', 'Zoé']);
		if (typeof zoe !== 'object') throw new Error('expected a record');
		expect(await renamePlayer(zoe.id, 'adam')).toBe('name-taken');
		expect(await renamePlayer(zoe.id, 'Zoe B')).toBeNull();
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Adam', 'Zoe B']);
	});

	it('keeps HTML in a name as plain text, on adding and on renaming', async () => {
		const p = await addPlayer('<img src=x onerror=alert(1)>');
		expect(typeof p === 'object' && p.name).toBe('<img src=x onerror=alert(1)>');
		const ana = await addPlayer('Ana');
		if (typeof ana !== 'object') throw new Error('expected a record');
		expect(await renamePlayer(ana.id, '<b>Ana</b>')).toBeNull();
		expect((await listPlayers()).map((p) => p.name).sort()).toEqual(['<b>Ana</b>', '<img src=x onerror=alert(1)>']);
	});

	it('finds existing players by name and adds new ones once', async () => {
		await addPlayer('Ana');
		const seats = await findOrAddPlayers(['ana', 'Ben', 'ben']);
		expect(seats.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Ben']);
		expect(seats[1]!.id).toBe(seats[2]!.id);
		expect(await listPlayers()).toHaveLength(2);
	});
});

describe('matches and rounds', () => {
	async function match() {
		return createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 });
	}

	it('appends rounds in order, edits, deletes and puts back', async () => {
		const m = await match();
		const r1 = await addRound(m.id, { scores: [1, 2] });
		const r2 = await addRound(m.id, { scores: [3, 4] });
		await addRound(m.id, { scores: [5, 6] });
		expect((await listRounds(m.id)).map((r) => r.input)).toEqual([
			{ scores: [1, 2] },
			{ scores: [3, 4] },
			{ scores: [5, 6] }
		]);
		await updateRound(r1, { scores: [9, 9] });
		await deleteRound(r2);
		expect((await listRounds(m.id)).map((r) => r.order)).toEqual([1, 3]);
		await putRound(r2);
		expect((await listRounds(m.id)).map((r) => r.input)).toEqual([
			{ scores: [9, 9] },
			{ scores: [3, 4] },
			{ scores: [5, 6] }
		]);
	});

	it('keeps rounds of different matches apart', async () => {
		const a = await match();
		const b = await match();
		await addRound(a.id, { scores: [1, 1] });
		await addRound(b.id, { scores: [2, 2] });
		expect(await listRounds(a.id)).toHaveLength(1);
	});

	it('adding a round moves the match to the top of the list', async () => {
		const a = await match();
		await new Promise((r) => setTimeout(r, 5));
		const b = await match();
		await new Promise((r) => setTimeout(r, 5));
		await addRound(a.id, { scores: [0, 0] });
		expect((await listMatches()).map((m) => m.id)).toEqual([a.id, b.id]);
	});

	it('lists the matches as the updatedAt index read backwards would: latest first, equal times by id, last first', async () => {
		const made = await Promise.all(['m-b', 'm-a', 'm-c', 'm-d'].map(() => match()));
		const at = [200, 100, 200, 300];
		const ids = ['m-b', 'm-a', 'm-c', 'm-d'];
		const { db } = await import('./db');
		await db().matches.bulkPut(made.map((m, i) => ({ ...m, id: ids[i]!, updatedAt: at[i]! })));
		await db().matches.bulkDelete(made.map((m) => m.id));
		await trashMatch('m-d');
		const byIndex = (await db().matches.orderBy('updatedAt').reverse().toArray()).filter((m) => !m.deletedAt);
		expect((await listMatches()).map((m) => m.id)).toEqual(['m-c', 'm-b', 'm-a']);
		expect((await listMatches()).map((m) => m.id)).toEqual(byIndex.map((m) => m.id));
	});

	it('updates the setup and the player index', async () => {
		const m = await match();
		await updateSetup(m.id, { seats: [{ playerId: 'b' }, { playerId: 'c' }], firstDealer: 1 });
		const after = await getMatch(m.id);
		expect(after?.playerIds).toEqual(['b', 'c']);
		expect(after?.firstDealer).toBe(1);
	});

	it('trash: deleted matches leave the list, can be restored, and are purged after 30 days', async () => {
		const m = await match();
		await addRound(m.id, { scores: [1, 1] });
		await trashMatch(m.id);
		expect(await listMatches()).toHaveLength(0);
		expect(await listTrash()).toHaveLength(1);
		await restoreMatch(m.id);
		expect(await listMatches()).toHaveLength(1);
		await trashMatch(m.id);
		expect(await purgeTrash(Date.now() + 29 * 86_400_000)).toBe(0);
		expect(await purgeTrash(Date.now() + 31 * 86_400_000)).toBe(1);
		expect(await getMatch(m.id)).toBeUndefined();
		expect(await listRounds(m.id)).toHaveLength(0);
	});
});

describe('drafts', () => {
	it('saves, reads back and deletes a draft', async () => {
		await putDraft('round:x', { scores: ['1', '', '-3'] });
		expect(await getDraft('round:x')).toEqual({ scores: ['1', '', '-3'] });
		await deleteDraft('round:x');
		expect(await getDraft('round:x')).toBeUndefined();
	});

	it('a saved round takes its draft with it in the same write, so it never comes back as the next draft', async () => {
		const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 });
		await putDraft(`round:${match.id}`, { scores: ['3', '4'] });
		await putDraft('round:other', { scores: ['9'] });
		const round = await addRound(match.id, { scores: [3, 4] }, `round:${match.id}`);
		expect(await getDraft(`round:${match.id}`)).toBeUndefined();
		expect(await getDraft('round:other')).toEqual({ scores: ['9'] });

		await putDraft(`edit:${match.id}:${round.id}`, { scores: ['5', '4'] });
		await updateRound(round, { scores: [5, 4] }, `edit:${match.id}:${round.id}`);
		expect(await getDraft(`edit:${match.id}:${round.id}`)).toBeUndefined();
		expect((await listRounds(match.id)).map((r) => r.input)).toEqual([{ scores: [5, 4] }]);
	});
});

describe('schema upgrades (fixtures/v1.json)', () => {
	it('a database written by v1 opens with the newest schema and reads every row', async () => {
		const name = `fixture-${++dbCount}`;
		await writeV1(name, ['players', 'matches', 'rounds', 'drafts']);

		useDb(createDb(name));
		expect(await listPlayers()).toHaveLength(3);
		expect((await listMatches()).map((m) => m.id)).toEqual(['m-1', 'm-2']);
		expect((await listRounds('m-1')).map((r) => r.input)).toEqual([{ scores: [10, 20, 30] }, { scores: [-5, 0, 12] }]);
		expect(await getDraft('round:m-1')).toEqual({ scores: ['7', '', '-2'] });
	});

	it('v2 adds the undo history store; a v1 summary reads as stale and is rebuilt from its rounds', async () => {
		const name = `fixture-${++dbCount}`;
		await writeV1(name, ['matches', 'rounds']);

		const upgraded = createDb(name);
		useDb(upgraded);
		await upgraded.open();
		expect(upgraded.verno).toBeGreaterThanOrEqual(2);
		expect(await upgraded.history.count()).toBe(0);
		const before = (await getMatch('m-2'))!;
		expect(before.summary).toEqual(fixture.matches[1]!.summary);
		expect(summaryIsStale(before, 1)).toBe(true);

		const [repaired] = await repairStaleSummaries([before]);
		expect(repaired?.summary).toMatchObject({
			totals: [15, 3],
			winners: [1],
			roundCount: 1,
			builtAt: before.updatedAt
		});
		expect(summaryIsStale(repaired!, 1, await listRounds('m-2'))).toBe(false);
		const step = { kind: 'add' as const, before: null, after: (await listRounds('m-1'))[0]! };
		await putHistory({ key: 'm-1/w', matchId: 'm-1', windowId: 'w', undo: [step], redo: [], updatedAt: 1 });
		expect((await getHistory('m-1/w'))?.undo).toEqual([step]);
	});

	it('v3 adds the tombstone store: a v1 database upgrades with none, and a deletion then leaves one', async () => {
		const name = `fixture-${++dbCount}`;
		await writeV1(name, ['players', 'matches', 'rounds']);

		const upgraded = createDb(name);
		useDb(upgraded);
		await upgraded.open();
		expect(upgraded.verno).toBeGreaterThanOrEqual(3);
		expect(await upgraded.tombstones.count()).toBe(0);
		expect((await listRounds('m-1')).map((r) => r.input)).toEqual([{ scores: [10, 20, 30] }, { scores: [-5, 0, 12] }]);
		const [first] = await listRounds('m-1');
		await deleteRound(first!);
		expect(await upgraded.tombstones.where('matchId').equals('m-1').toArray()).toEqual([
			expect.objectContaining({ id: first!.id, kind: 'round', matchId: 'm-1' })
		]);
	});
});
