// Vitest for the benchmark's Node half only (bench/*.test.ts); `npm test` never includes it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	root: fileURLToPath(new URL('..', import.meta.url)),
	test: { include: ['bench/**/*.test.ts'], environment: 'node' }
});
