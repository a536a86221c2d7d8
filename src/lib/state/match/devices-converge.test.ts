// Two or three devices whose clocks are an hour behind, right and two minutes ahead add, edit,
// delete and undo deletions of one match's rounds, and carry backups to each other in any order
// (issue 40 point 1). Every action made after seeing another has a later stamp than it; once every
// backup has gone everywhere, every device holds the same rounds, each as its latest action left it.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { useClock } from '$lib/data/clock';
import { listRounds, startMatch, writeRound } from '$lib/data/matches';
import type { RoundRecord } from '$lib/data/schema';
import { newStamp, stampAfter } from '$lib/data/stamp';
import { carry, device, use, type Device } from './test-devices';

const HOUR = 3_600_000;
const SKEWS = [-HOUR, 0, 2 * 60_000];

type Op =
	| { kind: 'add' | 'undo'; on: number; value: number }
	| { kind: 'edit' | 'delete'; on: number; pick: number; value: number }
	| { kind: 'carry'; from: number; to: number };

/** One action on a round: its stamp, what it left (null: deleted), and the actions its device had seen. */
interface Action {
	n: number;
	round: string;
	stamp: number;
	input: unknown;
	seen: ReadonlySet<number>;
}

const op: fc.Arbitrary<Op> = fc.oneof(
	fc.record({
		kind: fc.constantFrom('add' as const, 'undo' as const),
		on: fc.nat(2),
		value: fc.integer({ min: 1, max: 9 })
	}),
	fc.record({
		kind: fc.constantFrom('edit' as const, 'delete' as const),
		on: fc.nat(2),
		pick: fc.nat(5),
		value: fc.integer({ min: 1, max: 9 })
	}),
	fc.record({ kind: fc.constant('carry' as const), from: fc.nat(2), to: fc.nat(2) })
);

afterEach(() => useClock(null));

describe('devices with skewed clocks exchanging backups', () => {
	it('converge, and an action made after seeing another wins over it', async () => {
		let runs = 0;
		await fc.assert(
			fc.asyncProperty(
				fc.integer({ min: 2, max: 3 }),
				fc.array(op, { minLength: 4, maxLength: 18 }),
				async (count, ops) => {
					const devices: Device[] = SKEWS.slice(0, count).map((skew, i) => device(`p${++runs}-${i}`, skew));
					const seen = devices.map(() => new Set<number>());
					const deletedHere = devices.map((): RoundRecord[] => []);
					const actions: Action[] = [];
					use(devices[0]!);
					const { match } = await startMatch(['Ana', 'Ben'], {
						gameId: 'freeform',
						config: { winner: 'high', target: 100_000, rounds: null },
						firstDealer: 0
					});
					for (const d of devices.slice(1)) await carry(devices[0]!, d);

					const act = (on: number, round: string, stamp: number, input: unknown) => {
						const n = actions.length;
						actions.push({ n, round, stamp, input, seen: new Set(seen[on]) });
						seen[on]!.add(n);
					};
					for (const o of ops) {
						if (o.kind === 'carry') {
							const [from, to] = [o.from % count, o.to % count];
							if (from === to) continue;
							await carry(devices[from]!, devices[to]!);
							for (const n of seen[from]!) seen[to]!.add(n);
							continue;
						}
						const on = o.on % count;
						use(devices[on]!);
						const rounds = await listRounds(match.id);
						const input = { scores: [o.value, on] };
						if (o.kind === 'add') {
							const id = `r${actions.length}`;
							const put = { id, matchId: match.id, order: 0, input, createdAt: Date.now(), updatedAt: newStamp() };
							await writeRound({ matchId: match.id, put });
							act(on, id, put.updatedAt, input);
						} else if (o.kind === 'undo') {
							const back = deletedHere[on]!.pop();
							if (!back || rounds.some((r) => r.id === back.id)) continue;
							const put = { ...back, updatedAt: stampAfter(back.updatedAt) };
							await writeRound({ matchId: match.id, put });
							act(on, back.id, put.updatedAt, back.input);
						} else {
							const target = rounds[('pick' in o ? o.pick : 0) % Math.max(1, rounds.length)];
							if (!target) continue;
							if (o.kind === 'edit') {
								const put = { ...target, input, updatedAt: stampAfter(target.updatedAt) };
								await writeRound({ matchId: match.id, put });
								act(on, target.id, put.updatedAt, input);
							} else {
								await writeRound({ matchId: match.id, remove: target.id });
								const stone = await devices[on]!.db.tombstones.get(target.id);
								deletedHere[on]!.push(target);
								act(on, target.id, stone!.deletedAt, null);
							}
						}
					}

					// An action made after seeing another on the same round is later than it.
					for (const y of actions)
						for (const x of actions)
							if (x.round === y.round && y.seen.has(x.n)) expect(y.stamp).toBeGreaterThan(x.stamp);

					// Every backup goes everywhere (twice round, so what one brought reaches the others).
					for (let pass = 0; pass < 2; pass++)
						for (const from of devices) for (const to of devices) if (from !== to) await carry(from, to);
					const held = async (d: Device) => {
						use(d);
						const rounds = await listRounds(match.id);
						return new Map(rounds.map((r) => [r.id, r.input]));
					};
					const first = await held(devices[0]!);
					for (const d of devices.slice(1)) expect(await held(d)).toEqual(first);
					// Each round is as the action with the latest stamp on it left it.
					for (const id of new Set(actions.map((a) => a.round))) {
						const mine = actions.filter((a) => a.round === id).sort((a, b) => a.stamp - b.stamp);
						const last = mine.at(-1)!;
						if (mine.length > 1 && mine.at(-2)!.stamp === last.stamp) continue;
						expect(first.get(id) ?? null).toEqual(last.input);
					}
					for (const d of devices) d.db.close();
				}
			),
			{
				numRuns: 25,
				examples: [
					// Both delete a round; the phone an hour behind sees the other's later deletion, then
					// undoes its own: its Undo is made after seeing that deletion, so it wins.
					[
						2,
						[
							{ kind: 'add', on: 0, value: 1 },
							{ kind: 'carry', from: 0, to: 1 },
							{ kind: 'delete', on: 0, pick: 0, value: 1 },
							{ kind: 'delete', on: 1, pick: 0, value: 1 },
							{ kind: 'carry', from: 1, to: 0 },
							{ kind: 'undo', on: 0, value: 1 }
						]
					]
				]
			}
		);
	});
});
