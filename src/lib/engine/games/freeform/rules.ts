/**
 * The free-form scoresheet's ids: the explanation line of an
 * entry, the two input checks and the two ways a sheet ends. Each has an `x_`/`v_`/`outcome_`
 * message in messages/freeform and a section on the rules page.
 */
import { defineIds } from '../../core/ids';

export const ids = defineIds({
	rules: ['freeform.entry'],
	violations: ['freeform.scores-missing', 'freeform.target-or-rounds'],
	outcomes: ['freeform.target-reached', 'freeform.rounds-played']
});

export type FreeformRule = (typeof ids.rules)[number];
export type FreeformViolation = (typeof ids.violations)[number];
export type FreeformOutcome = (typeof ids.outcomes)[number];
