/**
 * The match screen's standings rows: each column's place by the game's direction (ties share a
 * place), listed best first or as the players sit. Equal totals keep seat order either way.
 */
import type { FoldedMatch } from '$lib/engine/core/fold';
import type { StandingsOrder } from '$lib/state/preferences.svelte';
import { ranking, type RankRow } from '$lib/state/stats/ranking';
import { leadingColumns } from './leading';

export function standingsRows(folded: FoldedMatch, direction: 'high' | 'low', order: StandingsOrder): RankRow[] {
	const rows = ranking(folded.state.totals, direction, leadingColumns(folded, direction));
	return order === 'seat' ? rows.toSorted((a, b) => a.column - b.column) : rows;
}
