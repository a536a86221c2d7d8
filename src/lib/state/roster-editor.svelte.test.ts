// The roster's workflows through the state class: results as values, refused storage as `failure`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '$lib/data/matches';
import { listPlayers } from '$lib/data/players';
import type { PlayerRecord } from '$lib/data/schema';
import { RosterEditor } from './roster-editor.svelte';
import { freshDb, refuseStorage } from './test-storage';

afterEach(() => {
	vi.restoreAllMocks();
});

async function added(editor: RosterEditor, name: string): Promise<PlayerRecord> {
	const result = await editor.add(name);
	if (!result.ok || typeof result.value === 'string') throw new Error(`not added: ${name}`);
	return result.value;
}

describe('RosterEditor', () => {
	it('adds and renames, returning the problem with a name', async () => {
		freshDb();
		const editor = new RosterEditor();
		const ana = await added(editor, 'Ana');
		await added(editor, 'Ben');
		expect(await editor.add(' ana ')).toEqual({ ok: true, value: 'name-taken' });
		expect(await editor.rename(ana.id, 'BEN')).toEqual({ ok: true, value: 'name-taken' });
		expect(await editor.rename(ana.id, 'Anaïs')).toEqual({ ok: true, value: null });
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Anaïs', 'Ben']);
	});

	it('archives, refuses to delete a player with matches, deletes one without, and merges', async () => {
		freshDb();
		const editor = new RosterEditor();
		const [ana, ben, ana2] = [await added(editor, 'Ana'), await added(editor, 'Ben'), await added(editor, 'Ana B')];
		await createMatch({ gameId: 'freeform', playerIds: [ana2.id, ben.id], config: {}, firstDealer: 0 });
		await editor.setArchived(ben, true);
		expect((await listPlayers()).find((p) => p.id === ben.id)!.archived).toBe(true);
		expect(await editor.remove(ben)).toEqual({ ok: true, value: { refused: 1 } });
		expect(await editor.merge(ana2, ana)).toEqual({ ok: true, value: null });
		expect(await editor.merge(ben, ana)).toEqual({ ok: true, value: 'same-match' });
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Ana', 'Ben']);
	});

	it('keeps refused storage as a failure the page explains', async () => {
		refuseStorage();
		const editor = new RosterEditor();
		expect(await editor.add('Ana')).toEqual({ ok: false, refusal: { kind: 'storage-unavailable' } });
		expect(editor.failure).toEqual({ kind: 'storage-unavailable' });
	});
});
