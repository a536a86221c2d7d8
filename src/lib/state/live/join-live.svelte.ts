/**
 * Joining a live match from a typed or scanned code: the code is read (`parseCode`, its refusal
 * shown beside the field), the room is asked what joining would write (the import's preview,
 * nothing written yet), and only on confirmation is exactly that written and the match followed.
 */
import type { JoinPreview, LiveLink, LiveSharing } from '$lib/data/live/link';
import { refused, type LiveRefusal, type Outcome } from '$lib/data/outcome';
import { parseCode, type CodeRefusal } from '$lib/sync/share-code';
import { loadLiveSharing } from './load';

export type { CodeRefusal } from '$lib/sync/share-code';
export type { JoinSummary } from '$lib/data/live/link';

let handedOver = '';

/** Hands a scanned code to the join screen (kept in memory only, never in the address). */
export function handOverCode(text: string): void {
	handedOver = text;
}

export class JoinLive {
	/** The code as typed (never cleared by a refusal); a code handed over by the scanner first. */
	text = $state(handedOver);
	/** Why the typed code does not read. */
	codeRefusal: CodeRefusal | null = $state.raw(null);
	/** Why the room could not be joined. */
	refusal: LiveRefusal | null = $state.raw(null);
	preview: JoinPreview | null = $state.raw(null);
	busy = $state(false);
	readonly #load: () => Promise<LiveSharing>;

	constructor(load: () => Promise<LiveSharing> = loadLiveSharing) {
		this.#load = load;
		handedOver = '';
	}

	/** Whether the code is a viewer's (the preview says this phone will only look). */
	get viewer(): boolean {
		return this.preview?.code.role === 'viewer';
	}

	/** Reads the typed code and asks the room for the preview; writes nothing. */
	async check(server: string): Promise<void> {
		this.refusal = null;
		this.preview = null;
		const reading = parseCode(this.text);
		this.codeRefusal = reading.ok ? null : reading.refusal;
		if (!reading.ok) return;
		this.busy = true;
		try {
			const sharing = await this.#load();
			const previewed = await sharing.previewJoin(reading.code, server);
			if (previewed.ok) this.preview = previewed.value;
			else this.refusal = previewed.refusal;
		} catch {
			this.refusal = { kind: 'failed' };
		} finally {
			this.busy = false;
		}
	}

	/**
	 * Writes exactly the previewed plan: done with the joined match's id once it is here and live;
	 * refused (and `refusal` says why) when the room or storage refuses it, or nothing was previewed.
	 */
	async confirm(phone: string): Promise<Outcome<string, LiveRefusal>> {
		const preview = this.preview;
		if (!preview) return refused({ kind: 'failed' });
		this.busy = true;
		let joined: Outcome<LiveLink, LiveRefusal>;
		try {
			joined = await (await this.#load()).join(preview, phone);
		} catch {
			joined = refused({ kind: 'failed' });
		} finally {
			this.busy = false;
		}
		if (!joined.ok) {
			this.refusal = joined.refusal;
			return joined;
		}
		this.preview = null;
		return { ok: true, value: joined.value.matchId };
	}

	cancel(): void {
		this.preview = null;
		this.refusal = null;
	}
}
