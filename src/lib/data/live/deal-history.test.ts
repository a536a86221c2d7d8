// A deal's history read from the shared document's edit list: entered, changed, deleted, put back
// and, for two edits made apart from each other, the one the later edit overruled; the same on
// every phone. What another phone wrote is hostile: no list of any shape throws, fakes an edit
// that is not in the document, or shows more than the last ten entries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deleteRound, putRound } from '../rounds';
import { dealHistory, HISTORY_SHOWN } from './deal-history';
import { appendEdit, readDoc, roundsMap } from './match-doc';
import { changeScores, deliver, MATCH_ID, on, roundEdit, roundsOn, twoPhones, type Phone } from './test-phones';

const historyOn = (phone: Phone, number = 1) => {
	const round = readDoc(phone.doc, MATCH_ID).rounds[number - 1]!;
	return dealHistory(round);
};

describe('deal history', () => {
	it('shows nothing beyond who entered it for a deal with a single entry', async () => {
		const { a, b } = await twoPhones();
		expect(historyOn(a)).toBeNull();
		expect(historyOn(b)).toBeNull();
	});

	it('names each phone that changed a deal in turn, oldest first', async () => {
		const { a, b } = await twoPhones();
		await changeScores(b, [5, 5]);
		await deliver(b, a);
		await changeScores(a, [6, 6]);
		await deliver(a, b);
		const expected = {
			entries: [
				{ kind: 'entered', by: 'A' },
				{ kind: 'changed', by: 'B' },
				{ kind: 'changed', by: 'A' }
			],
			older: 0
		};
		expect(historyOn(a)).toEqual(expected);
		expect(historyOn(b)).toEqual(expected);
	});

	it('names the edit a later one overruled, the same on both phones, whichever arrives first', async () => {
		const { a, b } = await twoPhones();
		await changeScores(a, [7, 7]);
		await changeScores(b, [8, 8]);
		await deliver(b, a);
		await deliver(a, b);
		const expected = {
			entries: [
				{ kind: 'entered', by: 'A' },
				{ kind: 'overruled', by: 'A' },
				{ kind: 'changed', by: 'B' }
			],
			older: 0
		};
		expect(historyOn(a)).toEqual(expected);
		expect(historyOn(b)).toEqual(expected);
		expect((await roundsOn(a))[0]?.input).toEqual({ scores: [8, 8] });
	});

	it('says a deal was deleted and put back', async () => {
		const { a, b } = await twoPhones();
		on(a);
		const [round] = await roundsOn(a);
		await deleteRound(round!);
		await a.sync.run();
		await deliver(a, b);
		await putRound(round!);
		await a.sync.run();
		await deliver(a, b);
		expect(historyOn(b)).toEqual({
			entries: [
				{ kind: 'entered', by: 'A' },
				{ kind: 'deleted', by: 'A' },
				{ kind: 'restored', by: 'A' }
			],
			older: 0
		});
	});

	it('claims no overruled edit in a document written before edits named what they were made over', async () => {
		const doc = new Y.Doc();
		appendEdit(doc, 'r1', roundEdit({ id: 'e1', at: 1, by: 'A' }));
		appendEdit(doc, 'r1', roundEdit({ id: 'e2', at: 2, by: 'B' }));
		appendEdit(doc, 'r1', roundEdit({ id: 'e3', at: 3, by: 'C' }));
		expect(dealHistory(readDoc(doc, MATCH_ID).rounds[0]!)?.entries.map((e) => e.kind)).toEqual([
			'entered',
			'changed',
			'changed'
		]);
	});

	it(`shows the last ${HISTORY_SHOWN} entries of a long list and counts the older ones`, () => {
		const doc = new Y.Doc();
		appendEdit(doc, 'r1', roundEdit({ id: 'e00', at: 1, by: 'P0', base: null }));
		for (let i = 1; i < 25; i++)
			appendEdit(
				doc,
				'r1',
				roundEdit({
					id: `e${String(i).padStart(2, '0')}`,
					at: i + 1,
					by: `P${i}`,
					base: `e${String(i - 1).padStart(2, '0')}`
				})
			);
		const history = dealHistory(readDoc(doc, MATCH_ID).rounds[0]!)!;
		expect(history.older).toBe(15);
		expect(history.entries).toHaveLength(HISTORY_SHOWN);
		expect(history.entries.at(-1)).toEqual({ kind: 'changed', by: 'P24' });
		expect(history.entries[0]).toEqual({ kind: 'changed', by: 'P15' });
	});

	it('reads a hostile edit list without throwing, naming only edits the document holds', () => {
		const id = fc.constantFrom('e0', 'e1', 'e2', 'e3', 'e4');
		const hostileEdit = fc.record({
			id,
			at: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant('soon')),
			by: fc.oneof(fc.constantFrom('A', 'B', 'C', ''), fc.integer()),
			base: fc.oneof(id, fc.constant(null), fc.constant(undefined), fc.integer(), fc.object(), fc.string()),
			deleted: fc.oneof(fc.constant(true), fc.constant(undefined), fc.constant('yes'))
		});
		fc.assert(
			fc.property(fc.array(fc.oneof(hostileEdit, fc.anything()), { maxLength: 40 }), (items) => {
				const doc = new Y.Doc();
				let encodable = true;
				try {
					doc.transact(() => {
						const list = new Y.Array<unknown>();
						list.push(
							items.map((item) => {
								if (typeof item !== 'object' || item === null || !('id' in item)) return item;
								const { deleted, ...rest } = item as Record<string, unknown>;
								const e: Record<string, unknown> = { ...roundEdit(), ...rest };
								if (deleted === undefined) delete e['deleted'];
								else e['deleted'] = deleted;
								if (e['base'] === undefined) delete e['base'];
								return e;
							}) as never
						);
						roundsMap(doc).set('r1', list);
					});
				} catch {
					encodable = false;
				}
				fc.pre(encodable);
				const round = readDoc(doc, MATCH_ID).rounds[0];
				if (!round) return;
				const history = dealHistory(round);
				if (round.edits.length < 2) {
					expect(history).toBeNull();
					return;
				}
				expect(history).not.toBeNull();
				expect(history!.entries.length).toBeLessThanOrEqual(HISTORY_SHOWN);
				expect(history!.entries.length + history!.older).toBe(round.edits.length);
				const names = new Set(round.edits.map((e) => e.by));
				for (const entry of history!.entries) {
					expect(names.has(entry.by)).toBe(true);
					expect(['entered', 'changed', 'deleted', 'restored', 'overruled']).toContain(entry.kind);
				}
				// The edit that counts is never said to be overruled.
				expect(history!.entries.at(-1)?.kind).not.toBe('overruled');
			}),
			{ numRuns: 300 }
		);
	});

	it('keeps an edit whose history mark is malformed for the score, as an older phone does', () => {
		const doc = new Y.Doc();
		appendEdit(doc, 'r1', roundEdit({ id: 'e1', at: 1, base: null }));
		appendEdit(doc, 'r1', roundEdit({ id: 'e2', at: 2, base: { evil: true } as never, input: { scores: [9, 9] } }));
		const round = readDoc(doc, MATCH_ID).rounds[0]!;
		expect(round.latest.input).toEqual({ scores: [9, 9] });
		expect(dealHistory(round)?.entries.map((e) => e.kind)).toEqual(['entered', 'changed']);
	});
});
