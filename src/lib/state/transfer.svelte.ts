/**
 * Handing a match to another phone by QR code, as two workflows for the screens.
 * - `MatchCode` (the phone that has the match): the match as a one-match backup payload turned
 *   into codes (data/transfer.ts), shown one after the other in a loop that can be paused and
 *   stepped through.
 * - `MatchScan` (the phone that receives it): codes read from the camera or from pictures are
 *   collected until the loop is complete; the payload then goes through the backup import's one
 *   checked path (`Backups.choosePayload`: same checks, same preview, nothing written before the
 *   person confirms), with the received players linked by name to this phone's roster.
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
	transferFrames,
	type Reception,
	type TransferProblem
} from '$lib/data/transfer';
import { closeCamera, openCamera, type CameraProblem } from '$lib/transfer/camera';
import { codeReader, type CodeReader } from '$lib/transfer/reader';
import { Backups } from './backup.svelte';

export type { TransferProblem } from '$lib/data/transfer';
export type { NameLink } from '$lib/data/transfer-link';
export type { CameraProblem } from '$lib/transfer/camera';

/** How long each code of a loop stays on screen. */
export const FRAME_MS = 250;
/** How often the camera's picture is searched for a code. */
const SCAN_MS = 120;

/** The codes of one match, shown in turn. */
export class MatchCode {
	frames: readonly string[] = $state.raw([]);
	problem: TransferProblem | 'missing' | null = $state(null);
	gameId = $state('');
	index = $state(0);
	playing = $state(true);
	loading = $state(true);

	/** Makes the codes of a match (its current rounds). */
	async load(matchId: string): Promise<void> {
		this.loading = true;
		const { exportMatch } = await import('$lib/data/backup');
		const file = await exportMatch(matchId);
		this.loading = false;
		if (!file) {
			this.problem = 'missing';
			return;
		}
		this.gameId = file.matches[0]?.gameId ?? '';
		const frames = transferFrames(file);
		if (isTransferProblem(frames)) this.problem = frames;
		else {
			this.frames = frames;
			this.index = 0;
		}
	}

	/** Steps the loop while playing; returns the cleanup for an $effect. */
	start(): () => void {
		const timer = setInterval(() => {
			if (this.playing && this.frames.length > 1) this.index = (this.index + 1) % this.frames.length;
		}, FRAME_MS);
		return () => clearInterval(timer);
	}

	step(by: 1 | -1): void {
		const n = this.frames.length;
		if (n > 0) this.index = (this.index + by + n) % n;
	}
}

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
		let stream: MediaStream | null = null;
		let timer: ReturnType<typeof setTimeout> | undefined;
		let stopped = false;
		this.camera = 'starting';
		const scan = async (reader: CodeReader) => {
			if (stopped) return;
			if (video.readyState >= 2) for (const text of await reader.read(video)) await this.take(text);
			if (this.backups.plan || this.refused) {
				this.cameraOpen = false;
				return this.#stop(stream);
			}
			timer = setTimeout(() => void scan(reader), SCAN_MS);
		};
		void (async () => {
			const opened = await openCamera();
			if (typeof opened === 'string') {
				this.cameraProblem = opened;
				this.cameraOpen = false;
				this.camera = 'off';
				return;
			}
			stream = opened;
			if (stopped) return this.#stop(stream);
			video.srcObject = stream;
			await video.play().catch(() => undefined);
			this.camera = 'on';
			const reader = await this.#codeReader();
			if (stopped || !reader) return this.#stop(stream);
			void scan(reader);
		})();
		return () => {
			stopped = true;
			clearTimeout(timer);
			this.#stop(stream);
		};
	}

	/** Opens or closes the camera view; opening clears a refused or missing camera's message. */
	toggleCamera(): void {
		if (this.refused && !this.cameraOpen) return;
		this.cameraOpen = !this.cameraOpen;
		if (this.cameraOpen) this.cameraProblem = null;
	}

	#stop(stream: MediaStream | null): void {
		if (stream) closeCamera(stream);
		this.camera = 'off';
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
