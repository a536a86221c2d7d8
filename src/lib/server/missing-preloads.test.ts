import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStaticImports, withMissingPreloads } from './missing-preloads';

const link = (file: string) => `<link href="${file}" rel="modulepreload">`;

describe('withMissingPreloads', () => {
	const imports = new Map([
		['/a.js', ['/b.js', '/c.js']],
		['/c.js', ['/d.js']],
		['/d.js', ['/a.js']]
	]);

	it('adds a link for every static import the preloaded modules reach, after the last link', () => {
		const html = `<head>${link('/a.js')}${link('/b.js')}<title>t</title></head>`;
		expect(withMissingPreloads(html, imports)).toBe(
			`<head>${link('/a.js')}${link('/b.js')}${link('/c.js')}${link('/d.js')}<title>t</title></head>`
		);
	});

	it('leaves a page that lists them all, or preloads nothing, as it is', () => {
		const all = `<head>${link('/a.js')}${link('/b.js')}${link('/c.js')}${link('/d.js')}</head>`;
		expect(withMissingPreloads(all, imports)).toBe(all);
		expect(withMissingPreloads('<head></head>', imports)).toBe('<head></head>');
	});
});

describe('readStaticImports', () => {
	it("reads each file's static imports from the manifest", () => {
		const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
		const manifest = {
			'nodes/3.js': { file: '_app/immutable/nodes/3.X.js', imports: ['_E.js', '_gone.js'] },
			'_E.js': { file: '_app/immutable/chunks/E.js' }
		};
		writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
		expect(readStaticImports(join(dir, 'manifest.json'))).toEqual(
			new Map([
				['/_app/immutable/nodes/3.X.js', ['/_app/immutable/chunks/E.js']],
				['/_app/immutable/chunks/E.js', []]
			])
		);
	});

	it('reads none when there is no build (the dev server)', () => {
		expect(readStaticImports(join(tmpdir(), 'no-such-dir', 'm.json'))).toEqual(new Map());
	});
});
