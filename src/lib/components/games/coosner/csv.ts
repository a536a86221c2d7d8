/** Coosner's columns in a match's CSV: each player's three advisors and the puppies bought. */
import { isRecord } from '$lib/engine/core/helpers';
import { m } from '$lib/i18n';
import { cardLabel, SUIT_SYMBOL } from '$lib/i18n/cards';
import type { CsvEntered } from '../types';

/** "3♠ 1♥" for counts per suit, "K♦ 7♣" for puppies entered card by card. */
function puppies(value: unknown): string {
	if (!isRecord(value)) return '';
	if (Array.isArray(value.cards)) return value.cards.map((c: unknown) => cardLabel(String(c))).join(' ');
	if (!isRecord(value.counts)) return '';
	const counts = value.counts;
	return Object.keys(SUIT_SYMBOL)
		.filter((suit) => typeof counts[suit] === 'number' && counts[suit] > 0)
		.map((suit) => `${String(counts[suit])}${SUIT_SYMBOL[suit]}`)
		.join(' ');
}

export const coosnerCsv: CsvEntered = {
	heads: () => [m.csv_coosner_advisors(), m.csv_coosner_puppies()],
	cells(input, names) {
		const players = isRecord(input) && Array.isArray(input.players) ? input.players : [];
		const each = (describe: (player: Record<string, unknown>) => string) =>
			players
				.map((player: unknown, seat) => {
					const cards = isRecord(player) ? describe(player) : '';
					return cards === '' ? '' : m.csv_coosner_player({ name: names.seats[seat] ?? String(seat + 1), cards });
				})
				.filter((text) => text !== '')
				.join('; ');
		return [
			each((p) =>
				Array.isArray(p.advisors)
					? p.advisors.map((a: unknown) => (isRecord(a) ? cardLabel(String(a.card)) : '')).join(' ')
					: ''
			),
			each((p) => puppies(p.puppies))
		];
	}
};
