/**
 * A rules page's contents and sections as one HTML string, for `{@html}`: the page is prerendered,
 * and hydrating it as Svelte markup (an each block, an effect and a text node per paragraph, item,
 * anchor and heading: over 300 on the Coinche page) made the longest task of its start; an HTML
 * block is adopted as it is. Every text and id is escaped: the rules are plain text, never HTML.
 */
import type { RulesDoc } from './types';

/** The page's own words around the rules (from the messages). */
export interface RulesWords {
	/** The contents' heading. */
	readonly contents: string;
	/** A section heading's link to its own address, named for the section. */
	readonly sectionLink: (title: string) => string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as HTML text or an attribute value (quoted with "). */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The contents (a link per section) and the sections (each with the anchors its rules land on, its
 * heading linking to its own address, its paragraphs and items), in a `div` that names the
 * language it is written in (`data-lang`), so the page can tell a prerendered English copy from
 * the reader's language.
 */
export function rulesHtml(doc: RulesDoc, words: RulesWords, lang: string): string {
	const e = escapeHtml;
	const contents = doc.sections.map((s) => `<li><a href="#${e(s.id)}">${e(s.title)}</a></li>`).join('');
	const sections = doc.sections
		.map(
			(s) =>
				`<section id="${e(s.id)}">` +
				(s.rules ?? []).map((rule) => `<span id="${e(rule)}" class="anchor"></span>`).join('') +
				`<div class="heading"><h2>${e(s.title)}</h2><a class="self" href="#${e(s.id)}" aria-label="${e(words.sectionLink(s.title))}"><span aria-hidden="true">#</span></a></div>` +
				s.paragraphs.map((p) => `<p>${e(p)}</p>`).join('') +
				(s.items ? `<ul>${s.items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>` : '') +
				`</section>`
		)
		.join('');
	return (
		`<div class="body" data-lang="${e(lang)}">` +
		`<nav id="contents" class="contents" aria-labelledby="contents-title" data-testid="rules-contents"><h2 id="contents-title">${e(words.contents)}</h2><ul>${contents}</ul></nav>` +
		sections +
		`</div>`
	);
}
