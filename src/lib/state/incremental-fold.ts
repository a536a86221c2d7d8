/**
 * Keeps a match folded as its rounds change: when the new list of rounds shares a prefix with the
 * last one (same round ids and edit stamps), only the rounds after the first difference are
 * refolded — an append folds one round, an edit refolds from the edited round.
 */
import { foldMatch, type FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup } from '$lib/engine/core/types';

/** What identifies a stored round version. */
export interface RoundStamp {
	readonly id: string;
	readonly updatedAt: number;
	readonly input: unknown;
}

export class IncrementalFold {
	#game: AnyGame | null = null;
	#setup: MatchSetup<unknown> | null = null;
	#stamps: readonly RoundStamp[] = [];
	#folded: FoldedMatch | null = null;

	/** The fold of `rounds`, reusing the previous fold where the rounds are unchanged. */
	fold(game: AnyGame, setup: MatchSetup<unknown>, rounds: readonly RoundStamp[]): FoldedMatch {
		const same = this.#folded !== null && this.#game === game && this.#setup === setup;
		if (same && rounds === this.#stamps) return this.#folded!;
		let from = 0;
		if (same) {
			const stamps = this.#stamps;
			const limit = Math.min(rounds.length, stamps.length);
			for (; from < limit; from++) {
				const a = rounds[from]!;
				const b = stamps[from]!;
				if (a !== b && (a.id !== b.id || a.updatedAt !== b.updatedAt)) break;
			}
		}
		// `foldMatch` reads only the inputs from `from` on; the reused rounds' are left out.
		const inputs = new Array<unknown>(rounds.length);
		for (let i = from; i < rounds.length; i++) inputs[i] = rounds[i]!.input;
		const folded = foldMatch(game, setup, inputs, from > 0 ? (this.#folded ?? undefined) : undefined, from);
		this.#game = game;
		this.#setup = setup;
		this.#stamps = rounds;
		this.#folded = folded;
		return folded;
	}
}
