// History's first cards read without Dexie are the ones the whole library shows first: the same
// matches in the same order (ties on `createdAt` included, the trash left out), their players, the
// nights as listNights gives them and the export reminder's count.
import { beforeEach, describe, expect, it } from 'vitest';
import { db, useDb } from './db';
import { DAY } from './facts';
import { hlcOf } from './hlc';
import { createMatch, listMatches, trashMatch } from './matches';
import { createNight, listNights } from './nights';
import { findOrAddPlayers } from './players';
import { FIRST_CARDS_VERSION, historyOrder, readFirstCards } from './quick-history';
import { createDb } from './schema';
import { fridayNight } from './test-night';
import { unexportedOldMatches } from './export-reminder';

const AT = Date.UTC(2026, 10, 29);
let count = 0;
beforeEach(() => {
	useDb(createDb(`quick-history-${++count}`));
});

/** A match created at `createdAt` (ms) and last written at wall time `written` (ms). */
async function match(createdAt: number, written: number, playerIds: string[]) {
	const created = await createMatch({ gameId: 'freeform', playerIds, config: {}, firstDealer: 0 });
	await db().matches.update(created.id, { createdAt, updatedAt: hlcOf(written) });
	return created.id;
}

/** A library of 30 matches over 90 days, some created at the same millisecond, some in the trash. */
async function library() {
	const players = await findOrAddPlayers(['Ana', 'Bo', 'Cy', 'Dee']);
	const ids = players.map((p) => p.id);
	for (let i = 0; i < 30; i++) {
		const createdAt = AT - Math.floor(i / 3) * 9 * DAY;
		const id = await match(createdAt, createdAt + ((i * 7) % 5) * DAY, [ids[i % 4]!, ids[(i + 1) % 4]!]);
		if (i % 7 === 3) await trashMatch(id);
	}
	await findOrAddPlayers(['Not seated']);
}

/** What History shows first, from the whole library. */
async function wholeFirst(n: number) {
	return (await listMatches()).toSorted((a, b) => b.createdAt - a.createdAt).slice(0, n);
}

describe('readFirstCards', () => {
	it('reads the cards History shows first, in its order, ties on createdAt included', async () => {
		await library();
		for (const n of [1, 4, 5, 12, 40]) {
			const first = await readFirstCards(n, 0, AT);
			expect(first?.matches.map((m) => m.id)).toEqual((await wholeFirst(n)).map((m) => m.id));
		}
	});

	it('reads the players the cards seat, and no other', async () => {
		await library();
		const first = await readFirstCards(2, 0, AT);
		const seated = new Set(first!.matches.flatMap((m) => m.playerIds));
		expect(new Set(first!.players.map((p) => p.id))).toEqual(seated);
	});

	it("counts the export reminder's matches as the whole library does, exported or not", async () => {
		await library();
		const all = await listMatches();
		for (const since of [0, AT - 60 * DAY, AT - 20 * DAY, AT + DAY]) {
			const first = await readFirstCards(12, since, AT);
			expect(first?.unexported).toBe(unexportedOldMatches(all, since, AT));
		}
		expect(unexportedOldMatches(all, 0, AT)).toBeGreaterThan(0);
	});

	it('reads the nights not in the trash as listNights does', async () => {
		await library();
		for (let i = 0; i < 3; i++) await createNight(fridayNight({}));
		const gone = await createNight(fridayNight({}));
		await db().nights.update(gone.id, { deletedAt: hlcOf(AT) });
		expect((await readFirstCards(12, 0, AT))?.nights).toEqual(await listNights());
	});

	it('gives nothing for a database that does not exist yet', async () => {
		expect(await readFirstCards(12, 0, AT)).toBeNull();
	});

	it('knows the current schema', async () => {
		await library();
		expect(db().verno * 10).toBe(FIRST_CARDS_VERSION);
	});

	it('orders ties by the last write, then the id, newest first', () => {
		const at = (createdAt: number, updatedAt: number, id: string) => ({ createdAt, updatedAt, id }) as never;
		const list = [at(1, 1, 'a'), at(2, 1, 'a'), at(1, 2, 'a'), at(1, 2, 'b')].sort(historyOrder);
		expect(list).toEqual([at(2, 1, 'a'), at(1, 2, 'b'), at(1, 2, 'a'), at(1, 1, 'a')]);
	});
});
