// A deal's note in a match shared live: it travels with its round (a note typed, edited or removed
// on one phone reaches the other), a sync never drops it, and an edit from the room whose note is
// not text within the limit is ignored, the round staying as it was.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { NOTE_MAX } from '../facts';
import { stampAfter } from '../stamp';
import { appendEdit } from './match-doc';
import { deliver, MATCH_ID, roundsOn, twoPhones, type Phone } from './test-phones';

/** Writes `note` on phone's first round as an edit of the round does, then syncs the phone. */
async function noteOn(phone: Phone, note: string | undefined): Promise<void> {
	const [round] = await roundsOn(phone);
	const { note: _old, ...rest } = round!;
	await phone.db.rounds.put({ ...rest, ...(note ? { note } : {}), updatedAt: stampAfter(round!.updatedAt) });
	await phone.sync.run();
}

describe('live bridge: a deal note', () => {
	it('a note added, changed and removed on A reaches B, and a sync on A keeps it', async () => {
		const { a, b } = await twoPhones();
		await noteOn(a, 'Misdeal, redealt');
		expect((await roundsOn(a))[0]?.note).toBe('Misdeal, redealt');
		await deliver(a, b);
		expect((await roundsOn(b))[0]?.note).toBe('Misdeal, redealt');
		await deliver(b, a);
		expect((await roundsOn(a))[0]?.note).toBe('Misdeal, redealt');
		await noteOn(a, 'Paul reneged');
		await deliver(a, b);
		expect((await roundsOn(b))[0]?.note).toBe('Paul reneged');
		await noteOn(a, undefined);
		await deliver(a, b);
		expect((await roundsOn(b))[0]).not.toHaveProperty('note');
		expect((await roundsOn(b))[0]?.input).toEqual({ scores: [3, 4] });
	});

	it.each([
		['too long', 'x'.repeat(NOTE_MAX + 1)],
		['not text', 42],
		['empty', '']
	])('an edit whose note is %s is ignored: the round stays as it was', async (_, note) => {
		const { a, b } = await twoPhones();
		const before = await roundsOn(b);
		const [round] = await roundsOn(a);
		const evil = new Y.Doc();
		Y.applyUpdate(evil, Y.encodeStateAsUpdate(a.doc));
		appendEdit(evil, round!.id, {
			id: crypto.randomUUID(),
			at: round!.updatedAt + 10_000,
			by: 'Eve',
			matchId: MATCH_ID,
			order: round!.order,
			createdAt: round!.createdAt,
			after: null,
			input: { scores: [50, 50] },
			note: note as string
		});
		Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(evil, Y.encodeStateVector(b.doc)), 'remote');
		await expect(b.sync.run()).resolves.toBeInstanceOf(Array);
		expect(await roundsOn(b)).toEqual(before);
	});
});
