// The fake IndexedDB's request queue (./test-idb-queue.ts): first in, first out, and what is left
// is what an aborted transaction visits; installed in this project's setup.
import { describe, expect, it } from 'vitest';
import { IDBTransaction as FDBTransaction } from 'fake-indexeddb';
import { RequestQueue } from './test-idb-queue';

describe('RequestQueue', () => {
	it('gives items back in the order they came, and lists what is left', () => {
		const queue = new RequestQueue([1, 2]);
		queue.push(3);
		expect(queue.length).toBe(3);
		expect(queue.shift()).toBe(1);
		expect([...queue]).toEqual([2, 3]);
		expect(queue.shift()).toBe(2);
		expect(queue.shift()).toBe(3);
		expect(queue.length).toBe(0);
		expect(queue.shift()).toBeUndefined();
	});

	it('keeps its order across the points where it lets go of what was taken', () => {
		const queue = new RequestQueue<number>();
		const out: number[] = [];
		for (let i = 0; i < 5000; i++) {
			queue.push(i);
			if (i % 3 === 0) out.push(queue.shift()!);
		}
		expect([...queue]).toEqual(Array.from({ length: 5000 - out.length }, (_, i) => out.length + i));
		while (queue.length > 0) out.push(queue.shift()!);
		expect(out).toEqual(Array.from({ length: 5000 }, (_, i) => i));
	});

	it('is what a transaction of the fake IndexedDB queues its requests in (installed by the setup)', async () => {
		const open = indexedDB.open(`queue-${crypto.randomUUID()}`);
		open.onupgradeneeded = () => open.result.createObjectStore('s');
		const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
		const tx = db.transaction('s', 'readwrite');
		expect(tx).toBeInstanceOf(FDBTransaction);
		for (let i = 0; i < 3; i++) tx.objectStore('s').put(i, i);
		expect((tx as unknown as { _requests: unknown })._requests).toBeInstanceOf(RequestQueue);
		await new Promise((resolve) => (tx.oncomplete = resolve));
		const read = db.transaction('s').objectStore('s').getAll();
		expect(await new Promise((resolve) => (read.onsuccess = () => resolve(read.result)))).toEqual([0, 1, 2]);
		db.close();
	});
});
