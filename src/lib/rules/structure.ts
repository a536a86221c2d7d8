/**
 * A rules page's structure, written once per game: which sections it has, in which order, and
 * which rule ids and violation codes each section explains. The prose of each language is then
 * keyed by section id, so a translation cannot drop, add or reorder a section, nor point a rule
 * at a different section than the other language does.
 */
import type { RulesDoc } from './types';

/** One section's place on the page: its anchor and the ids it explains (links land here). */
export interface SectionShape<Id extends string = string> {
	readonly id: Id;
	readonly rules?: readonly string[];
}

/** The words of one section in one language. */
export interface SectionProse {
	readonly title: string;
	/** Paragraphs of plain text (rendered as text, never as HTML). */
	readonly paragraphs: readonly string[];
	/** Optional list items shown after the paragraphs. */
	readonly items?: readonly string[];
}

/** A page's words in one language, one entry per section id of its structure. */
export interface RulesProse<Id extends string> {
	readonly title: string;
	/** Credit for the source text; absent only for a page that follows no published text. */
	readonly credit?: string;
	readonly sections: { readonly [K in Id]: SectionProse };
}

/** Declares a game's sections in page order; the ids become a union the prose must cover. */
export function defineSections<const Id extends string>(
	sections: readonly SectionShape<Id>[]
): readonly SectionShape<Id>[] {
	return sections;
}

/** The section ids of a structure made by `defineSections`. */
export type SectionIds<S> = S extends readonly SectionShape<infer Id>[] ? Id : never;

/** Joins a game's structure with one language's prose into the page the screen renders. */
export function composeRules<Id extends string>(
	structure: readonly SectionShape<Id>[],
	prose: RulesProse<Id>
): RulesDoc {
	return {
		title: prose.title,
		...(prose.credit === undefined ? {} : { credit: prose.credit }),
		sections: structure.map((shape) => ({
			id: shape.id,
			...prose.sections[shape.id],
			...(shape.rules === undefined ? {} : { rules: shape.rules })
		}))
	};
}
