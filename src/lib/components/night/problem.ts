/**
 * The club night's form problems (codes from `NightForm.check`) as sentences in the person's
 * language, and the counting rules and tie-breaks each explained in one sentence.
 */
import type { CountingRule, TieBreak } from '$lib/engine/club/standings';
import { m } from '$lib/i18n';

/** The sentence for a problem code. */
export function problemText(code: string, values: { min: number; max: number }): string {
	switch (code) {
		case 'name-empty':
			return m.night_problem_name_empty();
		case 'name-too-long':
			return m.night_problem_name_too_long();
		case 'name-twice':
			return m.night_problem_name_twice();
		case 'too-few':
			return m.night_problem_too_few({ count: values.min });
		case 'round-robin-pairs':
			return m.night_problem_round_robin_pairs();
		case 'round-robin-max':
			return m.night_problem_round_robin_max({ count: values.max });
		case 'rounds-range':
			return m.night_problem_rounds_range({ max: values.max });
		case 'threshold-whole':
			return m.night_problem_threshold_whole();
		case 'date-missing':
			return m.night_problem_date_missing();
		default:
			return m.night_problem_game_missing();
	}
}

/** A counting rule's name. */
export function ruleName(rule: CountingRule): string {
	switch (rule) {
		case 'match-points':
			return m.night_rule_match_points();
		case 'match-points-threshold':
			return m.night_rule_threshold();
		case 'total-points':
			return m.night_rule_total();
		case 'lowest-total':
			return m.night_rule_lowest();
	}
}

/** A counting rule explained in one sentence. */
export function ruleHint(rule: CountingRule): string {
	switch (rule) {
		case 'match-points':
			return m.night_rule_match_points_hint();
		case 'match-points-threshold':
			return m.night_rule_threshold_hint();
		case 'total-points':
			return m.night_rule_total_hint();
		case 'lowest-total':
			return m.night_rule_lowest_hint();
	}
}

/** The tie-breaks in order, as one sentence. */
export function tieBreakText(breaks: readonly TieBreak[]): string {
	const name = (b: TieBreak) =>
		b === 'match-points'
			? m.night_tb_match_points()
			: b === 'won'
				? m.night_tb_won()
				: b === 'points'
					? m.night_tb_points()
					: m.night_tb_lowest();
	return m.night_tie_breaks({ order: breaks.map(name).join(m.night_tb_then()) });
}
