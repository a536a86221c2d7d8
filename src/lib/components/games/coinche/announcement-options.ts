/**
 * Words for Coinche announcements in the UI: the kinds a scorekeeper taps, the ranks of four of a
 * kind with their value, and one announcement as a sentence (the engine's explanation line).
 */
import type { ChoiceOption } from '$lib/components/choice';
import { announcementLine, type Announcement, type CoincheRank } from '$lib/engine/games/coinche/index';
import { m } from '$lib/i18n';
import { explainLine, type Names } from '$lib/i18n/explain';

/** What the first tap chooses. */
export type AnnouncementKind = 'tierce' | 'fifty' | 'hundred' | 'carre';

/** The ranks of four of a kind, best first, each with its value. */
export function carreOptions(): ChoiceOption<CoincheRank>[] {
	return [
		{ value: 'J', label: m.ui_coinche_carre_J() },
		{ value: '9', label: m.ui_coinche_carre_9() },
		{ value: 'A', label: m.ui_coinche_carre_A() },
		{ value: '10', label: m.ui_coinche_carre_10() },
		{ value: 'K', label: m.ui_coinche_carre_K() },
		{ value: 'Q', label: m.ui_coinche_carre_Q() },
		{ value: '8', label: m.ui_coinche_carre_8() },
		{ value: '7', label: m.ui_coinche_carre_7() }
	];
}

/** One announcement in words, e.g. "Team 1: tierce to the K♥ (20)." */
export function announcementText(announcement: Announcement, column: 0 | 1, names: Names): string {
	return explainLine(announcementLine(announcement, column), names);
}
