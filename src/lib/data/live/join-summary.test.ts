// What the join screen names before anything is written: the game, the players by seat, the deals
// the room holds (deleted ones left out); a document without a setup names nothing.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { joinSummary } from './join-summary';
import { appendEdit, appendSetup, readDoc, type RoundEdit } from './match-doc';
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
		expect(joinSummary(readDoc(doc, 'm1'), 'm1')).toEqual({ gameId: 'freeform', players: ['Ben', 'Ana'], deals: 2 });
	});

	it('names nothing for a document without a setup', () => {
		expect(joinSummary(readDoc(new Y.Doc(), 'm1'), 'm1')).toEqual({ gameId: '', players: [], deals: 0 });
	});
});
