// What a run appends to the document is added to what it read (`withEdits`, `withSetup`) rather
// than read again: whatever the document held and whatever is appended, the two give what
// reading the document afresh gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendEdit, appendSetup, readDoc, withEdits, withSetup, type RoundEdit } from './match-doc';
import { MATCH_ID, matchRecord, PLAYERS, roundEdit } from './test-phones';

const edit = fc.record({
	round: fc.constantFrom('r1', 'r2', 'r3'),
	at: fc.integer({ min: 1, max: 5 }),
	id: fc.constantFrom('e1', 'e2', 'e3', 'e4'),
	order: fc.integer({ min: 1, max: 3 }),
	deleted: fc.boolean(),
	otherMatch: fc.boolean()
});
type Appended = typeof edit extends fc.Arbitrary<infer T> ? T : never;
const toEdit = (e: Appended) =>
	roundEdit({
		id: e.id,
		at: e.at,
		order: e.order,
		createdAt: e.at,
		...(e.otherMatch ? { matchId: 'other' } : {}),
		...(e.deleted ? { deleted: true, input: undefined } : {})
	});

function cleaned(e: RoundEdit): RoundEdit {
	const out = { ...e };
	if (out.input === undefined) delete out.input;
	return out;
}

describe('a view with what was appended', () => {
	it('equals the document read again', () => {
		fc.assert(
			fc.property(fc.array(edit, { maxLength: 8 }), fc.array(edit, { maxLength: 5 }), (held, added) => {
				const doc = new Y.Doc();
				for (const e of held) appendEdit(doc, e.round, cleaned(toEdit(e)));
				const read = readDoc(doc, MATCH_ID);
				const appended: [string, RoundEdit][] = added.map((e) => [e.round, cleaned(toEdit(e))]);
				for (const [id, e] of appended) appendEdit(doc, id, e);
				expect(withEdits(read, MATCH_ID, appended)).toEqual(readDoc(doc, MATCH_ID));
			})
		);
	});

	it('takes an appended setup as the one that counts only when it is the latest of this match', () => {
		const doc = new Y.Doc();
		const first = appendSetup(doc, 'b', 5, 'A', matchRecord(), PLAYERS);
		const read = readDoc(doc, MATCH_ID);
		expect(read.setup?.id).toBe(first.id);
		const earlier = appendSetup(doc, 'a', 4, 'B', matchRecord(), PLAYERS);
		expect(withSetup(read, MATCH_ID, earlier)).toEqual(readDoc(doc, MATCH_ID));
		const other = appendSetup(doc, 'c', 9, 'B', { ...matchRecord(), id: 'other' }, PLAYERS);
		expect(withSetup(read, MATCH_ID, other)).toEqual(readDoc(doc, MATCH_ID));
		const later = appendSetup(
			doc,
			'd',
			9,
			'B',
			{ ...matchRecord(), seats: [...matchRecord().seats].reverse() },
			PLAYERS
		);
		const view = withSetup(read, MATCH_ID, later);
		expect(view.setup?.id).toBe('d');
		expect(view).toEqual(readDoc(doc, MATCH_ID));
	});
});
