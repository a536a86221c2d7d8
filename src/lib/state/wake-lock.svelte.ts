/**
 * Keeps the screen awake while a match is open (the phone lies on the table for hours): a screen
 * wake lock, re-acquired whenever the page becomes visible again (browsers release it when the
 * tab is hidden). Where the browser has no wake lock, `supported` is false and the UI says so.
 *
 * At most one lock is held at a time: a request still under way is awaited rather than doubled,
 * and a lock granted after the person untick the toggle or left the screen is released at once.
 * A refusal unticks the toggle and is said on that screen only: later match screens of the same
 * browsing session (a reload included) start unticked and ask nothing until the person retries;
 * Settings explains it (`wakeLockNote`).
 */
import { untrack } from 'svelte';
import { wakeRefusal } from '$lib/data/wake-refusal';

export type WakeState = 'off' | 'on' | 'unsupported' | 'failed';

/** The parts of the browser this class talks to; the real ones by default, fakes in tests. */
export interface WakeEnvironment {
	wakeLock?: Pick<WakeLock, 'request'>;
	document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
	/** Shared by the match screens of one browsing session: whether the browser refused the lock. */
	memory?: { refused: boolean };
}

function browserEnvironment(): WakeEnvironment {
	return {
		wakeLock: typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock : undefined,
		document: typeof document !== 'undefined' ? document : undefined,
		memory: wakeRefusal
	};
}

/**
 * What Settings says about keeping the screen awake on this phone: the browser cannot, it refused
 * earlier in this session (so match screens start unticked), or nothing beyond the explanation.
 */
export function wakeLockNote(env: WakeEnvironment = browserEnvironment()): 'unsupported' | 'refused' | null {
	if (env.wakeLock === undefined) return 'unsupported';
	return env.memory?.refused ? 'refused' : null;
}

export class ScreenWakeLock {
	/** Whether the person wants the screen kept awake (the toggle). */
	wanted = $state(true);
	state: WakeState = $state('off');
	#env: WakeEnvironment;
	#sentinel: WakeLockSentinel | null = null;
	#pending: Promise<void> | null = null;
	#active = false;

	constructor(env: WakeEnvironment = browserEnvironment()) {
		this.#env = env;
		if (env.memory?.refused) this.wanted = false;
	}

	get supported(): boolean {
		return this.#env.wakeLock !== undefined;
	}

	/** Starts following visibility; returns the cleanup for an $effect (it tracks no state). */
	start(): () => void {
		return untrack(() => this.#start());
	}

	#start(): () => void {
		if (!this.supported) {
			this.state = 'unsupported';
			return () => undefined;
		}
		this.#active = true;
		const doc = this.#env.document;
		const onVisible = () => {
			if (doc?.visibilityState === 'visible') void this.#acquire();
		};
		doc?.addEventListener('visibilitychange', onVisible);
		void this.#acquire();
		return () => {
			this.#active = false;
			doc?.removeEventListener('visibilitychange', onVisible);
			void this.#release();
		};
	}

	/** Turns keeping the screen awake on or off. */
	async set(wanted: boolean): Promise<void> {
		this.wanted = wanted;
		if (!this.supported) return;
		await (wanted ? this.#acquire() : this.#release());
	}

	/** Asks the browser again after a refusal (the toggle ticked again, or the retry button). */
	async retry(): Promise<void> {
		if (this.#env.memory) this.#env.memory.refused = false;
		await this.set(true);
	}

	async #acquire(): Promise<void> {
		// A request under way may end in a lock: wait for it instead of asking a second time.
		while (this.#pending) await this.#pending;
		const wakeLock = this.#env.wakeLock;
		if (!wakeLock || !this.#active || !this.wanted) return;
		if (this.#sentinel && !this.#sentinel.released) return;
		this.#pending = this.#request(wakeLock).finally(() => (this.#pending = null));
		await this.#pending;
	}

	async #request(wakeLock: Pick<WakeLock, 'request'>): Promise<void> {
		let sentinel: WakeLockSentinel;
		try {
			sentinel = await wakeLock.request('screen');
		} catch {
			this.state = 'failed';
			this.wanted = false;
			if (this.#env.memory) this.#env.memory.refused = true;
			return;
		}
		if (!this.#active || !this.wanted) {
			// Unticked or left while the browser was granting it: give it straight back.
			await sentinel.release().catch(() => undefined);
			return;
		}
		this.#sentinel = sentinel;
		this.state = 'on';
		sentinel.addEventListener('release', () => {
			if (this.#sentinel !== sentinel) return;
			this.#sentinel = null;
			this.state = 'off';
		});
	}

	async #release(): Promise<void> {
		while (this.#pending) await this.#pending;
		const sentinel = this.#sentinel;
		this.#sentinel = null;
		this.state = this.supported ? 'off' : 'unsupported';
		await sentinel?.release().catch(() => undefined);
	}
}
