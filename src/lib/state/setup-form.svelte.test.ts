// @vitest-environment happy-dom
// Editing a setup: renames and setup in one transaction, a refused name leaving nothing written.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMatch, startMatch } from '$lib/data/matches';
import { listPlayers } from '$lib/data/players';
import { loadGame } from '$lib/engine/registry';
import { MatchSession } from './match/session.svelte';
import { SetupForm } from './setup-form.svelte';
import { freshDb, refuseStorage, until } from './test-storage';

afterEach(() => {
	vi.restoreAllMocks();
});

/** A loaded session on a new free-form match of these players, followed inside a reactive root. */
async function opened(names: string[]): Promise<{ session: MatchSession; stop: () => void }> {
	const { match } = await startMatch(names, { gameId: 'freeform', config: {}, firstDealer: 0 });
	const session = new MatchSession(match.id, await loadGame('freeform'));
	const stop = $effect.root(() => {
		$effect(() => {
			void session.match;
			void session.seatNames;
			void session.rounds;
		});
	});
	await until(() => session.ready && session.seatNames.every((n) => n !== '?'));
	return { session, stop };
}

describe('SetupForm.save', () => {
	it('swaps two names and moves the first dealer in one save', async () => {
		freshDb();
		const { session, stop } = await opened(['Ana', 'Ben']);
		const form = new SetupForm(session);
		form.names = ['Ben', 'Ana'];
		form.firstDealer = 1;
		expect(await form.save()).toEqual({ ok: true, value: 'saved' });
		expect(form.violations).toEqual([]);
		const match = await getMatch(session.id);
		const players = await listPlayers();
		expect(match!.firstDealer).toBe(1);
		expect(match!.seats.map((s) => players.find((p) => p.id === s.playerId)!.name)).toEqual(['Ben', 'Ana']);
		stop();
	});

	it('writes nothing when a new name is taken, and marks that seat', async () => {
		freshDb();
		const { session, stop } = await opened(['Ana', 'Ben', 'Cy']);
		const form = new SetupForm(session);
		form.names = ['Dee', 'cy', 'Cy'];
		form.firstDealer = 2;
		expect(await form.save()).toEqual({
			ok: false,
			refusal: { kind: 'invalid', violations: [{ code: 'core.name-taken', field: 'seats.1' }] }
		});
		expect(form.violations).toEqual([{ code: 'core.name-taken', field: 'seats.1' }]);
		expect((await listPlayers()).map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cy']);
		expect((await getMatch(session.id))!.firstDealer).toBe(0);
		stop();
	});

	it('says storage is refused instead of throwing', async () => {
		freshDb();
		const { session, stop } = await opened(['Ana', 'Ben']);
		const form = new SetupForm(session);
		form.names = ['Anaïs', 'Ben'];
		refuseStorage();
		expect(await form.save()).toEqual({ ok: false, refusal: { kind: 'storage-unavailable' } });
		expect(form.failure).toEqual({ kind: 'storage-unavailable' });
		stop();
	});
});
