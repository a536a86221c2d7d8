/**
 * The Coinche rules page in English: written in our own words from rules/coinche.txt and the
 * Coinche readings of RULES-NOTES: the flow of a deal, the scoring, each
 * house option and what it changes, and the readings Tablekeeper chose.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Coinche',
	credit:
		'After the Coinche rules published by GameRules.com (gamerules.com/rules/coinche). This page is Tablekeeper’s own summary.',
	sections: {
		overview: {
			title: 'The game in short',
			paragraphs: [
				'Coinche is a trick-taking game for four players in two partnerships; partners sit across the table from each other. It uses a 32-card pack: every suit from the 7 up to the ace. Each deal one team commits to a number of points in a trump of its choice, and the other team tries to stop it.',
				'Points from every deal are added up, and the match is played to a target score, 2000 unless the table agreed on another one.'
			]
		},
		seating: {
			title: 'Dealing and turn order',
			paragraphs: [
				'By default play goes anticlockwise: after each deal the dealer’s job moves to the player on the right, and the player on the dealer’s right speaks first in the bidding and leads the first trick. A table that plays clockwise mirrors all of this (see the house rules). The match screen always shows who deals, who bids first and who leads.',
				'Each player gets eight cards, dealt in two packets of three and one of two. If all four players pass without bidding, the deal is recorded as “all passed”: nobody scores and the next dealer deals.'
			]
		},
		'card-values': {
			title: 'Card order and card points',
			paragraphs: [
				'In the trump suit the jack is highest, then the 9, ace, 10, king, queen, 8 and 7. In the other suits the ace is highest, then the 10, king, queen, jack, 9, 8 and 7.',
				'Card points: a trump jack is worth 20, a trump 9 is worth 14, aces 11, tens 10, kings 4 and queens 3; a jack of another suit is worth 2; every other card is worth nothing. The cards hold 152 points, and whoever wins the last trick gets 10 more (“dix de der”), so every deal shares out exactly 162 card points between the two teams.',
				'With the no-trump option, every suit ranks like a plain suit and the aces are worth 19 each (tens 10, kings 4, queens 3, jacks 2). With the all-trump option, every suit ranks like trumps and is worth less: jack 13, 9 9, ace 7, 10 5, king 3, queen 1. Both still add up to 162 with the last trick.',
				'The “count a pile” helper adds up the cards of one team’s won tricks under the contract’s trump and fills in both teams’ points. A won pile is always made of whole tricks of four cards, and each card can be in it only once.'
			]
		},
		bidding: {
			title: 'Bidding, coinche and surcoinche',
			paragraphs: [
				'A bid names a number of points and a trump, for example “100 hearts”. Bids start at 80 and go up by tens to 160; each bid must top the one before. Passing once does not stop a player from bidding later. A player can also bid capot: a promise that the team will win all eight tricks.',
				'An opponent of the team holding the highest bid may say “coinche”: the bid will count double. The bidding team may answer with “surcoinche”: the bid then counts four times. Only the bid is multiplied, never the card points. A capot bid can be neither coinched nor surcoinched.',
				'The team whose bid stands is the taking team; the other team defends.'
			]
		},
		tricks: {
			title: 'Playing the tricks',
			paragraphs: [
				'The leader may play any card. The others must play a card of the suit led if they have one; they need not play a higher one, except in trumps.',
				'A player with no card of the suit led must trump when an opponent is winning the trick. If a trump is already on the table, they must play a higher trump if they have one, and a lower trump if that is all they have. When their partner is winning the trick, they may play any card instead. With neither the suit led nor a trump, any card will do.',
				'When trumps are led, everyone must play a higher trump than the best one down if they can, even over their partner. In no-trump, players only have to follow suit. In all-trump, they must follow suit and beat the best card of that suit if they can.',
				'The highest trump takes the trick; without a trump, the highest card of the suit led does. The winner leads the next trick.',
				'The trick referee takes the trump, the cards in the order they were played and who led. It tells who wins the trick and what it is worth, and for each player what they had to play if they could. It cannot see the hands, so when a card does not meet that duty it says what the player must have lacked for the card to be legal, for example “no hearts and no trumps”.'
			]
		},
		entering: {
			title: 'Entering a deal',
			paragraphs: [
				'A deal is entered in the order it happens: the taker (the team follows), the bid, the trump, any coinche or surcoinche, who declared belote, then the takers’ card points including the last trick. The defenders’ points are shown as 162 minus that number.',
				'“Won every trick” is its own switch, not something read from the points: the defenders can win a trick holding no points at all and still leave the takers 162. Turning the switch on sets 162, and any other number with it is refused.',
				'A few totals cannot happen. With a suit trump or in no-trump no card is worth a single point, so neither team can end with exactly 1 or 161; Tablekeeper asks for the count again rather than saving a typing slip.'
			]
		},
		belote: {
			title: 'Belote-rebelote',
			paragraphs: [
				'A player holding both the king and the queen of trumps says “belote” when playing the first of them and “rebelote” with the second. Their team scores 20 for it whatever happens to the contract, even when it fails or the other side makes a capot.',
				'Only one team can declare it in a deal, and not in no-trump, where there is no trump king and queen. In all-trump it can still be declared once.'
			]
		},
		contract: {
			title: 'Made or failed',
			paragraphs: [
				'The takers’ total is their card points, last trick included, plus 20 if they declared belote. The contract is made when that total reaches the bid and is at least 82; so a bid of 80 needs 82, and every higher bid simply needs its own value.',
				'Whether belote counts toward the total is a house rule (on by default). When it is off, the takers must reach the bid with card points alone; their belote is still scored.'
			]
		},
		made: {
			title: 'Scoring a made contract',
			paragraphs: [
				'The takers score their card points, rounded, plus the bid times the coinche multiplier (1, 2 or 4), plus their belote. The defenders score their own card points, rounded, plus their belote.',
				'Example: 100 hearts, coinched, made with 97 card points and belote: the total is 117, so the contract is made; the takers score 100 + 2 × 100 + 20 = 320, and the defenders 70 for their 65 card points.'
			]
		},
		rounding: {
			title: 'Rounding',
			paragraphs: [
				'Card points are rounded to the nearest ten, and a 5 goes up: 113 becomes 110, 85 becomes 90, 49 becomes 50. Rounding happens only after the contract has been judged made or failed, on the exact count, so 81 on a bid of 80 fails even though it would round to 80.'
			]
		},
		'all-tricks': {
			title: 'Every trick without a capot bid',
			paragraphs: [
				'When the takers win all eight tricks without having bid capot, they score 250 instead of their card points, plus the bid times the multiplier, plus their belote. The defenders score only their own belote, if they declared it.',
				'With the capot bonus switched off, the 162 card points count like any others and round to 160.'
			]
		},
		failed: {
			title: 'Scoring a failed contract',
			paragraphs: [
				'The takers score nothing except their own belote. The defenders score 160 plus the bid times the multiplier, plus their belote: a coinched 120 that fails gives them 160 + 240 = 400.',
				'With the doubled-failure option, the multiplier applies to the whole amount instead: (160 + bid) × multiplier, so the same coinched 120 gives 560. Without a coinche both ways give the same.',
				'Defenders who win every trick score an ordinary failure; there is no capot bonus for the defending side.'
			]
		},
		capot: {
			title: 'Capot bids',
			paragraphs: [
				'A capot bid is made only when the takers win every trick: they score 500 plus their belote. Anything less and the defenders score 500 plus their belote, while the takers keep only their belote. Taking 162 points without every trick is not enough.',
				'Since only the tricks matter, a capot bid can be entered without counting the card points: “won every trick” for a made capot, nothing more for a missed one.'
			]
		},
		scale: {
			title: 'Scoring scale: bid added or points made',
			paragraphs: [
				'By default the bid is added to the takers’ points, as the rules text says (“bid added”). Many tables score “points made” instead: the contract only decides who scores, not how much.',
				'Points made, contract made: each team scores its own card points, rounded, plus its belote; the bid is not added. Every trick without a capot bid: 250 plus belote (160 without the capot bonus). A capot bid still scores 500.',
				'Points made, contract failed: the defenders score 160 plus their belote, the takers their belote only.',
				'Points made, coinched (×2) or surcoinched (×4): the side that wins the deal scores 160 × the multiplier plus its belote, and the other side only its belote. Example: 90 spades coinched and made: 320 to the takers.'
			]
		},
		exact: {
			title: 'Exact points',
			paragraphs: [
				'With exact points, card points are never rounded: 97 stays 97, and the two teams’ points still add up to 162.',
				'Where the rules round the whole deal’s 162 to 160 (a failed contract, every trick without the capot bonus, a failure on points made, a coinched deal that one side takes whole) the exact figure is 162: a failed 100 gives the defenders 162 + 100 = 262. The target, the 250 bonus and the 500 of a capot bid do not change.'
			]
		},
		'whole-deal': {
			title: 'Coinche doubles the whole deal',
			paragraphs: [
				'Under the rules text a coinche multiplies only the bid. Many tables double the whole deal instead: on a coinched or surcoinched deal the side that wins it scores (160 + bid) × the multiplier plus its belote, and the other side only its belote, whether the contract was made or failed.',
				'Example: 100 hearts coinched, failed: (160 + 100) × 2 = 520 to the defenders. Made: 520 to the takers. This option covers the doubled-failure option, which only changes failures; a match that uses doubled failure alone keeps scoring exactly as before. With points made as well, whole-deal doubling decides the coinched deals.'
			]
		},
		announcements: {
			title: 'Announcements',
			paragraphs: [
				'With the announcements option, each team may declare combinations it holds in the first trick: a sequence of three cards in one suit (tierce, 20), of four (50), of five or more (100); four jacks (200), four nines (150), four aces, tens, kings or queens (100). Four 8s or four 7s score nothing. Sequences follow the order 7, 8, 9, 10, jack, queen, king, ace.',
				'Only the team holding the single best announcement scores its announcements, all of them. Best means the higher value; between sequences of equal value, the higher top card; then a sequence in trumps over a plain one. If the best announcements are still equal, neither team scores any. The best is looked for over every announcement of both teams: a team scores when one of its announcements beats each of the other team’s. Four of a kind ties a sequence of the same value, so four aces and a hundred to the king beat a hundred to the queen (the hundred to the king beats it), in whatever order they were entered.',
				'The takers’ announcements count toward making the contract. When the contract fails, the defenders also score the takers’ announcements; when one side takes a coinched deal whole (points made, or whole-deal doubling), it also takes the announcements. A coinche never multiplies announcements.',
				'Announcements are entered by tapping: the kind, then the suit and top card of a sequence, or the rank of four of a kind. The announcement referee, on the match screen and under Rules, says whose announcements count and why. Announcements no hands can hold together are refused: the same four of a kind twice, a card in two sequences, more than a team’s 16 cards, or more than its two players can hold: each shows its announcements from a hand of 8 cards, so three sequences of five cannot be one team’s (one player would need ten cards). One player may show four of a kind and a sequence through the same card. When a team declares the belote, its king and queen of trumps are in its hands: the other team cannot announce four kings, four queens or a sequence through either card.'
			]
		},
		'more-options': {
			title: 'More house scoring options',
			paragraphs: [
				'Belote to the deal’s winner: when the contract fails, is coinched (or surcoinched) or a side wins every trick, the belote’s 20 go to the side that won the deal, whoever declared it. Only a contract made without a coinche leaves the belote with its team. Example: 100 fails, the takers had the belote: the defenders score 160 + 100 + 20. Example: 100 coinched, made with 101 card points, the defenders had the belote: the takers score 100 + 2 × 100 + 20 = 320 and the defenders 60 (with points made: 160 × 2 + 20 = 340, and 0).',
				'Capot worth 252: every trick won without a capot bid scores 252 (the 162 card points plus 90) instead of 250, with the bid added as usual: a made 120 with every trick gives 252 + 120 = 372. Rounding leaves the 252 as it is.',
				'A coinche multiplies points and bid: a coinched (or surcoinched) contract that is made scores (card points + bid) × the multiplier for the takers, while the defenders keep their own card points. Example: 100 coinched, made with 110: (110 + 100) × 2 = 420, the defenders 50. A failed coinche scores as the other options say.',
				'No-trump bids count double: a no-trump contract scores twice its bid (a 90 no-trump adds 180, or 160 + 180 to the defenders if it fails); the contract still needs the bid itself.',
				'The defenders’ capot: when the contract fails and the defenders win every trick, they score the capot like takers would (250, or 252 with that option) plus the bid, instead of 160 plus the bid. It is entered with its own toggle, “Defenders won every trick”, which means the takers have 0 points. Example: 100 fails without a trick for the takers: 250 + 100 = 350.',
				'Bids by one: any whole bid from 80 to 160 may be entered (82, 91 …), with −1 and +1 beside the bids in tens; it scores like any bid: 91 made with 100 gives 100 + 91.',
				'Surcoinche triples: a surcoinche multiplies by 3 instead of 4, wherever the multiplier counts (the bid, or the whole deal with the options that multiply it); a coinche still doubles. Example: 100 surcoinched, made with 110: 110 + 3 × 100 = 410, the defenders 50.',
				'Announcements apart from the contract: the announcements never count toward making the contract; the team whose announcements score adds them to its own score, whether the contract is made or fails. Example: 100 with 90 card points and a fifty: 90 < 100, the contract fails; the defenders score 160 + 100 = 260 and the takers keep their 50.',
				'Hundreds by length: between two hundreds (sequences of five or more), the longer one wins whatever its top card, so six to the king beats five to the ace; between two of the same length the higher top card, then the sequence in trumps, decides as usual. Four of a kind worth 100 still ties a hundred.'
			]
		},
		end: {
			title: 'End of the match',
			paragraphs: [
				'After each deal, if a team has reached the target or more, the match is over and that team wins. If both teams are over the target, the higher total wins. If their totals are equal, the team that scored more in the last deal wins.'
			]
		},
		'house-rules': {
			title: 'House rules',
			paragraphs: [
				'Each match records the options chosen when it was created; changing one later scores every deal again.'
			],
			items: [
				'Target: 2000 by default; 1000 and 1500 are common, and any target from 100 to 10,000 can be set.',
				'Direction: anticlockwise by default (the deal passes to the right, the dealer’s right-hand neighbour speaks and leads first); clockwise mirrors it.',
				'Belote counts toward the contract: on by default; off, the takers must reach the bid with card points alone.',
				'Capot bonus: on by default, 250 for every trick won without a capot bid; off, those 162 card points round to 160.',
				'Doubled failure: off by default; on, a failed contract gives the defenders (160 + bid) × multiplier instead of 160 + bid × multiplier.',
				'No-trump and all-trump: off by default; on, those contracts can be entered, with their own card values.',
				'Scoring scale: bid added by default (card points + multiplier × bid); points made, the contract decides who scores and each team scores its own card points.',
				'Exact points: off by default; on, card points are never rounded and a whole deal counts 162 instead of 160.',
				'Coinche doubles the whole deal: off by default; on, the winner of a coinched deal scores (160 + bid) × multiplier, the other side only its belote.',
				'Announcements: off by default; on, sequences and fours of a kind of the first trick are entered and scored.',
				'Belote to the deal’s winner: off by default; on, the belote of a failed, coinched or capot deal goes to the side that won it.',
				'Capot worth 252: off by default; on, every trick without a capot bid scores 252 instead of 250.',
				'A coinche multiplies points and bid: off by default; on, a made coinche scores (card points + bid) × multiplier for the takers.',
				'No-trump bids count double: off by default; on, a no-trump bid scores twice its value.',
				'The defenders’ capot: off by default; on, defenders who win every trick of a failed contract score the capot plus the bid.',
				'Bids by one: off by default; on, any whole bid from 80 to 160, not only tens.',
				'Surcoinche triples: off by default; on, a surcoinche multiplies by 3 instead of 4.',
				'Announcements apart from the contract: off by default; on, announcements never count toward the contract and stay with their team.',
				'Hundreds by length: off by default; on, between two hundreds the longer sequence wins.',
				'Presets on the new-match form set these scoring options in one tap (“As the rules text”, “Points made”, “No rounding”…); the table’s last choice is offered first.'
			]
		},
		readings: {
			title: 'How Tablekeeper reads the rules',
			paragraphs: ['The source text leaves a few points open. These are the readings Tablekeeper uses:'],
			items: [
				'The 82-point minimum applies to every contract; it only makes a difference on a bid of 80.',
				'Belote is scored by the team that declared it in every case: made, failed, capot made or missed.',
				'Rounding comes after the contract is judged, never before.',
				'“Won every trick” is entered, not guessed from 162 points, and it always means 162 points.',
				'A capot bid is made only by winning every trick; defenders who take every trick score an ordinary failure.',
				'A deal where everyone passed counts as a deal for the turn order: the next dealer deals.',
				'Equal totals over the target go to the team that scored more in the last deal.',
				'Coinche can come only from a defender and surcoinche only from the taking team, after a coinche. Naming who called is optional.',
				'No belote in no-trump; in all-trump, one belote per deal at most.',
				'Card-point totals that no set of cards can make (1 and 161, except in all-trump) are refused as typing slips.',
				'Where other Coinche sources score differently (points made, no rounding, whole-deal doubling, announcements), Tablekeeper offers their reading as a house option; the defaults stay the rules text’s. Tablekeeper’s docs list the readings and their sources.'
			]
		}
	}
});
