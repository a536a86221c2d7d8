// One way to run axe-core on a page, for every spec: the same rules as `new AxeBuilder({ page })`,
// at a fraction of the cost per scan (the accessibility scans were a quarter of the end-to-end
// suite's time; docs/testing.md). Also the rules a second pass in another theme and language needs.
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe-core's source, evaluated only where this document has no axe of this version yet. AxeBuilder
 * evaluates the source twice per scan; each evaluation makes a new axe whose code the page's
 * JavaScript engine must warm up again, so a screen reached by the app's links (the same document)
 * would pay for a cold axe at every scan. The rules, options and results are the same.
 */
const AXE_ONCE = `if (!(window.axe && window.axe.version === ${JSON.stringify(axeCore.version)})) {\n${axeCore.source}\n}`;

/**
 * An axe scan of `page` as it is now: chain `.include(…)` if needed, then `.analyze()`.
 *
 * - Legacy mode runs `axe.run` in the page itself. The default runs `axe.runPartial` there, then
 *   opens a new blank tab, loads axe-core into it again and runs `axe.finishRun` in it, for every
 *   scan. The one thing legacy mode leaves out is a cross-origin frame, and the app has no frame.
 * - `resultTypes: ['violations']`: axe still runs every rule on every node, and lists each
 *   violation with all its nodes; the passes, incomplete and inapplicable lists keep one node per
 *   rule instead of a selector and an HTML snippet for every node of the page. No spec reads them.
 * - axe-core is loaded once per document (`AXE_ONCE`), not twice per scan.
 */
export function axeScan(page: Page): AxeBuilder {
	return new AxeBuilder({ page, axeSource: AXE_ONCE }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * The rules run by default (`axe.run` with no rule chosen): every rule of the WCAG 2.0/2.1 A and
 * AA levels and best practices that axe-core neither calls experimental nor deprecated. (The rules
 * it keeps off by default are tagged AAA or WCAG 2.2 only.)
 */
export const DEFAULT_RULES: readonly string[] = axeCore
	.getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
	.filter((rule) => !rule.tags.includes('experimental') && !rule.tags.includes('deprecated'))
	.map((rule) => rule.ruleId)
	.sort();

/**
 * The default rules whose outcome can change when only the theme's colours (CSS custom properties)
 * and the language (the words, `lang`) change, the DOM's elements, roles and attributes staying
 * the same: what a second pass in the other theme and language must run (docs/testing.md, "Axe
 * scans"). Every other default rule reads only elements, roles, ARIA attributes, ids and the
 * page's structure, which the theme and the language do not change.
 */
export const THEME_AND_LANGUAGE_RULES: readonly string[] = [
	// Colours: contrast of text on its background, a link told from its text by colour alone.
	// Both also read the layout (what lies behind the text), which longer words can change.
	'color-contrast',
	'link-in-text-block',
	// The language: `lang` on the page and on any element.
	'html-has-lang',
	'html-lang-valid',
	'html-xml-lang-mismatch',
	'valid-lang',
	// The words: a name or text that must not be empty (a translation could be), or must differ
	// from another's (two landmarks, a table's caption and summary, an image's alt and its text).
	'area-alt',
	'aria-command-name',
	'aria-dialog-name',
	'aria-input-field-name',
	'aria-meter-name',
	'aria-progressbar-name',
	'aria-tab-name',
	'aria-toggle-field-name',
	'aria-tooltip-name',
	'aria-treeitem-name',
	'button-name',
	'document-title',
	'empty-heading',
	'empty-table-header',
	'frame-title',
	'frame-title-unique',
	'image-alt',
	'image-redundant-alt',
	'input-button-name',
	'input-image-alt',
	'label',
	'landmark-unique',
	'link-name',
	'object-alt',
	'region',
	'role-img-alt',
	'select-name',
	'summary-name',
	'svg-img-alt',
	'table-duplicate-name',
	// Rules about attributes or structure whose checks still read text: an ARIA label where it is
	// not allowed (violation or only a review, by the element's text), a braille label's plain
	// equivalent, a header cell's data cells (empty or not), a title or description repeating a
	// label, labels counted, a list's or a role's children (a bare text node in a list).
	'aria-prohibited-attr',
	'aria-braille-equivalent',
	'th-has-data-cells',
	'label-title-only',
	'form-field-multiple-labels',
	'list',
	'definition-list',
	'aria-required-children',
	// The layout, which longer words change: whether a region overflows and must take the focus.
	'scrollable-region-focusable'
];

/** The ids of the rules a scan ran (a rule is listed wherever it has nodes: violations, passes, incomplete, inapplicable). */
export function rulesRun(result: {
	violations: { id: string }[];
	passes: { id: string }[];
	incomplete: { id: string }[];
	inapplicable: { id: string }[];
}): string[] {
	const ids = [...result.violations, ...result.passes, ...result.incomplete, ...result.inapplicable].map((r) => r.id);
	return [...new Set(ids)].sort();
}
