// @vitest-environment happy-dom
// FollowingRows: a round added at the end is listed, with the totals that count it, only once the
// frame after the new totals is painted; every other change to the rounds is listed at once.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoldedRound } from '$lib/engine/core/fold';
import { FollowingRows } from './following-rows.svelte';

afterEach(() => vi.unstubAllGlobals());

const round = (n: number) => ({ input: n, stateAfter: {}, result: null }) as unknown as FoldedRound;
const points = (r: FoldedRound) => (r as unknown as { input: number }).input;

/** A fold of these rounds, its total the sum of their inputs. */
const fold = (rounds: FoldedRound[]) => ({ rounds, total: rounds.reduce((sum, r) => sum + points(r), 0) });

/** A list following `rounds`, read in an effect (as the round table reads it), and the frames asked for. */
function following(first: FoldedRound[]) {
	const frames: (() => void)[] = [];
	vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
	let rounds = $state.raw(first);
	const rows = new FollowingRows(() => fold(rounds));
	let shown = fold([]);
	const stop = $effect.root(() => {
		$effect(() => {
			shown = rows.current;
		});
	});
	flushSync();
	return {
		frames,
		stop,
		listed: () => shown.rounds,
		/** The total shown beside the rounds listed. */
		total: () => shown.total,
		set: (next: FoldedRound[]) => {
			rounds = next;
			flushSync();
		},
		/** Paints the frame asked for (the tasks after it then run). */
		paint: () => frames.shift()!()
	};
}

describe('FollowingRows', () => {
	it('lists a round added at the end once the frame after the totals is painted', async () => {
		const [a, b, c] = [round(1), round(2), round(3)];
		const list = following([a, b]);
		expect(list.listed()).toEqual([a, b]);
		list.set([a, b, c]);
		expect(list.listed()).toEqual([a, b]);
		expect(list.total()).toBe(3);
		expect(list.frames).toHaveLength(1);
		list.paint();
		await vi.waitFor(() => expect(list.listed()).toEqual([a, b, c]));
		expect(list.total()).toBe(6);
		list.stop();
	});

	it('keeps waiting for that frame when the rounds are replaced by the write (same rounds, new list)', async () => {
		const [a, b] = [round(1), round(2)];
		const list = following([a]);
		list.set([a, b]);
		list.set([a, b]);
		expect(list.listed()).toEqual([a]);
		list.paint();
		await vi.waitFor(() => expect(list.listed()).toEqual([a, b]));
		list.stop();
	});

	it('lists a deletion, an edit and several rounds read at once without waiting', () => {
		const [a, b, c, d] = [round(1), round(2), round(3), round(4)];
		const list = following([a, b, c]);
		list.set([a, b]);
		expect(list.listed()).toEqual([a, b]);
		const edited = round(2);
		list.set([a, edited]);
		expect(list.listed()).toEqual([a, edited]);
		expect(list.total()).toBe(3);
		list.set([a, edited, c, d]);
		expect(list.listed()).toEqual([a, edited, c, d]);
		expect(list.frames).toHaveLength(0);
		list.stop();
	});
});
