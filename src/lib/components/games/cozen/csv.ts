/** Cozen's column in a match's CSV: the two cards flipped face up at the start of the round, and by whom. */
import { isRecord } from '$lib/engine/core/helpers';
import { m } from '$lib/i18n';
import { cardLabel } from '$lib/i18n/cards';
import type { CsvEntered } from '../types';

export const cozenCsv: CsvEntered = {
	heads: () => [m.csv_cozen_face_up()],
	cells(input, names) {
		const faceUp = isRecord(input) && Array.isArray(input.faceUp) ? input.faceUp : [];
		return [
			faceUp
				.flatMap((f: unknown) =>
					isRecord(f) && typeof f.owner === 'number' && typeof f.card === 'string'
						? [m.csv_cozen_card({ name: names.seats[f.owner] ?? String(f.owner + 1), card: cardLabel(f.card) })]
						: []
				)
				.join('; ')
		];
	}
};
