/**
 * The Coosner rules page in English: written in our own words from rules/coosner.txt and the
 * Coosner readings of RULES-NOTES, with the rebuilt advisor table.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Coosner',
	credit: 'After the rules by Jim Risner and John Cooper (rules text last updated 4/5/99).',
	sections: {
		overview: {
			title: 'The game in short',
			paragraphs: [
				'Coosner is for two or three players with one 52-card pack; four can play with two packs shuffled together, so every card then exists twice. Each round, every player secretly sets aside three cards as advisors, then the players bid cards from their hands to buy the cards of a face-down pile, the puppies. At the end of the round each advisor is paid in puppies of its own suit, and the aim is to buy exactly what each advisor wants.',
				'With two players each gets 18 cards and 16 are left for the puppy pile; with three players each gets 13 and 13 are left. With four players the hand size is a setting of the match (18 by default, leaving 32 puppies).',
				'The deal passes to the left after every round. The player on the dealer’s left flips the first puppy.'
			]
		},
		advisors: {
			title: 'Advisors and what they want',
			paragraphs: [
				'Any three cards of the hand may be advisors, even two or three of the same suit. They stay hidden until the end of the round and cannot be used to buy. An advisor wants puppies of its own suit, as many as a third of its value, rounded up. A jack, queen or king counts as 10. The table in the rules text is damaged; this is the full table Tablekeeper uses:'
			],
			items: [
				'Ace: 1 or 4 (see the ace option)',
				'2, 3: 1 puppy',
				'4, 5, 6: 2 puppies',
				'7, 8, 9: 3 puppies',
				'10, jack, queen, king: 4 puppies'
			]
		},
		buying: {
			title: 'Flipping and buying puppies',
			paragraphs: [
				'The flipper turns the top card of the puppy pile face up. Starting with the flipper and going clockwise, every player lays one card from the hand face up as an offer.',
				'If anyone offered a card of the puppy’s suit, the highest such card buys the puppy; a low card of the right suit beats any card of another suit. If nobody did, the highest card of all buys it. Cards rank from 2 up to king, and the ace is always the highest. The buyer keeps the puppy face up, every offered card goes to the discard pile, and the buyer flips the next puppy.',
				'When two offers tie for the top (say a 9 of hearts and a 9 of spades for a diamond puppy), nobody buys: the puppy goes to the discard pile with the offers, and the same player flips again. With two packs the same card can be offered twice, which also ties. The round ends when the hands are empty.',
				'Tablekeeper’s puppy referee takes the puppy, each player’s offer and the flipper, and says who buys (or that the puppy is discarded) and who flips next.'
			]
		},
		scoring: {
			title: 'Scoring the advisors',
			paragraphs: [
				'At the end of the round the advisors are revealed and every puppy goes to an advisor of its suit. An advisor that gets exactly the number it wants is satisfied: each of its puppies is worth 3 points. An advisor that gets fewer or more is not satisfied: its puppies are worth 1 point each, and an advisor with no puppy scores nothing.',
				'Puppies of a suit that none of the player’s advisors holds are unwanted and are worth 1 point each.',
				'Example: advisors 8 of spades (wants 3), 4 of hearts (wants 2) and king of diamonds (wants 4), with 3 spades, 1 heart, 4 diamonds and 2 clubs bought: 9 + 1 + 12 + 2 unwanted = 24.'
			]
		},
		split: {
			title: 'Two advisors of one suit: the best split',
			paragraphs: [
				'When a player has two or three advisors of the same suit, the rules do not say how that suit’s puppies are shared. Tablekeeper tries every way of sharing them (and, for an ace under the default rule, both of its readings) and keeps the one that scores the most; the explanation shows the split it chose.',
				'Example: advisors 5 of spades (wants 2) and 7 of spades (wants 3) with 4 spades. Giving 3 to the 7 and 1 to the 5 scores 9 + 1 = 10, better than 2 and 2 (6 + 2 = 8): satisfying the 7 beats satisfying the 5.',
				'When two splits score the same, Tablekeeper keeps the one that satisfies more advisors, then the one closest to what the advisors want.'
			]
		},
		'coosner-bonus': {
			title: 'A Coosner',
			paragraphs: [
				'A player whose three advisors are all satisfied and who holds no unwanted puppy has made a Coosner and earns a bonus: 5 points, or 7 if the table chose the larger bonus.',
				'Example: advisors 2 of clubs, 6 of hearts and 9 of diamonds with exactly 1 club, 2 hearts and 3 diamonds: 3 + 6 + 9 = 18, plus 5 for the Coosner = 23 (25 with the 7-point bonus).'
			]
		},
		'round-and-game': {
			title: 'Winning a round and the game',
			paragraphs: [
				'The highest score of the round wins it; players level at the top share it. Scores add up from round to round.',
				'The game ends after a round in which someone reaches the end score (100 by default). The highest total wins, even if another player also passed the end score. If the highest totals are tied, nobody has won yet and the players deal another round, until one total is higher than all others.'
			]
		},
		entering: {
			title: 'Entering a round, and the checks',
			paragraphs: [
				'For each player, enter the three advisors and the puppies bought, either as a count per suit or card by card. The wanted counts, the split and the score show before the round is saved. A round with a problem is not saved until it is fixed, and nothing already entered is lost.',
				'Tablekeeper refuses a round when a card appears more often than the packs in play hold it (once with one pack, twice with two), counting every player’s advisors and puppy cards; when more cards of a suit are entered than the packs hold; or when more puppies are entered than could have been bought.',
				'Every purchase takes one card from each hand, and each hand has its size minus the three advisors to bid with, so the whole table can buy at most that many puppies, and never more than the pile holds: 15 with two players, 10 with three, 15 with four (with 18-card hands).'
			]
		},
		options: {
			title: 'House options',
			paragraphs: ['These are chosen when the match is created and shown on the match screen.'],
			items: [
				'End score: 100 by default, 200, or any score the table agrees on. The game ends after the round in which a total reaches it.',
				'Coosner bonus: 5 points by default, or 7.',
				'Ace advisors: by default an ace wants 1 or 4, whichever scores better for its owner. With the other choice, the player declares 1 or 4 when entering the round, and that number is scored.',
				'Cards per player: only for four players with two packs, 18 by default. It sets how many puppies can be bought. Two and three players always play with 18 and 13 cards.'
			]
		},
		readings: {
			title: 'Where the rules text leaves gaps',
			paragraphs: [
				'The rules text gives a damaged advisor table; the table above follows its own rule (a third of the value, rounded up, with face cards counting 10).',
				'It says an ace is worth 1 or 4 without saying who chooses: Tablekeeper picks the better reading, unless the table opts for declared aces.',
				'It does not say how to share a suit between two advisors: Tablekeeper takes the best-scoring split.',
				'It gives no hand size for four players: that is a setting. The limit on puppies follows from the hand size and the pile, as explained above.',
				'It says the first player to pass the end score wins, the highest total when several do, and that ties play on: Tablekeeper ends the game after the round in which a total reaches the end score, and only when one total is highest.'
			]
		}
	}
});
