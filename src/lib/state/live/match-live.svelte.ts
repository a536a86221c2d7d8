/**
 * One match's live sharing as the match screens see it: whether it is shared, where this phone
 * stands (the status line), what other phones just did (said once per batch), the codes to show,
 * and Share live / Stop sharing; on the phone that shared, End sharing for everyone and New codes,
 * and sharing again after Stop sharing in the same room or with new codes. A room ended (or
 * replaced without this phone) is said once and the match stays. The data layer's live code is
 * loaded only once the match is found shared here, or when someone taps Share live.
 */
import type { DealHistory, LiveChange, LiveLink, LiveSharing, LiveStatus } from '$lib/data/live/link';
import { refused, type LiveRefusal, type Outcome } from '$lib/data/outcome';
import { formatCode } from '$lib/sync/share-code';
import { isShared, loadLiveSharing } from './load';

export type { DealHistory, HistoryEntry, LiveChange, LiveStatus } from '$lib/data/live/link';
export type { LiveRefusal } from '$lib/data/outcome';

export interface LiveDeps {
	load: () => Promise<LiveSharing>;
	isShared: (matchId: string) => Promise<boolean>;
}

const appDeps: LiveDeps = { load: loadLiveSharing, isShared };

export class MatchLive {
	readonly matchId: string;
	/** Where this phone stands; null while the match is not shared here. */
	status: LiveStatus | null = $state.raw(null);
	/** The last batch of other phones' changes, and how many batches came (to say each once). */
	changes: readonly LiveChange[] = $state.raw([]);
	batches = $state(0);
	/** Each deal's history with more than one entry, by round id, as the shared document tells it. */
	histories: ReadonlyMap<string, DealHistory> = $state.raw(new Map());
	/** Entries of the room this phone could not read (skipped; the screen says how many). */
	unreadable = $state(0);
	/** Why the last Share live or Stop sharing did not happen. */
	refusal: LiveRefusal | null = $state.raw(null);
	busy = $state(false);
	/** The codes this phone can show, typed form. */
	codes: { scorer: string | null; viewer: string } | null = $state.raw(null);
	role: 'scorer' | 'viewer' | null = $state(null);
	/** Whether `open` has answered (the screen knows then whether the match is shared). */
	opened = $state(false);
	/** This phone shared the match: it may end sharing for everyone or make new codes. */
	owner = $state(false);
	/** The room was ended (or its codes replaced without this phone): said until the screen closes. */
	ended: Extract<LiveStatus, { kind: 'ended' }> | null = $state.raw(null);
	/** New codes were just made here (said until the next action). */
	renewed = $state(false);
	/** This phone shared the match and stopped: sharing again asks for the same codes or new ones. */
	stoppedHere = $state(false);
	readonly #deps: LiveDeps;
	#link: LiveLink | null = null;
	#unsubscribe: (() => void) | null = null;
	#closed = false;

	constructor(matchId: string, deps: LiveDeps = appDeps) {
		this.matchId = matchId;
		this.#deps = deps;
	}

	/** Shared and not stopped. */
	get shared(): boolean {
		return this.status !== null && this.status.kind !== 'stopped';
	}

	/** This phone may only look. */
	get viewer(): boolean {
		return this.shared && this.role === 'viewer';
	}

	/** A deal's history (undefined: not shared, or a single entry: who entered it says it all). */
	history(roundId: string): DealHistory | undefined {
		return this.histories.get(roundId);
	}

