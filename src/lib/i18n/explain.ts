/**
 * Turns structured engine output (explanation lines, violations, outcomes) into sentences in the
 * user's language. Value keys follow the engine conventions: `seat`/`…Seat` is a seat index,
 * `column`/`…Column` a score column, `suit`/`…Suit` a suit, `card`/`…Card` a card and
 * `cards`/`…Cards` a comma-joined list of cards, and `cardCounts`/`…CardCounts` a comma-joined
 * list of `card:count` pairs ("KS:10,7D:7" reads "K♠ 10, 7♦ 7").
 */
import type { ExplanationLine, MessageValues, Violation } from '$lib/engine/core/types';
import { cardLabel, suitName } from './cards';
import { keyPart, lookup, m } from './index';

/** Names for the seats and score columns of a match. */
export interface Names {
	readonly seats: readonly string[];
	readonly columns: readonly string[];
}

/** "KS:10" → "K♠ 10". */
function cardCountLabel(pair: string): string {
	const at = pair.lastIndexOf(':');
	return at < 0 ? cardLabel(pair) : `${cardLabel(pair.slice(0, at))} ${pair.slice(at + 1)}`;
}

function resolveValue(key: string, value: string | number | boolean, names: Names): string | number | boolean {
	const is = (suffix: string) => key === suffix.toLowerCase() || key.endsWith(suffix);
	if (typeof value === 'number' && is('Seat')) return names.seats[value] ?? String(value + 1);
	if (typeof value === 'number' && is('Column')) return names.columns[value] ?? String(value + 1);
	if (typeof value === 'string' && is('Suit')) return suitName(value);
	if (typeof value === 'string' && (key === 'cardCounts' || key.endsWith('CardCounts')))
		return value === '' ? '—' : value.split(',').map(cardCountLabel).join(', ');
	if (typeof value === 'string' && is('Cards')) return value === '' ? '—' : value.split(',').map(cardLabel).join(' ');
	if ((typeof value === 'string' || typeof value === 'number') && is('Card')) return cardLabel(value);
	return value;
}

/** Replaces seat, column, suit and card values by what a person reads. */
export function resolveValues(
	values: MessageValues | undefined,
	names: Names
): Record<string, string | number | boolean> {
	const out: Record<string, string | number | boolean> = {};
	for (const [key, value] of Object.entries(values ?? {})) out[key] = resolveValue(key, value, names);
	return out;
}

/**
 * One explanation line as a sentence. The line's own score column is offered to the message as
 * `column` when its values do not name one (the free-form sheet's "{column}: {points}").
 */
export function explainLine(line: ExplanationLine, names: Names): string {
	const values = line.column !== undefined ? { column: line.column, ...line.values } : line.values;
	const text = lookup(`x_${keyPart(line.rule)}`, resolveValues(values, names));
	return text ?? line.rule;
}

/**
 * A violation as a message for the person who typed the value. A missing value says what is
 * missing: `core.required` on field `hands.2` reads `v_core_required_hands` (the seat's name as
 * `seat`) when the field has its own message, else the general one.
 */
export function violationText(violation: Violation, names: Names): string {
	const values = resolveValues(violation.values, names);
	return (
		requiredText(violation, names, values) ??
		lookup(`v_${keyPart(violation.code)}`, values) ??
		m.v_core_unknown({ code: violation.code })
	);
}

function requiredText(
	violation: Violation,
	names: Names,
	values: Record<string, string | number | boolean>
): string | null {
	if (violation.code !== 'core.required' || violation.field === undefined) return null;
	const parts = violation.field.split('.');
	const index = parts.find((part) => /^\d+$/.test(part));
	const seat = index === undefined ? '' : (names.seats[Number(index)] ?? String(Number(index) + 1));
	const key = parts.filter((part) => !/^\d+$/.test(part)).join('_');
	return lookup(`v_core_required_${keyPart(key)}`, { seat, ...values });
}

export { violationsFor } from './fields';

/** The violations that concern no field the form shows (for a summary above the save button). */
export function generalViolations(violations: readonly Violation[], shown: (field: string) => boolean): Violation[] {
	return violations.filter((v) => v.field === undefined || !shown(v.field));
}
