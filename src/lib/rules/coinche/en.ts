/**
 * The Coinche rules page in English: written in our own words from rules/coinche.txt and the
 * Coinche readings of RULES-NOTES (issue 3 "Rules page"): the flow of a deal, the scoring, each
 * house option and what it changes, and the readings Tablekeeper chose.
 */
import type { RulesDoc } from '../types';

const doc: RulesDoc = {
	title: 'Coinche',
	credit:
		'After the Coinche rules published by GameRules.com (gamerules.com/rules/coinche). This page is Tablekeeper\u2019s own summary.',
	sections: [
		{
			id: 'overview',
			title: 'The game in short',
			paragraphs: [
				'Coinche is a trick-taking game for four players in two partnerships; partners sit across the table from each other. It uses a 32-card pack: every suit from the 7 up to the ace. Each deal one team commits to a number of points in a trump of its choice, and the other team tries to stop it.',
				'Points from every deal are added up, and the match is played to a target score, 2000 unless the table agreed on another one.'
			]
		},
		{
			id: 'seating',
			title: 'Dealing and turn order',
			paragraphs: [
				'By default play goes anticlockwise: after each deal the dealer\u2019s job moves to the player on the right, and the player on the dealer\u2019s right speaks first in the bidding and leads the first trick. A table that plays clockwise mirrors all of this (see the house rules). The match screen always shows who deals, who bids first and who leads.',
				'Each player gets eight cards, dealt in two packets of three and one of two. If all four players pass without bidding, the deal is recorded as \u201call passed\u201d: nobody scores and the next dealer deals.'
			],
			rules: ['coinche.all-passed', 'coinche.kind', 'coinche.seat-invalid']
		},
		{
			id: 'card-values',
			title: 'Card order and card points',
			paragraphs: [
				'In the trump suit the jack is highest, then the 9, ace, 10, king, queen, 8 and 7. In the other suits the ace is highest, then the 10, king, queen, jack, 9, 8 and 7.',
				'Card points: a trump jack is worth 20, a trump 9 is worth 14, aces 11, tens 10, kings 4 and queens 3; a jack of another suit is worth 2; every other card is worth nothing. The cards hold 152 points, and whoever wins the last trick gets 10 more (\u201cdix de der\u201d), so every deal shares out exactly 162 card points between the two teams.',
				'With the no-trump option, every suit ranks like a plain suit and the aces are worth 19 each (tens 10, kings 4, queens 3, jacks 2). With the all-trump option, every suit ranks like trumps and is worth less: jack 13, 9 9, ace 7, 10 5, king 3, queen 1. Both still add up to 162 with the last trick.',
				'The \u201ccount a pile\u201d helper adds up the cards of one team\u2019s won tricks under the contract\u2019s trump and fills in both teams\u2019 points. A won pile is always made of whole tricks of four cards, and each card can be in it only once.'
			],
			rules: [
				'coinche.pile-points',
				'coinche.last-trick',
				'coinche.pile-other',
				'coinche.not-a-card',
				'coinche.duplicate-card',
				'coinche.pile-size',
				'coinche.pile-last-trick'
			]
		},
		{
			id: 'bidding',
			title: 'Bidding, coinche and surcoinche',
			paragraphs: [
				'A bid names a number of points and a trump, for example \u201c100 hearts\u201d. Bids start at 80 and go up by tens to 160; each bid must top the one before. Passing once does not stop a player from bidding later. A player can also bid capot: a promise that the team will win all eight tricks.',
				'An opponent of the team holding the highest bid may say \u201ccoinche\u201d: the bid will count double. The bidding team may answer with \u201csurcoinche\u201d: the bid then counts four times. Only the bid is multiplied, never the card points. A capot bid can be neither coinched nor surcoinched.',
				'The team whose bid stands is the taking team; the other team defends.'
			],
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
			]
		},
		{
			id: 'tricks',
			title: 'Playing the tricks',
			paragraphs: [
				'The leader may play any card. The others must play a card of the suit led if they have one; they need not play a higher one, except in trumps.',
				'A player with no card of the suit led must trump when an opponent is winning the trick. If a trump is already on the table, they must play a higher trump if they have one, and a lower trump if that is all they have. When their partner is winning the trick, they may play any card instead. With neither the suit led nor a trump, any card will do.',
				'When trumps are led, everyone must play a higher trump than the best one down if they can, even over their partner. In no-trump, players only have to follow suit. In all-trump, they must follow suit and beat the best card of that suit if they can.',
				'The highest trump takes the trick; without a trump, the highest card of the suit led does. The winner leads the next trick.',
				'The trick referee takes the trump, the cards in the order they were played and who led. It tells who wins the trick and what it is worth, and for each player what they had to play if they could. It cannot see the hands, so when a card does not meet that duty it says what the player must have lacked for the card to be legal, for example \u201cno hearts and no trumps\u201d.'
			],
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
			]
		},
		{
			id: 'entering',
			title: 'Entering a deal',
			paragraphs: [
				'A deal is entered in the order it happens: the taker (the team follows), the bid, the trump, any coinche or surcoinche, who declared belote, then the takers\u2019 card points including the last trick. The defenders\u2019 points are shown as 162 minus that number.',
				'\u201cWon every trick\u201d is its own switch, not something read from the points: the defenders can win a trick holding no points at all and still leave the takers 162. Turning the switch on sets 162, and any other number with it is refused.',
				'A few totals cannot happen. With a suit trump or in no-trump no card is worth a single point, so neither team can end with exactly 1 or 161; Tablekeeper asks for the count again rather than saving a typing slip.'
			],
			rules: ['coinche.points-impossible', 'coinche.all-tricks-points']
		},
		{
			id: 'belote',
			title: 'Belote-rebelote',
			paragraphs: [
				'A player holding both the king and the queen of trumps says \u201cbelote\u201d when playing the first of them and \u201crebelote\u201d with the second. Their team scores 20 for it whatever happens to the contract, even when it fails or the other side makes a capot.',
				'Only one team can declare it in a deal, and not in no-trump, where there is no trump king and queen. In all-trump it can still be declared once.'
			],
			rules: ['coinche.belote', 'coinche.belote-invalid', 'coinche.belote-twice', 'coinche.belote-no-trump']
		},
		{
			id: 'contract',
			title: 'Made or failed',
			paragraphs: [
				'The takers\u2019 total is their card points, last trick included, plus 20 if they declared belote. The contract is made when that total reaches the bid and is at least 82; so a bid of 80 needs 82, and every higher bid simply needs its own value.',
				'Whether belote counts toward the total is a house rule (on by default). When it is off, the takers must reach the bid with card points alone; their belote is still scored.'
			],
			rules: [
				'coinche.needs',
				'coinche.eighty-needs-82',
				'coinche.takers-points',
				'coinche.takers-points-belote',
				'coinche.belote-not-counted',
				'coinche.contract-made',
				'coinche.contract-failed'
			]
		},
		{
			id: 'made',
			title: 'Scoring a made contract',
			paragraphs: [
				'The takers score their card points, rounded, plus the bid times the coinche multiplier (1, 2 or 4), plus their belote. The defenders score their own card points, rounded, plus their belote.',
				'Example: 100 hearts, coinched, made with 97 card points and belote: the total is 117, so the contract is made; the takers score 100 + 2 \u00d7 100 + 20 = 320, and the defenders 70 for their 65 card points.'
			],
			rules: ['coinche.bid-points', 'coinche.deal-total']
		},
		{
			id: 'rounding',
			title: 'Rounding',
			paragraphs: [
				'Card points are rounded to the nearest ten, and a 5 goes up: 113 becomes 110, 85 becomes 90, 49 becomes 50. Rounding happens only after the contract has been judged made or failed, on the exact count, so 81 on a bid of 80 fails even though it would round to 80.'
			],
			rules: ['coinche.card-points']
		},
		{
			id: 'all-tricks',
			title: 'Every trick without a capot bid',
			paragraphs: [
				'When the takers win all eight tricks without having bid capot, they score 250 instead of their card points, plus the bid times the multiplier, plus their belote. The defenders score only their own belote, if they declared it.',
				'With the capot bonus switched off, the 162 card points count like any others and round to 160.'
			],
			rules: ['coinche.unbid-capot-bonus', 'coinche.unbid-capot-no-bonus']
		},
		{
			id: 'failed',
			title: 'Scoring a failed contract',
			paragraphs: [
				'The takers score nothing except their own belote. The defenders score 160 plus the bid times the multiplier, plus their belote: a coinched 120 that fails gives them 160 + 240 = 400.',
				'With the doubled-failure option, the multiplier applies to the whole amount instead: (160 + bid) \u00d7 multiplier, so the same coinched 120 gives 560. Without a coinche both ways give the same.',
				'Defenders who win every trick score an ordinary failure; there is no capot bonus for the defending side.'
			],
			rules: ['coinche.failed-takers', 'coinche.failed-defenders', 'coinche.failed-doubled']
		},
		{
			id: 'capot',
			title: 'Capot bids',
			paragraphs: [
				'A capot bid is made only when the takers win every trick: they score 500 plus their belote. Anything less and the defenders score 500 plus their belote, while the takers keep only their belote. Taking 162 points without every trick is not enough.',
				'Since only the tricks matter, a capot bid can be entered without counting the card points: \u201cwon every trick\u201d for a made capot, nothing more for a missed one.'
			],
			rules: ['coinche.capot-made', 'coinche.capot-failed']
		},
		{
			id: 'end',
			title: 'End of the match',
			paragraphs: [
				'After each deal, if a team has reached the target or more, the match is over and that team wins. If both teams are over the target, the higher total wins. If their totals are equal, the team that scored more in the last deal wins.'
			],
			rules: ['coinche.target-reached', 'coinche.both-over-higher', 'coinche.both-over-last-deal']
		},
		{
			id: 'house-rules',
			title: 'House rules',
			paragraphs: [
				'Each match records the options chosen when it was created; changing one later scores every deal again.'
			],
			items: [
				'Target: 2000 by default; 1000 and 1500 are common, and any target from 100 to 10,000 can be set.',
				'Direction: anticlockwise by default (the deal passes to the right, the dealer\u2019s right-hand neighbour speaks and leads first); clockwise mirrors it.',
				'Belote counts toward the contract: on by default; off, the takers must reach the bid with card points alone.',
				'Capot bonus: on by default, 250 for every trick won without a capot bid; off, those 162 card points round to 160.',
				'Doubled failure: off by default; on, a failed contract gives the defenders (160 + bid) \u00d7 multiplier instead of 160 + bid \u00d7 multiplier.',
				'No-trump and all-trump: off by default; on, those contracts can be entered, with their own card values.'
			]
		},
		{
			id: 'readings',
			title: 'How Tablekeeper reads the rules',
			paragraphs: ['The source text leaves a few points open. These are the readings Tablekeeper uses:'],
			items: [
				'The 82-point minimum applies to every contract; it only makes a difference on a bid of 80.',
				'Belote is scored by the team that declared it in every case: made, failed, capot made or missed.',
				'Rounding comes after the contract is judged, never before.',
				'\u201cWon every trick\u201d is entered, not guessed from 162 points, and it always means 162 points.',
				'A capot bid is made only by winning every trick; defenders who take every trick score an ordinary failure.',
				'A deal where everyone passed counts as a deal for the turn order: the next dealer deals.',
				'Equal totals over the target go to the team that scored more in the last deal.',
				'Coinche can come only from a defender and surcoinche only from the taking team, after a coinche. Naming who called is optional.',
				'No belote in no-trump; in all-trump, one belote per deal at most.',
				'Card-point totals that no set of cards can make (1 and 161, except in all-trump) are refused as typing slips.'
			]
		}
	]
};

export default doc;
