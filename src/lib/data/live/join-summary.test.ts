// What the join screen names before anything is written: the game, the players by seat, the deals
// the room holds (deleted ones left out); a document without a setup names nothing. And what
// joining changes here: players already here (under the name this phone keeps), new players, the
// match added, or updated with its new deals.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { joinSummary } from './join-summary';
import { appendEdit, appendSetup, readDoc, type RoundEdit } from './match-doc';
import type { MatchChange } from '../backup-plan';
import type { MatchRecord, PlayerRecord } from '../schema';

const edit = (id: string, order: number, extra: Partial<RoundEdit> = {}): RoundEdit => ({
	id: `${id}-e`,
	at: 10 + order,
	by: 'A',
	matchId: 'm1',
	order,
	createdAt: 10 + order,
	after: null,
	input: { scores: [order, 0] },
	...extra
});

/** The import plan of a match this phone does not have yet. */
const newMatch = { matches: { added: 1, updated: 0, unchanged: 0 }, changes: [] };

describe('joinSummary', () => {
	it('names the game, the players in seat order and the deals not deleted', () => {
		const doc = new Y.Doc();
		const players: PlayerRecord[] = [
			{ id: 'p1', name: 'Ana', createdAt: 1, updatedAt: 1 },
			{ id: 'p2', name: 'Ben', createdAt: 1, updatedAt: 1 }
		];
		const match = { id: 'm1', gameId: 'freeform', playerIds: ['p2', 'p1'] } as unknown as MatchRecord;
		appendSetup(doc, 's1', 5, 'A', match, players);
		appendEdit(doc, 'r1', edit('r1', 1));
		appendEdit(doc, 'r2', edit('r2', 2));
		appendEdit(doc, 'r3', edit('r3', 3, { deleted: true }));
		expect(joinSummary(readDoc(doc, 'm1'), 'm1', new Map(), newMatch)).toEqual({
			gameId: 'freeform',
			players: ['Ben', 'Ana'],
			deals: 2,
			known: [],
			added: ['Ben', 'Ana'],
			match: { kind: 'added' },
			notApplied: []
		});
	});

	it('names nothing for a document without a setup', () => {
		expect(joinSummary(readDoc(new Y.Doc(), 'm1'), 'm1', new Map(), newMatch)).toEqual({
			gameId: '',
			players: [],
			deals: 0,
			known: [],
			added: [],
			match: { kind: 'added' },
			notApplied: []
		});
	});

	it("names the players already here by this phone's name, the room's beside it when it differs", () => {
		const doc = new Y.Doc();
		const players: PlayerRecord[] = [
			{ id: 'p1', name: 'Ana', createdAt: 1, updatedAt: 1 },
			{ id: 'p2', name: 'Ben', createdAt: 1, updatedAt: 1 },
			{ id: 'p3', name: 'Cléo', createdAt: 1, updatedAt: 1 }
		];
		const match = { id: 'm1', gameId: 'freeform', playerIds: ['p1', 'p2', 'p3'] } as unknown as MatchRecord;
		appendSetup(doc, 's1', 5, 'A', match, players);
		const here = new Map([
			['p1', 'Anaïs'],
			['p3', 'Cléo']
		]);
		const summary = joinSummary(readDoc(doc, 'm1'), 'm1', here, {
			matches: { added: 1, updated: 0, unchanged: 0 },
			changes: []
		});
		expect(summary.players).toEqual(['Anaïs', 'Ben', 'Cléo']);
		expect(summary.known).toEqual([
			{ name: 'Anaïs', room: 'Ana' },
			{ name: 'Cléo', room: null }
		]);
		expect(summary.added).toEqual(['Ben']);
		expect(summary.match).toEqual({ kind: 'added' });
	});

	it('says the match is updated with the deals it does not have yet when this phone holds it', () => {
		const doc = new Y.Doc();
		const players: PlayerRecord[] = [{ id: 'p1', name: 'Ana', createdAt: 1, updatedAt: 1 }];
		appendSetup(
			doc,
			's1',
			5,
			'A',
			{ id: 'm1', gameId: 'freeform', playerIds: ['p1'] } as unknown as MatchRecord,
			players
		);
		for (const order of [1, 2, 3]) appendEdit(doc, `r${order}`, edit(`r${order}`, order));
		const change = { ref: { id: 'm1' }, kind: 'updated', roundsAdded: 2 } as unknown as MatchChange;
		const summary = joinSummary(readDoc(doc, 'm1'), 'm1', new Map([['p1', 'Ana']]), {
			matches: { added: 0, updated: 1, unchanged: 0 },
			changes: [change]
		});
		expect(summary).toMatchObject({ deals: 3, known: [{ name: 'Ana', room: null }], added: [] });
		expect(summary.match).toEqual({ kind: 'updated', newDeals: 2 });
	});
});
