/**
 * The Coosner rules page's sections and the ids each explains; the prose per language is in
 * en.ts and fr.ts.
 */
import type { CoosnerOutcome, CoosnerRule, CoosnerViolation } from '$lib/engine/games/coosner/rules';
import { defineSections } from '../structure';

type Explained = CoosnerRule | CoosnerViolation | CoosnerOutcome;

export const sections = defineSections([
	{ id: 'overview' },
	{
		id: 'advisors',
		rules: [
			'coosner.ace-best',
			'coosner.advisor-count',
			'coosner.ace-undeclared',
			'coosner.not-a-card'
		] satisfies Explained[]
	},
	{
		id: 'buying',
		rules: [
			'coosner.buy-suit',
			'coosner.buy-highest',
			'coosner.buy-tie',
			'coosner.next-flipper',
			'coosner.offer-count',
			'coosner.seat-twice',
			'coosner.flipper-not-offering'
		] satisfies Explained[]
	},
	{
		id: 'scoring',
		rules: ['coosner.advisor-satisfied', 'coosner.advisor-unsatisfied', 'coosner.unwanted'] satisfies Explained[]
	},
	{ id: 'split', rules: ['coosner.split'] satisfies Explained[] },
	{ id: 'coosner-bonus', rules: ['coosner.bonus'] satisfies Explained[] },
	{
		id: 'round-and-game',
		rules: [
			'coosner.round-winner',
			'coosner.round-shared',
			'coosner.end-score-reached',
			'coosner.tie-plays-on'
		] satisfies Explained[]
	},
	{
		id: 'entering',
		rules: [
			'coosner.players-missing',
			'coosner.puppies-missing',
			'coosner.puppies-both',
			'coosner.too-many-puppies',
			'coosner.duplicate-card',
			'coosner.suit-overflow'
		] satisfies Explained[]
	},
	{ id: 'options' },
	{ id: 'readings' }
]);
