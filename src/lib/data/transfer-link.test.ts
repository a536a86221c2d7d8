// Linking received players by name: which links are offered, and what a link does to the file;
// and what a QR transfer may carry: one match on its own, never a club night.
import { describe, expect, it } from 'vitest';
import type { BackupFile } from './backup-format';
import type { PlayerRecord } from './schema';
import { linkPlayers, nameLinks, oneMatchProblem } from './transfer-link';

const T = Date.UTC(2026, 10, 1);
const player = (id: string, name: string, extra: Partial<PlayerRecord> = {}): PlayerRecord => ({
	id,
	name,
	createdAt: T,
	updatedAt: T,
	...extra
});

function received(players: PlayerRecord[]): BackupFile {
	const seats = players.map((p) => ({ playerId: p.id }));
	return {
		format: 'tablekeeper-backup',
		version: 1,
		exportedAt: T,
		players,
		matches: [
			{
				id: 'm',
				gameId: 'freeform',
				status: 'active',
				createdAt: T,
				updatedAt: T,
				seats,
				playerIds: seats.map((s) => s.playerId),
				config: {},
				firstDealer: 0
			}
		],
		rounds: []
	};
}

describe('nameLinks', () => {
	it.each([
		{
			case: 'the same name, case aside',
			file: [player('f1', 'Zoé'), player('f2', 'Ben')],
			roster: [player('h1', 'zoé')],
			links: [{ fileId: 'f1', localId: 'h1', name: 'zoé' }]
		},
		{
			case: 'a player already here under the same id is not linked',
			file: [player('h1', 'Ana')],
			roster: [player('h1', 'Ana'), player('h2', 'Ana')],
			links: []
		},
		{
			case: 'two received players of one name take two players of this phone, never one twice',
			file: [player('f1', 'Ana'), player('f2', 'ana')],
			roster: [player('h1', 'Ana')],
			links: [{ fileId: 'f1', localId: 'h1', name: 'Ana' }]
		},
		{
			case: 'a player already seated in the match is not taken again',
			file: [player('h1', 'Ana'), player('f2', 'Ana')],
			roster: [player('h1', 'Ana')],
			links: []
		},
		{
			case: 'an active player is preferred to an archived one, then the older one',
			file: [player('f1', 'Ana')],
			roster: [player('h1', 'Ana', { archived: true }), player('h3', 'Ana', { createdAt: T + 5 }), player('h2', 'Ana')],
			links: [{ fileId: 'f1', localId: 'h2', name: 'Ana' }]
		},
		{ case: 'no one of that name', file: [player('f1', 'Ana')], roster: [player('h1', 'Anna')], links: [] }
	])('$case', ({ file, roster, links }) => {
		expect(nameLinks(received(file), roster)).toEqual(links);
	});
});

describe('linkPlayers', () => {
	it('gives the linked seats to the local player and drops the received record; nothing else changes', () => {
		const file = received([player('f1', 'Ana'), player('f2', 'Ben')]);
		const linked = linkPlayers(file, [{ fileId: 'f1', localId: 'h1', name: 'Ana' }]);
		expect(linked.players.map((p) => p.id)).toEqual(['f2']);
		expect(linked.matches[0]!.seats).toEqual([{ playerId: 'h1' }, { playerId: 'f2' }]);
		expect(linked.matches[0]!.playerIds).toEqual(['h1', 'f2']);
		expect(linked.rounds).toBe(file.rounds);
		expect(file.matches[0]!.seats[0]).toEqual({ playerId: 'f1' });
		expect(linkPlayers(file, [])).toBe(file);
	});
});

describe('a transfer carries one match on its own', () => {
	const base = () => received([player('a', 'Ana'), player('b', 'Ben')]);
	const night = { id: 'n', reports: [] } as unknown as NonNullable<BackupFile['nights']>[number];
	it.each<[string, (f: BackupFile) => BackupFile, string | null]>([
		['one match, its players', (f) => f, null],
		['no match', (f) => ({ ...f, matches: [] }), 'not-one-match'],
		['two matches', (f) => ({ ...f, matches: [f.matches[0]!, { ...f.matches[0]!, id: 'm2' }] }), 'not-one-match'],
		['a club night beside the match', (f) => ({ ...f, nights: [night] }), 'not-one-match'],
		['no club night (an empty list)', (f) => ({ ...f, nights: [] }), null],
		[
			'a player who does not sit at it',
			(f) => ({ ...f, players: [...f.players, player('c', 'Cy')] }),
			'foreign-players'
		]
	])('%s', (_row, edit, problem) => {
		expect(oneMatchProblem(edit(base()))).toBe(problem);
	});
});
