// The undo history as plain values: new steps, Undo, Redo, refusals and the bound.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropped, HISTORY_LIMIT, nextStep, noSteps, stepped, storedSteps, taken, type Steps } from './undo-history';

const steps = (undo: number[], redo: number[]): Steps<number> => ({ undo, redo });

describe('undo history', () => {
	it('a new step is Undo next and clears Redo', () => {
		expect(taken(steps([1], [2]), 3)).toEqual(steps([1, 3], []));
		expect(nextStep(taken(noSteps<number>(), 7), 'undo')).toBe(7);
	});

	it('Undo moves its step to Redo, Redo moves it back', () => {
		const undone = stepped(steps([1, 2], []), 'undo');
		expect(undone).toEqual(steps([1], [2]));
		expect(nextStep(undone, 'redo')).toBe(2);
		expect(stepped(undone, 'redo')).toEqual(steps([1, 2], []));
	});

	it('a step with nothing to take leaves the history as it is', () => {
		const empty = noSteps<number>();
		expect(stepped(empty, 'undo')).toBe(empty);
		expect(stepped(empty, 'redo')).toBe(empty);
		expect(nextStep(empty, 'undo')).toBeUndefined();
	});

	it('a refused step is dropped, the other side kept', () => {
		expect(dropped(steps([1, 2], [3]), 'undo')).toEqual(steps([1], [3]));
		expect(dropped(steps([1, 2], [3, 4]), 'redo')).toEqual(steps([1, 2], [3]));
	});

	it(`keeps the last ${HISTORY_LIMIT} steps each way`, () => {
		let h = noSteps<number>();
		for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = taken(h, i);
		expect(h.undo).toHaveLength(HISTORY_LIMIT);
		expect(h.undo[0]).toBe(5);
		const record = storedSteps('m', 'w', { undo: [...h.undo, 99], redo: [] }, 42);
		expect(record).toMatchObject({ key: 'm/w', matchId: 'm', windowId: 'w', updatedAt: 42 });
		expect(record.undo).toHaveLength(HISTORY_LIMIT);
		expect(record.undo.at(-1)).toBe(99);
	});

	it('Undo then Redo of any number of steps gives the history back (within the bound)', () => {
		fc.assert(
			fc.property(fc.array(fc.integer(), { maxLength: HISTORY_LIMIT }), fc.nat(HISTORY_LIMIT), (taken_, n) => {
				let h = noSteps<number>();
				for (const s of taken_) h = taken(h, s);
				const k = Math.min(n, taken_.length);
				let g = h;
				for (let i = 0; i < k; i++) g = stepped(g, 'undo');
				expect(g.redo).toEqual(taken_.slice(taken_.length - k).reverse());
				for (let i = 0; i < k; i++) g = stepped(g, 'redo');
				expect(g).toEqual(h);
			})
		);
	});
});

describe('undo history with setup steps beside round steps', () => {
	type Step = { kind: 'add' | 'setup'; id: string };
	const add: Step = { kind: 'add', id: 'r1' };
	const setup: Step = { kind: 'setup', id: 'bonus 5 → 7' };

	it('a setup step is undone first when it is the last, then the round step', () => {
		const both = taken(taken(noSteps<Step>(), add), setup);
		expect(nextStep(both, 'undo')).toBe(setup);
		const once = stepped(both, 'undo');
		expect(once).toEqual({ undo: [add], redo: [setup] });
		expect(nextStep(stepped(once, 'undo'), 'redo')).toBe(add);
	});

	it('a refused setup step is dropped and leaves the round step to Undo', () => {
		const both = taken(taken(noSteps<Step>(), add), setup);
		expect(dropped(both, 'undo')).toEqual({ undo: [add], redo: [] });
	});
});
