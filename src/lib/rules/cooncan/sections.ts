/**
 * The Cooncan rules page's sections and the ids each explains; the prose per language is in
 * en.ts and fr.ts.
 */
import {
	COONCAN_ENTRY_VIOLATIONS,
	COONCAN_OUTCOMES,
	COONCAN_SETUP_VIOLATIONS,
	type CooncanOutcome,
	type CooncanRule,
	type CooncanViolation
} from '$lib/engine/games/cooncan/rules';
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
	{ id: 'entering', rules: [...COONCAN_ENTRY_VIOLATIONS] satisfies Explained[] },
	{ id: 'pack-ran-out', rules: ['cooncan.void-deal', 'cooncan.next-doubled', 'cooncan.doubled'] satisfies Explained[] },
	{ id: 'two-players', rules: ['cooncan.game-won', 'cooncan.tableau'] satisfies Explained[] },
	{ id: 'four-or-five' },
	{ id: 'options' },
	{ id: 'end', rules: [...COONCAN_OUTCOMES, ...COONCAN_SETUP_VIOLATIONS] satisfies Explained[] },
	{ id: 'readings' }
]);
