/** Reading a free-form round: a whole number for each seat, within ±1,000,000. */
import { isRecord } from '../../core/helpers';
import { InputReader, fieldPath } from '../../core/reader';
import { invalid } from '../../core/round';
import type { MatchSetup, ReadResult } from '../../core/types';
import { FREEFORM_MAX_ENTRY, type FreeformInput } from './input';
import type { FreeformConfig } from './options';
import { ids } from './rules';

/**
 * Reads a round; every seat's entry is checked and reported at `scores.<seat>` (an empty one is
 * `core.required`, so its message names the player). Never throws.
 */
export function read(_state: unknown, input: unknown, setup: MatchSetup<FreeformConfig>): ReadResult<FreeformInput> {
	if (!isRecord(input) || !Array.isArray(input.scores)) return invalid([ids.violation('freeform.scores-missing')]);
	const list: readonly unknown[] = input.scores;
	const reader = new InputReader();
	const scores: number[] = [];
	for (let seat = 0; seat < setup.seatCount; seat++) {
		const value = reader.requiredWhole(list[seat], fieldPath('scores', seat), -FREEFORM_MAX_ENTRY, FREEFORM_MAX_ENTRY);
		if (value !== null) scores.push(value);
	}
	if (list.length !== setup.seatCount && !reader.failed)
		reader.violations.push(ids.violation('freeform.scores-missing'));
	return reader.result(() => ({ scores }));
}
