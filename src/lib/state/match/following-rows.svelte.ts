/**
 * The rounds a match's round list shows, following the fold one frame behind when a round is
 * added at the end: after a save the new totals paint first, and the new round's row (its render
 * and the table's layout, the heaviest part of the totals' frame after them) in the frame after.
 * Any other change (an edit, a deletion, Undo, rounds read again) is shown at once.
 */
import type { FoldedRound } from '$lib/engine/core/fold';
import { afterPaint } from '../after-paint';

/** Whether `next` is `before` with one round added at the end. */
function appended(before: readonly FoldedRound[], next: readonly FoldedRound[]): boolean {
	return next.length === before.length + 1 && (before.length === 0 || next[before.length - 1] === before.at(-1));
}

export class FollowingRows {
	#rounds: () => readonly FoldedRound[];
	/** Moves on once the frame with the new totals is painted. */
	#painted = $state(0);
	/** The rounds shown while a round added at the end waits for the frame after the totals. */
	#held: readonly FoldedRound[] | null = null;
	/** The rounds last shown. */
	#shown: readonly FoldedRound[] | null = null;

	/** `rounds`: the rounds as now folded (read reactively). */
	constructor(rounds: () => readonly FoldedRound[]) {
		this.#rounds = rounds;
	}

	/** The rounds to list now. */
	get current(): readonly FoldedRound[] {
		void this.#painted;
		const next = this.#rounds();
		const before = this.#held ?? this.#shown;
		if (before !== null && appended(before, next)) {
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
