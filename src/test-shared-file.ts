// Setup of the `unit` project, whose files run one after the other in one worker (`isolate: false`,
// vite.config.ts): gives each file what a worker of its own would, at a fraction of the cost. Every
// module of the app (stores, the database instance, Paraglide's locale, Svelte's runtime) is
// evaluated afresh for the file and the fake IndexedDB is a new, empty one; environment variables,
// timers and stubbed globals are put back. A file that leaves a global changed fails here, naming
// it, rather than a later file failing for it.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
// The globals these packages make when they first load (Svelte's runes, Paraglide's `__paraglide`,
// Yjs's mark against a second copy) exist before the snapshot below, so only what a file itself
// changes is reported. A package new to the app that does the same is imported here.
import 'svelte';
import 'yjs';
import '$lib/paraglide/runtime';
import { afterAll, vi } from 'vitest';

if (typeof document !== 'undefined')
	throw new Error(
		'A test with a DOM runs in the unit-dom project: start its file with `// @vitest-environment happy-dom`.'
	);

vi.resetModules();
vi.unstubAllEnvs();

// Dexie reads the IndexedDB it uses once, when its package loads (once per worker).
const factory = new IDBFactory();
Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true, writable: true });
Dexie.dependencies.indexedDB = factory;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;

type Descriptors = Map<string, PropertyDescriptor>;

/** The global object's own properties (not read: Svelte's rune globals throw when read). */
const globals = (): Descriptors =>
	new Map(
		Object.getOwnPropertyNames(globalThis).map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)!])
	);

/** Whether a global is as it was; Node makes some globals (AbortController) a value on first read. */
function same(a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined): boolean {
	if (!a || !b) return a === b;
	if (a.get && !b.get && 'value' in b) return Object.is(a.get.call(globalThis), b.value);
	return Object.is(a.value, b.value) && a.get === b.get && a.set === b.set;
}

const before = globals();
afterAll(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	const after = globals();
	const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
		(key) => !same(before.get(key), after.get(key))
	);
	if (changed.length > 0)
		throw new Error(
			`This file leaves ${changed.join(', ')} changed on the global object, which the next file in this ` +
				'worker would see: stub it with vi.stubGlobal (undone after each file) or put it back itself.'
		);
});
