/**
 * Joining a club night from a code typed or scanned on this phone: a table's code (the phone
 * scores that table), the tables code (the phone picks its table), or the room link's code (the
 * phone shows the room's screen, reading only). A code that does not read, a table number missing,
 * a server that cannot be reached or a room with no night are said beside the field; what was
 * typed stays. A code can also be scanned with the camera (the scan screen's camera loop,
 * `scanCamera`): the first code read fills the field, as if typed, and the camera closes. Joined, the night's record is on this phone under the room's id and its link stays
 * open (`nightLive`).
 */
import { getNight } from '$lib/data/nights';
import { joinNightRoom, joinNightTable } from '$lib/data/night-live/night-shares';
import type { TablekeeperDb } from '$lib/data/schema';
import type { CodeRefusal } from '$lib/sync/share-code';
import type { CameraProblem } from '$lib/transfer/camera';
import { codeReader } from '$lib/transfer/reader';
import { scanCamera } from '../transfer/scan-camera';
import { nightLive, type NightLive } from './night-live.svelte';

/** Why joining did not happen. */
export type NightJoinProblem =
	| { kind: 'code'; refusal: CodeRefusal }
	| { kind: 'table'; max: number }
	| { kind: 'unreachable' }
	| { kind: 'refused' }
	| { kind: 'no-night' };

/** Where a joined phone goes: its table's screen, or the room's screen. */
export type Joined = { nightId: string; as: 'table' | 'room' };

const MAX_TABLE = 99;

export class NightJoin {
	/** The code as typed (never cleared by a refusal). */
	text = $state('');
	/** The table number typed after the tables code. */
	table = $state('');
	/** The tables code was typed: a table number is asked for. */
	picking = $state(false);
	problem: NightJoinProblem | null = $state.raw(null);
	busy = $state(false);
	/** The camera (as the scan screen's): its state, why it could not open, whether its view is open. */
	camera: 'off' | 'starting' | 'on' = $state('off');
	cameraProblem: CameraProblem | null = $state(null);
	cameraOpen = $state(false);
	/** A code was read by the camera and waits to be joined (the form then joins as if Join were tapped). */
	scanned = $state(false);
	/** Never refused as a whole: a code that is not a night's is said beside the field. */
	readonly refused = false;
	readonly #live: NightLive;
	readonly #db: TablekeeperDb | undefined;

	constructor(text = '', live: NightLive = nightLive, db?: TablekeeperDb) {
		this.text = text;
		this.#live = live;
		this.#db = db;
	}

	/** Reads the code (and the table number when asked) and joins; null with `problem` when not. */
	async join(server: string, phone: string): Promise<Joined | null> {
		this.problem = null;
		const table = this.picking ? Number(this.table.trim()) : null;
		if (table !== null && !(Number.isInteger(table) && table >= 1 && table <= MAX_TABLE)) {
			this.problem = { kind: 'table', max: MAX_TABLE };
			return null;
		}
		this.busy = true;
		try {
			const joined = await this.#store(table, server, phone);
			if (!joined) return null;
			const first = await this.#live.settled(joined.nightId);
			if (first !== 'synced') {
				this.#live.close();
				this.problem = { kind: first };
				return null;
			}
			await this.#live.settledWrites();
			if (!(await (this.#db ? this.#db.nights.get(joined.nightId) : getNight(joined.nightId)))) {
				this.#live.close();
				this.problem = { kind: 'no-night' };
				return null;
			}
			return joined;
		} finally {
			this.busy = false;
		}
	}

	/** Opens or closes the camera view; opening clears a camera's message. */
	toggleCamera(): void {
		this.cameraOpen = !this.cameraOpen;
		if (this.cameraOpen) this.cameraProblem = null;
	}

	/** Takes a code read by the camera: it fills the field (the table number asked again if needed). */
	take(text: string): void {
		if (this.scanned || !this.cameraOpen) return;
		this.text = text;
		this.picking = false;
		this.problem = null;
		this.scanned = true;
		this.cameraOpen = false;
	}

	/** Opens the rear camera into `video` and reads the first code it sees; returns the cleanup. */
	startCamera(video: HTMLVideoElement): () => void {
		this.scanned = false;
		return scanCamera(video, {
			take: async (text) => this.take(text),
			finished: () => this.scanned || !this.cameraOpen,
			reader: async () => {
				const reader = await codeReader();
				if (!reader) this.cameraProblem = 'unsupported';
				return reader;
			},
			camera: (state) => (this.camera = state),
			failed: (problem) => (this.cameraProblem = problem),
			close: () => (this.cameraOpen = false)
		});
	}

	/** Stores the share the code gives, or says why the code does not read. */
	async #store(table: number | null, server: string, phone: string): Promise<Joined | null> {
		const asTable = await joinNightTable(this.text, table, server, phone, this.#db);
		if (asTable.ok) return { nightId: asTable.nightId, as: 'table' };
		if ('pick' in asTable) {
			this.picking = true;
			return null;
		}
		const asRoom = await joinNightRoom(this.text, server, phone, this.#db);
		if (asRoom.ok) return { nightId: asRoom.nightId, as: 'room' };
		const tableLike = this.text.trim().toUpperCase().startsWith('T');
		const reading = tableLike ? asTable.reading : asRoom.reading;
		this.problem = { kind: 'code', refusal: reading.ok ? { kind: 'role' } : reading.refusal };
		return null;
	}
}
