/**
 * Coinche's columns in a match's CSV: what was entered for each deal (taker, bid, trump, coinche
 * or surcoinche, the takers' card points, belote, capot, announcements); a passed deal says so.
 */
import { isRecord } from '$lib/engine/core/helpers';
import { m } from '$lib/i18n';
import { suitName } from '$lib/i18n/cards';
import { explainLine } from '$lib/i18n/explain';
import type { CsvEntered } from '../types';

const name = (list: readonly string[], index: unknown) =>
	typeof index === 'number' ? (list[index] ?? String(index + 1)) : '';

export const coincheCsv: CsvEntered = {
	heads: () => [
		m.csv_coinche_taker(),
		m.csv_coinche_bid(),
		m.csv_coinche_trump(),
		m.csv_coinche_calls(),
		m.csv_coinche_points(),
		m.csv_coinche_belote(),
		m.csv_coinche_capot(),
		m.csv_coinche_announcements()
	],
	cells(input, names, lines) {
		if (!isRecord(input)) return [];
		if (input.kind === 'passed') return [m.ui_coinche_passed()];
		const { taker, bid, trump, coinche, surcoinche, belote, allTricks, defendersAllTricks, takerPoints } = input;
		// A surcoinche the table triples says so in its explanation (docs/coinche-house-options.md "Surcoinche triples").
		const triples = lines.some((l) => l.rule === 'coinche.surcoinche-triples');
		const surcoinched = triples ? m.ui_coinche_surcoinche_triples() : m.ui_coinche_surcoinche();
		const calls = surcoinche === true ? surcoinched : coinche === true ? m.ui_coinche_coinche() : '';
		const team = typeof taker === 'number' ? taker % 2 : null;
		let capot = '';
		if (bid === 'capot') capot = allTricks === true ? m.ui_coinche_capot_made() : m.ui_coinche_capot_missed();
		else if (allTricks === true) capot = m.csv_coinche_all_tricks({ column: name(names.columns, team) });
		else if (defendersAllTricks === true && team !== null)
			capot = m.csv_coinche_all_tricks({ column: name(names.columns, 1 - team) });
		return [
			name(names.seats, taker),
			bid === 'capot' ? m.ui_coinche_capot() : typeof bid === 'number' ? String(bid) : '',
			typeof trump === 'string' ? suitName(trump) : '',
			calls,
			typeof takerPoints === 'number' ? String(takerPoints) : '',
			Array.isArray(belote) ? belote.map((c) => name(names.columns, c)).join(', ') : '',
			capot,
			lines
				.filter((l) => l.rule.startsWith('coinche.announce-'))
				.map((l) => explainLine(l, names))
				.join(' ')
		];
	}
};
