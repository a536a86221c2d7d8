/**
 * Leaving a match that has no round yet: instead of leaving it in History for ever without a word,
 * the match screen holds the way out and asks whether to discard it (to the trash, where History
 * can restore it) or keep it. Asked once per match screen, and a match kept is not asked about
 * again in this visit (it was set up on purpose); never for a match that is finished,
 * abandoned, in the trash, shared live or only watched, nor on the way to the match's own pages
 * (its codes, its QR handover). The storage is read again before asking, so a match moved to the
 * trash a moment ago (its own "Move to trash") is not asked about.
 */
import { getMatch } from '$lib/data/matches';
import type { Refusal } from '$lib/data/outcome';
import { MatchLifecycle } from './match-lifecycle.svelte';
import { storageHealth } from './storage-health.svelte';

/** What the screen knows of the match when the person leaves it. */
export interface LeavingMatch {
	id: string;
	/** The match's own address (`/match/<id>`): its sub-pages are not a way out. */
	path: string;
	/** Rounds on screen (undefined while they are read). */
	rounds: number | undefined;
	/** Whether this screen may change the match (not a viewer, not shared live with others). */
	editable: boolean;
}

/** The matches the person chose to keep, empty, in this visit. */
const kept = new Set<string>();

export class LeaveEmptyMatch {
	/** The address the person was going to, held while they are asked; null when not asking. */
	asking: string | null = $state(null);
	/** Why the discard could not be done (the match is kept). */
	failure: Refusal | null = $state(null);
	#answered = false;
	#lifecycle = new MatchLifecycle();

	/**
	 * Whether leaving for `to` (a path) must wait for the question: the match has no round and may be
	 * changed here, and `to` is outside it. The screen cancels that navigation and calls `ask`.
	 */
	holds(match: LeavingMatch, to: string): boolean {
		if (this.#answered || this.asking !== null || !match.editable || match.rounds !== 0) return false;
		if (kept.has(match.id)) return false;
		return to !== match.path && !to.startsWith(`${match.path}/`);
	}

	/**
	 * Asks about leaving for `to`, once the stored match confirms it is still an active match with
	 * no round; otherwise returns `to` at once (go on, nothing to ask).
	 */
	async ask(match: LeavingMatch, to: string): Promise<string | null> {
		const read = await storageHealth.attempt(() => getMatch(match.id));
		const stored = read.ok ? read.value : undefined;
		if (!stored || stored.deletedAt !== undefined || stored.status !== 'active' || match.rounds !== 0) {
			this.#answered = true;
			return to;
		}
		this.asking = to;
		return null;
	}

	/** Moves the match to the trash; the address to go on to, or null when refused (then it is kept, and said). */
	async discard(id: string): Promise<string | null> {
		const to = this.asking;
		const trashed = await this.#lifecycle.trash(id);
		this.asking = null;
		this.#answered = true;
		if (!trashed.ok) {
			this.failure = trashed.refusal;
			return null;
		}
		return to;
	}

	/** Keeps the match as it is (and asks no more about it); the address to go on to. */
	keep(id: string): string | null {
		kept.add(id);
		const to = this.asking;
		this.asking = null;
		this.#answered = true;
		return to;
	}
}
