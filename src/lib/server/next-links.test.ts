import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNextScreens, withNextLinks } from './next-links';

const HEAD = '<head><link href="/_app/immutable/entry/start.A1.js" rel="modulepreload"></head><body></body>';

describe('withNextLinks', () => {
	it("lists the screen's files the page does not load yet as inert links at the end of the head, the later ones marked", () => {
		const html = withNextLinks(HEAD, '/new', {
			files: [
				'/_app/immutable/entry/start.A1.js',
				'/_app/immutable/nodes/10.B2.js',
				'/_app/immutable/assets/10.C3.css',
				'/_app/immutable/chunks/dexie.D4.js'
			],
			later: ['/_app/immutable/chunks/dexie.D4.js']
		});
		expect(html).toBe(
			'<head><link href="/_app/immutable/entry/start.A1.js" rel="modulepreload">' +
				'<link data-tk-next="/new" href="/_app/immutable/nodes/10.B2.js">' +
				'<link data-tk-next="/new" href="/_app/immutable/assets/10.C3.css">' +
				'<link data-tk-next="/new" data-tk-later href="/_app/immutable/chunks/dexie.D4.js"></head><body></body>'
		);
	});

	it('leaves out anything that is not one of the build’s immutable files', () => {
		const files = ['/_app/version.json', '/_app/immutable/nodes/"><script>.js', 'https://elsewhere/x.js'];
		expect(withNextLinks(HEAD, '/new', { files, later: files })).toBe(HEAD);
	});

	it('leaves a page without a head, or with nothing to add, as it is', () => {
		const files = ['/_app/immutable/nodes/10.B2.js'];
		expect(withNextLinks('<p>no head</p>', '/new', { files, later: [] })).toBe('<p>no head</p>');
		expect(withNextLinks(HEAD, '/new', { files: [], later: [] })).toBe(HEAD);
	});
});

describe('readNextScreens', () => {
	it("reads New match's files, and those its form does not wait for, from the build's list", () => {
		const dir = mkdtempSync(join(tmpdir(), 'next-'));
		writeFileSync(
			join(dir, 'list.json'),
			JSON.stringify({
				newMatch: ['/_app/immutable/nodes/10.B2.js', 3, '/_app/immutable/chunks/dexie.D4.js'],
				newMatchLater: ['/_app/immutable/chunks/dexie.D4.js', null]
			})
		);
		expect(readNextScreens(join(dir, 'list.json'))).toEqual({
			files: ['/_app/immutable/nodes/10.B2.js', '/_app/immutable/chunks/dexie.D4.js'],
			later: ['/_app/immutable/chunks/dexie.D4.js']
		});
	});

	it('reads none when there is no build (the dev server)', () => {
		expect(readNextScreens(join(tmpdir(), 'no-such-dir', 'list.json'))).toEqual({ files: [], later: [] });
	});
});
