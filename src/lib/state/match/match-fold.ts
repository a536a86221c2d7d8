/**
 * A match's setup and rounds folded with its game's engine, once: the setup stays the same object
 * while its content is unchanged and the rounds already folded are not folded again, for the
 * screen's totals and for the summary stored with each write alike.
 */
import type { FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup } from '$lib/engine/core/types';
import { setupOf, summarize, type Summarize } from '$lib/data/summary';
import type { MatchRecord, RoundRecord } from '$lib/data/schema';
import { IncrementalFold } from '../incremental-fold';

export class MatchFold {
	readonly game: AnyGame;
	#fold = new IncrementalFold();
	#setup: { key: string; setup: MatchSetup<unknown> } | null = null;

	constructor(game: AnyGame) {
		this.game = game;
	}

	/** The engine setup of `match`; the same object while its content is unchanged, so folds are reused. */
	setupOf(match: MatchRecord): MatchSetup<unknown> {
		const setup = setupOf(this.game, match);
		const key = JSON.stringify(setup);
		if (this.#setup?.key !== key) this.#setup = { key, setup };
		return this.#setup.setup;
	}

	fold(setup: MatchSetup<unknown>, rounds: readonly RoundRecord[]): FoldedMatch {
		return this.#fold.fold(this.game, setup, rounds);
	}

	/** Summaries built with this fold: rounds it has folded are not folded again. */
	summarize: Summarize = (match, rounds) => summarize(this.game, match, rounds, this.fold(this.setupOf(match), rounds));
}
