/**
 * The room's screen of a club night (issue 41): follows the night from where it comes (this phone's
 * own record, or the night shared live for a room link), derives the board from it, keeps the
 * screen awake, and turns the pages of tables and standings by itself every `PAGE_MS`, since
 * nobody touches the room's screen. When the night's source says it is not up to date (offline,
 * reconnecting), the last board stays on screen with the time it was last brought up to date.
 * It only reads: nothing here writes to the night.
 */
import type { Night } from '$lib/engine/club/night';
import { ScreenWakeLock } from '$lib/state/wake-lock.svelte';
import { roomBoard, type Board } from './board';
import { linesPerPage, pageCount, pageOf, tablesPerPage } from './paging';

/** How long a page stays on screen before the next one, in ms. */
export const PAGE_MS = 12_000;

/** Whether what the source gave is up to date: yes, the phone is offline, or it is (re)connecting. */
/** `ended`: the night is no longer shared (its organiser stopped sharing it): the board stays as it last was. */
export type Freshness = 'current' | 'offline' | 'connecting' | 'ended';

/** Where the night comes from: calls back with each new version of it and each change of freshness. */
export interface NightSource {
	/** Starts following; `night` gets null when there is no such night. Returns the stop. */
	watch(night: (night: Night | null) => void, freshness: (freshness: Freshness) => void): () => void;
}

/** The screen's view of time: the clock, and a repeating timer (real ones by default). */
export interface RoomClock {
	now(): number;
	every(ms: number, tick: () => void): () => void;
}

const realClock: RoomClock = {
	now: () => Date.now(),
	every: (ms, tick) => {
		const id = setInterval(tick, ms);
		return () => clearInterval(id);
	}
};

export class RoomScreen {
	/** The night as last received; null before it arrives or when there is none. */
	night: Night | null = $state(null);
	/** Whether the source answered at least once (so "no such night" can be told from "loading"). */
	loaded = $state(false);
	freshness: Freshness = $state('connecting');
	/** When the night was last received (ms since the epoch), null before. */
	updatedAt: number | null = $state(null);
	tablesPerPage = $state(1);
	linesPerPage = $state(Number.POSITIVE_INFINITY);
	/** The page of tables and of standings shown (0-based, kept within their counts). */
	tablePage = $state(0);
	linePage = $state(0);
	readonly wake: ScreenWakeLock;
	#source: NightSource;
	#clock: RoomClock;

	readonly board: Board | null = $derived(this.night ? roomBoard(this.night) : null);
	readonly tablePages: number = $derived(pageCount(this.board?.tables.length ?? 0, this.tablesPerPage));
	readonly linePages: number = $derived(pageCount(this.board?.rows.length ?? 0, this.linesPerPage));
	readonly tables = $derived(
		pageOf(this.board?.tables ?? [], this.tablesPerPage, Math.min(this.tablePage, this.tablePages - 1))
	);
	readonly rows = $derived(
		pageOf(this.board?.rows ?? [], this.linesPerPage, Math.min(this.linePage, this.linePages - 1))
	);

	constructor(source: NightSource, clock: RoomClock = realClock, wake: ScreenWakeLock = new ScreenWakeLock()) {
		this.#source = source;
		this.#clock = clock;
		this.wake = wake;
	}

	/** Starts following the night, the page timer and the wake lock; returns the cleanup for an $effect. */
	start(): () => void {
		const stopSource = this.#source.watch(
			(night) => {
				this.night = night;
				this.loaded = true;
				this.updatedAt = this.#clock.now();
			},
			(freshness) => (this.freshness = freshness)
		);
		const stopTimer = this.#clock.every(PAGE_MS, () => this.turn());
		const stopWake = this.wake.start();
		return () => {
			stopSource();
			stopTimer();
			stopWake();
		};
	}

	/** Shows the next page of tables and of standings, each going round to its first after its last. */
	turn(): void {
		this.tablePage = (Math.min(this.tablePage, this.tablePages - 1) + 1) % this.tablePages;
		this.linePage = (Math.min(this.linePage, this.linePages - 1) + 1) % this.linePages;
	}

	/**
	 * Fits the pages to the screen: the tables' area and the standings' column in CSS pixels, and the
	 * pixels to a rem. A page already shown stays within the new count.
	 */
	fit(tables: { width: number; height: number }, standingsHeight: number, rem: number): void {
		this.tablesPerPage = tablesPerPage(tables.width, tables.height, rem);
		this.linesPerPage = linesPerPage(standingsHeight, rem);
		this.tablePage = Math.min(this.tablePage, this.tablePages - 1);
		this.linePage = Math.min(this.linePage, this.linePages - 1);
	}
}
