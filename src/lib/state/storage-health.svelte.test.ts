// Storage refused by the browser is a value the app shows, never a hang or an unhandled rejection.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch, getMatch, trashMatch } from '$lib/data/matches';
import { StorageHealth } from './storage-health.svelte';
import { freshDb, refuseStorage } from './test-storage';

afterEach(() => {
	vi.restoreAllMocks();
});

const spec = { gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 };

describe('StorageHealth', () => {
	it('is ready when the database opens, and purges the trash that expired', async () => {
		freshDb();
		const match = await createMatch(spec);
		await trashMatch(match.id);
		vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 31 * 24 * 60 * 60 * 1000);
		const health = new StorageHealth();
		expect(health.state).toBe('checking');
		await health.start();
		expect(health.state).toBe('ready');
		expect(await getMatch(match.id)).toBeUndefined();
	});

	it.each([
		['indexedDB.open throws', () => refuseStorage()],
		[
			'indexedDB.open fires an error event',
			() => {
				vi.spyOn(indexedDB, 'open').mockImplementation(() => {
					// Firefox's private mode used to fail this way: an error event, not an exception.
					const request = { error: new DOMException('A mutation operation was attempted', 'InvalidStateError') };
					const event = { target: request, preventDefault() {}, stopPropagation() {} };
					setTimeout(() => (request as unknown as IDBOpenDBRequest).onerror?.(event as never));
					return request as unknown as IDBOpenDBRequest;
				});
				freshDb();
			}
		]
	])('is unavailable when %s', async (_, refuse) => {
		refuse();
		const health = new StorageHealth();
		await health.start();
		expect(health.state).toBe('unavailable');
		expect(health.unavailable).toBe(true);
	});

	it('turns a failed write into a refusal: storage full, storage unavailable, or failed', async () => {
		freshDb();
		const health = new StorageHealth();
		await health.start();
		const full = await health.attempt(() => Promise.reject(new DOMException('full', 'QuotaExceededError')));
		expect(full).toEqual({ ok: false, refusal: { kind: 'storage-full' } });
		const failed = await health.attempt(() => Promise.reject(new Error('disk error')));
		expect(failed).toEqual({ ok: false, refusal: { kind: 'failed' } });
		expect(health.state).toBe('ready');
		refuseStorage();
		const refused = await health.attempt(() => createMatch(spec));
		expect(refused).toEqual({ ok: false, refusal: { kind: 'storage-unavailable' } });
		expect(health.state).toBe('unavailable');
	});
});
