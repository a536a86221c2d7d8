/**
 * The Cooncan rules page in English: written in our own words from rules/cooncan.txt (Foster's
 * game for three) and the Cooncan readings of RULES-NOTES.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Cooncan',
	credit:
		'After R. F. Foster, "Cooncan (Conquián): A Game of Cards Also Called Rum", Frederick A. Stokes Company, 1913 (public domain).',
	sections: {
		deal: {
			title: 'Players, pack and deal',
			paragraphs: [
				'Foster’s book has a game for each size of table. This page describes the game for three, then what changes for two players and for four or five (sections below).',
				'Three people play with one ordinary 52-card pack. The table may add the joker, which makes 53 cards; it is a setting of the match and is off unless you switch it on.',
				'The players cut to choose seats and the first dealer (the highest card deals; kings are high, aces low, and the joker is lowest of all). Tablekeeper asks for the first dealer when the match is created, then passes the deal one seat to the left after every deal, a void one included.',
				'Each player receives seven cards, one at a time. The next card is turned up to start the stock, the discard pile, and the rest of the pack stays face down beside it as the draw pile. The player on the dealer’s left plays first.'
			]
		},
		play: {
			title: 'A turn, and going out',
			paragraphs: [
				'On your turn you take one card: either from the stock or the top card of the face-down pack. You may then lay down combinations of your own and add cards to combinations already on the table, yours or anybody’s; nothing forces you to do either. You end the turn by discarding one card onto the stock, wherever your draw came from.',
				'Tables play the stock in one of two ways, and the match records which. With a covered stock every discard goes on top of the previous one, so only the last card can be taken. With an exposed stock the discards are spread out and each stays available, so on your turn you may pick any of them. The choice changes how the game is played but never the score.',
				'The deal ends as soon as somebody has got rid of every card, by melding and adding to melds. That player has gone out and wins the deal.'
			]
		},
		melds: {
			title: 'Combinations and the joker',
			paragraphs: [
				'A combination has at least three cards and is one of two kinds. A sequence is three or more cards of one suit in a row, such as 6, 7, 8 of hearts. The ace may sit below the 2 (A-2-3) or above the king (Q-K-A), but a sequence never turns the corner: K-A-2 is not allowed. A set is three or four cards of the same rank; since there is a single pack, there are only four of each rank and each card exists once.',
				'The joker, when the match has one, may be called any card its holder likes: it fills a place in a sequence or a set as that card. Only the joker can stand for another card, and there is only one of it.',
				'Tablekeeper’s meld referee takes a layout (the cards, with what the joker stands for) and answers "valid sequence", "valid set", or the reason it is neither.'
			],
			items: [
				'Fewer than three cards: not a combination.',
				'Cards of different suits and different ranks: neither a sequence nor a set.',
				'A missing card inside a sequence: a gap.',
				'King, ace and two together: a sequence cannot wrap round.',
				'Five or more of one rank: one pack only has four.',
				'The same card twice, or the joker standing for a card already in the layout.',
				'A joker in a match without one, two jokers, or a joker that does not say what it stands for.'
			]
		},
		'joker-shift': {
			title: 'Moving the joker',
			paragraphs: [
				'A joker that sits at one end of a sequence may be moved once to the other end, where it then stands for the card just beyond that end: in 4, 5, joker of hearts the joker (the 6) can become the 3. After that it stays where it is for good.',
				'A joker inside a sequence can never be moved, and neither can a joker in a set. There must also be a card beyond the other end: a sequence that already reaches the ace at that end has no room, because it cannot wrap from king to ace to two.'
			]
		},
		settlement: {
			title: 'Settling a deal',
			paragraphs: [
				'When somebody goes out, each of the other two players adds up the cards still in hand and pays that many points to the player who went out. The two losers never pay each other.',
				'The running score is each player’s net: what they have collected minus what they have paid. Since every point one player wins another pays, the three nets always add up to zero.',
				'Example: A goes out. B still holds the king of spades, the 7 of diamonds and the 3 of clubs: 10 + 7 + 3 = 20. C holds the ace of hearts, the 9 of spades and the 2 of diamonds: 11 + 9 + 2 = 22. B pays A 20, C pays A 22, and the deal reads A +42, B −20, C −22. If aces count 1, C pays only 12 and A gets 32. With the joker in play, a hand of joker, 4 of hearts and queen of clubs counts 15 + 4 + 10 = 29.'
			],
			items: ['Joker: 15', 'Ace: 11 (or 1, see the options)', 'King, queen, jack: 10', '10 down to 2: their face value']
		},
		entering: {
			title: 'Entering a deal',
			paragraphs: [
				'Choose who went out, then for each of the two other players either tap the cards left in hand on the card grid or type their count. Tapping lets Tablekeeper show each card’s value in the explanation; typing is quicker when the table has already counted.',
				'Before anything is saved the app checks the entry and points at the field that is wrong, so nothing half-entered is kept: a card can only be in one hand, the joker appears at most once and only when the match has it, a player who did not go out holds between one and seven cards, the player who went out holds none, and a typed count must be a whole number that one to seven cards can actually make (2 to 74 with the usual counts, 79 with the joker).'
			]
		},
		'pack-ran-out': {
			title: 'When the pack runs out',
			paragraphs: [
				'If the face-down pack is used up and still nobody has gone out, the deal is void: nobody pays, the nets stay as they were, and the deal passes on.',
				'With the option "the next deal counts double", a void deal also makes the next deal that somebody wins pay twice: each loser pays double the count of their hand. Several void deals in a row still only double it once; after the doubled deal everything is back to normal.'
			]
		},
		'two-players': {
			title: 'Two players',
			paragraphs: [
				'Two players use Foster’s original game, conquian: forty cards, the ace to the ten of each suit (kings, queens and jacks are put aside), and no joker. Each player receives ten cards, two at a time. Cards drawn from the pack are shown, and a player must get eleven cards down to win, so the last discard does not count.',
				'Each deal is a game in itself. The first player with eleven cards down wins it. If the pack runs out before either does, the deal is a tableau: nobody wins it, and it goes to the winner of the next game, so that game counts for two. Several tableaux in a row all wait for the next winner: after two tableaux the next game counts for three.',
				'By default Tablekeeper counts games won this way, and the score column is each player’s number of games. Tables that also pay for the cards left in hand choose “the loser pays for the cards left in hand”: the loser then pays the count of the cards still held (ace 11 or 1, other cards their face value) and the score is a net that adds up to zero; the games won, tableaux included, are still named in each deal’s explanation.',
				'Entering a deal: choose who got eleven cards down, or that the pack ran out. When the loser pays for cards, also tap the loser’s cards (at most ten, from the forty-card pack) or type their count.'
			]
		},
		'four-or-five': {
			title: 'Four or five players',
			paragraphs: [
				'Four or five players shuffle two 52-card packs and two jokers together and use them as one pack of 106 cards. Every card therefore exists twice, and a player may hold, or call the joker, a card that is already somewhere else. The jokers count 15, aces 11, kings, queens and jacks 10, and the other cards their pips.',
				'Play and settlement are those of the game for three: the player who goes out collects from every other player the count of the cards left in that player’s hand, and the nets add up to zero. Each player receives ten cards (our reading, see below), so a loser holds at most ten cards.',
				'Foster’s laws make one round of deals a game: the deal passes to the left and the game ends when every player has dealt once. Choose “after one round of deals” as the end of the match to play it that way.',
				'Entering a deal: the card grid offers two of each card and two jokers; a third copy of a card is refused beside the hand.'
			]
		},
		options: {
			title: 'House options',
			paragraphs: ['Each match keeps its own settings, chosen when it is created and shown on the match screen.'],
			items: [
				'Joker in the pack: off by default. When on, the joker can be entered in a hand (it counts 15) and used in combinations.',
				'Ace left in hand: 11 by default, or 1.',
				'Stock: covered or exposed. Recorded with the match; it changes play, not the score.',
				'When the pack runs out: the deal is void (default), or the next deal won counts double.',
				'End of the match: open (default; you stop when you like), after one round of deals (each player deals once), after an agreed number of deals, or when a player’s net reaches an agreed target.',
				'Two players score (two players only): games won, each tableau going to the next winner (default), or the loser pays for the cards left in hand. With two players, or with four or five, the joker and the stock are not options: the pack is fixed by the number of players.'
			]
		},
		end: {
			title: 'End of the match',
			paragraphs: [
				'An open match never ends by itself. With a number of deals, the match ends once that many deals have been played, void deals included, since they were dealt; the highest net wins, and players level on the highest net share the win.',
				'With a net target, the match ends after the first deal that brings a net to the target or above it, and the highest net wins. Only the player who went out gains in a deal, so that player is the one who gets there.',
				'After one round of deals, the match ends once every player has dealt once (void deals and tableaux included), and the highest score wins.',
				'A match carried over from paper may start from its nets. They must add up to zero (two players counting games start from their games won instead), and with a net target nobody may already be at it.'
			]
		},
		readings: {
			title: 'How Tablekeeper reads the rules',
			paragraphs: [
				'The text for three players says the winner collects the value of the cards left in the other hands but gives no table of values; Tablekeeper uses the counts Foster gives for the larger game in the same book: joker 15, ace 11, pictures 10, other cards at face value.',
				'The text does not say what happens when the pack runs out; by default the deal is void, and the doubling of the next deal is offered as a house option. It does not say how a match ends either: open play, a number of deals and a net target are all offered.',
				'The chapters for two and for four or five players leave some points open; our readings: four or five players receive ten cards each; in the double pack a set is still three or four cards of one rank, and may hold the same card twice, while a sequence holds each card once; a meld may use both jokers; the pack running out in the double-pack game works as in the game for three (void, or the option doubling the next deal); with two players several tableaux in a row all go to the next winner, one extra game each; the forty-card pack counts as the single pack does, with the ace low in sequences (A-2-3, never 9-10-A). docs/cooncan-variants.md lists every reading.',
				'Our own choices where the text is silent: the deal passes to the left after every deal; a void deal counts as a deal toward a fixed number of deals; players level on the highest net at the end share the win; a player who did not go out must hold at least one card; and a sequence of all thirteen cards of a suit is read with the ace low.'
			]
		}
	}
});
