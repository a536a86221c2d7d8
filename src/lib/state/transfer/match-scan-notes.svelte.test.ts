// Notes by QR code: the match's note and each deal's note travel with the match and are stored on
// the receiving phone; a forged payload whose note is too long or not text is refused by the
// backup checks with the database unchanged (fake-indexeddb).
import { describe, expect, it } from 'vitest';
import { strToU8, zlibSync } from 'fflate';
import { exportAll, exportMatch } from '$lib/data/backup';
import type { BackupFile } from '$lib/data/backup-format';
import { NOTE_MAX } from '$lib/data/facts';
import { MatchScan } from './match-scan.svelte';
import { freshDb } from '../test-storage';
import { codes, feed, forged, matchFile, stored } from './test-scan';

/** A match sent with a note on the match and on its second deal. */
function withNotes(rounds: number): BackupFile {
	const file = matchFile(rounds);
	return {
		...file,
		matches: [{ ...file.matches[0]!, note: 'Tuesday club, « revanche »' }],
		rounds: file.rounds.map((r, i) => (i === 1 ? { ...r, note: 'Paul reneged, penalty agreed' } : r))
	};
}

describe('MatchScan: notes', () => {
	it('carries the match note and the deal notes to the receiving phone', async () => {
		freshDb();
		const scan = new MatchScan();
		await feed(scan, codes(withNotes(3)));
		expect(scan.backups.plan?.rounds.added).toBe(3);
		await scan.confirm();
		const here = await exportAll();
		expect(here.matches[0]!.note).toBe('Tuesday club, « revanche »');
		expect(here.rounds.map((r) => r.note)).toEqual([undefined, 'Paul reneged, penalty agreed', undefined]);
		// Shown again as a code from this phone, the notes go on to a third one.
		const sent = await exportMatch(here.matches[0]!.id);
		freshDb();
		const third = new MatchScan();
		await feed(third, codes(sent!));
		await third.confirm();
		expect((await exportAll()).rounds[1]!.note).toBe('Paul reneged, penalty agreed');
		expect((await exportAll()).matches[0]!.note).toBe('Tuesday club, « revanche »');
	});

	it('a rescan whose only change is a deal note updates that round', async () => {
		freshDb();
		const first = new MatchScan();
		await feed(first, codes(matchFile(3)));
		await first.confirm();
		const later = withNotes(3);
		later.rounds[1] = { ...later.rounds[1]!, updatedAt: later.rounds[1]!.updatedAt + 1000 };
		const again = new MatchScan();
		await feed(again, codes(later));
		expect(again.backups.plan?.rounds).toMatchObject({ added: 0, replaced: 1 });
		await again.confirm();
		expect((await exportAll()).rounds[1]!.note).toBe('Paul reneged, penalty agreed');
	});

	it.each([
		[
			'a deal note too long',
			(f: BackupFile) => ({ ...f, rounds: [{ ...f.rounds[0]!, note: 'x'.repeat(NOTE_MAX + 1) }] })
		],
		['a deal note not text', (f: BackupFile) => ({ ...f, rounds: [{ ...f.rounds[0]!, note: ['x'] }] })],
		[
			'a match note too long',
			(f: BackupFile) => ({ ...f, matches: [{ ...f.matches[0]!, note: 'x'.repeat(NOTE_MAX + 1) }] })
		],
		['a match note not text', (f: BackupFile) => ({ ...f, matches: [{ ...f.matches[0]!, note: 7 }] })]
	])('a forged payload with %s is refused; nothing is written', async (_, forge) => {
		freshDb();
		const scan = new MatchScan();
		await feed(scan, forged(zlibSync(strToU8(JSON.stringify(forge(matchFile(1)))))));
		expect(scan.backups.plan).toBeNull();
		expect(scan.backups.problem?.code).toBe('invalid');
		expect(await stored()).toEqual({ players: 0, matches: 0, rounds: 0 });
	});
});
