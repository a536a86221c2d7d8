/**
 * The Coinche rules page's sections and the ids each explains (rule ids, violation codes and
 * outcome reasons of src/lib/engine/games/coinche/rules.ts); the prose per language is in en.ts
 * and fr.ts.
 */
import type { CoincheOutcome, CoincheRule, CoincheViolation } from '$lib/engine/games/coinche/rules';
import { defineSections } from '../structure';

type Explained = CoincheRule | CoincheViolation | CoincheOutcome;

export const sections = defineSections([
	{ id: 'overview' },
	{ id: 'seating', rules: ['coinche.all-passed', 'coinche.kind', 'coinche.seat-invalid'] satisfies Explained[] },
	{
		id: 'card-values',
		rules: [
			'coinche.pile-points',
			'coinche.last-trick',
			'coinche.pile-other',
			'coinche.not-a-card',
			'coinche.duplicate-card',
			'coinche.pile-size',
			'coinche.pile-last-trick'
		] satisfies Explained[]
	},
	{
		id: 'bidding',
		rules: [
			'coinche.contract',
			'coinche.contract-capot',
			'coinche.coinched',
			'coinche.surcoinched',
			'coinche.bid-invalid',
			'coinche.trump-invalid',
			'coinche.trump-mode-off',
			'coinche.capot-coinched',
			'coinche.surcoinche-without-coinche',
			'coinche.coinche-by-taker',
			'coinche.surcoinche-by-defender',
			'coinche.call-seat-without-call'
		] satisfies Explained[]
	},
	{
		id: 'tricks',
		rules: [
			'coinche.trick-lead',
			'coinche.duty-follow',
			'coinche.duty-beat',
			'coinche.duty-overtrump',
			'coinche.duty-trump',
			'coinche.duty-free',
			'coinche.partner-winning',
			'coinche.unable-follow',
			'coinche.unable-beat',
			'coinche.unable-overtrump',
			'coinche.unable-trump',
			'coinche.trick-winner',
			'coinche.trick-size'
		] satisfies Explained[]
	},
	{ id: 'entering', rules: ['coinche.points-impossible', 'coinche.all-tricks-points'] satisfies Explained[] },
	{
		id: 'belote',
		rules: [
			'coinche.belote',
			'coinche.belote-invalid',
			'coinche.belote-twice',
			'coinche.belote-no-trump'
		] satisfies Explained[]
	},
	{
		id: 'contract',
		rules: [
			'coinche.needs',
			'coinche.eighty-needs-82',
			'coinche.takers-points',
			'coinche.takers-points-belote',
			'coinche.belote-not-counted',
			'coinche.contract-made',
			'coinche.contract-failed'
		] satisfies Explained[]
	},
	{ id: 'made', rules: ['coinche.bid-points', 'coinche.deal-total'] satisfies Explained[] },
	{ id: 'rounding', rules: ['coinche.card-points'] satisfies Explained[] },
	{ id: 'all-tricks', rules: ['coinche.unbid-capot-bonus', 'coinche.unbid-capot-no-bonus'] satisfies Explained[] },
	{
		id: 'failed',
		rules: ['coinche.failed-takers', 'coinche.failed-defenders', 'coinche.failed-doubled'] satisfies Explained[]
	},
	{ id: 'capot', rules: ['coinche.capot-made', 'coinche.capot-failed'] satisfies Explained[] },
	{
		id: 'scale',
		rules: [
			'coinche.scale-points-made',
			'coinche.points-made-failed',
			'coinche.points-made-coinched'
		] satisfies Explained[]
	},
	{ id: 'exact', rules: ['coinche.card-points-exact', 'coinche.unbid-capot-no-bonus-exact'] satisfies Explained[] },
	{ id: 'whole-deal', rules: ['coinche.whole-deal-doubled', 'coinche.coinche-loser'] satisfies Explained[] },
	{
		id: 'announcements',
		rules: [
			'coinche.announce-tierce',
			'coinche.announce-fifty',
			'coinche.announce-hundred',
			'coinche.announce-carre-jacks',
			'coinche.announce-carre-nines',
			'coinche.announce-carre-aces',
			'coinche.announce-carre-tens',
			'coinche.announce-carre-kings',
			'coinche.announce-carre-queens',
			'coinche.announce-carre-low',
			'coinche.announce-none',
			'coinche.announce-only',
			'coinche.announce-tie',
			'coinche.announce-best-value',
			'coinche.announce-best-length',
			'coinche.announce-best-top',
			'coinche.announce-best-trump',
			'coinche.announce-scores',
			'coinche.takers-announcements',
			'coinche.announcements-points',
			'coinche.announcements-to-defenders',
			'coinche.announcements-off',
			'coinche.announcement-invalid',
			'coinche.announcement-carre-twice',
			'coinche.announcement-overlap',
			'coinche.announcement-too-many',
			'coinche.announcement-hands',
			'coinche.announcement-belote'
		] satisfies Explained[]
	},
	{
		id: 'more-options',
		rules: [
			'coinche.belote-to-winner',
			'coinche.unbid-capot-252',
			'coinche.coinche-points-and-bid',
			'coinche.no-trump-bid-doubled',
			'coinche.defenders-capot',
			'coinche.defenders-all-tricks-points',
			'coinche.surcoinche-triples',
			'coinche.announcements-apart'
		] satisfies Explained[]
	},
	{
		id: 'end',
		rules: ['coinche.target-reached', 'coinche.both-over-higher', 'coinche.both-over-last-deal'] satisfies Explained[]
	},
	{ id: 'house-rules' },
	{ id: 'readings' }
]);
