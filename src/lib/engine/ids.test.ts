/**
 * Every game's declared ids (`rules.ts`, exposed as `definition.ids`) have their texts: each
 * explanation rule an `x_` message, each violation code a `v_` message, each outcome reason an
 * `outcome_` message, in English and French, and each one a section on both rules pages (the
 * anchor an explanation line links to). The ids are typed, so the engine cannot emit one that is
 * not listed; this test closes the loop from the list to the texts.
 */
import { describe, expect, it } from 'vitest';
import { loadRules } from '$lib/rules/index';
import { GAME_IDS, loadGame } from './registry';

const messageFiles = import.meta.glob<Record<string, string>>('../../../messages/*/*.json', {
	eager: true,
	import: 'default'
});
const keyPart = (id: string) => id.replace(/[.-]/g, '_');
const messages = (game: string, lang: string) => messageFiles[`../../../messages/${game}/${lang}.json`] ?? {};

describe.each(GAME_IDS.map((game) => [game]))('%s ids and texts', (game) => {
	it('declares its ids in a typed rules.ts', async () => {
		const definition = await loadGame(game);
		expect(definition.ids).toBeDefined();
	});

	it('has a message in both languages and a section on both rules pages for every id', async () => {
		const definition = await loadGame(game);
		if (!definition.ids) throw new Error(`${game} declares no ids`);
		const kinds = [
			['x', definition.ids.rules],
			['v', definition.ids.violations],
			['outcome', definition.ids.outcomes]
		] as const;
		const pages = await Promise.all([loadRules(game, 'en'), loadRules(game, 'fr')]);
		for (const [prefix, list] of kinds)
			for (const id of list) {
				expect(id.startsWith(`${game}.`), id).toBe(true);
				for (const lang of ['en', 'fr'])
					expect(messages(game, lang), `${lang} ${id}`).toHaveProperty(`${prefix}_${keyPart(id)}`);
				for (const page of pages)
					expect(
						page?.sections.some((s) => s.rules?.includes(id)),
						`rules page ${id}`
					).toBe(true);
			}
	});
});
