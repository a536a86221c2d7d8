/**
 * Where one round draft lives in storage, for one window: read when the form opens (this
 * window's own draft, else one left by a window that is closed now, taken over whole), written
 * and removed as the user types. A failed write (storage full) never breaks typing; `settled`
 * waits for every write issued so far. It also knows which drafts' rounds a form of this page is
 * saving right now (`savingHere`).
 */
import {
	deleteDraft,
	draftOwner,
	findDrafts,
	getDraft,
	putDraft,
	roundDraftKey,
	roundDraftPrefix,
	takeDraft
} from '$lib/data/drafts';

/** How many forms of this page are saving the round held in each draft (by key). */
const saving = new Map<string, number>();

/**
 * Whether a form of this page is saving the round of the draft at `key` (from Save until its
 * write returns): that form owns the round, and the start's completion of cut-off rounds
 * (`pending-rounds.ts`) leaves it alone.
 */
export function savingHere(key: string): boolean {
	return (saving.get(key) ?? 0) > 0;
}

export class DraftStore {
	/** Where the draft is stored: one key per match (and edited round) and window. */
	readonly key: string;
	#prefix: string;
	#openWindows: (() => Promise<ReadonlySet<string> | null>) | undefined;
	#writes: Promise<unknown> = Promise.resolve();

	/** `openWindows`: the ids of the open windows, or null when unknown (then only unowned drafts are taken over). */
	constructor(
		matchId: string,
		roundId: string | null,
		windowId: string,
		openWindows?: () => Promise<ReadonlySet<string> | null>
	) {
		this.#prefix = roundDraftPrefix(matchId, roundId);
		this.key = roundDraftKey(this.#prefix, windowId);
		this.#openWindows = openWindows;
	}

	/** This window's draft, else one a closed window left (now this window's); undefined when none or unreadable. */
	async read(): Promise<unknown> {
		try {
			return (await getDraft(this.key)) ?? (await this.#takeOver());
		} catch {
			return undefined;
		}
	}

	put(value: unknown): Promise<void> {
		return this.#track(putDraft(this.key, value));
	}

	remove(): Promise<void> {
		return this.#track(deleteDraft(this.key));
	}

	/** This window's own draft (none taken over); undefined when none or unreadable. */
	async own(): Promise<unknown> {
		try {
			return await getDraft(this.key);
		} catch {
			return undefined;
		}
	}

	/** Marks this draft's round as being saved by this page's form (see `savingHere`) until the returned release. */
	holdSaving(): () => void {
		const key = this.key;
		saving.set(key, (saving.get(key) ?? 0) + 1);
		let held = true;
		return () => {
			if (!held) return;
			held = false;
			const left = (saving.get(key) ?? 1) - 1;
			if (left > 0) saving.set(key, left);
			else saving.delete(key);
		};
	}

	/** Resolves once every draft write issued so far is done. */
	async settled(): Promise<void> {
		await this.#writes;
	}

	/** Tracks a draft write; a failed one (storage full) must not break typing. */
	#track(write: Promise<void>): Promise<void> {
		const done = write.catch(() => undefined);
		this.#writes = Promise.all([this.#writes, done]);
		return done;
	}

	/** A draft left by a window that is closed now (or stored before drafts had owners), taken over whole. */
	async #takeOver(): Promise<unknown> {
		const drafts = await findDrafts(this.#prefix);
		let open: ReadonlySet<string> | null | undefined;
		for (const draft of drafts) {
			const owner = draftOwner(this.#prefix, draft.key);
			if (draft.key === this.key || owner === null) continue;
			if (owner !== '') {
				open ??= (await this.#openWindows?.()) ?? null;
				if (open === null || open.has(owner)) continue;
			}
			const value = await takeDraft(draft.key, this.key);
			if (value !== undefined) return value;
		}
		return undefined;
	}
}
