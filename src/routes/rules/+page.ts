// Loads every game's rules page in the current language, for the search and the credits.
import { GAME_IDS } from '$lib/engine/registry';
import { getLocale } from '$lib/i18n';
import { loadAllRules } from '$lib/rules';
import type { PageLoad } from './$types';

export const load: PageLoad = async () => ({ docs: await loadAllRules(GAME_IDS, getLocale()) });
