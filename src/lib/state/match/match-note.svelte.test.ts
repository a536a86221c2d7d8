// A match's note: saved trimmed, removed when emptied, refused (nothing cut) when too long.
import { describe, expect, it } from 'vitest';
import { NOTE_MAX } from '$lib/data/facts';
import { createMatch, getMatch } from '$lib/data/matches';
import { freshDb } from '../test-storage';
import { MatchNoteForm } from './match-note.svelte';

const spec = { gameId: 'coinche', playerIds: ['a', 'b', 'c', 'd'], config: { target: 1000 }, firstDealer: 0 };

describe('MatchNoteForm', () => {
	it('saves a note trimmed, then removes it when emptied', async () => {
		freshDb();
		const match = await createMatch(spec);
		const form = new MatchNoteForm(match.id);
		form.edit(undefined);
		form.text = '  Donne ratée, redistribuée ';
		expect((await form.save()).ok).toBe(true);
		const saved = await getMatch(match.id);
		expect(saved?.note).toBe('Donne ratée, redistribuée');
		expect(saved!.updatedAt).toBeGreaterThan(match.updatedAt);
		expect(saved?.config).toEqual(match.config);
		form.edit(saved?.note);
		form.text = '   ';
		expect((await form.save()).ok).toBe(true);
		expect((await getMatch(match.id))?.note).toBeUndefined();
	});

	it('refuses a note over the limit and keeps what was typed', async () => {
		freshDb();
		const match = await createMatch(spec);
		const form = new MatchNoteForm(match.id);
		form.edit(undefined);
		form.text = 'x'.repeat(NOTE_MAX + 3);
		expect(form.over).toBe(3);
		expect(await form.save()).toEqual({ ok: false, refusal: { kind: 'invalid', violations: [] } });
		expect(form.text.length).toBe(NOTE_MAX + 3);
		expect(form.open).toBe(true);
		expect((await getMatch(match.id))?.note).toBeUndefined();
	});
});
