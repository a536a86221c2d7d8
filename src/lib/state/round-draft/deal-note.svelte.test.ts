// @vitest-environment happy-dom
// A deal's note on the round entry form, over the match screen's real session: typed with the round,
// kept in its draft, stored beside the input (no score reads it), edited by editing the round,
// taken back by Undo, and refused at Save while too long with nothing typed lost.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDraft } from '$lib/data/drafts';
import { useDb } from '$lib/data/db';
import { NOTE_MAX } from '$lib/data/facts';
import { createMatch, listRounds } from '$lib/data/matches';
import { createDb } from '$lib/data/schema';
import { loadGame } from '$lib/engine/registry';
import type { AnyGame } from '$lib/engine/core/types';
import { MatchSession } from '../match/session.svelte';
import { follow, round, totals, unfollow } from '../match/test-session.svelte';
import { until } from '../test-storage';
import { RoundDraft } from '../round-draft.svelte';
import { forms } from './test-draft.svelte';

let dbCount = 0;
let game: AnyGame;
afterEach(() => unfollow());
beforeEach(async () => {
	useDb(createDb(`deal-note-${++dbCount}`));
	game = await loadGame('freeform');
});

async function openMatch(): Promise<MatchSession> {
	const config = { winner: 'high', target: 1000, rounds: null };
	const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config, firstDealer: 0 });
	return follow(new MatchSession(match.id, game, 'w1'));
}

async function form(session: MatchSession, index: number | null = null): Promise<RoundDraft> {
	const roundId = index === null ? null : session.rounds![index]!.id;
	const draft = new RoundDraft(session, forms, roundId, { windowId: 'w1', debounceMs: 0 });
	await draft.load();
	return draft;
}

async function typeRound(draft: RoundDraft, scores: string[], note: string): Promise<void> {
	draft.form = { scores };
	draft.note = note;
	draft.changed();
	await new Promise((resolve) => setTimeout(resolve, 5));
	await draft.settled();
}

const notes = async (s: MatchSession) => (await listRounds(s.id)).map((r) => r.note);

describe('a note on a deal', () => {
	it('is kept in the draft with the form, and comes back when the form opens again', async () => {
		const session = await openMatch();
		const draft = await form(session);
		await typeRound(draft, ['10', ''], 'Misdeal, redealt');
		expect(await getDraft(`round:${session.id}:w1`)).toMatchObject({ note: 'Misdeal, redealt' });
		const again = await form(session);
		expect(again.note).toBe('Misdeal, redealt');
		expect(again.form).toEqual({ scores: ['10', ''] });
	});

	it('a note alone is typing: the draft is kept even with no score typed', async () => {
		const session = await openMatch();
		const draft = await form(session);
		await typeRound(draft, ['', ''], 'Paul reneged');
		expect(await getDraft(`round:${session.id}:w1`)).toMatchObject({ note: 'Paul reneged' });
	});

	it('is stored with the round, changes no score, and the next form starts without one', async () => {
		const session = await openMatch();
		const draft = await form(session);
		await typeRound(draft, ['10', '20'], '  Paul reneged, penalty agreed  ');
		expect(await draft.save()).toBe(1);
		await draft.settled();
		expect(await notes(session)).toEqual(['Paul reneged, penalty agreed']);
		await until(() => session.rounds?.length === 1);
		expect(totals(session)).toEqual([10, 20]);
		expect(draft.note).toBe('');
	});

	it('is edited by editing the round, and Undo takes the edit of the note alone back', async () => {
		const session = await openMatch();
		await session.add(round(10, 20), { note: 'Misdeal' });
		await until(() => session.rounds?.length === 1);
		const edit = await form(session, 0);
		expect(edit.note).toBe('Misdeal');
		await typeRound(edit, ['10', '20'], 'Misdeal, redealt');
		expect(await edit.save()).toBe(1);
		expect(await notes(session)).toEqual(['Misdeal, redealt']);
		await until(() => session.rounds?.[0]?.note === 'Misdeal, redealt');
		expect(session.canUndo).toBe(true);
		await session.undo();
		expect(await notes(session)).toEqual(['Misdeal']);
	});

	it('an emptied note removes it', async () => {
		const session = await openMatch();
		await session.add(round(1, 2), { note: 'x' });
		await until(() => session.rounds?.length === 1);
		const edit = await form(session, 0);
		await typeRound(edit, ['1', '2'], '   ');
		expect(await edit.save()).toBe(1);
		expect((await listRounds(session.id))[0]).not.toHaveProperty('note');
	});

	it('too long: Save writes nothing and keeps every character typed', async () => {
		const session = await openMatch();
		const draft = await form(session);
		const long = 'x'.repeat(NOTE_MAX + 3);
		await typeRound(draft, ['1', '2'], long);
		expect(draft.noteOver).toBe(3);
		expect(await draft.save()).toBeNull();
		expect(await listRounds(session.id)).toEqual([]);
		expect(draft.note).toBe(long);
		expect(draft.form).toEqual({ scores: ['1', '2'] });
		draft.note = 'x'.repeat(NOTE_MAX);
		expect(await draft.save()).toBe(1);
	});
});

describe("a deal's note in the match summary", () => {
	it('is listed there, one a line, for History to search without reading rounds', async () => {
		const session = await openMatch();
		await session.add(round(1, 2), { note: 'Misdeal' });
		await session.add(round(3, 4));
		await session.add(round(5, 6), { note: 'Paul reneged' });
		const { getMatch } = await import('$lib/data/matches');
		expect((await getMatch(session.id))?.summary?.dealNotes).toBe('Misdeal\nPaul reneged');
		await until(() => session.rounds?.length === 3);
		await session.undo();
		expect((await getMatch(session.id))?.summary?.dealNotes).toBe('Misdeal');
	});
});
