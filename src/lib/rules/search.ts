/**
 * Search across the rules pages of one language: every word typed must occur in a section's
 * title, paragraphs or items; accents, case
 * and typographic apostrophes are ignored, so "ete" finds "été" and "dealer's" finds "dealer’s".
 */
import type { RulesDoc } from './types';

/** A game's rules page, as searched. */
export interface SearchableDoc {
	readonly game: string;
	readonly doc: RulesDoc;
}

/** One section that matches the query. */
export interface RulesHit {
	readonly game: string;
	readonly gameTitle: string;
	readonly sectionId: string;
	readonly sectionTitle: string;
	/** The passage around the first match (the section's title when the title matched). */
	readonly excerpt: string;
}

/** Shortest query that searches (one letter would match nearly every section). */
export const MIN_QUERY_LENGTH = 2;
/** Longest excerpt shown for a hit, in characters. */
export const EXCERPT_LENGTH = 140;

/**
 * Folds text for comparison: lower case, no accents (NFD without combining marks), straight
 * apostrophes and quotes. Each character maps to exactly one character, so positions in the folded
 * text are positions in the original.
 */
export function fold(text: string): string {
	let out = '';
	for (const char of text) {
		const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
		const plain = base.length === 1 ? base : char;
		out += plain
			.toLowerCase()
			.replace(/[\u2018\u2019\u02bc]/g, "'")
			.replace(/[\u201c\u201d\u00ab\u00bb]/g, '"');
	}
	return out;
}

/** The words of a query, folded; empty when the query is too short to search. */
export function queryWords(query: string): string[] {
	const folded = fold(query.trim());
	if (folded.length < MIN_QUERY_LENGTH) return [];
	return folded.split(/\s+/).filter((w) => w.length > 0);
}

/** The part of `text` around position `at`, cut at word boundaries, with ellipses where cut. */
export function excerptAround(text: string, at: number, length = EXCERPT_LENGTH): string {
	if (text.length <= length) return text;
	let start = Math.max(0, at - Math.floor(length / 3));
	let end = Math.min(text.length, start + length);
	start = Math.max(0, end - length);
	if (start > 0) {
		const space = text.indexOf(' ', start);
		if (space !== -1 && space < at) start = space + 1;
	}
	if (end < text.length) {
		const space = text.lastIndexOf(' ', end);
		if (space > at) end = space;
	}
	return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * The sections of `docs` that contain every word of `query`, in page order; sections whose title
 * contains every word come first. Returns nothing for a query shorter than MIN_QUERY_LENGTH.
 */
export function searchRules(docs: readonly SearchableDoc[], query: string): RulesHit[] {
	const words = queryWords(query);
	if (words.length === 0) return [];
	const inTitle: RulesHit[] = [];
	const inText: RulesHit[] = [];
	for (const { game, doc } of docs) {
		for (const section of doc.sections) {
			const texts = [section.title, ...section.paragraphs, ...(section.items ?? [])];
			const folded = texts.map(fold);
			const all = folded.join('\n');
			if (!words.every((w) => all.includes(w))) continue;
			const titleHit = words.every((w) => folded[0]!.includes(w));
			let excerpt = section.title;
			if (!titleHit) {
				// The first paragraph or item holding a word the title lacks.
				const missing = words.filter((w) => !folded[0]!.includes(w));
				const index = folded.findIndex((t, i) => i > 0 && missing.some((w) => t.includes(w)));
				const word = missing.find((w) => folded[index]!.includes(w))!;
				excerpt = excerptAround(texts[index]!, folded[index]!.indexOf(word));
			}
			const hit = { game, gameTitle: doc.title, sectionId: section.id, sectionTitle: section.title, excerpt };
			(titleHit ? inTitle : inText).push(hit);
		}
	}
	return [...inTitle, ...inText];
}
