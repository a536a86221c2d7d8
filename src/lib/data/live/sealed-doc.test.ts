// The sealed transport (sealed-doc.ts) between phones whose outer documents exchange updates by
// hand, as a server would relay them: a scorer's edits reach a viewer, the outer document holds no
// plain text, an entry replayed, duplicated or delivered in any order changes nothing, a foreign
// or altered entry is counted and skipped, and a change the entries lack is sealed at the start.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { KEY_BYTES } from '$lib/sync/derive.js';
import { newScorerCode, viewerCodeOf, type ShareCode } from '$lib/sync/share-code';
import { FROM_STORE } from './doc-store';
import { appendEdit, readDoc } from './match-doc';
import { OPENED, sealDocument, sealedEntries, type SealedTransport } from './sealed-doc';
import { sealEntry, sealOf } from './sealer';

const MATCH = 'm-sealed';
const scorerCode = () => newScorerCode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));

interface SealedPhone {
	inner: Y.Doc;
	outer: Y.Doc;
	transport: SealedTransport;
}

async function phone(code: ShareCode, inner = new Y.Doc(), outer = new Y.Doc()): Promise<SealedPhone> {
	const transport = sealDocument({ inner, outer, seal: await sealOf(code) });
	await transport.ready;
	return { inner, outer, transport };
}

function edit(doc: Y.Doc, round: string, at: number, by: string, scores: number[], note?: string) {
	appendEdit(doc, round, {
		id: `e-${round}-${at}`,
		at,
		by,
		matchId: MATCH,
		order: 1,
		createdAt: at,
		after: null,
		input: { scores },
		...(note ? { note } : {})
	});
}

/** Relays what `from`'s outer document has that `to`'s lacks, as the server does, then waits for it to be opened. */
async function relay(from: SealedPhone, to: SealedPhone) {
	await from.transport.settled();
	Y.applyUpdate(to.outer, Y.encodeStateAsUpdate(from.outer, Y.encodeStateVector(to.outer)), 'server');
	await opened(to);
}

/** Waits for the entries just delivered to be opened (opening is a WebCrypto call, a few tasks away). */
const opened = (p: SealedPhone) => p.transport.settled();

const rounds = (doc: Y.Doc) =>
	readDoc(doc, MATCH).rounds.map((r) => [r.id, r.edits.map((e) => [e.by, e.input, e.note ?? null])]);

describe('sealed transport', () => {
	it("carries a scorer's edits to a viewer; the outer document holds no name, score or note", async () => {
		const scorer = scorerCode();
		const a = await phone(scorer);
		const v = await phone(await viewerCodeOf(scorer));
		edit(a.inner, 'r1', 10, "Ana's phone", [123, 39], 'Ben forgot the belote');
		edit(a.inner, 'r2', 11, "Ana's phone", [77, 85]);
		await relay(a, v);
		expect(rounds(v.inner)).toEqual(rounds(a.inner));
		expect(rounds(v.inner)).toHaveLength(2);
		// One task's changes are one entry; the other task's another.
		expect(sealedEntries(a.outer).length).toBe(1);
		const plain = new TextDecoder('latin1').decode(Y.encodeStateAsUpdate(a.outer));
		for (const secret of ['Ana', 'belote', '123', 'r1']) expect(plain).not.toContain(secret);
		expect(v.transport.unreadable()).toBe(0);
	});

	it('a replayed, duplicated or reordered entry changes nothing', async () => {
		const scorer = scorerCode();
		const a = await phone(scorer);
		const updates: Uint8Array[] = [];
		a.outer.on('update', (u: Uint8Array) => updates.push(u));
		for (let i = 1; i <= 4; i++) {
			edit(a.inner, `r${i}`, 10 + i, 'A', [i, 0]);
			await a.transport.settled();
		}
		edit(a.inner, 'r2', 20, 'A', [9, 9]);
		await a.transport.settled();
		expect(updates).toHaveLength(5);

		// Delivered backwards, each twice, then every entry appended again as new items (what a
		// server that keeps old entries could send).
		const b = await phone(scorer);
		for (const u of [...updates].reverse()) {
			Y.applyUpdate(b.outer, u, 'server');
			Y.applyUpdate(b.outer, u, 'server');
		}
		await opened(b);
		expect(rounds(b.inner)).toEqual(rounds(a.inner));
		const before = Y.encodeStateAsUpdate(b.inner);
		sealedEntries(b.outer).push(sealedEntries(a.outer).toArray());
		await opened(b);
		expect(Y.encodeStateAsUpdate(b.inner)).toEqual(before);
		expect(b.transport.unreadable()).toBe(0);
	});

	it('counts and skips entries of another room, altered or not entries; the others still apply', async () => {
		const scorer = scorerCode();
		const a = await phone(scorer);
		edit(a.inner, 'r1', 10, 'A', [1, 2]);
		await a.transport.settled();
		const altered = Uint8Array.from(sealedEntries(a.outer).get(0) as Uint8Array);
		altered[20]! ^= 1;
		const foreign = await sealEntry(await sealOf(scorerCode()), 'update', Y.encodeStateAsUpdate(a.inner));
		const garbage = await sealEntry(await sealOf(scorer), 'update', new Uint8Array([9, 9, 9]));
		sealedEntries(a.outer).push([altered, foreign, garbage, 'text']);

		const b = await phone(scorer);
		await relay(a, b);
		expect(rounds(b.inner)).toEqual([['r1', [['A', { scores: [1, 2] }, null]]]]);
		expect(b.transport.unreadable()).toBe(4);
		// Read again at a start, the same four are counted once.
		const again = await phone(scorer, new Y.Doc(), b.outer);
		expect(again.transport.unreadable()).toBe(4);
	});

	it('seals at the start what the inner document holds and no entry carries (a save not yet sealed)', async () => {
		const scorer = scorerCode();
		const a = await phone(scorer);
		edit(a.inner, 'r1', 10, 'A', [1, 2]);
		await a.transport.settled();
		a.transport.stop();
		// Saved while no transport ran (the outer document was not stored in time).
		edit(a.inner, 'r2', 11, 'A', [3, 4]);
		const inner = new Y.Doc();
		Y.applyUpdate(inner, Y.encodeStateAsUpdate(a.inner), FROM_STORE);
		const outer = new Y.Doc();
		Y.applyUpdate(outer, Y.encodeStateAsUpdate(a.outer), FROM_STORE);
		const restarted = await phone(scorer, inner, outer);
		expect(sealedEntries(restarted.outer).length).toBe(2);
		// A start with nothing lacking seals nothing.
		restarted.transport.stop();
		const third = await phone(scorer, inner, outer);
		expect(sealedEntries(third.outer).length).toBe(2);

		const b = await phone(scorer);
		await relay(third, b);
		expect(rounds(b.inner)).toEqual(rounds(a.inner));
	});

	it('opens arriving entries with the OPENED origin and never seals them again', async () => {
		const scorer = scorerCode();
		const a = await phone(scorer);
		const b = await phone(scorer);
		const origins: unknown[] = [];
		b.inner.on('update', (_: Uint8Array, origin: unknown) => origins.push(origin));
		edit(a.inner, 'r1', 10, 'A', [1, 2]);
		await relay(a, b);
		expect(origins).toEqual([OPENED]);
		expect(sealedEntries(b.outer).length).toBe(1);
		expect(b.transport.pending()).toBe(0);
	});
});
