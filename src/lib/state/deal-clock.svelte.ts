/**
 * The optional per-deal clock, for tables that time their deals: start, pause, reset, and an
 * optional limit after which a gentle signal is given once. It starts over with each new deal
 * (running on if it was running) and is never needed to enter a deal. Time comes from the
 * environment (the real clock by default, a fake one in tests).
 */

/** The clock's view of time: the current time in ms, and a repeating timer. */
export interface ClockEnvironment {
	now(): number;
	every(ms: number, tick: () => void): () => void;
}

const realClock: ClockEnvironment = {
	now: () => Date.now(),
	every: (ms, tick) => {
		const id = setInterval(tick, ms);
		return () => clearInterval(id);
	}
};

/** The limits a table can choose, in minutes (null: no limit). */
export const DEAL_LIMITS = [null, 1, 2, 3, 5, 10] as const;

export class DealClock {
	/** Time spent on this deal while the clock ran, in ms. */
	elapsed = $state(0);
	running = $state(false);
	/** The limit in minutes, or null for none. */
	limit: number | null = $state(null);
	/** Counts the signals given (the screen gives one each time this grows). */
	signals = $state(0);
	#env: ClockEnvironment;
	#since = 0;
	#before = 0;
	#stop: (() => void) | null = null;
	#signalled = false;
	#deal = -1;

	constructor(env: ClockEnvironment = realClock) {
		this.#env = env;
	}

	/** Whether the limit is passed for this deal. */
	get over(): boolean {
		return this.limit !== null && this.elapsed >= this.limit * 60_000;
	}

	start(): void {
		if (this.running) return;
		this.running = true;
		this.#since = this.#env.now();
		this.#before = this.elapsed;
		this.#stop = this.#env.every(250, () => this.#tick());
	}

	pause(): void {
		if (!this.running) return;
		this.#tick();
		this.running = false;
		this.#stop?.();
		this.#stop = null;
	}

	/** Back to zero for this deal; a running clock keeps running. */
	reset(): void {
		const running = this.running;
		this.pause();
		this.elapsed = 0;
		this.#signalled = false;
		if (running) this.start();
	}

	/** Sets the limit (null: none); a limit already passed signals at the next tick. */
	setLimit(minutes: number | null): void {
		this.limit = minutes;
		this.#signalled = this.over;
	}

	/** Called with the number of deals saved: a new deal starts the clock over. */
	dealt(count: number): void {
		if (this.#deal !== -1 && count !== this.#deal) this.reset();
		this.#deal = count;
	}

	#tick(): void {
		if (!this.running) return;
		this.elapsed = this.#before + Math.max(0, this.#env.now() - this.#since);
		if (this.over && !this.#signalled) {
			this.#signalled = true;
			this.signals++;
		}
	}
}
