/**
 * Referee verdicts read in words: a violation's card values become card names ("five of hearts")
 * rather than symbols, so the sentence reads the same on screen and aloud.
 */
import type { Violation } from '$lib/engine/core/types';
import { keyPart, lookup } from '$lib/i18n';
import { cardName } from '$lib/i18n/cards';
import { resolveValues, violationText, type Names } from '$lib/i18n/explain';

const isCardKey = (key: string) => key === 'card' || key.endsWith('Card');

/** A violation as a sentence, cards named in words. */
export function violationWords(violation: Violation, names: Names): string {
	const values = resolveValues(violation.values, names);
	for (const [key, value] of Object.entries(violation.values ?? {}))
		if (isCardKey(key) && typeof value === 'string') values[key] = cardName(value);
	return lookup(`v_${keyPart(violation.code)}`, values) ?? violationText(violation, names);
}
