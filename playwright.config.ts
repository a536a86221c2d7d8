// Playwright: the system Chromium (never a downloaded browser), headless with the flags this
// machine needs, against the production build served on 127.0.0.1 only. Two projects: every spec
// at a desktop size, and the entry flows of every game again on a phone (touch, 412 px wide).
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4317);
const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

export default defineConfig({
	testDir: 'tests/e2e',
	timeout: 60_000,
	expect: { timeout: 10_000 },
	fullyParallel: false,
	workers: 2,
	retries: 0,
	reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : 'list',
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		browserName: 'chromium',
		launchOptions,
		serviceWorkers: 'allow',
		trace: 'retain-on-failure'
	},
	projects: [
		{ name: 'desktop' },
		{
			name: 'phone',
			testMatch: /(coinche|cooncan|coosner|cozen|koosekort|foundation)\.spec\.ts$/,
			use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions, hasTouch: true, isMobile: true }
		}
	],
	webServer: {
		command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
		url: `http://127.0.0.1:${port}/`,
		reuseExistingServer: false,
		timeout: 60_000
	}
});
