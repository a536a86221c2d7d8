/**
 * Home's lists — the matches in progress and the last five finished or abandoned — read through
 * the lean reader (indexed reads, no Dexie on the first load), and read again when a window
 * writes or this one comes back into view.
 */
import { onStorageChange, readHomeLists } from '$lib/data/quick-read';
import type { MatchRecord, PlayerRecord } from '$lib/data/schema';

export class HomeLists {
	/** Undefined until the first read answers. */
	active: MatchRecord[] | undefined = $state.raw(undefined);
	recent: MatchRecord[] = $state.raw([]);
	players: ReadonlyMap<string, PlayerRecord> = $state.raw(new Map());
	/** The lists cannot be read (storage refused). */
	failed = $state(false);
	#reads = 0;

	/** Whether the lists have been read and hold no match. */
	get empty(): boolean {
		return this.active !== undefined && this.active.length === 0 && this.recent.length === 0;
	}

	/** Reads the lists now; only the latest read's answer is kept. */
	async refresh(): Promise<void> {
		const read = ++this.#reads;
		try {
			const lists = await readHomeLists(5);
			if (read !== this.#reads) return;
			this.players = new Map(lists.players.map((p) => [p.id, p]));
			this.recent = lists.recent;
			this.active = lists.active;
			this.failed = false;
		} catch {
			if (read === this.#reads) this.failed = true;
		}
	}

	/** Reads now and follows changes until the returned function is called. */
	follow(): () => void {
		void this.refresh();
		const stop = onStorageChange(() => void this.refresh());
		const visible = () => {
			if (document.visibilityState === 'visible') void this.refresh();
		};
		document.addEventListener('visibilitychange', visible);
		return () => {
			stop();
			document.removeEventListener('visibilitychange', visible);
		};
	}
}
