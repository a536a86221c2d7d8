// Playwright: the system Chromium (never a downloaded browser), headless with the flags this
// machine needs, against the production build served on 127.0.0.1 only. Two sizes: the entry flows
// (each game's whole match) on a phone (touch, 412 px wide), every other spec at a desktop size.
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4317);
const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };
/** The entry flows: each game's whole match and the free-form foundation (run on the phone). */
const ENTRY_FLOWS = /(coinche|cooncan|coosner|cozen|koosekort|foundation)\.spec\.ts$/;

export default defineConfig({
	testDir: 'tests/e2e',
	// Tests assert outcomes, not speed: a whole match entered through the UI takes 20 s on a quiet
	// machine and over a minute on a busy 2-core one, so the limits only catch a hang.
	timeout: 180_000,
	expect: { timeout: 20_000 },
	fullyParallel: false,
	// Two by default (docs/testing.md); E2E_WORKERS tries another count without editing this file.
	workers: Number(process.env.E2E_WORKERS) > 0 ? Number(process.env.E2E_WORKERS) : 2,
	retries: 0,
	reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : 'list',
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		browserName: 'chromium',
		launchOptions,
		// Only the specs about the service worker (offline, precache, update) let it install: in
		// every other test it would download and cache the whole build (2.4 MB) beside the test.
		serviceWorkers: 'block',
		// No trace: recording one (DOM snapshots around every action) costs CPU in every test, failed
		// or not, about an eighth of a long match entered through the UI (docs/testing.md). A failure
		// still shows its error and the page's snapshot (error-context.md); to follow it step by
		// step, run that spec again with `--trace retain-on-failure`.
		trace: 'off'
	},
	// The entry flows (the five games' whole matches and the free-form foundation) run on the phone
	// alone, with touch: the size the app is used at the table (docs/testing.md). A test of theirs
	// that only makes sense at a desktop size is tagged @desktop-only and runs there alone; every
	// other spec runs at the desktop size. A test tagged @phone-only runs on the phone alone.
	projects: [
		{ name: 'desktop', testIgnore: ENTRY_FLOWS, grepInvert: /@phone-only/ },
		{ name: 'desktop', testMatch: ENTRY_FLOWS, grep: /@desktop-only/ },
		{
			name: 'phone',
			testMatch: ENTRY_FLOWS,
			grepInvert: /@desktop-only/,
			use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions, hasTouch: true, isMobile: true }
		}
	],
	webServer: {
		command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
		url: `http://127.0.0.1:${port}/`,
		reuseExistingServer: false,
		// Only catches a server that never starts: on a busy machine Vite alone takes a minute to load.
		timeout: 300_000
	}
});
