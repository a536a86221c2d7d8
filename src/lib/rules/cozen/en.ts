/**
 * Cozen rules page in English, in our own words (rules/cozen.txt and the Cozen readings of
 * RULES-NOTES.md); its sections and the ids they explain are in sections.ts.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Cozen',
	credit: 'Cozen is a card game by Zach Gage (rules version 0.2.2). This page is Tablekeeper’s own summary.',
	sections: {
		overview: {
			title: 'The game',
			paragraphs: [
				'Two players face each other, one with all the red cards of a pack and one with all the black cards. Each colour makes a deck of 26 cards: two of every rank from ace to king, where one of the two kings carries a mark (draw a cross on it the first time you play).',
				'Cards you capture go to your jail and stay there for the rest of the game, so every capture also makes the other deck smaller for the rounds to come. The first jail worth 70 victory points wins.',
				'Tablekeeper keeps both decks and both jails, settles each contested stake and scores the jails. You enter what happened at the table; everything else is worked out from it.'
			]
		},
		flow: {
			title: 'A round',
			paragraphs: [
				'Each player shuffles their own deck, turns its top card face up into the row of stakes, and draws five cards. The player handed the card box plays first; the box changes hands every round, so the first player alternates.',
				'On your turn you either add one card face down at the right end of the stakes row and draw a card, or you put any number of cards from your hand face down on your side of one stake (a wager). Wagered cards never move, but you may add more to the same stake later. Since drawing only happens after staking, a player wagers at most five cards in a round.',
				'The round ends when one player has no card left in hand; the other player gets one last turn. Then the contested stakes are revealed and settled, every card that did not go to a jail returns to its deck, and the next round starts.'
			]
		},
		recording: {
			title: 'Entering a round',
			paragraphs: [
				'A round can be entered in two ways, and you can switch from one round to the next. Both lead to exactly the same decks, jails and scores when the same cards were captured.',
				'Battle by battle: enter the two face-up stakes flipped at the start of the round, then the stakes row as it ended. For a face-up stake pick it from the list; for a face-down stake say whose it was and, if its hand was contested, which card it turned out to be. Under each stake, enter the cards each colour wagered. A colour that wagered alone against the other colour’s stake does not show its cards: enter only how many there were. Stakes nobody fought over can be left out.',
				'Jail contents: enter the two new face-up stakes, then the cards that went into the red jail and those that went into the black jail. Use this when the table settles its battles by itself; the battle calculator can still check a disputed one.',
				'In two player games the colour tells whose cards they are. In 2v2, say which player each card came from.'
			],
			items: [
				'The face-up stakes of a round are flipped by the first player and the next one (in a two player game: by both players).',
				'Every card of a face-down stake whose hand was contested must be named, since it may go to a jail.',
				'When both colours wagered on the same stake, every card there is shown and must be entered.'
			]
		},
		strength: {
			title: 'Strength of a side',
			paragraphs: [
				'Only two kinds of combination give strength. A pair of equal ranks is worth 3. A straight of two or more ranks in a row is worth 1 per card. The ace can sit below the 2 or above the king, but a straight may not wrap around from king through ace to 2.',
				'A side can hold several pairs but only one straight counts. Each card counts in one combination at most, and the order in which the cards were played does not matter. Three of a kind is a pair plus a spare card. The marked king is an ordinary king here.',
				'Tablekeeper always takes the arrangement that gives the side the most strength, so 5 6 6 7 is worth 3 (the straight 5-6-7 or the pair of 6s) and 5 5 6 6 7 is worth 6 (two pairs).'
			]
		},
		stake: {
			title: 'Using your own stake',
			paragraphs: [
				'The stake is what the battle is about; on its own it adds nothing to either side. Its owner, and only its owner, may use it when it completes a combination with the owner’s wagered cards, for instance a king wagered under your own king stake makes a pair.',
				'Tablekeeper brings the stake in whenever the best strength can be reached with it: the strength is the same and the extra card can only help in a tie. It leaves the stake out when using it would lower the strength (J J 4 with a Q stake stays a pair of jacks).'
			]
		},
		battles: {
			title: 'Settling a stake',
			paragraphs: [
				'A stake is contested when its hand holds both colours, counting the stake itself. Uncontested stakes are not revealed: all their cards go home.',
				'If only one colour wagered, against the other colour’s stake, it wins without showing anything and takes the stake. If both wagered, both sides are revealed and the higher strength wins.',
				'The winner sends every opposing card of that hand to its jail, the opposing stake included, and takes its own cards back.'
			]
		},
		ties: {
			title: 'Breaking a tie',
			paragraphs: [
				'When both sides have the same strength, compare their highest cards, then the next ones, and so on down the line. For this the ace is always high, and the stake only counts if its owner brought it into a combination.',
				'A side that runs out of cards while the other still has one loses. If the two sides are equal all the way down, nobody captures anything and every card returns to its owner.'
			]
		},
		jail: {
			title: 'Jails and victory points',
			paragraphs: [
				'Captured cards stay face up in the winner’s jail until the end of the game. The score of a colour is the value of its jail.'
			],
			items: ['Ace: 1', '2 to 10: their number', 'Jack, queen, king: 10', 'Marked king: 70']
		},
		'carry-over': {
			title: 'A round without captures',
			paragraphs: [
				'If nobody captured a single card in a round, the face-up stakes that opened it stay on the table, and the next round adds two more, so it opens with four face-up stakes (six after a second quiet round). Face-down stakes always go back to their decks.',
				'As soon as a round captures something, every card not in a jail goes home, carried stakes included.'
			]
		},
		winning: {
			title: 'Winning',
			paragraphs: [
				'A colour whose jail holds 70 victory points or more at the end of a round wins. If both jails pass 70 in the same round, the higher total wins; if they are equal, play another round.'
			]
		},
		decks: {
			title: 'Decks and the deck tracker',
			paragraphs: [
				'A deck at home is its 26 cards minus those in the other jail and minus its face-up stakes still lying on the table. The card picker only offers what a deck still holds, so you cannot enter a third 7, a second marked king or a card that is in a jail.',
				'For each deck the tracker shows what is left, what it lost and the value of the jail, and the exact chance that a fresh five-card hand from what is left holds at least one pair. Pairs are the cheapest strength, which is why losing single cards hurts a deck more than losing whole pairs.'
			]
		},
		'two-v-two': {
			title: '2v2',
			paragraphs: [
				'Four players in two teams, red against black, with two packs: each player has an own 26-card deck of the team’s colour. Teammates sit side by side, may look at each other’s played cards but may not talk about them. The turn order is set when the match is created.',
				'Only the first player of the round and the player after them flip a face-up stake. A team’s cards under one stake form one side (so it can hold up to four of a rank), the stake serves its owner’s team, and each player still wagers at most five cards. The first team with more than 100 victory points wins (the rules’ “surpasses 100”: exactly 100 is not enough).'
			]
		},
		readings: {
			title: 'How Tablekeeper reads the rules',
			paragraphs: ['Where the rules leave a gap or contradict themselves, Tablekeeper follows these readings.'],
			items: [
				'The worked example at the end of a round says red gains 5 points for a 10 and two 4s. By the card values that is 18 victory points, and Tablekeeper counts 18.',
				'The best possible arrangement always counts, and the stake is brought in whenever that best strength can be reached with it.',
				'Only the face-up stakes that opened a round without captures stay on the table.',
				'A side that runs out of cards in a tie-break loses.',
				'In 2v2 the target is more than 100 (101 or more), a team’s cards under a stake count together, and the box passes along the turn order entered at setup (the rules’ turn order card is not part of the text).'
			]
		}
	}
});
