// Vitest for the benchmark's Node half only (bench/*.test.ts); `npm test` never includes it.
// `$lib` resolves as in the app, since the modules the bench loads import through it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	root: fileURLToPath(new URL('..', import.meta.url)),
	resolve: { alias: { $lib: fileURLToPath(new URL('../src/lib', import.meta.url)) } },
	test: { include: ['bench/**/*.test.ts'], environment: 'node' }
});
