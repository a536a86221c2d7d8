/**
 * Handing a match to another phone by QR code, on the phone that has the match: the match as a
 * one-match backup payload turned into codes (data/transfer.ts), shown one after the other in a
 * loop that can be paused and stepped through. The receiving side is `match-scan.svelte.ts`.
 */
import { isTransferProblem, transferFrames, type TransferProblem } from '$lib/data/transfer';
import { storageHealth } from '../storage-health.svelte';

/** How long each code of a loop stays on screen. */
export const FRAME_MS = 250;

/** The codes of one match, shown in turn. */
export class MatchCode {
	frames: readonly string[] = $state.raw([]);
	/** Why there are no codes: a problem of the payload, no such match, or storage that cannot be read. */
	problem: TransferProblem | 'missing' | 'unreadable' | null = $state(null);
	gameId = $state('');
	index = $state(0);
	playing = $state(true);
	loading = $state(true);

	/** Makes the codes of a match (its current rounds). */
	async load(matchId: string): Promise<void> {
		this.loading = true;
		const { exportMatch } = await import('$lib/data/backup');
		const read = await storageHealth.attempt(() => exportMatch(matchId));
		this.loading = false;
		if (!read.ok) {
			this.problem = 'unreadable';
			return;
		}
		const file = read.value;
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
