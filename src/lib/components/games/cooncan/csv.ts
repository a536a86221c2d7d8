/**
 * Cooncan's columns in a match's CSV: who went out (or that the pack ran out), and what each
 * other player was left holding (the cards tapped, or the count typed).
 */
import { isRecord } from '$lib/engine/core/helpers';
import { m } from '$lib/i18n';
import { cardLabel } from '$lib/i18n/cards';
import type { CsvEntered } from '../types';

export const cooncanCsv: CsvEntered = {
	heads: () => [m.csv_cooncan_went_out(), m.csv_cooncan_hands()],
	cells(input, names) {
		if (!isRecord(input)) return [];
		if (input.kind === 'pack-ran-out') return [m.ui_cooncan_ran_out()];
		const winner = typeof input.winner === 'number' ? (names.seats[input.winner] ?? '') : '';
		const hands = Array.isArray(input.hands) ? input.hands : [];
		const left = hands.flatMap((hand: unknown, seat) => {
			if (!isRecord(hand)) return [];
			const held = Array.isArray(hand.cards)
				? hand.cards.map((c: unknown) => cardLabel(String(c))).join(' ')
				: typeof hand.count === 'number'
					? String(hand.count)
					: '';
			return held === '' ? [] : [m.csv_cooncan_hand({ name: names.seats[seat] ?? String(seat + 1), cards: held })];
		});
		return [winner, left.join('; ')];
	}
};
