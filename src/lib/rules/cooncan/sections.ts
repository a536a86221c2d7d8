/**
 * The Cooncan rules page's sections and the ids each explains; the prose per language is in
 * en.ts and fr.ts.
 */
import type { CooncanOutcome, CooncanRule, CooncanViolation } from '$lib/engine/games/cooncan/rules';
import { defineSections } from '../structure';

type Explained = CooncanRule | CooncanViolation | CooncanOutcome;

export const sections = defineSections([
	{ id: 'deal' },
	{ id: 'play', rules: ['cooncan.went-out'] satisfies Explained[] },
	{
		id: 'melds',
		rules: [
			'cooncan.meld-sequence',
			'cooncan.meld-set',
			'cooncan.meld-joker',
			'cooncan.meld-shape',
			'cooncan.meld-too-long',
			'cooncan.meld-not-a-card',
			'cooncan.meld-no-joker',
			'cooncan.meld-joker-twice',
			'cooncan.meld-joker-unnamed',
			'cooncan.meld-not-joker',
			'cooncan.meld-duplicate-card',
			'cooncan.meld-too-short',
			'cooncan.meld-five-of-rank',
			'cooncan.meld-mixed-suits',
			'cooncan.meld-gap',
			'cooncan.meld-wrap',
			'cooncan.meld-not-in-pack'
		] satisfies Explained[]
	},
	{
		id: 'joker-shift',
		rules: [
			'cooncan.joker-shift',
			'cooncan.shift-no-joker',
			'cooncan.shift-in-set',
			'cooncan.shift-from-middle',
			'cooncan.shift-used',
			'cooncan.shift-no-room'
		] satisfies Explained[]
	},
	{ id: 'settlement', rules: ['cooncan.pays', 'cooncan.pays-count', 'cooncan.collects'] satisfies Explained[] },
	{
		id: 'entering',
		rules: [
			'cooncan.kind',
			'cooncan.hand-shape',
			'cooncan.cards-or-count',
			'cooncan.winner-hand',
			'cooncan.hand-empty',
			'cooncan.too-many-cards',
			'cooncan.not-a-card',
			'cooncan.no-joker',
			'cooncan.joker-twice',
			'cooncan.duplicate-card',
			'cooncan.not-in-pack',
			'cooncan.copies-used'
		] satisfies Explained[]
	},
	{ id: 'pack-ran-out', rules: ['cooncan.void-deal', 'cooncan.next-doubled', 'cooncan.doubled'] satisfies Explained[] },
	{ id: 'two-players', rules: ['cooncan.game-won', 'cooncan.tableau'] satisfies Explained[] },
	{ id: 'four-or-five' },
	{ id: 'options' },
	{
		id: 'end',
		rules: [
			'cooncan.deals-played',
			'cooncan.net-reached',
			'cooncan.round-played',
			'cooncan.starting-not-zero-sum',
			'cooncan.starting-over-target'
		] satisfies Explained[]
	},
	{ id: 'readings' }
]);
