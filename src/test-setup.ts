// Vitest setup: an in-memory IndexedDB so the data layer runs against a real IndexedDB API.
import 'fake-indexeddb/auto';
