// Receiving a match by QR code through the state class, on fake-indexeddb: codes in any order give
// the backup import's preview and nothing is written before confirming; a rescan updates; forged,
// damaged and future payloads are refused with the database unchanged; players link by name.
// Payloads that reach beyond their one match: match-scan-hostile.svelte.test.ts.
import { describe, expect, it } from 'vitest';
import { strToU8, zlibSync } from 'fflate';
import { dataToFrames } from 'qrloop';
import { exportAll } from '$lib/data/backup';
import { MAX_PICTURE_BYTES, MatchScan } from './match-scan.svelte';
import { freshDb } from '../test-storage';
import { codes, feed, forged, matchFile, stored, T0 } from './test-scan';

describe('MatchScan', () => {
	it('codes in any order, repeated, give the preview; confirming writes; a rescan adds the new round', async () => {
		freshDb();
		const scan = new MatchScan();
		const frames = codes(matchFile(80));
		expect(frames.length).toBeGreaterThan(3);
		await feed(scan, [...frames.slice(2), frames[3]!, frames[2]!]);
		expect(scan.backups.plan).toBeNull();
		expect(scan.parts.have).toBeGreaterThan(0);
		await feed(scan, frames.slice(0, 2).reverse());
		const plan = scan.backups.plan!;
		expect(plan.matches).toEqual({ added: 1, updated: 0, unchanged: 0 });
		expect(plan.rounds.added).toBe(80);
		expect(scan.elapsed).not.toBeNull();
		expect(await stored()).toEqual({ players: 0, matches: 0, rounds: 0 });
		await scan.confirm();
		expect(scan.importedId).toBe('far-m');
		expect(await stored()).toEqual({ players: 2, matches: 1, rounds: 80 });

		const later = matchFile(81);
		const again = new MatchScan();
		await feed(again, codes(later));
		expect(again.backups.plan!.matches).toEqual({ added: 0, updated: 1, unchanged: 0 });
		expect(again.backups.plan!.rounds).toEqual({ added: 1, replaced: 0, unchanged: 80, deleted: 0, keptDeleted: 0 });
		await again.confirm();
		expect(await stored()).toEqual({ players: 2, matches: 1, rounds: 81 });
	});

	it.each([
		['a later backup version', { ...matchFile(2), version: 99 }, 'future-version'],
		[
			'a round nested too deeply',
			{ ...matchFile(1), rounds: [{ ...matchFile(1).rounds[0]!, input: JSON.parse('['.repeat(20) + ']'.repeat(20)) }] },
			'too-deep'
		],
		[
			'an unknown game',
			{ ...matchFile(1), matches: [{ ...matchFile(1).matches[0]!, gameId: 'poker' }] },
			'unknown-game'
		],
		['not a backup at all', { hello: 'world' }, 'not-backup']
	])(
		'a forged payload with a valid checksum (%s) is refused by the backup checks; nothing is written',
		async (_, body, code) => {
			freshDb();
			const scan = new MatchScan();
			await feed(scan, forged(zlibSync(strToU8(JSON.stringify(body)))));
			expect(scan.backups.plan).toBeNull();
			expect(scan.backups.problem?.code).toBe(code);
			expect(await stored()).toEqual({ players: 0, matches: 0, rounds: 0 });
		}
	);

	it('damaged, foreign and future codes are refused; the codes held so far stay; nothing is written', async () => {
		freshDb();
		const scan = new MatchScan();
		const frames = codes(matchFile(80));
		await feed(scan, frames.slice(0, 2));
		const held = scan.parts.have;
		expect(await scan.take('https://example.com/')).toBe(false);
		expect(scan.problem).toEqual({ code: 'not-transfer' });
		expect(await scan.take('TK7:AAAA')).toBe(false);
		expect(scan.problem).toEqual({ code: 'future-version', values: { version: 7 } });
		expect(scan.parts.have).toBe(held);
		// A loop whose bytes were altered after its checksum was made.
		const bad = forged(zlibSync(strToU8(JSON.stringify(matchFile(3)))));
		const first = bad[0]!;
		bad[0] = first.slice(0, 60) + (first[60] === 'A' ? 'B' : 'A') + first.slice(61);
		const fresh = new MatchScan();
		await feed(fresh, bad);
		expect(fresh.problem).toEqual({ code: 'damaged' });
		expect(fresh.backups.plan).toBeNull();
		expect(await stored()).toEqual({ players: 0, matches: 0, rounds: 0 });
	});

	it('a refused loop stays refused whatever arrives next, until the person starts again', async () => {
		freshDb();
		const scan = new MatchScan();
		const bomb = dataToFrames(zlibSync(new Uint8Array(5 * 1024 * 1024)) as Parameters<typeof dataToFrames>[0], 2000);
		await feed(
			scan,
			bomb.map((f) => `TK1:${f}`)
		);
		expect(scan.problem).toEqual({ code: 'too-large', values: { max: 4 } });
		expect(scan.refused).toBe(true);
		// The next picture or camera frame is another match's code: it is not taken, the message stays.
		const frames = codes(matchFile(80));
		expect(await scan.take(frames[0]!)).toBe(false);
		expect(scan.problem).toEqual({ code: 'too-large', values: { max: 4 } });
		expect(scan.parts.have).toBe(0);
		scan.reset();
		expect(scan.refused).toBe(false);
		await feed(scan, frames);
		expect(scan.backups.plan?.rounds.added).toBe(80);
	});

	it('a loop of more codes than a match needs is refused at its first code, with a message', async () => {
		freshDb();
		const scan = new MatchScan();
		const long = forged(new Uint8Array(180 * 450));
		expect(await scan.take(long[0]!)).toBe(false);
		expect(scan.problem).toEqual({ code: 'too-long', values: { max: 400, count: 451 } });
		expect(scan.refused).toBe(true);
		expect(await scan.take(codes(matchFile(3))[0]!)).toBe(false);
		expect(scan.problem?.code).toBe('too-long');
	});

	it('a payload the backup checks refuse stays refused when another code arrives', async () => {
		freshDb();
		const scan = new MatchScan();
		await feed(scan, forged(zlibSync(strToU8(JSON.stringify({ hello: 'world' })))));
		expect(scan.backups.problem?.code).toBe('not-backup');
		expect(scan.refused).toBe(true);
		expect(await scan.take(codes(matchFile(80))[0]!)).toBe(false);
		expect(scan.backups.problem?.code).toBe('not-backup');
	});

	it('a picture file over the size limit is not decoded, and says so in MB', async () => {
		freshDb();
		const scan = new MatchScan();
		await scan.pictures([new Blob([new Uint8Array(MAX_PICTURE_BYTES + 1)], { type: 'image/png' })]);
		expect(scan.problem).toEqual({ code: 'picture-too-large', values: { max: 20 } });
		expect(scan.reading).toBe(false);
		expect(scan.refused).toBe(false);
	});

	it('received players named as players of this phone are linked unless the person unticks them', async () => {
		freshDb();
		const seed = new MatchScan();
		await seed.backups.choosePayload({
			...matchFile(0),
			players: [{ id: 'here-ana', name: 'ana', createdAt: T0, updatedAt: T0 }],
			matches: [],
			rounds: []
		});
		await seed.backups.confirm();
		const scan = new MatchScan();
		await feed(scan, codes(matchFile(4)));
		expect(scan.links).toEqual([{ fileId: 'far-p0', localId: 'here-ana', name: 'ana' }]);
		expect(scan.backups.plan!.players.added).toBe(1);
		await scan.setLink('far-p0', false);
		expect(scan.backups.plan!.players.added).toBe(2);
		await scan.setLink('far-p0', true);
		await scan.confirm();
		const all = await exportAll();
		expect(all.players.map((p) => p.name).sort()).toEqual(['Ben', 'ana']);
		expect(all.matches[0]!.playerIds).toEqual(['here-ana', 'far-p1']);

		// The same match scanned again finds Ana by name again: nothing to change.
		const again = new MatchScan();
		await feed(again, codes(matchFile(4)));
		expect(again.backups.plan!.matches).toEqual({ added: 0, updated: 0, unchanged: 1 });
	});
});
