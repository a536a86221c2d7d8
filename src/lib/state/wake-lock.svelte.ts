/**
 * Keeps the screen awake while a match is open (the phone lies on the table for hours): a screen
 * wake lock, re-acquired whenever the page becomes visible again (browsers release it when the
 * tab is hidden). Where the browser has no wake lock, `supported` is false and the UI says so.
 */
export type WakeState = 'off' | 'on' | 'unsupported' | 'failed';

export class ScreenWakeLock {
	/** Whether the person wants the screen kept awake (the toggle). */
	wanted = $state(true);
	state: WakeState = $state('off');
	#sentinel: WakeLockSentinel | null = null;

	get supported(): boolean {
		return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
	}

	/** Starts following visibility; returns the cleanup for an $effect. */
	start(): () => void {
		if (!this.supported) {
			this.state = 'unsupported';
			return () => undefined;
		}
		const onVisible = () => {
			if (document.visibilityState === 'visible' && this.wanted) void this.#acquire();
		};
		document.addEventListener('visibilitychange', onVisible);
		if (this.wanted) void this.#acquire();
		return () => {
			document.removeEventListener('visibilitychange', onVisible);
			void this.#release();
		};
	}

	/** Turns keeping the screen awake on or off. */
	async set(wanted: boolean): Promise<void> {
		this.wanted = wanted;
		if (!this.supported) return;
		await (wanted ? this.#acquire() : this.#release());
	}

	async #acquire(): Promise<void> {
		if (this.#sentinel && !this.#sentinel.released) return;
		try {
			this.#sentinel = await navigator.wakeLock.request('screen');
			this.state = 'on';
			this.#sentinel.addEventListener('release', () => {
				if (this.state === 'on') this.state = 'off';
			});
		} catch {
			this.state = 'failed';
		}
	}

	async #release(): Promise<void> {
		const sentinel = this.#sentinel;
		this.#sentinel = null;
		this.state = this.supported ? 'off' : 'unsupported';
		await sentinel?.release().catch(() => undefined);
	}
}
