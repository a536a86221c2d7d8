// A one-match code received by MatchScan changes that one match only: rounds, tombstones and
// players of other matches on this phone are refused with the database unchanged, and the rename
// of a seated player is named in the preview (fake-indexeddb).
import { describe, expect, it } from 'vitest';
import { exportAll } from '$lib/data/backup';
import { oneMatchFile } from '$lib/data/test-backup';
import { MatchScan } from './match-scan.svelte';
import { freshDb } from '../test-storage';
import { codes, feed, matchFile, stored, T0 } from './test-scan';

describe('MatchScan: a one-match code changes one match only (hostile payloads)', () => {
	/** This phone: Ana and Ben's match `far-m` (4 rounds) and Ana and Cleo's `home-m` (1 round). */
	async function phone() {
		freshDb();
		const seed = new MatchScan();
		await feed(seed, codes(matchFile(4)));
		await seed.confirm();
		const home = oneMatchFile({
			gameId: 'freeform',
			config: { winner: 'high', target: null, rounds: null },
			inputs: [{ scores: [1, 1] }],
			players: ['Cleo'],
			at: T0,
			step: 1,
			idPrefix: 'home'
		});
		const cleo = home.players[0]!;
		const ana = (await exportAll()).players.find((p) => p.name === 'Ana')!;
		home.players = [cleo];
		home.matches[0] = {
			...home.matches[0]!,
			seats: [{ playerId: ana.id }, { playerId: cleo.id }],
			playerIds: [ana.id, cleo.id]
		};
		await seed.backups.choosePayload(home);
		await seed.backups.confirm();
		return stored();
	}

	it('refuses a round of another match on this phone, with the database unchanged', async () => {
		const before = await phone();
		const file = matchFile(4);
		const sneaked = { ...file.rounds[0]!, id: 'sneaked', matchId: 'home-m', order: 9 };
		const scan = new MatchScan();
		await feed(scan, codes({ ...file, rounds: [...file.rounds, sneaked] }));
		expect(scan.problem).toEqual({ code: 'foreign-rounds' });
		expect(scan.backups.plan).toBeNull();
		expect(await stored()).toEqual(before);
	});

	it('refuses a tombstone of another match and a player not seated at the match', async () => {
		const before = await phone();
		const file = matchFile(4);
		const stone = { kind: 'round' as const, id: 'home-r0', matchId: 'home-m', deletedAt: T0 + 1e6 };
		const scan = new MatchScan();
		await feed(scan, codes({ ...file, deleted: [stone] }));
		expect(scan.problem).toEqual({ code: 'foreign-rounds' });
		const cleo = (await exportAll()).players.find((p) => p.name === 'Cleo')!;
		const renamed = { ...cleo, name: 'Mallory', updatedAt: T0 + 1e6 };
		const other = new MatchScan();
		await feed(other, codes({ ...file, players: [...file.players, renamed] }));
		expect(other.problem).toEqual({ code: 'foreign-players' });
		expect(await stored()).toEqual(before);
		expect((await exportAll()).players.map((p) => p.name).sort()).toEqual(['Ana', 'Ben', 'Cleo']);
	});

	it('names the rename of a seated player ("Ana will be renamed Mallory") and keeps Ana when asked', async () => {
		await phone();
		const file = matchFile(4);
		const mallory = { ...file.players[0]!, name: 'Mallory', updatedAt: T0 + 1e6 };
		const scan = new MatchScan();
		await feed(scan, codes({ ...file, players: [mallory, file.players[1]!] }));
		expect(scan.backups.plan!.renames).toEqual([{ id: 'far-p0', from: 'Ana', to: 'Mallory', kept: false }]);
		await scan.backups.choose('keepNames', 'far-p0', true);
		expect(scan.backups.plan!.renames).toEqual([{ id: 'far-p0', from: 'Ana', to: 'Mallory', kept: true }]);
		expect(scan.backups.plan!.players.updated).toBe(0);
		await scan.confirm();
		expect((await exportAll()).players.map((p) => p.name).sort()).toEqual(['Ana', 'Ben', 'Cleo']);
	});
});
