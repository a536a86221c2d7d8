/** KooseKort's columns in a match's CSV: who went out first, and who called Krush. */
import { isRecord } from '$lib/engine/core/helpers';
import { m } from '$lib/i18n';
import type { CsvEntered } from '../types';

export const koosekortCsv: CsvEntered = {
	heads: () => [m.csv_koosekort_went_out(), m.csv_koosekort_krush()],
	cells(input, names) {
		if (!isRecord(input)) return [];
		const boards = Array.isArray(input.boards) ? input.boards : [];
		const krush = boards.flatMap((b: unknown, seat) =>
			isRecord(b) && b.krush === true ? [names.seats[seat] ?? String(seat + 1)] : []
		);
		return [typeof input.wentOut === 'number' ? (names.seats[input.wentOut] ?? '') : '', krush.join(', ')];
	}
};
