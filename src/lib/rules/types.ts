/**
 * A rules page: written in our own words per language (never copied from the source texts),
 * split into sections whose anchors the explanation lines link to.
 */

/** One section of a rules page. */
export interface RulesSection {
	/** Anchor on the page, e.g. `scoring`. */
	readonly id: string;
	readonly title: string;
	/** Paragraphs of plain text (rendered as text, never as HTML). */
	readonly paragraphs: readonly string[];
	/** Optional list items shown after the paragraphs. */
	readonly items?: readonly string[];
	/** Explanation rule ids and violation codes this section explains (links land here). */
	readonly rules?: readonly string[];
}

/** A whole rules page in one language. */
export interface RulesDoc {
	readonly title: string;
	/**
	 * Credit for the source text (author, publisher, year); absent only for a page that follows
	 * no published text (the free-form scoresheet).
	 */
	readonly credit?: string;
	readonly sections: readonly RulesSection[];
}
