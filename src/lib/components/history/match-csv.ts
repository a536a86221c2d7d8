/**
 * A match as CSV rows in the user's language: for each round, the dealer (where the game has one),
 * what was entered in the game's own fields, the points per score column, and the round's
 * explanation as the match screen shows it (a round not counted says why).
 */
import type { FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, BaseState, MatchSetup } from '$lib/engine/core/types';
import { m } from '$lib/i18n';
import { explainLine, violationText, type Names } from '$lib/i18n/explain';
import { matchCsv, type CsvRound } from '$lib/state/stats/csv';
import type { CsvEntered } from '../games/types';

/** The dealer of the round played from `state`, if the game names one. */
function dealerOf(game: AnyGame, state: BaseState, setup: MatchSetup<unknown>, names: Names): string | null {
	try {
		const fact = game.turn(state, setup).find((f) => f.role === 'dealer');
		return fact === undefined ? null : (names.seats[fact.seat] ?? String(fact.seat + 1));
	} catch {
		return null;
	}
}

/** The CSV text of a folded match whose stored round inputs are `inputs`. */
export function matchCsvText(
	game: AnyGame,
	setup: MatchSetup<unknown>,
	inputs: readonly unknown[],
	folded: FoldedMatch,
	names: Names,
	entered: CsvEntered | undefined
): string {
	const before = (i: number) => (i === 0 ? folded.initial : folded.rounds[i - 1]!.state);
	const dealers = folded.rounds.map((_, i) => dealerOf(game, before(i), setup, names));
	const dealt = dealers.some((d) => d !== null);
	const heads = entered?.heads() ?? [];
	const rounds: CsvRound[] = folded.rounds.map((round, i) => {
		const lines = round.result?.lines ?? [];
		const own = entered?.cells(inputs[i], names, lines) ?? [];
		const explanation = round.result
			? lines.map((l) => explainLine(l, names)).join(' ')
			: m.hist_csv_skipped({ reasons: round.violations.map((v) => violationText(v, names)).join(' ') });
		return {
			entered: [...(dealt ? [dealers[i] ?? ''] : []), ...heads.map((_, j) => own[j] ?? '')],
			points: round.result?.points ?? null,
			explanation
		};
	});
	return matchCsv(names.columns, rounds, folded.state.totals, {
		round: m.hist_csv_round(),
		total: m.match_total(),
		explanation: m.hist_csv_explanation(),
		entered: [...(dealt ? [m.hist_csv_dealer()] : []), ...heads]
	});
}
