// @vitest-environment happy-dom
// A new round's own write starts only once the frame with the new totals has been painted, over
// the match screen's real session: until then the round is shown and held pending in its draft
// (so nothing is lost), and its transaction and the clock's stamp stay out of the totals' task. A
// hidden page paints no frame: there the write does not wait for one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDraft } from '$lib/data/drafts';
import { useDb } from '$lib/data/db';
import { createMatch, listRounds } from '$lib/data/matches';
import { createDb } from '$lib/data/schema';
import { loadGame } from '$lib/engine/registry';
import type { AnyGame } from '$lib/engine/core/types';
import { MatchSession } from '../match/session.svelte';
import { follow, totals, unfollow } from '../match/test-session.svelte';
import { completePendingRounds } from '../pending-rounds';
import { until } from '../test-storage';
import { windowId } from '../window-id';
import { RoundDraft } from '../round-draft.svelte';
import { forms } from './test-draft.svelte';

let dbCount = 0;
let game: AnyGame;
/** Frames asked for and not yet painted (the test paints them). */
let frames: FrameRequestCallback[] = [];
const realFrame = globalThis.requestAnimationFrame;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(async () => {
	useDb(createDb(`write-after-frame-${++dbCount}`));
	game = await loadGame('freeform');
	frames = [];
	visibility = 'visible';
	globalThis.requestAnimationFrame = (callback) => frames.push(callback);
	Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
	unfollow();
	globalThis.requestAnimationFrame = realFrame;
});

async function saveOne(
	windowId = 'w1'
): Promise<{ session: MatchSession; draft: RoundDraft; saving: Promise<number | null> }> {
	const config = { winner: 'high', target: 1000, rounds: null };
	const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config, firstDealer: 0 });
	const session = await follow(new MatchSession(match.id, game, windowId));
	const draft = new RoundDraft(session, forms, null, { windowId, debounceMs: 0 });
	await draft.load();
	draft.form = { scores: ['10', '20'] };
	draft.changed();
	await draft.settled();
	return { session, draft, saving: draft.save() };
}

/** Lets storage and the session run for a number of tasks (what an unwaited write would need to finish). */
async function tasks(n: number): Promise<void> {
	for (let i = 0; i < n; i++) await new Promise((done) => setTimeout(done, 0));
}

describe("a new round's own write", () => {
	it('starts once the frame with the new totals is painted; until then the round is shown and pending in its draft', async () => {
		const { session, draft, saving } = await saveOne();
		await until(() => frames.length > 0 && totals(session)[1] === 20);
		await tasks(50);
		// Shown, pending in its draft, not yet written.
		expect(session.rounds?.length).toBe(1);
		expect(await getDraft(`round:${session.id}:w1`)).toMatchObject({ pending: { input: { scores: [10, 20] } } });
		expect(await listRounds(session.id)).toEqual([]);
		for (const frame of frames.splice(0)) frame(performance.now());
		expect(await saving).toBe(1);
		expect((await listRounds(session.id)).map((r) => r.input)).toEqual([{ scores: [10, 20] }]);
		expect(await getDraft(`round:${session.id}:w1`)).toBeUndefined();
		expect(draft.number).toBe(2);
	});

	it("is this form's alone while it waits: the start's completion of cut-off rounds leaves it, and it is written once", async () => {
		const own = await windowId();
		const { session, saving } = await saveOne(own);
		await until(() => frames.length > 0 && totals(session)[1] === 20);
		expect(await getDraft(`round:${session.id}:${own}`)).toHaveProperty('pending');
		// History or a backup, opened right after Save, completes the page's cut-off rounds.
		expect(await completePendingRounds()).toBe(0);
		for (const frame of frames.splice(0)) frame(performance.now());
		expect(await saving).toBe(1);
		expect((await listRounds(session.id)).map((r) => r.input)).toEqual([{ scores: [10, 20] }]);
	});

	it('does not wait for a frame in a hidden page', async () => {
		visibility = 'hidden';
		const { session, saving } = await saveOne();
		expect(await saving).toBe(1);
		expect(frames).toEqual([]);
		expect((await listRounds(session.id)).map((r) => r.input)).toEqual([{ scores: [10, 20] }]);
	});

	it('does not wait for a frame once the page is hidden', async () => {
		const { session, saving } = await saveOne();
		await until(() => frames.length > 0);
		visibility = 'hidden';
		document.dispatchEvent(new Event('visibilitychange'));
		expect(await saving).toBe(1);
		expect((await listRounds(session.id)).map((r) => r.input)).toEqual([{ scores: [10, 20] }]);
	});
});
