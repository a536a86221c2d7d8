// Every message folder is compiled: project.inlang/settings.json lists each messages/<folder>/ (a
// folder left out compiles to nothing, and the app shows raw ids), and every game has its folder.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '$lib/engine/registry';

const root = new URL('../../../', import.meta.url);
const settings = JSON.parse(readFileSync(new URL('project.inlang/settings.json', root), 'utf8')) as {
	'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const patterns = settings['plugin.inlang.messageFormat'].pathPattern;
const folders = readdirSync(new URL('messages/', root), { withFileTypes: true })
	.filter((entry) => entry.isDirectory())
	.map((entry) => entry.name);

describe('project.inlang/settings.json', () => {
	it('compiles the top-level messages and every message folder', () => {
		expect(patterns).toContain('./messages/{locale}.json');
		for (const folder of folders) expect(patterns, folder).toContain(`./messages/${folder}/{locale}.json`);
	});

	it('has a message folder for every game', () => {
		for (const game of GAME_IDS) expect(folders, game).toContain(game);
	});
});
