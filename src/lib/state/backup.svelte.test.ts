// Backups when the browser refuses storage: reading a file to import and exporting everything end
// with the reason (never a reading that hangs or an export that does nothing), and work again once
// storage opens. A choice in the preview followed at once by Import imports what the preview then says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Backups } from './backup.svelte';
import { addPlayer, listPlayers } from '$lib/data/players';
import { freshDb, refuseStorage } from './test-storage';

afterEach(() => {
	vi.restoreAllMocks();
});

const T0 = Date.UTC(2026, 10, 26, 15);
const file = () =>
	new File(
		[
			JSON.stringify({ format: 'tablekeeper-backup', version: 1, exportedAt: T0, players: [], matches: [], rounds: [] })
		],
		'backup.json',
		{ type: 'application/json' }
	);

describe('Backups with storage refused', () => {
	it('choosing a file ends its reading with the reason, and nothing is planned', async () => {
		refuseStorage();
		const backups = new Backups();
		await backups.chooseFile(file());
		expect(backups.busy).toBeNull();
		expect(backups.plan).toBeNull();
		expect(backups.failure).toEqual({ kind: 'storage-unavailable' });
	});

	it('exporting everything gives no file but the reason; with storage back it exports', async () => {
		refuseStorage();
		const backups = new Backups();
		expect(await backups.exportEverything()).toBeNull();
		expect(backups.failure).toEqual({ kind: 'storage-unavailable' });
		vi.restoreAllMocks();
		freshDb();
		const exported = await backups.exportEverything();
		expect(exported?.name).toMatch(/^tablekeeper-\d{4}-\d{2}-\d{2}\.json$/);
		expect(backups.failure).toBeNull();
		await backups.chooseFile(file());
		expect(backups.plan).not.toBeNull();
	});
});

describe('Backups choices', () => {
	it('Import right after a tick imports what the ticked preview says (a kept name stays)', async () => {
		freshDb();
		const ana = await addPlayer('Ana');
		if (typeof ana === 'string') throw new Error(ana);
		const renamed = { ...ana, name: 'Mallory', updatedAt: ana.updatedAt + 60_000 };
		const body = {
			format: 'tablekeeper-backup',
			version: 2,
			exportedAt: T0,
			players: [renamed],
			matches: [],
			rounds: []
		};
		const backups = new Backups();
		await backups.chooseFile(new File([JSON.stringify(body)], 'backup.json', { type: 'application/json' }));
		expect(backups.plan?.renames).toEqual([{ id: ana.id, from: 'Ana', to: 'Mallory', kept: false }]);
		void backups.choose('keepNames', ana.id, true);
		await backups.confirm();
		expect(backups.imported).toBe(true);
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Ana']);
	});
});
