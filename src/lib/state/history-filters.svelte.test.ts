// History's filters: names found whatever their accents and case, periods placed in the phone's
// calendar, matches never played hidden on request, and the filters read back from the query
// string they write, ignoring what does not read.
import { describe, expect, it } from 'vitest';
import type { MatchRecord, PlayerRecord } from '$lib/data/schema';
import { HistoryFilters, periodRange, searchable } from './history-filters.svelte';

const players = new Map<string, PlayerRecord>(
	[
		['z', 'Zoé'],
		['a', 'ANAÏS'],
		['b', 'Bob']
	].map(([id, name]) => [id!, { id: id!, name: name!, createdAt: 0 } as PlayerRecord])
);

function match(id: string, gameId: string, playerIds: string[], createdAt: number, status = 'active'): MatchRecord {
	return {
		id,
		gameId,
		playerIds,
		seats: playerIds.map((playerId) => ({ playerId })),
		createdAt,
		status
	} as unknown as MatchRecord;
}

const now = new Date(2026, 10, 26, 12).getTime();
const matches = [
	match('m1', 'coinche', ['z', 'b'], new Date(2026, 10, 20).getTime()),
	match('m2', 'cozen', ['a', 'b'], new Date(2026, 1, 3).getTime(), 'finished'),
	match('m3', 'coinche', ['a', 'z'], new Date(2025, 5, 1).getTime())
];
const ids = (f: HistoryFilters) => f.apply(matches, players, now).map((m) => m.id);

describe('searchable', () => {
	it.each([
		['Zoé', 'zoe'],
		['ANAÏS', 'anais'],
		['  Françoise ', 'francoise'],
		['Ångström', 'angstrom']
	])('%s is searched as %s', (text, expected) => expect(searchable(text)).toBe(expected));
});

describe('HistoryFilters', () => {
	it('finds a name whatever its accents and case', () => {
		expect(ids(new HistoryFilters(new URLSearchParams('q=zoe')))).toEqual(['m1', 'm3']);
		expect(ids(new HistoryFilters(new URLSearchParams('q=Anaïs')))).toEqual(['m2', 'm3']);
		expect(ids(new HistoryFilters(new URLSearchParams('q=ZOÉ')))).toEqual(['m1', 'm3']);
	});

	it('keeps matches of a period: the last 30 days, this year, last year', () => {
		expect(ids(new HistoryFilters(new URLSearchParams('period=30d')))).toEqual(['m1']);
		expect(ids(new HistoryFilters(new URLSearchParams('period=year')))).toEqual(['m1', 'm2']);
		expect(ids(new HistoryFilters(new URLSearchParams('period=last-year')))).toEqual(['m3']);
		const [from, to] = periodRange('last-year', now);
		expect([new Date(from).getFullYear(), new Date(to).getFullYear()]).toEqual([2025, 2025]);
	});

	it('combines game, status and player, newest first', () => {
		expect(ids(new HistoryFilters(new URLSearchParams('game=coinche')))).toEqual(['m1', 'm3']);
		expect(ids(new HistoryFilters(new URLSearchParams('game=coinche&player=a')))).toEqual(['m3']);
		expect(ids(new HistoryFilters(new URLSearchParams('status=finished')))).toEqual(['m2']);
	});

	it('writes the query string that brings the same filters back', () => {
		const filters = new HistoryFilters(new URLSearchParams());
		expect(filters.search).toBe('');
		filters.game = 'cozen';
		filters.period = 'year';
		filters.query = ' zoé ';
		const again = new HistoryFilters(new URLSearchParams(filters.search));
		expect([again.game, again.period, again.query]).toEqual(['cozen', 'year', 'zoé']);
		expect(ids(again)).toEqual(ids(filters));
	});

	it('hides matches with no round when asked, in the address like the others', () => {
		const played = (m: MatchRecord, roundCount: number) =>
			({ ...m, summary: { engineVersion: 1, totals: [], winners: [], roundCount } }) as MatchRecord;
		// m1 was started and never played (no summary yet), m2 has an empty summary, m3 has rounds.
		const some = [matches[0]!, played(matches[1]!, 0), played(matches[2]!, 4)];
		const filters = new HistoryFilters(new URLSearchParams());
		expect(filters.apply(some, players, now).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
		filters.hideEmpty = true;
		expect(filters.search).toBe('?empty=hide');
		const again = new HistoryFilters(new URLSearchParams(filters.search));
		expect(again.hideEmpty).toBe(true);
		expect(again.apply(some, players, now).map((m) => m.id)).toEqual(['m3']);
		expect(new HistoryFilters(new URLSearchParams('empty=yes')).hideEmpty).toBe(false);
	});

	it('ignores values that do not read', () => {
		const filters = new HistoryFilters(
			new URLSearchParams(`game=chess&status=won&period=forever&q=${'x'.repeat(500)}`)
		);
		expect([filters.game, filters.status, filters.period, filters.query.length]).toEqual(['', '', '', 100]);
	});

	it('finds a match by its note, whatever its accents and case', () => {
		const noted = [...matches.slice(0, 2), { ...matches[2]!, note: 'Donne ratée, redistribuée' }];
		const found = (q: string) => {
			const filters = new HistoryFilters(new URLSearchParams({ q }));
			return filters.apply(noted, players, now).map((m) => m.id);
		};
		expect(found('RATEE')).toEqual(['m3']);
		expect(found('zoe')).toEqual(['m1', 'm3']);
		expect(found('penalty')).toEqual([]);
	});

	it("finds a match by a deal's note, read from its summary (no round is read)", () => {
		const summary = {
			engineVersion: 1,
			totals: [],
			winners: [],
			roundCount: 2,
			dealNotes: 'Misdeal\nPaul reneged, penalty agreed'
		};
		const noted = [matches[0]!, { ...matches[1]!, summary }, matches[2]!];
		const filters = new HistoryFilters(new URLSearchParams({ q: 'PENALTY' }));
		expect(filters.apply(noted, players, now).map((m) => m.id)).toEqual(['m2']);
	});
});
