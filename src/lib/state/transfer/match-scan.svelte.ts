/**
 * Receiving a match by QR code, on the phone that gets it: codes read from the camera
 * (`scan-camera.ts`) or from pictures are collected until the loop is complete; the payload then
 * goes through the backup import's one checked path (`Backups.choosePayload`: same checks, same
 * preview, nothing written before the person confirms), with the received players linked by name
 * to this phone's roster. The sending side is `match-code.svelte.ts`.
 */
import { untrack } from 'svelte';
import type { BackupFile } from '$lib/data/backup-format';
import type { NameLink } from '$lib/data/transfer-link';
import {
	isComplete,
	isTransferProblem,
	partsOf,
	payloadOf,
	receiveFrame,
	startReception,
	type Reception,
	type TransferProblem
} from '$lib/data/transfer';
import type { CameraProblem } from '$lib/transfer/camera';
import { parseCode } from '$lib/sync/share-code';
import { codeReader, type CodeReader } from '$lib/transfer/reader';
import { Backups } from '../backup.svelte';
import { scanCamera } from './scan-camera';

export type { TransferProblem } from '$lib/data/transfer';
export type { NameLink } from '$lib/data/transfer-link';
export type { CameraProblem } from '$lib/transfer/camera';

export type ScanProblem =
	| TransferProblem
	| { code: 'no-code' | 'no-reader' | 'not-one-match' | 'foreign-rounds' | 'foreign-players' }
	| { code: 'picture-too-large'; values: { max: number } };

/** A picture file larger than this is not decoded (a photo of a code is a few MB at most). */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** Receiving a match: codes in, preview out, import on confirmation. */
export class MatchScan {
	readonly backups = new Backups();
	reception: Reception = $state.raw(startReception());
	/** Why the last code or picture was refused (the codes held so far are kept). */
	problem: ScanProblem | null = $state.raw(null);
	/** Set when the loop itself was refused (its payload, its length): no code is taken until `reset`. */
	#halted = $state(false);
	camera: 'off' | 'starting' | 'on' = $state('off');
	/** Why the camera could not be opened, until the person tries again. */
	cameraProblem: CameraProblem | null = $state(null);
	/** Whether the camera view is open (the person's toggle; closed again by a refusal or a complete loop). */
	cameraOpen = $state(false);
	/** The links by name offered, and those the person turned off. */
	links: readonly NameLink[] = $state.raw([]);
	unlinked: ReadonlySet<string> = $state.raw(new Set());
	reading = $state(false);
	/** A live share code read instead of a match (the screen goes on to joining with it). */
	liveCode: string | null = $state(null);
	/** From the first code read to the preview shown (ms), once there is a preview. */
	elapsed: number | null = $state(null);
	#file: BackupFile | null = null;
	/** Fields of the received payload this version does not read (reported in the preview). */
	#ignored: readonly string[] = [];
	#firstAt = 0;
	#reader: CodeReader | null = null;

	readonly parts = $derived(partsOf(this.reception));

	/**
	 * Whether what was read is refused as a whole (the loop, its payload or the backup checks): the
	 * message stays, the camera is closed and no further code is taken until the person starts again.
	 */
	get refused(): boolean {
		return this.#halted || (this.backups.plan === null && (this.backups.problem ?? this.backups.failure) !== null);
	}

