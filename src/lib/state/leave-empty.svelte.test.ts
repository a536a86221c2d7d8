// Leaving a match with no round: asked once, only for an active match this screen may change, only
// on the way out of the match; Discard moves it to the trash, Keep leaves it, and a refused
// discard keeps it and says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch, getMatch, setStatus, trashMatch } from '$lib/data/matches';
import { LeaveEmptyMatch, type LeavingMatch } from './leave-empty.svelte';
import { freshDb, refuseStorage } from './test-storage';

afterEach(() => vi.restoreAllMocks());

async function emptyMatch(): Promise<LeavingMatch> {
	const match = await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 });
	return { id: match.id, path: `/match/${match.id}`, rounds: 0, editable: true };
}

describe('LeaveEmptyMatch', () => {
	it('holds the way out of an empty match, not its own pages, nor a match with rounds or read-only', async () => {
		freshDb();
		const match = await emptyMatch();
		const leave = new LeaveEmptyMatch();
		expect(leave.holds(match, '/history')).toBe(true);
		expect(leave.holds(match, `${match.path}/live`)).toBe(false);
		expect(leave.holds(match, match.path)).toBe(false);
		expect(leave.holds({ ...match, rounds: 1 }, '/history')).toBe(false);
		expect(leave.holds({ ...match, rounds: undefined }, '/history')).toBe(false);
		expect(leave.holds({ ...match, editable: false }, '/history')).toBe(false);
	});

	it('Discard moves the match to the trash and goes on; it is asked once', async () => {
		freshDb();
		const match = await emptyMatch();
		const leave = new LeaveEmptyMatch();
		expect(await leave.ask(match, '/history?game=freeform')).toBeNull();
		expect(leave.asking).toBe('/history?game=freeform');
		expect(await leave.discard(match.id)).toBe('/history?game=freeform');
		expect((await getMatch(match.id))?.deletedAt).toBeTypeOf('number');
		expect(leave.asking).toBeNull();
		expect(leave.holds(match, '/')).toBe(false);
	});

	it('Keep leaves the match as it is and goes on, and that match is not asked about again', async () => {
		freshDb();
		const match = await emptyMatch();
		const leave = new LeaveEmptyMatch();
		await leave.ask(match, '/');
		expect(leave.keep(match.id)).toBe('/');
		expect(await getMatch(match.id)).toMatchObject({ status: 'active' });
		expect((await getMatch(match.id))?.deletedAt).toBeUndefined();
		expect(leave.holds(match, '/history')).toBe(false);
		// Opened again later in this visit: kept on purpose, so not asked again.
		expect(new LeaveEmptyMatch().holds(match, '/history')).toBe(false);
		expect(new LeaveEmptyMatch().holds(await emptyMatch(), '/history')).toBe(true);
	});

	it('asks nothing about a match already in the trash or abandoned (read again from storage)', async () => {
		freshDb();
		for (const change of [(id: string) => trashMatch(id), (id: string) => setStatus(id, 'abandoned')]) {
			const match = await emptyMatch();
			await change(match.id);
			const leave = new LeaveEmptyMatch();
			expect(await leave.ask(match, '/')).toBe('/');
			expect(leave.asking).toBeNull();
		}
	});

	it('a refused discard keeps the match, says why, and stays on the screen', async () => {
		freshDb();
		const match = await emptyMatch();
		const leave = new LeaveEmptyMatch();
		await leave.ask(match, '/');
		refuseStorage();
		expect(await leave.discard(match.id)).toBeNull();
		expect(leave.failure).toEqual({ kind: 'storage-unavailable' });
	});
});
