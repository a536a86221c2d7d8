/**
 * The choices Coinche's entry form and trick referee offer, as big-button options: the four seats
 * (named by player, with their team), the bids, the trumps (symbol for the eye, name for
 * everyone), belote. Also names for a referee used outside a match, and explanation lines with
 * cards read as words.
 */
import type { ChoiceOption } from '$lib/components/choice';
import type { ExplanationLine } from '$lib/engine/core/types';
import { SUITS } from '$lib/engine/cards/cards';
import { SEATS, type CoincheConfig } from '$lib/engine/games/coinche/index';
import { keyPart, lookup, m } from '$lib/i18n';
import { cardName, SUIT_SYMBOL, suitName } from '$lib/i18n/cards';
import { resolveValues, type Names } from '$lib/i18n/explain';
import { BIDS } from './form';

export type { ChoiceOption };

/** The names to use: the match's, or "Player 1..4" / "Team 1..2" for the referee under Rules. */
export function namesOrDefault(names: Names | undefined): Names {
	return {
		seats: Array.from({ length: SEATS }, (_, i) => names?.seats[i] ?? m.ui_coinche_player_n({ n: i + 1 })),
		columns: [0, 1].map((i) => names?.columns[i] ?? m.ui_coinche_team_n({ n: i + 1 }))
	};
}

/** The four seats, named by their players (in two columns, partners one above the other). */
export function seatOptions(names: Names): ChoiceOption<number>[] {
	return names.seats.map((label, seat) => ({ value: seat, label }));
}

/** 80 to 160 by 10, then capot. */
export function bidOptions(): ChoiceOption<number | 'capot'>[] {
	return [...BIDS.map((bid) => ({ value: bid, label: String(bid) })), { value: 'capot', label: m.ui_coinche_capot() }];
}

/** The four suits, plus no-trump / all-trump when the table plays them (every mode when `config` is absent). */
export function trumpOptions(config: CoincheConfig | null): ChoiceOption<string>[] {
	const out: ChoiceOption<string>[] = SUITS.map((suit) => ({
		value: suit,
		label: suitName(suit),
		symbol: SUIT_SYMBOL[suit],
		red: suit === 'H' || suit === 'D'
	}));
	if (!config || config.noTrump) out.push({ value: 'NT', label: suitName('NT') });
	if (!config || config.allTrump) out.push({ value: 'AT', label: suitName('AT') });
	return out;
}

/** Grid columns for the trump options: one row of four, or rows of three. */
export function trumpColumns(count: number): number {
	return count <= 4 ? 4 : 3;
}

/** Belote: nobody, or one of the two teams (never in no-trump). */
export function beloteOptions(names: Names, noTrump: boolean): ChoiceOption<number>[] {
	return [
		{ value: -1, label: m.ui_coinche_belote_none() },
		...[0, 1].map((column) => ({ value: column, label: names.columns[column] ?? '', disabled: noTrump }))
	];
}

/** An explanation line in words, with cards named ("jack of hearts") rather than drawn with a symbol. */
export function spokenLine(line: ExplanationLine, names: Names): string {
	const values = resolveValues(line.values, names);
	for (const [key, value] of Object.entries(line.values ?? {}))
		if (typeof value === 'string' && (key === 'card' || key.endsWith('Card'))) values[key] = cardName(value);
	return lookup(`x_${keyPart(line.rule)}`, values) ?? line.rule;
}
