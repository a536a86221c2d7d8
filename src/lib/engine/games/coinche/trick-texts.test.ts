/**
 * The trick referee's explanation of one card reads as one consistent verdict: a card off the led
 * suit is never "any card was allowed" followed by "legal only if he had no clubs"; it says the card
 * does not follow, then what the player must have lacked. Each row cites its line in
 * rules/coinche.txt ("GAMEPLAY") or RULES-NOTES Coinche "Trick referee".
 */
import { describe, expect, it } from 'vitest';
import { explainLine } from '$lib/i18n/explain';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { refereeTrick } from './trick-referee';

const names = { seats: ['Ana', 'Ben', 'Chloé', 'Dan'], columns: ['Us', 'Them'] };
let lang: 'en' | 'fr' = baseLocale;
overwriteGetLocale(() => lang);

/** The explanation lines about the card played at `position` (Ana leads; play goes to her right, Dan), in English or French. */
function said(trump: string, cards: string[], position: number, language: 'en' | 'fr' = 'en'): string[] {
	lang = language;
	const result = refereeTrick(trump, cards, 0);
	if (!result.ok) throw new Error('the trick does not read');
	const seat = result.trick.plays[position]!.seat;
	const lines = result.trick.lines.filter((l) => l.values?.seat === seat && l.rule !== 'coinche.trick-winner');
	const text = lines.map((l) => explainLine(l, names));
	lang = baseLocale;
	return text;
}

describe('the trick referee explains each card once, without contradiction', () => {
	it.each([
		{
			rule: 'rules/coinche.txt 27: "If a player is not able to follow suit, they will need to play a trump if an opponent is currently winning"',
			trump: 'H',
			cards: ['AS', '7D'],
			position: 1,
			en: [
				'Dan plays 7♦ without following spades.',
				'Legal only if Dan had no spades.',
				'Legal only if Dan had no trump (hearts).'
			]
		},
		{
			rule: 'rules/coinche.txt 27: "If your partner currently is winning the trick, then you may play any card."',
			trump: 'H',
			cards: ['AS', '9H', '7H', '7D'],
			position: 3,
			en: [
				"Dan, Ben's partner, is winning: Ben does not have to trump.",
				'Ben plays 7♦ without following spades.',
				'Legal only if Ben had no spades.'
			]
		},
		{
			rule: 'rules/coinche.txt 28: "If the trick was led with a trump, players must always try to beat the highest card"',
			trump: 'S',
			cards: ['7S', '10D'],
			position: 1,
			en: ['Dan plays 10♦ without following spades.', 'Legal only if Dan had no spades.']
		},
		{
			rule: 'RULES-NOTES Coinche "Trick referee": "No-trump: follow suit only."',
			trump: 'NT',
			cards: ['AS', '7D'],
			position: 1,
			en: ['Dan plays 7♦ without following spades.', 'Legal only if Dan had no spades.']
		},
		{
			rule: 'rules/coinche.txt 26: "All players must follow suit if able but are not required to beat"',
			trump: 'H',
			cards: ['AS', '7S'],
			position: 1,
			en: ['Dan follows spades with 7♠.']
		}
	])('$rule', ({ trump, cards, position, en }) => {
		expect(said(trump, cards, position)).toEqual(en);
	});

	it('no card is "any card allowed" and "legal only if" at once, in either language', () => {
		for (const [trump, cards] of [
			['H', ['AS', '7D', '8D', '9D']],
			['H', ['AS', '9H', '7H', '7D']],
			['S', ['7S', '10D', 'JD', 'QD']],
			['NT', ['AS', '7D', '8D', '9D']],
			['AT', ['AS', '7D', '8D', '9D']]
		] as const)
			for (const position of [1, 2, 3]) {
				const en = said(trump, [...cards], position, 'en');
				const fr = said(trump, [...cards], position, 'fr');
				expect(en.some((l) => l.includes('any card')) && en.some((l) => l.startsWith('Legal only'))).toBe(false);
				expect(fr.some((l) => l.includes('toute carte')) && fr.some((l) => l.startsWith('Permis seulement'))).toBe(
					false
				);
			}
	});
});
