// A fake LiveSharing for the state tests: links whose status and remote changes the test drives,
// and a record of what the state asked for (server, phone, codes).
import type { DealHistory, JoinPreview, LiveChange, LiveLink, LiveSharing, LiveStatus } from '$lib/data/live/link';
import type { LiveRefusal, Outcome } from '$lib/data/outcome';
import type { MergePlan } from '$lib/data/backup-plan';
import { newScorerCode, type ShareCode } from '$lib/sync/share-code';

type Listener = (status: LiveStatus, changes: readonly LiveChange[]) => void;

export class FakeLink implements LiveLink {
	readonly listeners = new Set<Listener>();
	current: LiveStatus = { kind: 'connecting' };
	/** Each deal's history as the document tells it (set by the test before an emit). */
	deals: ReadonlyMap<string, DealHistory> = new Map();
	stopped = 0;
	/** Entries of the room counted unreadable (set by the test before an emit). */
	skipped = 0;
	/** What the sharing phone asked for: `end`, or `codes <devices>`; `answer` is what the server says. */
	readonly asked: string[] = [];
	answer: Outcome<void, LiveRefusal> = { ok: true, value: undefined };
	present: { device: string; phone: string }[] = [];
	owner = false;
	constructor(
		readonly matchId: string,
		readonly role: 'scorer' | 'viewer',
		readonly codes: LiveLink['codes']
	) {}
	status(): LiveStatus {
		return this.current;
	}
	histories(): ReadonlyMap<string, DealHistory> {
		return this.deals;
	}
	unreadable(): number {
		return this.skipped;
	}
	subscribe(listener: Listener): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
	async stop(): Promise<void> {
		this.stopped++;
		this.emit({ kind: 'stopped' });
	}
	phones() {
		return this.present;
	}
	async endForEveryone(): Promise<Outcome<void, LiveRefusal>> {
		this.asked.push('end');
		if (this.answer.ok) this.emit({ kind: 'ended', by: 'Ann', replaced: false });
		return this.answer;
	}
	async newCodes(follow: readonly string[]): Promise<Outcome<void, LiveRefusal>> {
		this.asked.push(`codes ${follow.join(',')}`);
		return this.answer;
	}
	/** What the bridge does: a status change, with a batch of remote changes or none. */
	emit(status: LiveStatus, changes: readonly LiveChange[] = []): void {
		this.current = status;
		for (const l of this.listeners) l(status, changes);
	}
}

export const SCORER: ShareCode = newScorerCode(new Uint8Array(16).fill(7));
export const VIEWER: ShareCode = { role: 'viewer', key: new Uint8Array(16).fill(9) };

export class FakeSharing implements LiveSharing {
	readonly shared = new Set<string>();
	readonly links = new Map<string, FakeLink>();
	readonly calls: string[] = [];
	refuse: LiveRefusal | null = null;
	/** Matches this phone shared and stopped sharing (sharing again asks how). */
	readonly stoppedShares = new Set<string>();
	/** What the room holds for previewJoin: a match id and a plan, or a refusal. */
	room: { matchId: string; plan: MergePlan } | null = null;

	#link(matchId: string, code: ShareCode): FakeLink {
		const link = new FakeLink(matchId, code.role, {
			scorer: code.role === 'scorer' ? code : null,
			viewer: code.role === 'viewer' ? code : VIEWER
		});
		this.links.set(matchId, link);
		this.shared.add(matchId);
		return link;
	}

	async share(
		matchId: string,
		server: string,
		phone: string,
		again?: 'reuse' | 'replace'
	): Promise<Outcome<LiveLink, LiveRefusal>> {
		this.calls.push(`share ${matchId} ${server} ${phone}${again ? ` ${again}` : ''}`);
		if (this.refuse) return { ok: false, refusal: this.refuse };
		this.stoppedShares.delete(matchId);
		const link = this.#link(matchId, SCORER);
		link.owner = true;
		return { ok: true, value: link };
	}
	async stoppedHere(matchId: string): Promise<boolean> {
		return this.stoppedShares.has(matchId);
	}
	async resume(matchId: string, server: string, phone: string): Promise<LiveLink | null> {
		this.calls.push(`resume ${matchId} ${server} ${phone}`);
		return this.links.get(matchId) ?? null;
	}
	async previewJoin(code: ShareCode, server: string): Promise<Outcome<JoinPreview, LiveRefusal>> {
		this.calls.push(`preview ${code.role} ${server}`);
		if (this.refuse) return { ok: false, refusal: this.refuse };
		if (!this.room) return { ok: false, refusal: { kind: 'not-a-match', reason: 'empty' } };
		return {
			ok: true,
			value: {
				code,
				plan: this.room.plan,
				summary: {
					gameId: 'freeform',
					players: [],
					deals: 0,
					known: [],
					added: [],
					match: { kind: 'added' },
					notApplied: []
				},
				leaves: false
			}
		};
	}
	async join(preview: JoinPreview, phone: string): Promise<Outcome<LiveLink, LiveRefusal>> {
		this.calls.push(`join ${phone}`);
		if (!this.room) return { ok: false, refusal: { kind: 'failed' } };
		return { ok: true, value: this.#link(this.room.matchId, preview.code) };
	}
	async sharedMatches(): Promise<ReadonlySet<string>> {
		return this.shared;
	}
}
