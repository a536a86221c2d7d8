/**
 * History's filters (game, status, a player in the match, a period, a name or a note searched
 * for, and matches with no round hidden), read from and written to the page's query string so that Back and a reload keep them. A name
 * or a note (the match's, or a deal's from the summary cache, so no round is read) is found whatever its
 * accents and case ("zoe" finds "Zoé"). Values that do not read (a game
 * that does not exist, a made-up period) are ignored, never trusted.
 */
import { GAME_IDS } from '$lib/engine/registry';
import type { MatchRecord, MatchStatus, PlayerRecord } from '$lib/data/schema';

export const PERIODS = ['30d', 'year', 'last-year'] as const;
export type Period = (typeof PERIODS)[number];
const STATUSES: readonly MatchStatus[] = ['active', 'finished', 'abandoned'];
const DAY = 24 * 60 * 60 * 1000;

/** Text as searched: without accents or other marks, in lower case, spaces trimmed. */
export function searchable(text: string): string {
	return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** The first and last instants (ms) a period covers, seen at `now` in the phone's time zone. */
export function periodRange(period: Period, now: number): [number, number] {
	const year = new Date(now).getFullYear();
	if (period === '30d') return [now - 30 * DAY, Infinity];
	if (period === 'year') return [new Date(year, 0, 1).getTime(), Infinity];
	return [new Date(year - 1, 0, 1).getTime(), new Date(year, 0, 1).getTime() - 1];
}

/** `value` when it is one of `values`, else no filter (a value from the address is never trusted). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
	return values.includes(value as T) ? (value as T) : '';
}

/** The query string of these filters, empty ones left out (`?game=coinche&q=zoe`, or ''). */
export function queryOf(pairs: readonly [string, string][]): string {
	const params = new URLSearchParams();
	for (const [key, value] of pairs) if (value) params.set(key, value);
	const text = params.toString();
	return text ? `?${text}` : '';
}

export class HistoryFilters {
	game = $state('');
	status: MatchStatus | '' = $state('');
	playedBy = $state('');
	period: Period | '' = $state('');
	query = $state('');
	/** Whether matches with no round are left out (`empty=hide`): started, then never played. */
	hideEmpty = $state(false);

	/** The filters a query string asks for (`?game=coinche&q=zoe`). */
	constructor(params: URLSearchParams) {
		this.game = oneOf(GAME_IDS, params.get('game'));
		this.status = oneOf(STATUSES, params.get('status'));
		this.playedBy = (params.get('player') ?? '').slice(0, 100);
		this.period = oneOf(PERIODS, params.get('period'));
		this.query = (params.get('q') ?? '').slice(0, 100);
		this.hideEmpty = params.get('empty') === 'hide';
	}

	/** The query string that brings these filters back (empty filters left out). */
	search = $derived(
		queryOf([
			['game', this.game],
			['status', this.status],
			['player', this.playedBy],
			['period', this.period],
			['q', this.query.trim()],
			['empty', this.hideEmpty ? 'hide' : '']
		])
	);

	/** The matches these filters keep, newest first. `now` places the period. */
	apply(matches: readonly MatchRecord[], players: ReadonlyMap<string, PlayerRecord>, now: number): MatchRecord[] {
		const q = searchable(this.query);
		const [from, to] = this.period ? periodRange(this.period, now) : [-Infinity, Infinity];
		return (
			matches
				.filter((x) => !this.game || x.gameId === this.game)
				.filter((x) => !this.status || x.status === this.status)
				.filter((x) => !this.playedBy || x.playerIds.includes(this.playedBy))
				.filter((x) => x.createdAt >= from && x.createdAt <= to)
				// A match's summary counts its rounds; a match never played has none yet.
				.filter((x) => !this.hideEmpty || (x.summary?.roundCount ?? 0) > 0)
				.filter(
					(x) =>
						!q ||
						searchable(x.note ?? '').includes(q) ||
						searchable(x.summary?.dealNotes ?? '').includes(q) ||
						x.seats.some((s) => searchable(players.get(s.playerId)?.name ?? '').includes(q))
				)
				.toSorted((a, b) => b.createdAt - a.createdAt)
		);
	}
}
