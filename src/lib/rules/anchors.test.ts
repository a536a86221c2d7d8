/**
 * The rules book holds together (every round explanation line links to the
 * rule it applied): every game has a page in English and French with the same sections and
 * anchors; every explanation line a game's engine can write (each has an `x_<rule>` message) has
 * an anchor on both pages; no anchor id is used twice on a page (duplicate ids would break links).
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '$lib/engine/registry';
import { loadRules } from './index';
import type { RulesDoc } from './types';

const messageFiles = import.meta.glob<Record<string, string>>('../../../messages/*/en.json', {
	eager: true,
	import: 'default'
});
const keyPart = (id: string) => id.replace(/[.-]/g, '_');

/** The explanation message keys of a game (`x_<game>_…`). */
function lineKeys(game: string): string[] {
	const messages = messageFiles[`../../../messages/${game}/en.json`] ?? {};
	return Object.keys(messages).filter((k) => k.startsWith(`x_${game}_`));
}

const anchors = (doc: RulesDoc) => doc.sections.flatMap((s) => [s.id, ...(s.rules ?? [])]);

describe.each(GAME_IDS.map((game) => [game]))('%s rules pages', (game) => {
	it('exist in English and French with the same sections and anchors', async () => {
		const [en, fr] = await Promise.all([loadRules(game, 'en'), loadRules(game, 'fr')]);
		expect(en).not.toBeNull();
		expect(fr).not.toBeNull();
		expect(fr!.title).not.toBe('');
		expect(fr!.sections.map((s) => [s.id, s.rules ?? []])).toEqual(en!.sections.map((s) => [s.id, s.rules ?? []]));
		expect(Boolean(fr!.credit)).toBe(Boolean(en!.credit));
	});

	it('use every anchor id once per page', async () => {
		for (const locale of ['en', 'fr']) {
			const ids = anchors((await loadRules(game, locale))!);
			expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
		}
	});

	it('have an anchor for every explanation line the engine can write', async () => {
		const keys = lineKeys(game);
		expect(keys.length).toBeGreaterThan(0);
		for (const locale of ['en', 'fr']) {
			const linked = new Set(anchors((await loadRules(game, locale))!).map((id) => `x_${keyPart(id)}`));
			expect(keys.filter((k) => !linked.has(k))).toEqual([]);
		}
	});
});
