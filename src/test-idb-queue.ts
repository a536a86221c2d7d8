// fake-indexeddb keeps a transaction's pending requests in an array and takes each from its front
// with `shift()`. Once a transaction holds more than about 16,000 requests (a `bulkPut` of 100,000
// rounds), the array is too large for V8 to shift in place, so each shift copies what is left:
// quadratic, about two thirds of the CPU of a 100,000-round write. This swaps that array, at a
// transaction's first request, for a queue with the same four uses (push, shift, length, and
// iteration over what is left, in `_abort`) where taking from the front costs nothing. Which request
// runs, in what order, with what result, is unchanged. If a later fake-indexeddb no longer has
// these internals, nothing is patched (the tests pass, only slower).
import { IDBTransaction as FDBTransaction } from 'fake-indexeddb';

/** A first-in first-out queue: what fake-indexeddb does with its request array, shift in O(1). */
export class RequestQueue<T> {
	private items: T[];
	private head = 0;

	constructor(items: T[] = []) {
		this.items = [...items];
	}

	get length(): number {
		return this.items.length - this.head;
	}

	push(item: T): number {
		this.items.push(item);
		return this.length;
	}

	shift(): T | undefined {
		if (this.head >= this.items.length) return undefined;
		const item = this.items[this.head]!;
		// Let go of what was taken, now and then, so a long transaction does not hold it all.
		if (++this.head >= 1024 && this.head * 2 >= this.items.length) {
			this.items = this.items.slice(this.head);
			this.head = 0;
		}
		return item;
	}

	*[Symbol.iterator](): IterableIterator<T> {
		for (let i = this.head; i < this.items.length; i++) yield this.items[i]!;
	}
}

interface Internals {
	_requests: unknown;
	_execRequestAsync: (...args: unknown[]) => unknown;
}

/**
 * Where the installed wrapper keeps fake-indexeddb's own method: a worker that runs several files
 * runs the setup again for each, with this module evaluated afresh, so each run wraps the original
 * again (with its own `RequestQueue`) instead of wrapping the last run's wrapper.
 */
const ORIGINAL = Symbol.for('tablekeeper.test-idb-queue.original');

/** Installs the queue; returns whether fake-indexeddb had the internals it replaces. */
export function queueFakeRequests(): boolean {
	const proto = FDBTransaction.prototype as unknown as Internals;
	const installed = proto._execRequestAsync as Internals['_execRequestAsync'] & {
		[ORIGINAL]?: Internals['_execRequestAsync'];
	};
	const exec = installed?.[ORIGINAL] ?? installed;
	if (typeof exec !== 'function') return false;
	proto._execRequestAsync = Object.assign(
		function (this: Internals, ...args: unknown[]) {
			if (Array.isArray(this._requests)) this._requests = new RequestQueue(this._requests);
			return exec.apply(this, args);
		},
		{ [ORIGINAL]: exec }
	);
	return true;
}
