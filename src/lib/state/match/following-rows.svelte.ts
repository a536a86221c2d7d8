/**
 * The fold a match's round table shows, following the match's fold one frame behind when a round
 * is added at the end: after a save the new totals paint first (the standings, above the form),
 * and the table below it (the new round's row, its totals row and its leader marks: their render
 * and the table's layout, the heaviest part of the totals' frame after them) in the frame after,
 * so the table always shows its rows with their own totals. Any other change (an edit, a
 * deletion, Undo, rounds read again) is shown at once.
 */
import type { FoldedRound } from '$lib/engine/core/fold';
import { afterPaint } from '../after-paint';

/** What the table shows of a fold: its rounds, and whatever it reads beside them. */
export interface Rounds {
	readonly rounds: readonly FoldedRound[];
}

/** Whether `next` is `before` with one round added at the end. */
function appended(before: readonly FoldedRound[], next: readonly FoldedRound[]): boolean {
	return next.length === before.length + 1 && (before.length === 0 || next[before.length - 1] === before.at(-1));
}

export class FollowingRows<T extends Rounds> {
	#fold: () => T;
	/** Moves on once the frame with the new totals is painted. */
	#painted = $state(0);
	/** The fold shown while a round added at the end waits for the frame after the totals. */
	#held: T | null = null;
	/** The fold last shown. */
	#shown: T | null = null;

	/** `fold`: the match as now folded (read reactively). */
	constructor(fold: () => T) {
		this.#fold = fold;
	}

	/** The fold to show now. */
	get current(): T {
		void this.#painted;
		const next = this.#fold();
		const before = this.#held ?? this.#shown;
		if (before !== null && appended(before.rounds, next.rounds)) {
			if (this.#held === null) {
				this.#held = before;
				void afterPaint().then(() => {
					if (this.#held !== before) return;
					this.#held = null;
					this.#shown = null;
					this.#painted++;
				});
			}
			return before;
		}
		this.#held = null;
		this.#shown = next;
		return next;
	}
}
