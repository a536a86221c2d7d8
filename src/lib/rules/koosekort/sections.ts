/**
 * The KooseKort rules page's sections and the ids each explains; the prose per language is in
 * en.ts and fr.ts.
 */
import type { KooseKortOutcome, KooseKortRule, KooseKortViolation } from '$lib/engine/games/koosekort/rules';
import { defineSections } from '../structure';

type Explained = KooseKortRule | KooseKortViolation | KooseKortOutcome;

export const sections = defineSections([
	{ id: 'overview' },
	{
		id: 'entering',
		rules: [
			'koosekort.no-one-out',
			'koosekort.two-out',
			'koosekort.board-count',
			'koosekort.board-missing',
			'koosekort.column-count',
			'koosekort.column-short',
			'koosekort.column-long',
			'koosekort.value-range',
			'koosekort.flag-invalid'
		] satisfies Explained[]
	},
	{
		id: 'sets',
		rules: [
			'koosekort.three-cleared',
			'koosekort.straight-cleared',
			'koosekort.no-set',
			'koosekort.cleared-in-play'
		] satisfies Explained[]
	},
	{
		id: 'wilds',
		rules: [
			'koosekort.wild-three-cleared',
			'koosekort.wild-straight-cleared',
			'koosekort.wild-three-kept',
			'koosekort.wild-straight-kept',
			'koosekort.no-set-wilds'
		] satisfies Explained[]
	},
	{ id: 'strict-wilds', rules: ['koosekort.strict-wilds'] satisfies Explained[] },
	{
		id: 'specialty-cards',
		rules: [
			'koosekort.swap-played',
			'koosekort.rearrange-played',
			'koosekort.swap-no-gain',
			'koosekort.rearrange-no-gain'
		] satisfies Explained[]
	},
	{
		id: 'went-out',
		rules: [
			'koosekort.went-out-penalty',
			'koosekort.went-out-lowest',
			'koosekort.went-out-not-positive',
			'koosekort.went-out-tie-spared'
		] satisfies Explained[]
	},
	{
		id: 'krush',
		rules: [
			'koosekort.krush',
			'koosekort.krush-twice',
			'koosekort.krush-not-cleared',
			'koosekort.krush-not-out'
		] satisfies Explained[]
	},
	{ id: 'end', rules: ['koosekort.four-rounds', 'koosekort.last-round-decides'] satisfies Explained[] },
	{ id: 'readings' }
]);
