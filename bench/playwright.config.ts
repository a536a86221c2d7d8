// Playwright for the benchmark's browser half (bench/*.pw.ts), driven by bench/run.mjs against the
// production build it serves on 127.0.0.1 (BENCH_URL). Never part of `npm test`.
import { defineConfig } from '@playwright/test';
import { chromiumPath, chromiumArgs } from '../tests/e2e/chromium';

export default defineConfig({
	testDir: '.',
	testMatch: '*.pw.ts',
	timeout: 600_000,
	workers: 1,
	reporter: 'line',
	use: {
		baseURL: process.env.BENCH_URL ?? 'http://127.0.0.1:4173',
		browserName: 'chromium',
		launchOptions: {
			executablePath: chromiumPath(),
			// The TLS preview's self-signed certificate trusted by its key (BENCH_TLS_SPKI, from
			// bench/run.mjs): an error ignored instead would keep every response out of the cache.
			args: [
				...chromiumArgs,
				...(process.env.BENCH_TLS_SPKI ? [`--ignore-certificate-errors-spki-list=${process.env.BENCH_TLS_SPKI}`] : [])
			]
		},
		serviceWorkers: 'block'
	}
});
