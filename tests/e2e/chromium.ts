// Which system Chromium the end-to-end tests run (CHROME_PATH, else Debian's headless shell, else
// Debian's full /usr/bin/chromium; the full one for a profile's settings) and the flags it needs to
// run headless on these machines.
import { existsSync } from 'node:fs';

/**
 * Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, the same version as the
 * `chromium` package) without the browser's own interface, as Playwright runs by default when it
 * downloads its browsers. It costs about a quarter less CPU per test than the full browser run
 * headless (docs/testing.md).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Debian's full browser: the fallback where the headless shell is not installed. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
	const fromEnv = process.env.CHROME_PATH;
	if (fromEnv && existsSync(fromEnv)) return fromEnv;
	return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/**
 * The full browser, for a test of what only it has: a profile whose settings block site data
 * (blocked-storage.spec.ts; the headless shell reads no profile settings) and a permission prompt
 * denied (transfer.spec.ts's refused camera; the shell has no prompts).
 */
export function fullChromiumPath(): string {
	const fromEnv = process.env.CHROME_PATH;
	if (fromEnv && existsSync(fromEnv) && !fromEnv.includes('headless-shell')) return fromEnv;
	return FULL_CHROMIUM;
}

export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage'
];
