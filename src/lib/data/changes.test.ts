// Every write path announces itself on the app's own change channel once committed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onDataChange, type ChangeMessage } from './changes';
import { useDb } from './db';
import { addRound, createMatch, deleteRound, purgeTrash, restoreMatch, trashMatch } from './matches';
import { addPlayer } from './players';
import { putDraft } from './drafts';
import { createDb } from './schema';
import { matchRules } from '$lib/state/backup.svelte';
import { applyImport, exportAll, planImport } from './backup';

let count = 0;
let heard: ChangeMessage[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
	useDb(createDb(`changes-${++count}`));
	heard = [];
	stop = onDataChange((message) => heard.push(message));
});

afterEach(() => stop());

/** Waits until a change naming `store` is heard (BroadcastChannel delivers asynchronously). */
async function heardAbout(store: string): Promise<void> {
	for (let i = 0; i < 500 && !heard.some((m) => m.stores.includes(store)); i++)
		await new Promise((resolve) => setTimeout(resolve, 5));
	expect(heard.flatMap((m) => m.stores)).toContain(store);
	heard = [];
}

describe('the change channel', () => {
	it('hears matches, rounds, players, drafts, the trash and imports', async () => {
		const ana = await addPlayer('Ana');
		if (typeof ana !== 'object') throw new Error('Ana was refused');
		await heardAbout('players');
		const match = await createMatch({ gameId: 'freeform', playerIds: [ana.id], config: {}, firstDealer: 0 });
		await heardAbout('matches');
		const round = await addRound(match.id, { scores: [1, 2] });
		await heardAbout('rounds');
		await deleteRound(round);
		await heardAbout('rounds');
		await putDraft('round:x:w', { v: 2, form: {} });
		await heardAbout('drafts');
		await trashMatch(match.id);
		await heardAbout('matches');
		await restoreMatch(match.id);
		await heardAbout('matches');
		await purgeTrash();
		await heardAbout('matches');
		const file = await exportAll();
		useDb(createDb(`changes-${++count}`));
		const rules = await matchRules();
		const plan = await planImport(new Blob([JSON.stringify(file)]), rules);
		if (!('file' in plan)) throw new Error(`the export does not import: ${JSON.stringify(plan)}`);
		expect(await applyImport(plan, rules)).toBeNull();
		await heardAbout('rounds');
	});

	it('is not heard for reads', async () => {
		await createMatch({ gameId: 'freeform', playerIds: ['a'], config: {}, firstDealer: 0 });
		await heardAbout('matches');
		const { listMatches } = await import('./matches');
		await listMatches();
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(heard).toEqual([]);
	});
});