	/**
	 * Picks a share up again if the match is shared here (after a reload, or from another screen).
	 * `phone` may be asked for only then (the screens' live texts load only for a shared match).
	 */
	async open(server: string, phone: string | (() => Promise<string>)): Promise<void> {
		try {
			if (this.#link || !(await this.#deps.isShared(this.matchId)) || this.#closed) return;
			const [sharing, name] = await Promise.all([this.#deps.load(), typeof phone === 'string' ? phone : phone()]);
			const link = await sharing.resume(this.matchId, server, name);
			if (link && !this.#closed) this.#attach(link);
		} catch {
			this.refusal = { kind: 'failed' };
		} finally {
			this.opened = true;
		}
	}

	/**
	 * Starts sharing this match: the data layer makes the codes and writes the match to the room.
	 * Refused (and `refusal` says why) when it cannot: a viewer's match, storage full, a failure.
	 */
	async share(server: string, phone: string, again?: 'reuse' | 'replace'): Promise<Outcome<void, LiveRefusal>> {
		this.busy = true;
		this.refusal = null;
		this.ended = null;
		let shared: Outcome<LiveLink, LiveRefusal>;
		try {
			shared = await (await this.#deps.load()).share(this.matchId, server, phone, again);
		} catch {
			shared = refused({ kind: 'failed' });
		} finally {
			this.busy = false;
		}
		if (!shared.ok) {
			this.refusal = shared.refusal;
			return shared;
		}
		this.stoppedHere = false;
		this.#attach(shared.value);
		return { ok: true, value: undefined };
	}

	/** Whether this phone shared the match and stopped (Share live then asks how to share again). */
	async checkStopped(): Promise<void> {
		try {
			if (!this.#link) this.stoppedHere = await (await this.#deps.load()).stoppedHere(this.matchId);
		} catch {
			this.stoppedHere = false;
		}
	}

	/** The other phones in the room now (New codes lets the sharing phone choose which follow). */
	phones(): readonly { device: string; phone: string }[] {
		return this.#link?.phones() ?? [];
	}

	/** Ends sharing for every phone (the sharing phone only); each keeps the match. */
	async endForEveryone(): Promise<Outcome<void, LiveRefusal>> {
		return this.#ask((link) => link.endForEveryone());
	}

	/** New codes for the room; the phones `follow` (device ids) follow to it. */
	async newCodes(follow: readonly string[]): Promise<Outcome<void, LiveRefusal>> {
		const outcome = await this.#ask((link) => link.newCodes(follow));
		if (outcome.ok && this.#link) {
			this.renewed = true;
			this.#showCodes(this.#link);
		}
		return outcome;
	}

	async #ask(act: (link: LiveLink) => Promise<Outcome<void, LiveRefusal>>): Promise<Outcome<void, LiveRefusal>> {
		const link = this.#link;
		if (!link) return refused({ kind: 'failed' });
		this.busy = true;
		this.refusal = null;
		this.renewed = false;
		let outcome: Outcome<void, LiveRefusal>;
		try {
			outcome = await act(link);
		} catch {
			outcome = refused({ kind: 'failed' });
		} finally {
			this.busy = false;
		}
		if (!outcome.ok) this.refusal = outcome.refusal;
		return outcome;
	}

	/** Stops sharing on this phone; the match stays. */
	async stop(): Promise<void> {
		const link = this.#link;
		if (!link) return;
		this.busy = true;
		try {
			const owner = link.owner;
			await link.stop();
			this.#forget();
			this.stoppedHere = owner;
		} catch {
			this.refusal = { kind: 'failed' };
		} finally {
			this.busy = false;
		}
	}

	/** Tries again to store the deals storage refused (status `not-stored`), once space is freed. */
	async retryStoring(): Promise<void> {
		try {
			await this.#link?.retryStoring?.();
		} catch {
			// Still not stored: the status keeps saying so.
		}
	}

	/** Stops listening (the screen closes); the share itself goes on. */
	close(): void {
		this.#closed = true;
		this.#detach();
	}

	#attach(link: LiveLink): void {
		this.#detach();
		this.#link = link;
		this.#showCodes(link);
		this.status = link.status();
		this.histories = link.histories();
		this.unreadable = link.unreadable?.() ?? 0;
		this.#unsubscribe = link.subscribe((status, changes) => {
			if (status.kind === 'ended') {
				this.ended = status;
				this.#forget();
				return;
			}
			this.status = status;
			this.histories = link.histories();
			this.unreadable = link.unreadable?.() ?? 0;
			if (changes.some((change) => change.kind === 'moved')) this.#showCodes(link);
			if (changes.length > 0) {
				this.changes = changes;
				this.batches++;
			}
		});
	}

	#showCodes(link: LiveLink): void {
		this.role = link.role;
		this.owner = link.owner;
		this.codes = {
			scorer: link.codes.scorer ? formatCode(link.codes.scorer) : null,
			viewer: formatCode(link.codes.viewer)
		};
	}

	/** Not shared here any more (stopped, or the room ended). */
	#forget(): void {
		this.#detach();
		this.status = null;
		this.histories = new Map();
		this.codes = null;
		this.role = null;
		this.owner = false;
	}

	#detach(): void {
		this.#unsubscribe?.();
		this.#unsubscribe = null;
		this.#link = null;
	}
}
