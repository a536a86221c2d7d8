/**
 * History's first frame: with no filter set, the newest cards, their players, the club nights and
 * the export reminder's count are read through indexes (`data/quick-history.ts`, no Dexie start
 * and no read of the whole library) and painted; only then is the whole library read (`whole`),
 * for the count, the filters and the rest of the cards. With a filter set, or when the quick
 * read finds nothing or fails, the whole library is read at once, as before.
 */
import { lastExport } from '$lib/data/export-reminder';
import { readFirstCards } from '$lib/data/quick-history';
import type { MatchRecord, NightRecord, PlayerRecord } from '$lib/data/schema';
import { afterPaint } from './after-paint';

export class HistoryFirstFrame {
	/** The newest cards, in History's order (undefined until read, or when not read). */
	cards: MatchRecord[] | undefined = $state.raw(undefined);
	/** The players those cards seat, by id. */
	players: ReadonlyMap<string, PlayerRecord> = $state.raw(new Map());
	/** The club nights not in the trash. */
	nights: NightRecord[] = $state.raw([]);
	/** The export reminder's count of old matches in no backup file. */
	unexported = $state(0);
	/** Whether the whole library is to be read now. */
	whole = $state(false);

	/** The first `count` cards, unless `filtered` (a filter set leaves out cards the quick read cannot know). */
	constructor(count: number, filtered: boolean) {
		if (filtered) this.whole = true;
		else void this.#read(count);
	}

	/** A filter was set before the whole library was read: the first cards may not match it, so read it now. */
	readWhole(): void {
		this.whole = true;
	}

	async #read(count: number): Promise<void> {
		try {
			const found = await readFirstCards(count, lastExport(), Date.now());
			if (found && found.matches.length > 0) {
				this.players = new Map(found.players.map((p) => [p.id, p]));
				this.nights = found.nights;
				this.unexported = found.unexported;
				this.cards = found.matches;
				await afterPaint();
			}
		} catch {
			// The whole library's read reports storage that cannot be read.
		}
		this.whole = true;
	}
}
