// One way to run axe-core on a page, for every spec: the same rules as `new AxeBuilder({ page })`,
// at a fraction of the cost per scan (the accessibility scans were a quarter of the end-to-end
// suite's time; docs/testing.md).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe scan of `page` as it is now: chain `.include(…)` if needed, then `.analyze()`.
 *
 * - Legacy mode runs `axe.run` in the page itself. The default runs `axe.runPartial` there, then
 *   opens a new blank tab, loads axe-core into it again and runs `axe.finishRun` in it, for every
 *   scan. The one thing legacy mode leaves out is a cross-origin frame, and the app has no frame.
 * - `resultTypes: ['violations']`: axe still runs every rule on every node, and lists each
 *   violation with all its nodes; the passes, incomplete and inapplicable lists keep one node per
 *   rule instead of a selector and an HTML snippet for every node of the page. No spec reads them.
 */
export function axeScan(page: Page): AxeBuilder {
	return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}
