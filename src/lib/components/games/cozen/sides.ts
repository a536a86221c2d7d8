/** How the Cozen UI names the two colours and the players on them. */
import { m } from '$lib/i18n';
import type { Names } from '$lib/i18n/explain';

/** "Red · Ana" / "Black · Ben" (the colour in words, never only in colour). */
export function sideLabel(side: 0 | 1, names: Names): string {
	const name = names.columns[side] ?? '';
	if (name === '') return side === 0 ? m.ui_cozen_red() : m.ui_cozen_black();
	return side === 0 ? m.ui_cozen_side_red({ name }) : m.ui_cozen_side_black({ name });
}

/** A seat's name. */
export function seatName(seat: number | null, names: Names): string {
	return seat === null ? '?' : (names.seats[seat] ?? String(seat + 1));
}
