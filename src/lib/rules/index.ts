/**
 * Loads a game's rules page in a language (each game and language is its own chunk).
 */
import type { RulesDoc } from './types';

const docs = import.meta.glob<{ default: RulesDoc }>(['./*/en.ts', './*/fr.ts']);

/** The rules page of a game in `locale`, falling back to English; null when none is written. */
export async function loadRules(game: string, locale: string): Promise<RulesDoc | null> {
	const loader = docs[`./${game}/${locale}.ts`] ?? docs[`./${game}/en.ts`];
	return loader ? (await loader()).default : null;
}

/** Every game's rules page in `locale` (English where a translation is missing), in `games` order. */
export async function loadAllRules(
	games: readonly string[],
	locale: string
): Promise<{ game: string; doc: RulesDoc }[]> {
	const docsByGame = await Promise.all(games.map(async (game) => ({ game, doc: await loadRules(game, locale) })));
	return docsByGame.filter((d): d is { game: string; doc: RulesDoc } => d.doc !== null);
}
