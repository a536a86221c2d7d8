// Codes of a match sent from another phone, and what a test feeds a MatchScan and reads back.
import { dataToFrames } from 'qrloop';
import { exportAll } from '$lib/data/backup';
import type { BackupFile } from '$lib/data/backup-format';
import { oneMatchFile } from '$lib/data/test-backup';
import { transferFrames } from '$lib/data/transfer';
import type { MatchScan } from './match-scan.svelte';

export const T0 = Date.UTC(2026, 10, 21, 19);

/** A free-form match of Ana and Ben sent from another phone (fixed ids, so a rescan is the same match). */
export function matchFile(rounds: number, names = ['Ana', 'Ben']): BackupFile {
	const inputs = Array.from({ length: rounds }, (_, i) => ({ scores: [i, 2 * i] }));
	const config = { winner: 'high', target: null, rounds: null };
	return oneMatchFile({ gameId: 'freeform', config, inputs, players: names, at: T0, step: 1, idPrefix: 'far' });
}

export function codes(file: BackupFile): string[] {
	const frames = transferFrames(file);
	if (!Array.isArray(frames)) throw new Error(frames.code);
	return frames;
}

/** Codes around any bytes, as a forger would make them (a valid loop and checksum). */
export const forged = (bytes: Uint8Array) =>
	dataToFrames(bytes as Parameters<typeof dataToFrames>[0], 180).map((f) => `TK1:${f}`);

export async function feed(scan: MatchScan, texts: readonly string[]): Promise<void> {
	for (const text of texts) await scan.take(text);
}

export async function stored() {
	const all = await exportAll();
	return { players: all.players.length, matches: all.matches.length, rounds: all.rounds.length };
}
