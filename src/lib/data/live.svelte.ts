/**
 * Dexie's liveQuery for the state classes: `follow` calls back with every new result of a query
 * (the first one, then one after each change to what it read, in this tab and in others), and
 * `Live` is such a query as a Svelte 5 reactive value: `current` is undefined until the first
 * result. Its subscription starts when something reactive reads `current` and stops when nothing does.
 */
import { liveQuery } from 'dexie';
import { createSubscriber } from 'svelte/reactivity';

/** Calls `next` with each result of `query`, and `error` when it fails; returns the way to stop. */
export function follow<T>(
	query: () => Promise<T> | T,
	next: (value: T) => void,
	error: (error: unknown) => void
): () => void {
	const subscription = liveQuery(query).subscribe({ next, error });
	return () => subscription.unsubscribe();
}

export class Live<T> {
	#value: T | undefined = undefined;
	#error: unknown = undefined;
	#subscribe: () => void;

	constructor(query: () => Promise<T> | T) {
		this.#subscribe = createSubscriber((update) => {
			const subscription = liveQuery(query).subscribe({
				next: (value) => {
					this.#value = value;
					this.#error = undefined;
					update();
				},
				error: (error: unknown) => {
					this.#error = error;
					update();
				}
			});
			return () => subscription.unsubscribe();
		});
	}

	/** The latest result (undefined while loading). */
	get current(): T | undefined {
		this.#subscribe();
		return this.#value;
	}

	/** The latest error, if the query failed. */
	get error(): unknown {
		this.#subscribe();
		return this.#error;
	}
}
