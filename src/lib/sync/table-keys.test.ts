// A club night's table keys (derive.js): the tables key and each table's secret are one-way steps
// from the organiser's scorer key, a commitment names its table, and `roleIn` tells a table token
// from the match roles, which read as before.
import { describe, expect, it } from 'vitest';
import {
	KEY_BYTES,
	roleIn,
	roomIdOf,
	scorerKeyOf,
	tableCommitmentOf,
	tableSecretOf,
	tablesKeyOf,
	tableTokenOf,
	tableTokenParts,
	toHex,
	viewerKeyOf
} from './derive.js';

const random = () => crypto.getRandomValues(new Uint8Array(KEY_BYTES));

async function chain() {
	const owner = random();
	const scorer = await scorerKeyOf(owner);
	const viewer = await viewerKeyOf(scorer);
	return { owner, scorer, viewer, room: await roomIdOf(viewer), tables: await tablesKeyOf(scorer) };
}

describe('table keys', () => {
	it('derives a different secret per table, none of them a key of the chain', async () => {
		const { owner, scorer, viewer, tables } = await chain();
		const secrets = await Promise.all([1, 2, 3].map((n) => tableSecretOf(tables, n)));
		const all = [owner, scorer, viewer, tables, ...secrets].map(toHex);
		expect(new Set(all).size).toBe(all.length);
		expect(toHex(await tableSecretOf(tables, 2))).toBe(toHex(secrets[1]!));
	});

	it('binds a commitment to its table and its secret', async () => {
		const { tables } = await chain();
		const one = await tableSecretOf(tables, 1);
		const commitment = await tableCommitmentOf(one, 1);
		expect(commitment).toMatch(/^[0-9a-f]{32}$/);
		expect(await tableCommitmentOf(one, 2)).not.toBe(commitment);
		expect(await tableCommitmentOf(await tableSecretOf(tables, 2), 1)).not.toBe(commitment);
		expect(commitment).not.toBe(toHex(one));
	});

	it('reads a table token back, and nothing else as one', () => {
		const viewer = random();
		const secret = random();
		const parts = tableTokenParts(tableTokenOf(viewer, 12, secret));
		expect(parts && { viewer: toHex(parts.viewer), table: parts.table, secret: toHex(parts.secret) }).toEqual({
			viewer: toHex(viewer),
			table: 12,
			secret: toHex(secret)
		});
		for (const bad of [
			toHex(viewer),
			`${toHex(viewer)}.0.${toHex(secret)}`,
			`${toHex(viewer)}.1000.${toHex(secret)}`,
			`${toHex(viewer)}.1.`,
			7,
			null
		])
			expect(tableTokenParts(bad)).toBeNull();
	});

	it('answers table for a table token of the room, and the match roles as before', async () => {
		const { owner, scorer, viewer, room, tables } = await chain();
		const secret = await tableSecretOf(tables, 1);
		expect(await roleIn(room, tableTokenOf(viewer, 1, secret))).toBe('table');
		// The server, not roleIn, checks the secret against the table's commitment.
		expect(await roleIn(room, tableTokenOf(viewer, 2, random()))).toBe('table');
		expect(await roleIn(room, tableTokenOf(scorer, 1, secret))).toBeNull();
		expect(await roleIn(room, tableTokenOf(random(), 1, secret))).toBeNull();
		expect(await roleIn(room, toHex(viewer))).toBe('viewer');
		expect(await roleIn(room, toHex(scorer))).toBe('scorer');
		expect(await roleIn(room, toHex(owner))).toBe('owner');
		expect(await roleIn(room, toHex(tables))).toBeNull();
		expect(await roleIn(room, toHex(secret))).toBeNull();
		expect(await roleIn(room, `${toHex(viewer)}.1`)).toBeNull();
	});
});
