// Hostile peers, generated: a scorer writes rounds under ids of other matches (on one phone or the
// other), under the derived id of another round, with inputs that do not read, and setup entries
// that change the game or do not read, stamped anywhere. Two honest phones that receive the same
// document always show the same rounds and totals, their other matches never change, and a phone
// joining the room always can, with every bad setup entry named.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useDb } from '../db';
import { createDb } from '../schema';
import { planJoin } from './join-plan';
import { appendEdit, appendSetup } from './match-doc';
import { derivedId } from './round-ids';
import {
	deliver,
	MATCH_ID,
	matchRecord,
	newPhone,
	PLAYERS,
	roundEdit,
	roundsOn,
	twoPhones,
	type Phone
} from './test-phones';

const IDS = ['r-a', 'r-b', 'x', derivedId(MATCH_ID, 'x'), 'y'];
const MAX = 8_640_000_000_000_000;

const editArb = fc.record({
	id: fc.constantFrom(...IDS),
	at: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.constant(MAX)),
	order: fc.integer({ min: 1, max: 4 }),
	input: fc.oneof(
		fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })).map((s) => ({ scores: s })),
		fc.constant({ scores: ['x', 1, 2] })
	),
	deleted: fc.boolean()
});
const setupArb = fc.record({
	kind: fc.constantFrom('good', 'other-game', 'unreadable', 'garbage'),
	at: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constant(MAX))
});

/** A phone's other match with one round, whose id the hostile scorer may use. */
async function otherMatch(phone: Phone, roundId: string) {
	await phone.db.matches.put({ ...matchRecord(), id: `other-${phone.name}` });
	const round = {
		id: roundId,
		matchId: `other-${phone.name}`,
		order: 1,
		input: { scores: [9, 9] },
		createdAt: 3,
		updatedAt: 3
	};
	await phone.db.rounds.put(round);
	return async () => ({
		match: await phone.db.matches.get(`other-${phone.name}`),
		rounds: await phone.db.rounds.where('matchId').equals(`other-${phone.name}`).toArray()
	});
}

const shown = async (p: Phone) => ({
	rounds: (await roundsOn(p)).map((r) => [r.order, r.input, r.note ?? null]),
	totals: (await p.db.matches.get(MATCH_ID))?.summary?.totals
});

describe('live bridge: hostile peers', () => {
	it('two honest phones never disagree, no other match changes, and a join always succeeds naming the bad setups', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(editArb, { maxLength: 8 }),
				fc.array(setupArb, { maxLength: 4 }),
				async (edits, setups) => {
					const { a, b } = await twoPhones();
					const otherA = await otherMatch(a, 'r-a');
					const otherB = await otherMatch(b, 'r-b');
					const before = [await otherA(), await otherB()];
					const evil = await newPhone('E');
					await deliver(a, evil);
					let n = 0;
					evil.doc.transact(() => {
						for (const e of edits) {
							const { deleted, input, ...rest } = e;
							appendEdit(
								evil.doc,
								e.id,
								roundEdit({ ...rest, id: `e${++n}`, createdAt: e.order, ...(deleted ? { deleted: true } : { input }) })
							);
						}
						for (const s of setups) {
							const match = matchRecord();
							if (s.kind === 'garbage')
								evil.doc.getArray('setup').push([{ id: `s${++n}`, by: 'Eve', match: { id: MATCH_ID } }]);
							else
								appendSetup(
									evil.doc,
									`s${++n}`,
									s.at,
									'Eve',
									s.kind === 'good'
										? { ...match, firstDealer: 1 }
										: s.kind === 'other-game'
											? { ...match, gameId: 'coinche' }
											: { ...match, firstDealer: 9 },
									PLAYERS
								);
						}
					});
					await deliver(evil, a);
					await deliver(evil, b);
					await deliver(a, b);
					await deliver(b, a);
					expect(await shown(a)).toEqual(await shown(b));
					expect([await otherA(), await otherB()]).toEqual(before);
					const fresh = createDb(`peers-join-${crypto.randomUUID()}`);
					useDb(fresh);
					const joined = await planJoin(fresh, a.doc);
					expect(joined.ok).toBe(true);
					if (joined.ok) {
						const bad = setups.filter((s) => s.kind !== 'good').length;
						expect(joined.value.summary.notApplied.length).toBeLessThanOrEqual(bad);
						expect(joined.value.summary.notApplied.every((s) => s.by === 'Eve')).toBe(true);
						const garbage = setups.filter((s) => s.kind === 'garbage').length;
						expect(
							joined.value.summary.notApplied.filter((s) => s.reason === 'unreadable').length
						).toBeGreaterThanOrEqual(garbage);
					}
				}
			),
			{ numRuns: 15 }
		);
	});
});
