/**
 * The free-form scoresheet page in English. The scoresheet follows no published rules text: it is
 * Tablekeeper's own sheet for any game, so the page explains its options and gives no credit.
 */
import { composeRules } from '../structure';
import { sections } from './sections';

export default composeRules(sections, {
	title: 'Free-form scoresheet',
	sections: {
		overview: {
			title: 'A sheet for any game',
			paragraphs: [
				'The free-form scoresheet keeps score for a game Tablekeeper does not know: you work out each player\u2019s points at the table and type them in. It is Tablekeeper\u2019s own sheet, not based on a published rules text, so it never checks how the points were made.',
				'From 1 to 12 players can share a sheet. Each player may start from a score other than zero, for example to carry on a match begun on paper.'
			]
		},
		rounds: {
			title: 'Entering a round',
			paragraphs: [
				'Each round, type one whole number per player: negative numbers are allowed, up to a million either way. The number is added to that player\u2019s total, and the round\u2019s explanation lists what each player got.',
				'The deal moves to the next player after every round; the match screen shows who deals.'
			]
		},
		winning: {
			title: 'Who wins and when it ends',
			paragraphs: [
				'Before the match, choose whether the highest or the lowest total wins, and, if you like, how the match ends.'
			],
			items: [
				'A target score: the match ends at the end of the round in which any player reaches it.',
				'A number of rounds: the match ends once that many rounds are entered.',
				'Neither: the match goes on for as long as you keep entering rounds.',
				'A target and a number of rounds cannot both be set. Players tied at the best total share the win.'
			]
		}
	}
});
