// The boot script every page carries inline is minified, and its hash in the CSP is the hash of
// that minified text (a page whose inline script's hash is missing never runs it).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../../svelte.config.js';
import { inlineBoot } from './inline-boot.js';

const source = readFileSync(new URL('../../../static/boot.js', import.meta.url), 'utf8');

describe('inlineBoot', () => {
	it('is the hash the CSP trusts', () => {
		const hash = `sha256-${createHash('sha256').update(inlineBoot(source), 'utf8').digest('base64')}`;
		expect(config.kit?.csp?.directives?.['script-src']).toContain(hash);
	});

	it('keeps no comment and is under half the source', () => {
		const code = inlineBoot(source);
		expect(code).not.toMatch(/\/\/ |\/\*/);
		expect(code.length).toBeLessThan(source.length / 2);
		expect(code).toContain('__tkStart');
	});
});
