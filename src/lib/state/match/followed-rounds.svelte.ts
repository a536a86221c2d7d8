/**
 * The one place that knows a match's stamps: the rounds held in memory, and how they follow the
 * database. Every write to a match or its rounds moves the match's `updatedAt` stamp; this module
 * watches only the match record, and
 * - a stamp its own write gave the match changes nothing (that write returned the rounds as they
 *   now are: its change applied to the rounds held);
 * - any other stamp (another window, an import, anything that writes the database) reads every
 *   round again, one read at a time, keeping only rounds of a later stamp than those held.
 * `seen` is that single way in: whatever brings a change from elsewhere only has to move the
 * match's stamp, and the rounds follow.
 *
 * Writes go one after the other, each from the rounds the one before left; a round being added
 * can be shown before its write returns (`preview`).
 */
import { createSubscriber } from 'svelte/reactivity';
import { follow } from '$lib/data/live.svelte';
import {
	getMatch,
	stampAfter,
	readMatch,
	writeRound,
	type KnownRounds,
	type RoundWrite,
	type RoundWriteResult
} from '$lib/data/matches';
import type { MatchRecord, RoundRecord } from '$lib/data/schema';

/** A write as the session asks for it: the rounds held and the stamp are added here. */
export type HeldWrite = Omit<RoundWrite, 'known' | 'stamp'>;

export class FollowedRounds {
	readonly id: string;
	/** The match as last read (followed while something reactive reads it). */
	#match: MatchRecord | undefined = $state.raw(undefined);
	/** The rounds as stored at a stamp of the match: as read, or as this window's last write left them. */
	#known: KnownRounds | null = $state.raw(null);
	/** A round being added, shown with the rounds held when it was validated (`base`) until its write returns. */
	#preview: { base: KnownRounds; rounds: readonly RoundRecord[] } | null = $state.raw(null);
	#follow: () => void;
	/** The stamp this window's write under way gives the match: its announcement is no change from elsewhere. */
	#writingStamp: number | null = null;
	#writes: Promise<unknown> = Promise.resolve();
	/** A read of every round under way, and whether to read again once it is done. */
	#reading: Promise<void> | null = null;
	#readAgain = false;

	/** `opened`: the match and its rounds as already read, if they were. */
	constructor(id: string, opened?: { match: MatchRecord; rounds: readonly RoundRecord[] }) {
		this.id = id;
		if (opened) {
			this.#match = opened.match;
			this.#known = { updatedAt: opened.match.updatedAt, rounds: opened.rounds };
		}
		this.#follow = createSubscriber(() =>
			follow(
				() => getMatch(id),
				(match) => this.seen(match),
				() => undefined
			)
		);
	}

	get match(): MatchRecord | undefined {
		this.#follow();
		return this.#match;
	}

	/** The rounds shown: those held, or with the round being added while its write is under way. */
	get rounds(): readonly RoundRecord[] | undefined {
		this.#follow();
		const known = this.#known;
		const preview = this.#preview;
		return preview && preview.base === known ? preview.rounds : known?.rounds;
	}

	/** The rounds held and the stamp they are of (null until read). */
	get known(): KnownRounds | null {
		return this.#known;
	}

	/** The match as now stored: the rounds are read again unless this window's own write put it there. */
	seen(match: MatchRecord | undefined): void {
		this.#match = match;
		if (match?.updatedAt !== this.#writingStamp) this.#catchUp();
	}

	/** Reads every round again when the match is at a later stamp than the rounds held. */
	#catchUp(): void {
		const match = this.#match;
		if (match && (!this.#known || match.updatedAt > this.#known.updatedAt)) void this.#readAll();
	}

	/** Reads the match's rounds (one read at a time; a change meanwhile reads once more after it). */
	#readAll(): Promise<void> {
		if (this.#reading) {
			this.#readAgain = true;
			return this.#reading;
		}
		const reading = (async () => {
			do {
				this.#readAgain = false;
				const read = await readMatch(this.id).catch(() => undefined);
				if (read) this.#hold({ updatedAt: read.match.updatedAt, rounds: read.rounds });
			} while (this.#readAgain);
		})();
		this.#reading = reading.finally(() => (this.#reading = null));
		return this.#reading;
	}

	/** Holds these rounds unless those held are of the same or a later stamp. */
	#hold(next: KnownRounds | null): void {
		if (next && (!this.#known || next.updatedAt > this.#known.updatedAt)) this.#known = next;
	}

	/**
	 * Shows `round` after the rounds shown now until `done` settles (then the write's own rounds
	 * are held, or, failed, it goes away again); `done` is returned.
	 */
	async preview<T>(round: RoundRecord, done: () => Promise<T>): Promise<T> {
		const base = this.#known;
		const shown = this.rounds;
		const preview =
			base && shown ? { base, rounds: [...shown, { ...round, order: (shown.at(-1)?.order ?? 0) + 1 }] } : null;
		if (preview) this.#preview = preview;
		try {
			return await done();
		} finally {
			if (this.#preview === preview) this.#preview = null;
		}
	}

	/**
	 * Runs one round write after this window's earlier ones, from the rounds they left and with a
	 * stamp later than any seen; then holds the rounds it returns. After it, succeeded or failed,
	 * the rounds are read again if the match moved meanwhile.
	 */
	write(write: HeldWrite): Promise<RoundWriteResult> {
		const run = this.#writes.then(async () => {
			const known = this.#known;
			const stamp = stampAfter(Math.max(known?.updatedAt ?? 0, this.#match?.updatedAt ?? 0));
			this.#writingStamp = stamp;
			try {
				const result = await writeRound({ ...write, ...(known ? { known } : {}), stamp });
				if (result.ok) this.#hold(result.after);
				return result;
			} finally {
				if (this.#writingStamp === stamp) this.#writingStamp = null;
				this.#catchUp();
			}
		});
		this.#writes = run.catch(() => undefined);
		return run;
	}
}
