/**
 * The room screen's sentences: the counting rule and its tie-breaks stated in words, and what the
 * board says when it is not up to date.
 */
import { dateFormat, formatNumber, m } from '$lib/i18n';
import type { Counting, TieBreak } from '$lib/engine/club/standings';
import type { Freshness } from '$lib/state/night-room/room-screen.svelte';

const tieBreakNames: Record<TieBreak, () => string> = {
	'match-points': () => m.night_room_tb_match_points(),
	won: () => m.night_room_tb_won(),
	points: () => m.night_room_tb_points(),
	'lowest-points': () => m.night_room_tb_lowest_points()
};

/** "Ranking: match points, then tables won, then game points; equal on all of these, a shared rank." */
export function tieBreakText(breaks: readonly TieBreak[]): string {
	return m.night_room_ranked_by({ list: breaks.map((b) => tieBreakNames[b]()).join(m.night_room_then()) });
}

/** What a table's result earns under the night's counting rule. */
export function ruleText(counting: Counting): string {
	switch (counting.rule) {
		case 'match-points':
			return m.night_room_rule_match_points();
		case 'match-points-threshold':
			return m.night_room_rule_threshold({ threshold: formatNumber(counting.threshold ?? 0) });
		case 'total-points':
			return m.night_room_rule_total();
		case 'lowest-total':
			return m.night_room_rule_lowest();
	}
}

/** What the board says of being behind, or null when it is up to date. */
export function freshnessText(freshness: Freshness, updatedAt: number | null): string | null {
	if (freshness === 'current' || updatedAt === null) return null;
	const time = dateFormat({ hour: 'numeric', minute: '2-digit' }).format(updatedAt);
	if (freshness === 'ended') return m.night_room_ended({ time });
	return freshness === 'offline' ? m.night_room_offline({ time }) : m.night_room_connecting({ time });
}
