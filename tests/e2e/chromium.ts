// Where the system Chromium is (CHROME_PATH, else Debian's /usr/bin/chromium) and the flags it
// needs to run headless on these machines.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export function chromiumPath(): string {
	const fromEnv = process.env.CHROME_PATH;
	if (fromEnv && existsSync(fromEnv)) return fromEnv;
	return '/usr/bin/chromium';
}

/**
 * Features of the full browser that the tests never use and that cost a renderer per test: every
 * new context opens a window, whose address bar loads its suggestion popup, a page of its own
 * (chrome://omnibox-popup.top-chrome, two documents), in a renderer of its own: about 1 CPU s
 * per test, 0.3 more in the browser process (docs/testing.md). Without them the address bar
 * keeps Chromium's older popup, drawn by the browser only when it opens (never, in a test).
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright itself turns off. Chromium keeps only the last `--disable-features` it
 * is given, and Playwright puts the caller's flags after its own, so ours must repeat its list or
 * it would turn those back on (among them `ThirdPartyStoragePartitioning` and `PaintHolding`).
 * Playwright does not export the list: it is read from its bundle, and a Playwright whose bundle
 * no longer holds it stops the run here rather than silently changing the browser.
 */
function playwrightDisabledFeatures(): string[] {
	const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
	const block = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
	const names = [...(block ?? '').replace(/\/\/.*$/gm, '').matchAll(/"\w+"/g)].map((m) => m[0].slice(1, -1));
	if (!bundle.includes('"--disable-features=" + disabledFeatures.join(') || names.length === 0)
		throw new Error("tests/e2e/chromium.ts: Playwright's list of disabled Chromium features was not found");
	return names;
}

export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
	`--disable-features=${[...playwrightDisabledFeatures(), ...UNUSED_FEATURES].join(',')}`
];
