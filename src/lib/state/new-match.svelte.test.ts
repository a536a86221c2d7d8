// The new-match form: its seats follow the chosen game's player count, and starting stores the
// players and the match together or says why it could not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMatch } from '$lib/data/matches';
import { listPlayers } from '$lib/data/players';
import { loadGame } from '$lib/engine/registry';
import { NewMatchForm } from './new-match.svelte';
import { storageHealth } from './storage-health.svelte';
import { freshDb, refuseStorage } from './test-storage';

describe('NewMatchForm.choose', () => {
	it('grows the seats to a 4-player game, then drops the empty ones when a 2-player game is chosen', async () => {
		const form = new NewMatchForm();
		form.choose(await loadGame('coinche'));
		expect(form.seats).toHaveLength(4);
		form.seats[0]!.name = 'Ana';
		form.seats[2]!.name = 'Chloé';
		form.choose(await loadGame('freeform'));
		expect(form.seats.map((s) => s.name)).toEqual(['Ana', 'Chloé']);
	});

	it('keeps named seats and two seats at least, and never more than the game allows', async () => {
		const form = new NewMatchForm();
		form.choose(await loadGame('coinche'));
		for (const [i, name] of ['Ana', 'Ben', 'Chloé', 'Dan'].entries()) form.seats[i]!.name = name;
		form.choose(await loadGame('freeform'));
		expect(form.seats).toHaveLength(4);
		form.addSeat('Eve');
		form.addSeat('Fay');
		// Cooncan seats two to five players.
		form.choose(await loadGame('cooncan'));
		expect(form.seats.map((s) => s.name)).toEqual(['Ana', 'Ben', 'Chloé', 'Dan', 'Eve']);

		const blank = new NewMatchForm();
		blank.choose(await loadGame('coinche'));
		blank.choose(await loadGame('freeform'));
		expect(blank.seats).toHaveLength(2);
	});
});

describe('NewMatchForm.start', () => {
	afterEach(() => {
		vi.restoreAllMocks();
	});

	async function filled(names: string[]): Promise<NewMatchForm> {
		const form = new NewMatchForm();
		form.choose(await loadGame('freeform'));
		names.forEach((name, i) => {
			if (i >= form.seats.length) form.addSeat(name);
			else form.seats[i]!.name = name;
		});
		return form;
	}

	it('stores the typed players and the match, and asks to persist storage after the first match only', async () => {
		freshDb();
		const persist = vi.spyOn(storageHealth, 'persist').mockResolvedValue(true);
		const form = await filled(['Ana', 'Ben']);
		const id = await form.start();
		expect(id).not.toBeNull();
		const match = await getMatch(id!);
		const players = await listPlayers();
		expect(players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
		expect(match!.seats.map((s) => s.playerId)).toEqual(
			['Ana', 'Ben'].map((n) => players.find((p) => p.name === n)!.id)
		);
		expect(persist).toHaveBeenCalledTimes(1);
		expect(await (await filled(['Ana', 'Cy'])).start()).not.toBeNull();
		expect(persist).toHaveBeenCalledTimes(1);
		expect(await listPlayers()).toHaveLength(3);
	});

	it('writes nothing while the form has violations', async () => {
		freshDb();
		const form = await filled(['Ana', 'ana']);
		expect(await form.start()).toBeNull();
		expect(form.violations).toContainEqual({ code: 'core.name-twice', field: 'seats.1' });
		expect(await listPlayers()).toEqual([]);
		expect(form.starting).toBe(false);
	});

	it('says storage is unavailable instead of hanging, and can start again once it works', async () => {
		refuseStorage();
		const form = await filled(['Ana', 'Ben']);
		expect(await form.start()).toBeNull();
		expect(form.failure).toEqual({ kind: 'storage-unavailable' });
		expect(form.starting).toBe(false);
		vi.restoreAllMocks();
		freshDb();
		vi.spyOn(storageHealth, 'persist').mockResolvedValue(true);
		expect(await form.start()).not.toBeNull();
		expect(form.failure).toBeNull();
	});
});

describe('NewMatchForm.unseated', () => {
	it('offers the roster players not seated yet, ignoring case and spacing', async () => {
		const form = new NewMatchForm();
		form.choose(await loadGame('freeform'));
		form.seats[0]!.name = '  ana ';
		const roster = ['Ana', 'Ben'].map((name) => ({ id: name, name, createdAt: 0, updatedAt: 0 }));
		expect(form.unseated(roster).map((p) => p.name)).toEqual(['Ben']);
	});
});
