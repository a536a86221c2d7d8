/**
 * The per-game statistics' filters (the game, a player in the match, a period), read from and
 * written to the page's query string like History's, so Back and a reload keep them. Values that
 * do not read (a game that does not exist, a made-up period) are ignored, never trusted.
 */
import { GAME_IDS } from '$lib/engine/registry';
import type { StatMatch } from '$lib/state/stats/stats';
import { oneOf, PERIODS, periodRange, queryOf, type Period } from './history-filters.svelte';

export class StatsFilters {
	game = $state('');
	playedBy = $state('');
	period: Period | '' = $state('');

	/** The filters a query string asks for (`?game=coinche&period=year`). */
	constructor(params: URLSearchParams) {
		this.game = oneOf(GAME_IDS, params.get('game'));
		this.playedBy = (params.get('player') ?? '').slice(0, 100);
		this.period = oneOf(PERIODS, params.get('period'));
	}

	/** The query string that brings these filters back (empty filters left out). */
	search = $derived(
		queryOf([
			['game', this.game],
			['player', this.playedBy],
			['period', this.period]
		])
	);

	/** The matches the player and period filters keep (the game is the table's own). */
	apply(matches: readonly StatMatch[], now: number): StatMatch[] {
		const [from, to] = this.period ? periodRange(this.period, now) : [-Infinity, Infinity];
		return matches
			.filter((m) => !this.playedBy || m.columns.some((c) => c.includes(this.playedBy)))
			.filter((m) => m.at >= from && m.at <= to);
	}
}
