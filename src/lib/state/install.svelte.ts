/**
 * Installing the app: keeps the browser's deferred install prompt (`beforeinstallprompt`) so it
 * can be offered from settings and after the first finished match, knows when the app already
 * runs installed, and recognises iOS Safari, which has no prompt but an "Add to Home Screen" step.
 */
interface InstallPromptEvent extends Event {
	prompt(): Promise<void>;
	userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'tk-install-dismissed';

class Install {
	#event: InstallPromptEvent | null = $state.raw(null);
	installed = $state(false);
	dismissed = $state(false);

	/** Starts listening (once, from the app frame). */
	listen(): void {
		if (typeof window === 'undefined') return;
		this.installed =
			matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
		try {
			this.dismissed = localStorage.getItem(DISMISSED_KEY) === '1';
		} catch {
			this.dismissed = false;
		}
		// An offer made before this ran was kept by static/boot.js.
		const early = (window as { __tkInstallPrompt?: Event }).__tkInstallPrompt;
		if (early) this.#event = early as InstallPromptEvent;
		window.addEventListener('beforeinstallprompt', (event) => {
			event.preventDefault();
			this.#event = event as InstallPromptEvent;
		});
		window.addEventListener('appinstalled', () => {
			this.installed = true;
			this.#event = null;
		});
	}

	/** Whether the browser offers its install prompt now. */
	get available(): boolean {
		return this.#event !== null && !this.installed;
	}

	/** iOS Safari: no prompt, but Share → Add to Home Screen. */
	get ios(): boolean {
		if (typeof navigator === 'undefined' || this.installed) return false;
		const ua = navigator.userAgent;
		return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
	}

	/** Shows the browser's prompt. */
	async prompt(): Promise<void> {
		const event = this.#event;
		if (!event) return;
		this.#event = null;
		await event.prompt();
		if ((await event.userChoice).outcome === 'accepted') this.installed = true;
	}

	/** "Not now": the nudge after a finished match stays away (settings still offers it). */
	dismiss(): void {
		this.dismissed = true;
		try {
			localStorage.setItem(DISMISSED_KEY, '1');
		} catch {
			// Private mode: dismissed for this visit.
		}
	}
}

export const install = new Install();
