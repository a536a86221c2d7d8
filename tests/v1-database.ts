// Test support shared by the end-to-end tests and the bench: a seeded PRNG, and a writer of raw
// schema-v1 rows straight into the page's IndexedDB (as a database written by v1 would hold them).
import type { Page } from '@playwright/test';
import { seededRandom } from '../src/lib/engine/club/seeded';

/** A small seeded PRNG (the engine's mulberry32), so a failing or measured run can be replayed. */
export const prng = seededRandom;

/** Rows per store, as schema v1 stores them. */
export type V1Rows = Partial<Record<'players' | 'matches' | 'rounds' | 'drafts', unknown[]>>;

/**
 * Creates the `tablekeeper` database at schema v1 (Dexie's version 1 is IndexedDB version 10) in
 * the page's origin and writes `rows` into it, without the app's code. Open a page of the origin
 * first; a static file (e.g. /robots.txt) keeps the app from opening the database itself.
 */
export async function writeV1Database(page: Page, rows: V1Rows): Promise<void> {
	await page.evaluate(async (data) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open('tablekeeper', 10);
			open.onupgradeneeded = () => {
				const d = open.result;
				const players = d.createObjectStore('players', { keyPath: 'id' });
				players.createIndex('name', 'name');
				players.createIndex('updatedAt', 'updatedAt');
				const matches = d.createObjectStore('matches', { keyPath: 'id' });
				for (const k of ['gameId', 'status', 'createdAt', 'updatedAt', 'deletedAt']) matches.createIndex(k, k);
				matches.createIndex('playerIds', 'playerIds', { multiEntry: true });
				const rounds = d.createObjectStore('rounds', { keyPath: 'id' });
				rounds.createIndex('matchId', 'matchId');
				rounds.createIndex('[matchId+order]', ['matchId', 'order']);
				d.createObjectStore('drafts', { keyPath: 'key' });
			};
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		await new Promise<void>((resolve, reject) => {
			const tx = db.transaction(['players', 'matches', 'rounds', 'drafts'], 'readwrite');
			for (const store of ['players', 'matches', 'rounds', 'drafts'] as const)
				for (const row of data[store] ?? []) tx.objectStore(store).put(row);
			tx.oncomplete = () => resolve();
			tx.onerror = () => reject(tx.error);
		});
		db.close();
	}, rows);
}
