// @vitest-environment happy-dom
// A Save a page load cut off after the round was painted and before its write: the next page's
// start completes such rounds (`pending-rounds.ts`) while the match screen's form opens on the
// same pending draft. One of them decides: the round is written once, and the form either shows
// it saved or puts it back, never both (a page once showed "Round 33 was not saved before the
// page closed" beside "Round 33 was saved in another window", and refused the next round).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDraft, putDraft } from '$lib/data/drafts';
import { useDb } from '$lib/data/db';
import { addRound, createMatch, listRounds } from '$lib/data/matches';
import { createDb } from '$lib/data/schema';
import { loadGame } from '$lib/engine/registry';
import type { AnyGame } from '$lib/engine/core/types';
import { MatchSession } from '../match/session.svelte';
import { follow, unfollow } from '../match/test-session.svelte';
import { completePendingRounds } from '../pending-rounds';
import { RoundDraft } from '../round-draft.svelte';
import { windowId } from '../window-id';
import { forms } from './test-draft.svelte';

let dbCount = 0;
let game: AnyGame;
let matchId: string;
let own: string;

beforeEach(async () => {
	useDb(createDb(`cut-off-save-${++dbCount}`));
	game = await loadGame('freeform');
	const config = { winner: 'high', target: 1000, rounds: null };
	matchId = (await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config, firstDealer: 0 })).id;
	own = await windowId();
});
afterEach(() => unfollow());

/** The draft a Save leaves from its press until its write: the form as typed and the round pending. */
async function cutOff(base: string | null, scores: [number, number]): Promise<string> {
	const key = `round:${matchId}:${own}`;
	const form = { scores: scores.map(String) };
	await putDraft(key, { v: 2, form, note: '', base, pending: { input: { scores }, note: '' } });
	return key;
}

/**
 * The next page: its start completing cut-off rounds and the match screen's form opening at once
 * (the form reads the pending draft before the start's write).
 */
async function nextPage(): Promise<{ draft: RoundDraft; session: MatchSession; written: number }> {
	const session = await follow(new MatchSession(matchId, game, own));
	let start: Promise<number> = Promise.resolve(0);
	const draft = new RoundDraft(session, forms, null, { windowId: own, debounceMs: 0, cutOff: () => start });
	const loading = draft.load();
	start = completePendingRounds();
	await loading;
	await draft.settled();
	return { draft, session, written: await start };
}

const stored = async () => (await listRounds(matchId)).map((r) => r.input);

describe('a Save cut off between its paint and its write', () => {
	it('is written once, by the start; the form says so and takes the next round', async () => {
		const first = await addRound(matchId, { scores: [1, 1] });
		const key = await cutOff(first.id, [5, 6]);
		const { draft, session, written } = await nextPage();
		expect(written).toBe(1);
		expect(await stored()).toEqual([{ scores: [1, 1] }, { scores: [5, 6] }]);
		expect(draft.notice).toEqual({ kind: 'completed', number: 2 });
		expect(draft.problem).toBeNull();
		expect(draft.form).toEqual({ scores: ['', ''] });
		expect(await getDraft(key)).toBeUndefined();
		// The next round is taken, as round 3.
		await until(() => session.rounds?.length === 2);
		draft.form = { scores: ['7', '8'] };
		draft.changed();
		expect(await draft.save()).toBe(3);
		expect(await stored()).toEqual([{ scores: [1, 1] }, { scores: [5, 6] }, { scores: [7, 8] }]);
	});

	it('is put back in the form alone when the start cannot write it (the match changed)', async () => {
		const first = await addRound(matchId, { scores: [1, 1] });
		await cutOff(null, [5, 6]);
		const { draft, written } = await nextPage();
		expect(written).toBe(0);
		expect(await stored()).toEqual([{ scores: [1, 1] }]);
		expect(draft.notice).toEqual({ kind: 'put-back', number: 2 });
		expect(draft.problem).toBeNull();
		expect(draft.form).toEqual({ scores: ['5', '6'] });
		expect(first.id).toBeDefined();
	});
});

async function until(check: () => boolean): Promise<void> {
	for (let i = 0; i < 200 && !check(); i++) await new Promise((done) => setTimeout(done, 5));
	expect(check()).toBe(true);
}
