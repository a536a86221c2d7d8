// @vitest-environment happy-dom
// The club night on one phone (issue 41): starting a night checks its form field by field, the
// desk draws (seed kept in the round), swaps, confirms, opens a table's match with the plan's
// players, and the standings follow the deals saved at that table.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPlan } from '$lib/engine/club/night';
import { freeform } from '$lib/engine/games/freeform/index';
import { coinche } from '$lib/engine/games/coinche/index';
import { addRound, getMatch } from '$lib/data/matches';
import { getNight } from '$lib/data/nights';
import { getPlayers } from '$lib/data/players';
import { storageHealth } from '../storage-health.svelte';
import { freshDb, until } from '../test-storage';
import { NightDesk } from './night-desk.svelte';
import { NightForm } from './night-form.svelte';
import { reportTable } from './table-report';

afterEach(() => vi.restoreAllMocks());

/** A form for a free-form night: tables of two, two Swiss rounds, each match over after 2 deals. */
function freeformForm(names: string[]): NightForm {
	const form = new NightForm('2026-11-27');
	form.choose(freeform);
	form.setTableSize(2);
	form.setup.config.rounds = 2;
	form.name = 'Friday';
	form.rounds = '2';
	form.rows = names.map((name, i) => ({ key: 100 + i, name, players: [] }));
	return form;
}

function follow(desk: NightDesk): () => void {
	return $effect.root(() => {
		$effect(() => {
			void desk.night;
			void desk.standings;
			void desk.pending;
		});
	});
}

describe('starting a night', () => {
	it.each([
		['a name typed twice', ['Ana', 'Bo', 'ana'], {}, { 'row.2': 'name-twice' }],
		['too few entrants for one table', ['Ana'], {}, { rows: 'too-few' }],
		[
			'a round robin over 8 entrants',
			['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'],
			{ format: 'round-robin' as const },
			{ format: 'round-robin-max' }
		],
		[
			'a round robin at tables of three',
			['A', 'B', 'C'],
			{ format: 'round-robin' as const, size: 3 },
			{ format: 'round-robin-pairs' }
		],
		['no rounds', ['A', 'B'], { rounds: '0' }, { rounds: 'rounds-range' }],
		['no name', ['A', 'B'], { name: ' ' }, { name: 'name-empty' }],
		['a free-form sheet that never ends', ['A', 'B'], { endless: true }, { options: 'never-ends' }]
	])('refuses %s beside its field, keeping what was typed', async (_case, names, change, problems) => {
		freshDb();
		const form = freeformForm(names);
		if ('format' in change) form.format = change.format;
		if ('size' in change) form.setTableSize(change.size);
		if ('rounds' in change) form.rounds = change.rounds;
		if ('name' in change) form.name = change.name;
		if ('endless' in change) form.setup.config.rounds = null;
		expect(await form.start()).toBeNull();
		expect(form.problems).toEqual(problems);
		expect(form.rows.map((r) => r.name)).toEqual(names);
	});

	it('stores the night: entrants, format, counting, the game’s options, tables of two', async () => {
		freshDb();
		await storageHealth.check();
		const id = await freeformForm(['Ana', 'Bo', '', 'Cy', 'Di']).start();
		const night = (await getNight(id!))!;
		expect(night.entrants.map((e) => [e.id, e.name, e.players])).toEqual([
			['e1', 'Ana', ['Ana']],
			['e2', 'Bo', ['Bo']],
			['e3', 'Cy', ['Cy']],
			['e4', 'Di', ['Di']]
		]);
		expect(night.settings).toMatchObject({
			gameId: 'freeform',
			config: { winner: 'high', target: null, rounds: 2 },
			format: { kind: 'swiss', rounds: 2 },
			counting: { rule: 'match-points', direction: 'high' },
			seats: 2,
			minSeats: 2
		});
	});

	it('fixed Coinche teams: two a table, each team two players', async () => {
		freshDb();
		const form = new NightForm('2026-11-27');
		form.choose(coinche);
		form.setTeams(true);
		form.name = 'Coinche';
		form.rows = [
			{ key: 1, name: 'Reds', players: ['Ana', 'Bo'] },
			{ key: 2, name: 'Blues', players: ['Cy', 'Ana'] }
		];
		expect(await form.start()).toBeNull();
		expect(form.problems).toEqual({ 'row.1.1': 'name-twice' });
		form.rows[1]!.players[1] = 'Di';
		const night = (await getNight((await form.start())!))!;
		expect(night.settings).toMatchObject({ teams: true, seats: 2, minSeats: 2 });
		expect(night.entrants[1]).toEqual({ id: 'e2', name: 'Blues', players: ['Cy', 'Di'] });
	});
});

describe('the organiser’s desk', () => {
	it('draws, swaps, confirms, opens a table and follows its deals into the standings', async () => {
		freshDb();
		await storageHealth.check();
		const id = (await freeformForm(['Ana', 'Bo', 'Cy', 'Di']).start())!;
		const desk = new NightDesk(id);
		const stop = follow(desk);
		await until(() => desk.night !== undefined);
		expect(desk.canDraw).toBe(true);
		expect(await desk.draw(42)).toEqual({ ok: true, value: undefined });
		await until(() => desk.pending !== null);
		// A second window's stale Draw (a round is pending already) is refused, not done twice.
		expect(await desk.draw(7)).toEqual({ ok: false, refusal: { kind: 'night-changed-elsewhere' } });
		expect(desk.failure).toEqual({ kind: 'night-changed-elsewhere' });
		expect(desk.pending!.plan).toEqual(nextPlan({ ...desk.night!, rounds: [] }, 42));
		expect(desk.pending!.seed).toBe(42);
		const [a, b, c] = [...desk.pending!.plan.tables[0]!, desk.pending!.plan.tables[1]![0]!];
		await desk.pick(a!);
		await desk.pick(c!);
		await until(() => desk.pending?.plan.tables[0]?.[0] === c);
		expect(desk.pending!.plan.tables[1]).toContain(a);
		expect(await desk.openTable({ round: 1, table: 1 })).toEqual({
			ok: false,
			refusal: { kind: 'night-changed-elsewhere' }
		});
		expect((await desk.confirm()).ok).toBe(true);
		expect(desk.failure).toBeNull();
		await until(() => desk.current !== null);
		const opened = await desk.openTable({ round: 1, table: 1 });
		if (!opened.ok) throw new Error('table 1 did not open');
		const matchId = opened.value;
		const match = (await getMatch(matchId))!;
		const seated = (await getPlayers(match.seats.map((s) => s.playerId))).map((p) => p.name);
		expect(seated).toEqual([c, b].map((e) => desk.names.get(e!)));
		expect(await desk.openTable({ round: 1, table: 1 })).toEqual({ ok: true, value: matchId });
		await addRound(matchId, { scores: [3, 7] });
		await addRound(matchId, { scores: [4, 1] });
		await reportTable(matchId);
		await until(() => desk.standings[0]?.played === 1);
		// c 7 vs b 8: b wins its table (2 match points); table 2 still plays.
		expect(desk.standings.slice(0, 2).map((s) => [s.entrant, s.won, s.points])).toEqual([
			[b, 1, 8],
			[c, 0, 7]
		]);
		expect(desk.playing).toEqual([2]);
		expect(desk.canDraw).toBe(true);
		expect((await desk.end()).ok).toBe(true);
		await until(() => desk.night?.status === 'ended');
		expect(desk.canDraw).toBe(false);
		stop();
	});
});
