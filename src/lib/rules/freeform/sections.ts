/**
 * The free-form scoresheet page's sections and the ids each explains; the prose per language is
 * in en.ts and fr.ts.
 */
import type { FreeformOutcome, FreeformRule, FreeformViolation } from '$lib/engine/games/freeform/rules';
import { defineSections } from '../structure';

type Explained = FreeformRule | FreeformViolation | FreeformOutcome;

export const sections = defineSections([
	{ id: 'overview' },
	{ id: 'rounds', rules: ['freeform.entry', 'freeform.scores-missing'] satisfies Explained[] },
	{
		id: 'winning',
		rules: ['freeform.target-reached', 'freeform.rounds-played', 'freeform.target-or-rounds'] satisfies Explained[]
	}
]);
