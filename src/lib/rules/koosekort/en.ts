/**
 * The KooseKort rules page in English, in our own words: the board, sets
 * and wilds, the specialty cards at the end of a round, the went-out penalty, Krush, the house
 * options and the readings RULES-NOTES chose. Section `rules` list the engine's rule ids.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'KooseKort',
	credit:
		'KooseKort is a game by NOCA Games, LLC (2024), www.koosekort.com. This page sums up its scoring in our own words.',
	sections: {
		overview: {
			title: 'The game at a glance',
			paragraphs: [
				'Two to six players each lay out fifteen face-down cards as a board of five columns and three rows. Cards are worth from -3 to 11, and some are Wilds. During a round you flip, draw and exchange cards to build sets in your columns, because a set leaves the board and stops counting.',
				'A round ends when one player has turned every card face up: that player has gone out, and everyone else plays one last turn. Then each board is scored. After four rounds the lowest total wins.',
				'Tablekeeper does the counting at the end of each round: it reads every column, plays any Swap or Rearrange a player still holds in the best possible way, adds the went-out penalty and keeps the totals.'
			]
		},
		entering: {
			title: 'Entering a round',
			paragraphs: [
				'Mark the one player who went out first. Then, for each player, enter the board as it lies face up: each column from top to bottom, three cards each, a value from -3 to 11 or W for a Wild. A column that was taken off during play is marked as cleared.',
				'Tick Swap or Rearrange for a player who has not used that specialty card yet this round, and tick Krush only for a KooseKort Krush (see below).',
				'A round with a mistake is not saved: a column with fewer than three cards, a value out of range, nobody or two players marked as going out, or a board missing for a player each show a message next to the field to fix.'
			]
		},
		sets: {
			title: 'Sets',
			paragraphs: [
				'Columns are read from top to bottom. A column is a set when its three values are the same (4 4 4), or when they climb by one (9 10 11) or fall by one (0 -1 -2). The order matters: 9 11 10 is not a set as it lies.',
				'A set made without a Wild must be cleared, so it scores 0, even when its cards add up to less than 0: -1 -2 -3 scores 0, not -6. A column that is not a set scores the sum of its cards, so 5 5 6 costs 16 and -1 -2 -1 brings -4. A column cleared during play scores 0.',
				'Each column appears in the round\'s explanation with its cards, what it is and what it scores, for example "9 10 11: straight, cleared".'
			]
		},
		wilds: {
			title: 'Wilds',
			paragraphs: [
				'A Wild stands for whatever value from -3 to 11 makes its column a set. 7 W 9 is a straight (7 8 9); W W -3 is three -3s. A Wild cannot stand for a value that does not exist: 10 11 W would need a 12, so it is no set.',
				'A set that needs a Wild does not have to be cleared: the player keeps it when that scores lower. Such a column scores the sum of its other cards when that sum is below 0, and 0 otherwise. W W -3 is kept for -3; 7 W 9 is cleared for 0.',
				'A Wild left in a column that is not a set counts 0: 3 W 8 scores 11.'
			]
		},
		'strict-wilds': {
			title: 'House rule: strict wilds',
			paragraphs: [
				'Some tables count every Wild left on a board as a plain 0 card. With this option a Wild is a 0 before the columns are read, so it can only complete a set that a 0 would complete, and such a set is an ordinary set that must be cleared. 7 W 9 then scores 16 and 0 W 0 is three 0s, cleared.',
				'The option is off by default.'
			]
		},
		'specialty-cards': {
			title: 'Swap and Rearrange at the end of a round',
			paragraphs: [
				'Each player has four specialty cards to use once per round. No Thanks and Undercover only matter during play. Swap and Rearrange can still be played when the round ends, and Tablekeeper plays them for you if you still hold them.',
				'Swap exchanges any two cards of your board, even when that breaks a set or moves a card inside one column. Rearrange puts the three cards of one column in a new order, and only to turn a column that is not a set into a set. Holding both, you may play them in either order.',
				'The app tries every legal use, keeps the one that gives the lowest score, and says which cards moved and how the score changed. If a card held cannot lower the score, the explanation says so and nothing moves.'
			],
			items: [
				'5 5 5 / 9 10 11 / -1 -2 -1 / 5 5 6 / 3 W 8 scores 23. With a Swap still held it scores 9: the 6 and the 3 change places, 5 5 3 costs 13 and 6 W 8 becomes a set.',
				'9 11 10 with a Rearrange still held becomes 9 10 11 and is cleared.'
			]
		},
		'went-out': {
			title: 'The went-out penalty',
			paragraphs: [
				"Going out first is a gamble. If the player who went out scores more than 0 and someone else scored as little or less, that player adds 10 points. A score of 0 or less is never penalised, and neither is a score strictly lower than everyone else's.",
				'Example with four players, the other three scoring 12, 20 and 15: going out with 12 costs 22, going out with 11 stays 11, going out with -2 stays -2.',
				'House rule: with "a tie for lowest spares the player who went out", sharing the lowest score is enough to avoid the penalty (12 against 12 stays 12). The option is off by default.'
			]
		},
		krush: {
			title: 'KooseKort Krush',
			paragraphs: [
				'A player who clears their whole board on their very first turn of a round makes a KooseKort Krush: the match stops there and that player wins, whatever the totals say.',
				"Our reading: the round of a Krush is not counted for anyone, since nobody finishes it; the totals stay as they were and the Krush player is the winner. Enter it by ticking Krush on that player's board, with every column marked cleared and that player marked as going out; the other boards do not need to be filled in. Only one player can make a Krush in a round."
			]
		},
		end: {
			title: 'Dealing and the end of the match',
			paragraphs: [
				'The player clockwise from the dealer plays first, and the deal passes clockwise after each round.',
				'After the fourth round the lowest total wins. Players tied for the lowest total share the win. House rule: "the last round decides" gives the win to the tied player with the lowest score in the fourth round; if they tied there too, the win is still shared.'
			]
		},
		readings: {
			title: 'How we read the rules',
			paragraphs: [
				'The printed rules leave a few points open. These are the choices Tablekeeper makes, following our rules notes.'
			],
			items: [
				'Sets are read top to bottom only, and a straight may run up or down.',
				'A set without a Wild is always cleared, even when keeping it would score less than 0.',
				'A set that needs a Wild is kept only when that lowers the score; its Wilds count 0.',
				'Rearrange exists to form or complete a straight, so it is only allowed to turn a non-set into a set. Swap has no such limit.',
				'Worked examples assume the player holds no specialty card unless they say otherwise.',
				'The sample score sheet (Scott 59, Janet 33, Julie 38, Laura 40) adds up as printed: Janet wins with the lowest total.'
			]
		}
	}
});
