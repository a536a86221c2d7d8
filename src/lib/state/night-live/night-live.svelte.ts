/**
 * A club night's live link on this phone (docs/sync.md, "A club night's tables"): one link at a
 * time, kept by one object for the whole app, so the organiser's desk, its codes screen, a table's
 * match and the room's screen share one connection. Share the night (organiser, once: the share
 * is stored and resumed after a reload), read its codes, and the link's status and role. While the
 * link is open, what this phone saves of its part (a table's report as its deals are saved) goes
 * to the room: the link pushes on every change to the nights store. The organiser may stop
 * sharing the night (`endSharing`: the room ended for every phone, as a match's End sharing for
 * everyone); on every phone the status is then `ended`, also after a reload.
 */
import type { LiveStatus } from '$lib/data/live/link';
import { openNightLink, type NightLink, type NightLinkOptions } from '$lib/data/night-live/night-link';
import type { NightRole } from '$lib/data/night-live/night-remote';
import {
	nightLinkOf,
	nightShareOf,
	shareNight,
	sharedNightCodes,
	type NightCodes
} from '$lib/data/night-live/night-shares';
import { done, refused, type Outcome, type Refusal } from '$lib/data/outcome';
import type { FirstAttempt } from '$lib/data/live/connection';
import type { TablekeeperDb } from '$lib/data/schema';
import { KEY_BYTES } from '$lib/sync/derive.js';
import { storageHealth } from '../storage-health.svelte';

export type { NightCodes, NightRole };

/** What tests change: the database, the WebSocket class, the retry delay. */
export interface NightLiveDeps {
	db?: TablekeeperDb;
	WebSocket?: unknown;
	retryDelay?: number;
}

export class NightLive {
	/** The night whose link is open (or opening) here. */
	nightId: string | null = $state(null);
	/** Who this phone is in that night's room; null while not shared here. */
	role: NightRole | null = $state.raw(null);
	/** The link's status; null while the night is not shared here. */
	status: LiveStatus | null = $state.raw(null);
	/** Whether `open` has answered for `nightId`. */
	opened = $state(false);
	/** Stopping the night's sharing is under way. */
	busy = $state(false);
	/** Why the last stop was refused, or null. */
	refusal: Refusal | null = $state.raw(null);
	readonly #deps: NightLiveDeps;
	#link: NightLink | null = null;
	#opening: Promise<NightLink | null> | null = null;
	#watchers = new Set<(status: LiveStatus | null) => void>();

	constructor(deps: NightLiveDeps = {}) {
		this.#deps = deps;
	}

	/** Opens night `nightId`'s link if it is shared here (once; another night's link closes). */
	open(nightId: string): Promise<NightLink | null> {
		if (this.nightId === nightId && this.#opening) return this.#opening;
		this.close();
		this.nightId = nightId;
		this.#opening = this.#connect(nightId);
		return this.#opening;
	}

	async #connect(nightId: string): Promise<NightLink | null> {
		try {
			const options = await nightLinkOf(nightId, this.#deps.db);
			if (this.nightId !== nightId) return null;
			if (!options) {
				await this.#noLink(nightId);
				return null;
			}
			this.role = options.role;
			let link: NightLink | null = null;
			const extra: Partial<NightLinkOptions> = {
				...(this.#deps.WebSocket ? { WebSocket: this.#deps.WebSocket } : {}),
				...(this.#deps.retryDelay === undefined ? {} : { retryDelay: this.#deps.retryDelay })
			};
			link = await openNightLink({ ...options, ...extra, changed: () => link && this.#changed(link) });
			if (this.nightId !== nightId) {
				link.stop();
				return null;
			}
			this.#link = link;
			this.#changed(link);
			return link;
		} finally {
			if (this.nightId === nightId) this.opened = true;
		}
	}

	/** A night shared here no longer is: its role stays known, and its status says it ended. */
	async #noLink(nightId: string): Promise<void> {
		const share = await nightShareOf(nightId, this.#deps.db);
		if (!share?.stopped || this.nightId !== nightId) return;
		this.role = share.role;
		this.status = { kind: 'ended', by: null, replaced: false };
		for (const watcher of this.#watchers) watcher(this.status);
	}

	#changed(link: NightLink): void {
		if (link !== this.#link) return;
		this.status = link.status();
		for (const watcher of this.#watchers) watcher(this.status);
	}

	/** The first attempt of the open link ('unreachable' when none could open). */
	async settled(nightId: string): Promise<FirstAttempt> {
		const link = await this.open(nightId);
		return link ? link.settled : 'unreachable';
	}

	/** Waits until what the link received is stored in the night's record. */
	async settledWrites(): Promise<void> {
		await this.#link?.settledWrites();
	}

	/** The outcome, with a refusal kept in `refusal` for the screen. */
	#answer<T>(outcome: Outcome<T>): Outcome<T> {
		this.refusal = outcome.ok ? null : outcome.refusal;
		return outcome;
	}

	/**
	 * Shares night `nightId` from this phone (the organiser's) and opens its link; the share is
	 * stored once (through `storageHealth.attempt`), later calls open it again.
	 */
	async share(nightId: string, server: string, phone: string): Promise<Outcome<NightLink>> {
		this.refusal = null;
		const stored = await storageHealth.attempt(async () => {
			if (await nightLinkOf(nightId, this.#deps.db)) return;
			const random = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
			await shareNight(nightId, server, phone, random, this.#deps.db);
		});
		if (!stored.ok) return this.#answer(stored);
		this.close();
		const link = await this.open(nightId);
		return this.#answer(link ? done(link) : refused({ kind: 'failed' }));
	}

	/**
	 * Stops sharing night `nightId` (the organiser, online): the room is ended for every phone;
	 * each table keeps its match, the room's screen stops following; the night stays here.
	 */
	async endSharing(nightId: string): Promise<Outcome<void>> {
		this.refusal = null;
		const link = await this.open(nightId);
		if (!link) return this.#answer(refused({ kind: 'failed' }));
		this.busy = true;
		try {
			return this.#answer(await link.endForEveryone());
		} finally {
			this.busy = false;
		}
	}

	/** The organiser's codes for `tables` tables (null on a phone that did not share the night). */
	codes(nightId: string, tables: number): Promise<NightCodes | null> {
		return sharedNightCodes(nightId, tables, this.#deps.db);
	}

	/** Calls `status` now and on each change of night `nightId`'s link (for the room's screen). */
	watchStatus(nightId: string, status: (status: LiveStatus | null) => void): () => void {
		const watcher = (s: LiveStatus | null) => status(this.nightId === nightId ? s : null);
		this.#watchers.add(watcher);
		void this.open(nightId).then(() => watcher(this.status));
		return () => this.#watchers.delete(watcher);
	}

	/** Closes the link on this phone (the share stays: it resumes on the next `open`). */
	close(): void {
		this.#link?.stop();
		this.#link = null;
		this.#opening = null;
		this.nightId = null;
		this.role = null;
		this.status = null;
		this.opened = false;
		for (const watcher of this.#watchers) watcher(null);
	}
}

/** This phone's night link, shared by every screen. */
export const nightLive = new NightLive();
