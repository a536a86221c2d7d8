// Playwright: the system Chromium (never a downloaded browser), headless with the flags this
// machine needs, against the production build served on 127.0.0.1 only.
import { defineConfig } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './tests/e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
	testDir: 'tests/e2e',
	timeout: 60_000,
	expect: { timeout: 10_000 },
	fullyParallel: false,
	workers: process.env.CI ? 2 : 2,
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : 'list',
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		browserName: 'chromium',
		launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
		serviceWorkers: 'allow',
		trace: 'retain-on-failure'
	},
	webServer: {
		command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
		url: `http://127.0.0.1:${port}/`,
		reuseExistingServer: false,
		timeout: 60_000
	}
});
