/**
 * The rules search (a search across the rules, accent- and
 * case-insensitive, results landing on a section), table by table.
 */
import { describe, expect, it } from 'vitest';
import { excerptAround, fold, queryWords, searchRules, type SearchableDoc } from './search';

const docs: SearchableDoc[] = [
	{
		game: 'alpha',
		doc: {
			title: 'Alpha',
			credit: 'After someone.',
			sections: [
				{ id: 'deal', title: 'Dealing', paragraphs: ['The dealer’s left hand opponent cuts.'] },
				{ id: 'score', title: 'Scoring', paragraphs: ['Nothing here.'], items: ['A capot is worth 250.'] }
			]
		}
	},
	{
		game: 'beta',
		doc: {
			title: 'Bêta',
			credit: 'D’après quelqu’un.',
			sections: [
				{ id: 'ete', title: 'Été', paragraphs: ['On joue l’été.'] },
				{ id: 'capot', title: 'Le capot', paragraphs: ['Toutes les levées.'] }
			]
		}
	}
];

const ids = (query: string) => searchRules(docs, query).map((h) => `${h.game}#${h.sectionId}`);

describe('fold: case, accents and typographic quotes are ignored', () => {
	it.each([
		['Été', 'ete'],
		['ÇA', 'ca'],
		['dealer’s', "dealer's"],
		['« oui »', '" oui "'],
		['Cœur', 'cœur']
	])('%s → %s', (text, folded) => {
		expect(fold(text)).toBe(folded);
		expect(fold(text)).toHaveLength(text.length);
	});
});

describe('queryWords', () => {
	it.each([
		['', []],
		['a', []],
		['  é ', []],
		['ca', ['ca']],
		['  Capot   ÉTÉ ', ['capot', 'ete']]
	])('%j → %j', (query, words) => expect(queryWords(query)).toEqual(words));
});

describe('searchRules', () => {
	it.each([
		// Case and accents, both ways.
		['ETE', ['beta#ete']],
		['été', ['beta#ete']],
		// A typed straight apostrophe finds a typographic one.
		["dealer's", ['alpha#deal']],
		// Items are searched; title matches come first, then text matches in page order.
		['capot', ['beta#capot', 'alpha#score']],
		// Every word must be in the same section.
		['capot 250', ['alpha#score']],
		['capot levées', ['beta#capot']],
		['dealer capot', []],
		// Too short to search.
		['c', []]
	])('%j finds %j', (query, expected) => expect(ids(query)).toEqual(expected));

	it('an excerpt shows the passage that matched, or the title when the title matched', () => {
		expect(searchRules(docs, 'capot 250')[0]!.excerpt).toBe('A capot is worth 250.');
		expect(searchRules(docs, 'le capot')[0]!.excerpt).toBe('Le capot');
		expect(searchRules(docs, 'capot toutes')[0]!.excerpt).toBe('Toutes les levées.');
		const hit = searchRules(docs, 'opponent')[0]!;
		expect(hit).toMatchObject({ game: 'alpha', gameTitle: 'Alpha', sectionId: 'deal', sectionTitle: 'Dealing' });
	});
});

describe('excerptAround', () => {
	const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

	it('keeps short text whole', () => expect(excerptAround('short text', 3)).toBe('short text'));

	it('cuts long text at spaces around the match, marking the cuts', () => {
		const at = long.indexOf('word30');
		const out = excerptAround(long, at, 60);
		expect(out).toContain('word30');
		expect(out.startsWith('…word')).toBe(true);
		expect(out.endsWith('…')).toBe(true);
		expect(out.length).toBeLessThanOrEqual(62);
	});

	it('does not cut at the start when the match is near it', () => {
		const out = excerptAround(long, 0, 60);
		expect(out.startsWith('word0 ')).toBe(true);
	});
});
