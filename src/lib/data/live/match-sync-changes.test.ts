// What the match screen is told when the room's changes are written: a round added, edited or
// deleted on another phone, two rounds entered under one number, an edit overruled by a later one,
// a deleted round brought back by a later edit (restored, not added).
import { describe, expect, it, vi } from 'vitest';
import { addRound, deleteRound } from '../rounds';
import { changeScores, deliver, MATCH_ID, on, roundsOn, twoPhones } from './test-phones';

describe('live bridge: what another phone did', () => {
	it('tells a round added, edited and deleted elsewhere, by whom', async () => {
		const { a, b } = await twoPhones({ scores: [1, 1] });
		on(a);
		await addRound(MATCH_ID, { scores: [2, 2] });
		await a.sync.run();
		expect(await deliver(a, b)).toEqual([{ kind: 'added', number: 2, by: 'A' }]);
		await changeScores(a, [5, 5]);
		expect(await deliver(a, b)).toEqual([{ kind: 'edited', number: 1, by: 'A' }]);
		await deleteRound((await roundsOn(a))[0]!);
		await a.sync.run();
		expect(await deliver(a, b)).toEqual([{ kind: 'deleted', number: 1, by: 'A' }]);
		expect((await roundsOn(b)).map((r) => r.input)).toEqual([{ scores: [2, 2] }]);
	});

	it('keeps both rounds entered as round 2, one after the other, and names the later edit of one round', async () => {
		const { a, b } = await twoPhones({ scores: [1, 1] });
		on(a);
		await addRound(MATCH_ID, { scores: [2, 0] });
		await a.sync.run();
		on(b);
		await addRound(MATCH_ID, { scores: [0, 2] });
		await b.sync.run();
		expect(await deliver(b, a)).toEqual([{ kind: 'both-entered', number: 2, by: 'B' }]);
		await deliver(a, b);
		expect((await roundsOn(a)).map((r) => r.input)).toEqual((await roundsOn(b)).map((r) => r.input));

		await changeScores(a, [7, 7]);
		await changeScores(b, [8, 8]);
		expect(await deliver(b, a)).toEqual([{ kind: 'edit-overruled', number: 1, by: 'B', lost: 'A' }]);
		expect(await deliver(a, b)).toEqual([]);
		expect((await roundsOn(a))[0]?.input).toEqual({ scores: [8, 8] });
		expect((await roundsOn(b))[0]?.input).toEqual({ scores: [8, 8] });
	});

	it('tells a deleted round brought back by a later edit made elsewhere as restored, not added', async () => {
		const { a, b } = await twoPhones({ scores: [1, 1] });
		const start = Date.now();
		const clock = vi.spyOn(Date, 'now');
		try {
			// B deletes round 1; A, not knowing it, changes round 1 a second later.
			clock.mockReturnValue(start + 1_000);
			on(b);
			await deleteRound((await roundsOn(b))[0]!);
			await b.sync.run();
			clock.mockReturnValue(start + 2_000);
			await changeScores(a, [5, 5]);
			expect(await deliver(a, b)).toEqual([{ kind: 'restored', number: 1, by: 'A' }]);
			expect((await roundsOn(b)).map((r) => r.input)).toEqual([{ scores: [5, 5] }]);
		} finally {
			clock.mockRestore();
		}
	});
});
