/**
 * Cooncan for three (rules/cooncan.txt "For Three Players"; RULES-NOTES Cooncan): the
 * player who goes out collects the count of the cards left in each other hand, so the running
 * score is a zero-sum net per player. Void and doubled deals, the rotating deal and the end of
 * the match are folded from the entered deals; the meld referee lives in `meld.ts`.
 */
import { defineGame } from '../../core/define';
import { isInt } from '../../core/helpers';
import type { MatchSetup, Violation } from '../../core/types';
import { apply } from './apply';
import { emptyDeal, type CooncanDeal, type CooncanInput } from './input';
import { MAX_SEATS, MIN_SEATS, options, scoresGames, type CooncanConfig } from './options';
import { outcome, turn } from './outcome';
import { read } from './read';
import { ids } from './rules';
import { initialState, type CooncanState } from './state';

export * from './apply';
export * from './counts';
export * from './input';
export * from './meld';
export * from './options';
export * from './outcome';
export * from './read';
export * from './rules';
export * from './state';

/**
 * Setup checks beyond the seat count and the option values (RULES-NOTES
 * Cooncan): a deal count or net target when the match is neither open nor one round of deals;
 * carried-over nets that are whole, sum to zero (except for two players counting games won) and
 * are under a net target. The first dealer is checked by `defineGame`.
 */
function checkSetup(setup: MatchSetup<CooncanConfig>): Violation[] {
	const out: Violation[] = [];
	const seats = setup.seatCount;
	const { end, endAt } = setup.config;
	if ((end === 'deals' || end === 'net') && endAt === null) out.push(ids.violation('core.required', 'config.endAt'));
	const starting = setup.startingScores;
	if (starting !== undefined) {
		let whole = starting.length === seats && !scoresGames(setup.config, seats);
		for (let seat = 0; seat < seats; seat++) {
			const value = starting[seat];
			if (!isInt(value)) {
				out.push(ids.violation('core.not-whole', `startingScores.${seat}`));
				whole = false;
			} else if (end === 'net' && endAt !== null && value >= endAt)
				out.push(ids.violation('cooncan.starting-over-target', `startingScores.${seat}`, { seat, target: endAt }));
		}
		const sum = starting.reduce((n, v) => n + (isInt(v) ? v : 0), 0);
		if (whole && sum !== 0) out.push(ids.violation('cooncan.starting-not-zero-sum', 'startingScores', { sum }));
	}
	return out;
}

/**
 * The Cooncan definition. Two to five seats (Foster's games for two, three, and four or five),
 * one score column each; `totals` is the zero-sum net, or the games won for two players who count
 * games. Turn facts: the dealer, and the player on the dealer's left, who draws first.
 */
const game = defineGame<CooncanConfig, CooncanState, CooncanInput, CooncanDeal>({
	id: 'cooncan',
	ids,
	minPlayers: MIN_SEATS,
	maxPlayers: MAX_SEATS,
	options,
	checkSetup,
	initialState,
	emptyInput: (state, setup) => emptyDeal(state.dealer, setup.seatCount),
	read,
	apply,
	outcome,
	turn,
	/** The net target, for charts and banners, when the match ends at a net. */
	target: (setup) => (setup.config.end === 'net' ? setup.config.endAt : null)
});

/**
 * The definition; an open match or one round of deals ignores `endAt`, so whatever the form last
 * held there is no setup problem.
 */
export const cooncan: typeof game = {
	...game,
	validateSetup: (setup) =>
		game
			.validateSetup(setup)
			.filter((v) => (setup.config.end !== 'open' && setup.config.end !== 'round') || v.field !== 'config.endAt')
};
