/**
 * Every game's definition, imported statically, for the one screen that lists them all (New
 * match). Through the registry's loaders the definitions were asked for only once the screen's
 * code had arrived and its load ran: a second round of requests after the first (562.5 ms on
 * Lighthouse's slow 4G). Imported by the route itself, they come with its own files, in one round.
 * Other screens keep loading a game on demand (`registry.ts`); both reach the same modules.
 */
import type { AnyGame } from './core/types';
import { GAME_IDS } from './registry';
import { coinche } from './games/coinche/index';
import { cooncan } from './games/cooncan/index';
import { coosner } from './games/coosner/index';
import { cozen } from './games/cozen/index';
import { freeform } from './games/freeform/index';
import { koosekort } from './games/koosekort/index';

const byId: Record<(typeof GAME_IDS)[number], AnyGame> = { coinche, cooncan, coosner, cozen, freeform, koosekort };

/** Every registered game's definition, in the registry's order (the order New match lists them). */
export const ALL_GAMES: readonly AnyGame[] = GAME_IDS.map((id) => byId[id]);
