// Schema v6 (issue 41): club nights get their own store; every earlier row stays as it was.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { useDb } from './db';
import { hlcOf } from './hlc';
import { getMatch, listRounds } from './matches';
import { createNight, getNight, listNights } from './nights';
import { createDb } from './schema';
import { writeV1 } from './test-v1';

const T = 1767225600000;

describe('schema v6 (club nights)', () => {
	it('upgrades the v1 fixture through v5 to v6: matches and rounds unchanged, an empty nights store', async () => {
		const name = `fixture-v6-${crypto.randomUUID()}`;
		await writeV1(name, ['players', 'matches', 'rounds']);
		const upgraded = createDb(name);
		useDb(upgraded);
		await upgraded.open();
		expect(upgraded.verno).toBe(6);
		expect(await getMatch('m-1')).toMatchObject({ createdAt: T, updatedAt: hlcOf(1767229200000) });
		expect(await listRounds('m-1')).toHaveLength(2);
		expect(await listNights()).toEqual([]);
		upgraded.close();
	});

	it('a v5 database opens as v6 with its rows kept, and takes nights', async () => {
		const name = `fixture-v6-${crypto.randomUUID()}`;
		const before = new Dexie(name);
		before.version(5).stores({
			players: 'id, name, updatedAt',
			matches: 'id, gameId, status, createdAt, updatedAt, deletedAt, *playerIds',
			rounds: 'id, matchId, [matchId+order]',
			drafts: 'key',
			history: 'key, matchId, updatedAt',
			tombstones: 'id, matchId',
			liveUpdates: '++seq, matchId',
			liveShares: 'matchId'
		});
		await before.table('players').add({ id: 'p', name: 'Ana', createdAt: T, updatedAt: hlcOf(T) });
		before.close();
		const upgraded = createDb(name);
		useDb(upgraded);
		await upgraded.open();
		expect(await upgraded.players.get('p')).toEqual({ id: 'p', name: 'Ana', createdAt: T, updatedAt: hlcOf(T) });
		const night = await createNight({
			settings: {
				name: 'Friday',
				date: '2026-11-27',
				gameId: 'freeform',
				config: {},
				teams: false,
				format: { kind: 'swiss', rounds: 2 },
				counting: { rule: 'match-points', direction: 'high' },
				seats: 2,
				minSeats: 2
			},
			entrants: [],
			rounds: [],
			reports: []
		});
		expect(await getNight(night.id)).toEqual(night);
		upgraded.close();
	});
});
