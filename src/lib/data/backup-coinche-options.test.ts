/**
 * Coinche's house options survive a backup (docs/backup-format.md "House options"): a match
 * stored before the options existed imports unchanged and scores as it did, and a match with the
 * new options and announcements round-trips with the same totals.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_BEFORE_OPTIONS } from '$lib/engine/games/coinche/arbitraries';
import { matchRules } from '$lib/state/backup.svelte';
import { applyImport, exportAll, planImport } from './backup';
import { backupText } from './backup-file';
import { isProblem } from './backup-format';
import type { MatchRules } from './backup-merge';
import { useDb } from './db';
import { addRound, createMatch, getMatch } from './matches';
import { addPlayer } from './players';
import { createDb } from './schema';

let dbCount = 0;
let rules: MatchRules;
beforeEach(async () => {
	rules = await matchRules();
	useDb(createDb(`coinche-options-${++dbCount}`));
});

/** The config of a Coinche match stored before the scoring options existed. */
const OLD_CONFIG = CONFIG_BEFORE_OPTIONS;

const deal = (over: Record<string, unknown>) => ({
	kind: 'played',
	taker: 0,
	bid: 120,
	trump: 'H',
	coinche: true,
	surcoinche: false,
	belote: [],
	allTricks: false,
	takerPoints: 100,
	...over
});

async function coincheMatch(config: unknown, inputs: unknown[]): Promise<string> {
	const ids: string[] = [];
	for (const name of ['Ana', 'Ben', 'Chloé', 'Dan']) {
		const p = await addPlayer(name);
		if (typeof p === 'string') throw new Error(p);
		ids.push(p.id);
	}
	const match = await createMatch({ gameId: 'coinche', playerIds: ids, config, firstDealer: 0 });
	for (const input of inputs) await addRound(match.id, input);
	return match.id;
}

/** Exports everything, imports it on an empty device and returns the imported match. */
async function roundTrip(id: string) {
	const file = await exportAll();
	useDb(createDb(`coinche-options-wiped-${++dbCount}`));
	const plan = await planImport(new Blob([backupText(file)], { type: 'application/json' }), rules);
	if (isProblem(plan)) throw new Error(plan.code);
	expect(await applyImport(plan, rules)).toBeNull();
	return getMatch(id);
}

describe('Coinche house options in backups', () => {
	it('a match stored before the options imports unchanged and scores as before (doubled failure: (160 + 120) x 2 = 560)', async () => {
		const id = await coincheMatch(OLD_CONFIG, [deal({})]);
		const imported = await roundTrip(id);
		expect(imported?.config).toEqual(OLD_CONFIG);
		expect(imported?.summary?.totals).toEqual([0, 560]);
	});

	it('points made with announcements round-trips: A tierce, 90 with 72 + 20 = 92 made → 70 + 20 = 90, D 90', async () => {
		const config = { ...OLD_CONFIG, doubledFailure: false, scale: 'pointsMade', announcements: true };
		const input = deal({
			bid: 90,
			coinche: false,
			takerPoints: 72,
			announcements: [[{ kind: 'sequence', suit: 'H', length: 3, top: 'K' }], []]
		});
		const id = await coincheMatch(config, [input]);
		const imported = await roundTrip(id);
		expect(imported?.config).toEqual(config);
		expect(imported?.summary?.totals).toEqual([90, 90]);
	});

	it('a match stored before the surcoinche, announcements-apart and hundreds options imports unchanged and scores as before', async () => {
		// Every option that existed before those three; the three absent must read as off.
		const config = {
			...OLD_CONFIG,
			doubledFailure: false,
			scale: 'bidAdded',
			exactPoints: false,
			wholeDeal: false,
			announcements: true,
			beloteToWinner: false,
			capot252: false,
			coincheMultipliesPoints: false,
			noTrumpDoubled: false,
			defendersCapot: false,
			bidsByOne: false
		};
		const inputs = [
			// Surcoinched 100 made with 110: 110 + 4 x 100 = 510, D round(52) = 50 (triples would give 410).
			deal({ bid: 100, surcoinche: true, takerPoints: 110 }),
			// D five to AH beats A six to KS on the top card; 90 < 100 failed: D 160 + 100 + 100 = 360.
			deal({
				bid: 100,
				coinche: false,
				trump: 'D',
				takerPoints: 90,
				announcements: [
					[{ kind: 'sequence', suit: 'S', length: 6, top: 'K' }],
					[{ kind: 'sequence', suit: 'H', length: 5, top: 'A' }]
				]
			}),
			// A tierce counts toward 100: 85 + 20 = 105 made, A 90 + 100 + 20 = 210, D round(77) = 80.
			deal({
				bid: 100,
				coinche: false,
				takerPoints: 85,
				announcements: [[{ kind: 'sequence', suit: 'H', length: 3, top: 'K' }], []]
			})
		];
		const id = await coincheMatch(config, inputs);
		const imported = await roundTrip(id);
		expect(imported?.config).toEqual(config);
		expect(imported?.summary?.totals).toEqual([510 + 0 + 210, 50 + 360 + 80]);
	});

	it('the three options round-trip and score the same deals their way', async () => {
		const config = {
			...OLD_CONFIG,
			doubledFailure: false,
			announcements: true,
			surcoincheTriples: true,
			announcementsApart: true,
			hundredsByLength: true
		};
		const inputs = [
			// Surcoinched 100 made with 110: 110 + 3 x 100 = 410, D 50.
			deal({ bid: 100, surcoinche: true, takerPoints: 110 }),
			// A six to KS wins by length and is kept apart: 90 < 100 failed, D 160 + 100 = 260, A its 100.
			deal({
				bid: 100,
				coinche: false,
				trump: 'D',
				takerPoints: 90,
				announcements: [
					[{ kind: 'sequence', suit: 'S', length: 6, top: 'K' }],
					[{ kind: 'sequence', suit: 'H', length: 5, top: 'A' }]
				]
			})
		];
		const id = await coincheMatch(config, inputs);
		const imported = await roundTrip(id);
		expect(imported?.config).toEqual(config);
		expect(imported?.summary?.totals).toEqual([410 + 100, 50 + 260]);
	});
});
