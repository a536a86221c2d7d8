/**
 * A Dexie liveQuery as a Svelte 5 reactive value: `current` is undefined until the first result,
 * then follows every change to the tables the query reads, in this tab and in others.
 * The subscription starts when something reactive reads `current` and stops when nothing does.
 */
import { liveQuery } from 'dexie';
import { createSubscriber } from 'svelte/reactivity';

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
