/**
 * Taking codes back on one shared match's link (docs/sync.md): the codes the link holds now, the
 * sharing phone's requests (end the room for everyone, new codes for the phones it chooses), each
 * answered once the room is gone or the server refuses, and what this phone does when its room is
 * gone: follow the new codes it was handed (or made, on the sharing phone), else forget the share
 * (the match stays). The words exchanged with the server are in ./take-back.ts.
 */
import { KEY_BYTES, toHex } from '$lib/sync/derive.js';
import type { ShareCode } from '$lib/sync/share-code';
import { formatCode, parseCode, viewerCodeOf } from '$lib/sync/share-code';
import { refused, type LiveRefusal, type Outcome } from '../outcome';
import type { TablekeeperDb } from '../schema';
import type { Connection, Gone } from './connection';
import type { LiveChange, LiveStatus } from './link';
import { seal as sealCode, unseal as unsealCode } from './move-seal';
import { codesOf, endRequest, moveRequest, ownerKey, readWord } from './take-back';

export interface TakeBackOptions {
	db: TablekeeperDb;
	matchId: string;
	server: string;
	phone: string;
	code: ShareCode;
	viewer: ShareCode;
	/** The owner key, on the phone that shared (null elsewhere, and on rooms shared before owner keys). */
	owner: Uint8Array | null;
	/** The link's status now. */
	status: () => LiveStatus;
	/** The link's connection to its room now. */
	connection: () => Connection | null;
	/** Connects to the room of the codes now held, the room moved; false when the link is stopped. */
	rejoin: () => Promise<boolean>;
	/** Closes the link and forgets the share and its document here. */
	forget: () => Promise<void>;
	tell: (changes: readonly LiveChange[]) => void;
}

type Answer = Outcome<void, LiveRefusal>;

export class TakeBack {
	readonly #o: TakeBackOptions;
	#code: ShareCode;
	#viewer: ShareCode;
	#owner: Uint8Array | null;
	/** Who ended the room, as the server said; the new code sealed for this phone, as it opens. */
	#endedBy: Promise<string | null> = Promise.resolve(null);
	#moved: Promise<string | null> = Promise.resolve(null);
	#ended: LiveStatus | null = null;
	/** The end or new-codes request waiting for the server's answer. */
	#request: ((outcome: Answer) => void) | null = null;

	constructor(o: TakeBackOptions) {
		this.#o = o;
		this.#code = o.code;
		this.#viewer = o.viewer;
		this.#owner = o.owner;
	}

	get code(): ShareCode {
		return this.#code;
	}

	get viewer(): ShareCode {
		return this.#viewer;
	}

	get owner(): Uint8Array | null {
		return this.#owner;
	}

	/** The room was ended here (null while it is not). */
	get ended(): LiveStatus | null {
		return this.#ended;
	}

	endForEveryone(): Promise<Answer> {
		const owner = this.#owner;
		if (!owner) return Promise.resolve(refused({ kind: 'failed' }));
		return this.#ask(async () => endRequest(owner, await this.#sealedName()));
	}

	newCodes(follow: readonly string[]): Promise<Answer> {
		const owner = this.#owner;
		if (!owner) return Promise.resolve(refused({ kind: 'failed' }));
		return this.#ask(async () => {
			const next = ownerKey(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
			const codes = await codesOf(next);
			// Kept first: if the answer is lost, the next refusal "replaced" still finds the new codes.
			await this.#o.db.liveShares.update(this.#o.matchId, { next: toHex(next) });
			const chosen = new Set(follow);
			const present = this.#o.connection()?.present() ?? [];
			const clients = present.filter((p) => chosen.has(p.device)).map((p) => p.client);
			const scorer = await sealCode(formatCode(codes.scorer), this.#code.key);
			const viewer = await sealCode(formatCode(codes.viewer), this.#viewer.key);
			return moveRequest(owner, await this.#sealedName(), clients, scorer, viewer);
		});
	}

	/** This phone's name sealed under the viewer key, for the others to read and the server to relay unread. */
	#sealedName(): Promise<string> {
		return sealCode(this.#o.phone.slice(0, 60), this.#viewer.key);
	}

	/** Sends a request of the sharing phone once live; answered when the room is gone or the server refuses. */
	async #ask(request: () => Promise<string>): Promise<Answer> {
		const status = this.#o.status();
		if (status.kind !== 'live') return refused({ kind: 'server-unreachable', address: this.#o.server });
		if (this.#request) return refused({ kind: 'failed' });
		const answered = new Promise<Answer>((resolve) => (this.#request = resolve));
		this.#o.connection()?.send(await request());
		return answered;
	}

	#answer(outcome: Answer): void {
		const request = this.#request;
		this.#request = null;
		request?.(outcome);
	}

	/** The server cannot be reached: a request waiting is refused as such. */
	unreachable(): void {
		this.#answer(refused({ kind: 'server-unreachable', address: this.#o.server }));
	}

	/** Reads a stateless message of the server. */
	heard(payload: string): void {
		const word = readWord(payload);
		if (word?.kind === 'ended') {
			// Sealed by the sharing phone under the viewer key: the server relays it unread.
			const by = word.by;
			this.#endedBy =
				by === null ? Promise.resolve(null) : unsealCode(by, this.#viewer.key).then((n) => n?.slice(0, 60) ?? null);
		}
		if (word?.kind === 'refused') this.#answer(refused({ kind: 'failed' }));
		if (word?.kind === 'moved') {
			const key = this.#code.role === 'scorer' ? this.#code.key : this.#viewer.key;
			this.#moved = unsealCode(word.sealed, key);
		}
	}

	/** The room was ended or replaced: follow the new codes this phone was given, or forget the share. */
	async gone(why: Gone): Promise<void> {
		const row = await this.#o.db.liveShares.get(this.#o.matchId).catch(() => undefined);
		if (why === 'room-replaced') {
			if (row?.next) {
				const next = ownerKey(row.next);
				await this.#follow((await codesOf(next)).scorer, next);
				return this.#answer({ ok: true, value: undefined });
			}
			const moved = parseCode(await this.#moved);
			if (moved.ok && moved.code.role === this.#code.role) return this.#follow(moved.code, null);
		}
		this.#ended = { kind: 'ended', by: await this.#endedBy, replaced: why === 'room-replaced' };
		await this.#o.forget();
		this.#answer({ ok: true, value: undefined });
		this.#o.tell([]);
	}

	/** Moves to the room of `code`, keeping the document (the match as it stands). */
	async #follow(code: ShareCode, owner: Uint8Array | null): Promise<void> {
		this.#o.connection()?.destroy();
		this.#code = code;
		this.#viewer = await viewerCodeOf(code);
		if (owner) this.#owner = owner;
		const share = { code: formatCode(code), role: code.role, next: undefined, stopped: false };
		await this.#o.db.liveShares.update(this.#o.matchId, owner ? { ...share, owner: toHex(owner) } : share);
		if (!(await this.#o.rejoin())) return;
		this.#o.tell([{ kind: 'moved', by: (await this.#endedBy) ?? '' }]);
		this.#endedBy = Promise.resolve(null);
	}
}
