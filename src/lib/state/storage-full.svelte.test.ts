// A full device's storage, through the app's own write paths on fake-indexeddb: a match's note
// and Share live (the real live bridge) each come back refused as "storage full", a value the
// screen explains, never a rejection nobody handles; nothing typed is lost and nothing is written.
import { afterEach, describe, expect, it } from 'vitest';
import { createMatch, getMatch } from '$lib/data/matches';
import { db } from '$lib/data/db';
import { MatchLive } from './live/match-live.svelte';
import { MatchNoteForm } from './match/match-note.svelte';
import { fillStorage, fillStorageOnCommit, freshDb } from './test-storage';

const spec = { gameId: 'coinche', playerIds: ['a', 'b', 'c', 'd'], config: { target: 1000 }, firstDealer: 0 };

let free: (() => void) | null = null;
afterEach(() => {
	free?.();
	free = null;
});

describe('a full device', () => {
	it("refuses a match's note as storage full and keeps the field open with the text", async () => {
		freshDb();
		const match = await createMatch(spec);
		const form = new MatchNoteForm(match.id);
		form.edit(undefined);
		form.text = 'Donne ratée';
		free = fillStorage('matches');
		const saved = await form.save();
		expect(saved).toEqual({ ok: false, refusal: { kind: 'storage-full' } });
		expect(form.failure).toEqual({ kind: 'storage-full' });
		expect(form.open).toBe(true);
		expect(form.text).toBe('Donne ratée');
		free();
		free = null;
		expect((await getMatch(match.id))?.note).toBeUndefined();
		expect((await form.save()).ok).toBe(true);
		expect(form.failure).toBeNull();
		expect((await getMatch(match.id))?.note).toBe('Donne ratée');
	});

	it('refuses Share live as storage full, also when Dexie wraps the quota error', async () => {
		freshDb();
		const match = await createMatch(spec);
		const live = new MatchLive(match.id);
		free = fillStorageOnCommit('liveShares');
		expect(await live.share('ws://127.0.0.1:9/sync', 'Ana')).toEqual({ ok: false, refusal: { kind: 'storage-full' } });
		expect(live.refusal).toEqual({ kind: 'storage-full' });
		expect(live.shared).toBe(false);
		expect(await db().liveShares.count()).toBe(0);
		free();
		free = fillStorage('liveUpdates');
		expect(await live.share('ws://127.0.0.1:9/sync', 'Ana')).toEqual({ ok: false, refusal: { kind: 'storage-full' } });
		expect(live.refusal).toEqual({ kind: 'storage-full' });
	});
});