	/** The received match's id once imported (to open it). */
	get importedId(): string | null {
		return this.backups.imported ? (this.#file?.matches[0]?.id ?? null) : null;
	}

	/** Takes one code's text; returns whether it was taken. */
	async take(text: string): Promise<boolean> {
		if (this.backups.plan || this.backups.busy || this.refused) return false;
		if (this.reception.seen === 0 && parseCode(text).ok) {
			// A live share code, not a loop of a match: joining takes it from here.
			this.liveCode = text;
			this.cameraOpen = false;
			return true;
		}
		let next = receiveFrame(this.reception, text);
		if (isTransferProblem(next) && next.code === 'other-match') {
			// A new loop was started on the other phone: begin again with it.
			next = receiveFrame(startReception(), text);
		}
		if (isTransferProblem(next)) {
			if (next.code === 'too-long') this.#refuse(next);
			else this.problem = next;
			return false;
		}
		if (next === this.reception) return true;
		if (this.reception.seen === 0) {
			this.#firstAt = performance.now();
			performance.mark('tk:scan-first-code');
		}
		this.reception = next;
		this.problem = null;
		if (isComplete(next)) await this.#complete();
		return true;
	}

	async #complete(): Promise<void> {
		const payload = payloadOf(this.reception);
		this.reception = startReception();
		if (isTransferProblem(payload)) return this.#refuse(payload);
		const [{ checkPayload, isProblem, unknownFields }, { nameLinks, oneMatchProblem, rosterPlayers }] =
			await Promise.all([import('$lib/data/backup-format'), import('$lib/data/transfer-link')]);
		const file = checkPayload(payload.value);
		this.#file = null;
		// Refused by the backup checks: the import path says why, as it does for a file.
		if (isProblem(file)) return this.backups.choosePayload(payload.value);
		const notOne = oneMatchProblem(file);
		if (notOne) return this.#refuse({ code: notOne });
		this.#file = file;
		this.#ignored = unknownFields(payload.value);
		// An unreadable roster links no one; the plan that follows says why storage refused.
		this.links = nameLinks(file, await rosterPlayers().catch(() => []));
		this.unlinked = new Set();
		await this.#plan();
		this.elapsed = Math.round(performance.now() - this.#firstAt);
		performance.mark('tk:scan-preview');
	}

	/** Refuses what was read as a whole: the message stays and the camera closes. */
	#refuse(problem: ScanProblem): void {
		this.problem = problem;
		this.#halted = true;
		this.cameraOpen = false;
	}

	async #plan(): Promise<void> {
		if (!this.#file) return;
		const { linkPlayers } = await import('$lib/data/transfer-link');
		const chosen = this.links.filter((l) => !this.unlinked.has(l.fileId));
		await this.backups.choosePayload(linkPlayers(this.#file, chosen), this.#ignored);
	}

	/** Takes or leaves a link by name, and plans again. */
	async setLink(fileId: string, on: boolean): Promise<void> {
		const next = new Set(this.unlinked);
		if (on) next.delete(fileId);
		else next.add(fileId);
		this.unlinked = next;
		await this.#plan();
	}

	async #codeReader(): Promise<CodeReader | null> {
		this.#reader ??= await codeReader();
		if (!this.#reader) this.problem = { code: 'no-reader' };
		return this.#reader;
	}

	/** Reads the codes in chosen pictures (screenshots, photos), in any order. */
	async pictures(chosen: readonly Blob[]): Promise<void> {
		const files = chosen.filter((file) => file.size <= MAX_PICTURE_BYTES);
		if (files.length < chosen.length)
			this.problem = { code: 'picture-too-large', values: { max: MAX_PICTURE_BYTES / 1024 / 1024 } };
		if (files.length === 0) return;
		this.reading = true;
		const reader = await this.#codeReader();
		let found = 0;
		for (const file of reader ? files : []) {
			if (this.refused) break;
			let bitmap: ImageBitmap;
			try {
				bitmap = await createImageBitmap(file);
			} catch {
				continue;
			}
			const texts = await reader!.read(bitmap);
			bitmap.close();
			for (const text of texts) {
				found++;
				await this.take(text);
			}
		}
		this.reading = false;
		if (reader && found === 0 && !this.refused && files.length === chosen.length) this.problem = { code: 'no-code' };
	}

	/**
	 * Opens the rear camera into `video` (permission is asked now, not before) and reads codes from
	 * it until the loop is complete or the returned cleanup runs.
	 */
	startCamera(video: HTMLVideoElement): () => void {
		return untrack(() => this.#startCamera(video));
	}

	#startCamera(video: HTMLVideoElement): () => void {
		return scanCamera(video, {
			take: (text) => this.take(text),
			finished: () => this.backups.plan !== null || this.refused,
			reader: () => this.#codeReader(),
			camera: (state) => (this.camera = state),
			failed: (problem) => (this.cameraProblem = problem),
			close: () => (this.cameraOpen = false)
		});
	}

	/** Opens or closes the camera view; opening clears a refused or missing camera's message. */
	toggleCamera(): void {
		if (this.refused && !this.cameraOpen) return;
		this.cameraOpen = !this.cameraOpen;
		if (this.cameraOpen) this.cameraProblem = null;
	}

	async confirm(): Promise<void> {
		await this.backups.confirm();
	}

	/** Drops the codes held and the preview, to scan again. */
	reset(): void {
		this.backups.cancel();
		this.reception = startReception();
		this.problem = null;
		this.#halted = false;
		this.links = [];
		this.unlinked = new Set();
		this.elapsed = null;
	}
}
