// Vitest setup: an in-memory IndexedDB so the data layer runs against a real IndexedDB API, with
// its request queue taken from the front in constant time (./test-idb-queue.ts).
import 'fake-indexeddb/auto';
import { queueFakeRequests } from './test-idb-queue';

queueFakeRequests();
