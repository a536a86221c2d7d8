// @vitest-environment happy-dom
// Undo is a new write (issue 40 point 1): a round brought back by Undo after its deletion takes a
// new stamp, later than the deletion, so it travels through backups like any edit, between two
// devices whose clocks are an hour behind and two minutes ahead, either one deleting.
import { afterEach, describe, expect, it } from 'vitest';
import { getMatch, listRounds, startMatch } from '$lib/data/matches';
import { loadGame } from '$lib/engine/registry';
import { useClock } from '$lib/data/clock';
import { MatchSession } from './session.svelte';
import { follow, round, unfollow } from './test-session.svelte';
import { carry, device, use, type Device } from './test-devices';
import { until } from '../test-storage';

const HOUR = 3_600_000;

afterEach(() => {
	unfollow();
	useClock(null);
});

async function session(d: Device, matchId: string): Promise<MatchSession> {
	use(d);
	return follow(new MatchSession(matchId, await loadGame('freeform'), `window-${d.name}`));
}

const inputs = async (d: Device, matchId: string) => {
	use(d);
	return (await listRounds(matchId)).map((r) => r.input);
};

describe('an undone deletion travels', () => {
	it.each([
		['an hour behind', -HOUR, 2 * 60_000],
		['two minutes ahead', 2 * 60_000, -HOUR]
	])('deleted and undone on the phone %s: the round ends restored on both', async (_, deleterSkew, otherSkew) => {
		const deleter = device('deleter', deleterSkew);
		const other = device('other', otherSkew);
		use(deleter);
		const { match } = await startMatch(['Ana', 'Ben'], {
			gameId: 'freeform',
			config: { winner: 'high', target: 1000, rounds: null },
			firstDealer: 0
		});
		let s = await session(deleter, match.id);
		for (const r of [round(1, 1), round(2, 2), round(3, 3)]) await s.add(r);
		await until(() => s.rounds?.length === 3);
		unfollow();
		await carry(deleter, other);

		s = await session(deleter, match.id);
		expect(await s.remove(1)).toEqual({ ok: true, value: undefined });
		unfollow();
		await carry(deleter, other);
		expect(await inputs(other, match.id)).toEqual([round(1, 1), round(3, 3)]);

		s = await session(deleter, match.id);
		await until(() => s.canUndo);
		expect(s.undoLabel).toEqual({ kind: 'delete', number: 2 });
		expect(await s.undo()).toEqual({ ok: true, value: undefined });
		unfollow();
		const all = [round(1, 1), round(2, 2), round(3, 3)];
		expect(await inputs(deleter, match.id)).toEqual(all);

		// The phone that has the deletion sends it back: the restored round is later, it stays.
		await carry(other, deleter);
		expect(await inputs(deleter, match.id)).toEqual(all);
		// The restored round reaches the phone that has the deletion: it is back there too.
		await carry(deleter, other);
		expect(await inputs(other, match.id)).toEqual(all);
		use(other);
		expect(await listRounds(match.id)).toHaveLength(3);
		expect(await other.db.tombstones.count()).toBe(0);

		// An edit made on the other phone after that import wins over the restored round, whatever its clock.
		s = await session(other, match.id);
		expect(await s.edit(1, round(5, 5))).toEqual({ ok: true, value: undefined });
		unfollow();
		await carry(other, deleter);
		expect(await inputs(deleter, match.id)).toEqual([round(1, 1), round(5, 5), round(3, 3)]);
		use(deleter);
		expect((await getMatch(match.id))?.summary?.totals).toEqual([9, 9]);

		// Redo of the deletion is refused there: the round was edited elsewhere since it was brought back.
		s = await session(deleter, match.id);
		await until(() => s.canRedo);
		expect(await s.redo()).toMatchObject({ ok: false, refusal: { kind: 'changed-elsewhere' } });
		unfollow();
	});
});
