/**
 * Each game's one-line description, as static message references so a bundler keeps only these
 * six (and apart from `./index`, whose messages are all on the first load).
 */
import * as messages from '$lib/paraglide/messages';
import type { GameId } from '$lib/engine/registry';

/** A game missing here does not compile. */
const GAME_BLURBS: Record<GameId, () => string> = {
	freeform: messages.game_freeform_blurb,
	coinche: messages.game_coinche_blurb,
	cooncan: messages.game_cooncan_blurb,
	cozen: messages.game_cozen_blurb,
	coosner: messages.game_coosner_blurb,
	koosekort: messages.game_koosekort_blurb
};

/** A game's one-line description (empty when the game is unknown). */
export function gameBlurb(id: string): string {
	return (GAME_BLURBS as Partial<Record<string, () => string>>)[id]?.() ?? '';
}
