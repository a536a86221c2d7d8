/**
 * The Cozen rules page's sections and the ids each explains; the prose per language is in en.ts
 * and fr.ts.
 */
import type { CozenOutcome, CozenRule, CozenViolation } from '$lib/engine/games/cozen/rules';
import { defineSections } from '../structure';

type Explained = CozenRule | CozenViolation | CozenOutcome;

export const sections = defineSections([
	{ id: 'overview' },
	{ id: 'flow', rules: ['cozen.too-many-wagered'] satisfies Explained[] },
	{
		id: 'recording',
		rules: [
			'cozen.mode',
			'cozen.malformed',
			'cozen.face-up-count',
			'cozen.face-up-owners',
			'cozen.face-up-twice',
			'cozen.face-up-mismatch',
			'cozen.stake-owner',
			'cozen.must-reveal',
			'cozen.pile-owner',
			'cozen.jail-owner',
			'cozen.jailed'
		] satisfies Explained[]
	},
	{ id: 'strength', rules: ['cozen.straight', 'cozen.pair', 'cozen.strength'] satisfies Explained[] },
	{ id: 'stake', rules: ['cozen.straight-stake', 'cozen.pair-stake'] satisfies Explained[] },
	{ id: 'battles', rules: ['cozen.battle', 'cozen.stronger', 'cozen.wins-alone'] satisfies Explained[] },
	{ id: 'ties', rules: ['cozen.tie-high-card', 'cozen.tie-out-of-cards', 'cozen.tie-full'] satisfies Explained[] },
	{ id: 'jail', rules: ['cozen.capture', 'cozen.jail-total', 'cozen.jail-total-over'] satisfies Explained[] },
	{ id: 'carry-over', rules: ['cozen.stakes-stay'] satisfies Explained[] },
	{ id: 'winning', rules: ['cozen.target-reached', 'cozen.both-over'] satisfies Explained[] },
	{
		id: 'decks',
		rules: [
			'cozen.rank-copies',
			'cozen.marked-king-twice',
			'cozen.card-jailed',
			'cozen.card-on-table',
			'cozen.not-a-card'
		] satisfies Explained[]
	},
	{ id: 'two-v-two', rules: ['cozen.two-or-four', 'cozen.teams-seats', 'cozen.turn-order'] satisfies Explained[] },
	{ id: 'readings' }
]);
