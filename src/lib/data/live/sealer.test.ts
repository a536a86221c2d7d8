// The sealer (sealer.ts): what a scorer seals a viewer opens; one bit changed anywhere, another
// room's key, another room id or the other purpose, and the entry does not open; every entry gets
// its own IV; presence fields round-trip and anything else reads as null.
import { describe, expect, it } from 'vitest';
import { KEY_BYTES } from '$lib/sync/derive.js';
import { newScorerCode, viewerCodeOf } from '$lib/sync/share-code';
import { openEntry, openPresence, sealEntry, sealOf, sealPresence, SEALED_FORMAT, type Seal } from './sealer';

const scorerCode = () => newScorerCode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
const text = (s: string) => new TextEncoder().encode(s);

describe('sealer', () => {
	it('seals on a scorer, opens on a viewer of the same room; the ciphertext does not hold the text', async () => {
		const scorer = scorerCode();
		const sealed = await sealEntry(await sealOf(scorer), 'update', text('Ana 162 "belote"'));
		expect(sealed[0]).toBe(SEALED_FORMAT);
		expect(new TextDecoder('latin1').decode(sealed)).not.toContain('Ana');
		const viewerSeal = await sealOf(await viewerCodeOf(scorer));
		expect(new TextDecoder().decode((await openEntry(viewerSeal, 'update', sealed))!)).toBe('Ana 162 "belote"');
	});

	it('gives each entry its own IV: the same text sealed twice differs', async () => {
		const seal = await sealOf(scorerCode());
		const [a, b] = await Promise.all([sealEntry(seal, 'update', text('x')), sealEntry(seal, 'update', text('x'))]);
		expect(a.slice(1, 13)).not.toEqual(b.slice(1, 13));
	});

	it('refuses an entry with any one byte changed', async () => {
		const seal = await sealOf(scorerCode());
		const sealed = await sealEntry(seal, 'update', text('deal 3: 90 to 72'));
		for (let i = 0; i < sealed.length; i++) {
			const tampered = Uint8Array.from(sealed);
			tampered[i]! ^= 0x01;
			expect(await openEntry(seal, 'update', tampered)).toBeNull();
		}
		expect(await openEntry(seal, 'update', sealed.slice(0, -1))).toBeNull();
	});

	it("refuses another room's key, another room id and the other purpose", async () => {
		const seal = await sealOf(scorerCode());
		const sealed = await sealEntry(seal, 'update', text('note'));
		const other = await sealOf(scorerCode());
		expect(await openEntry(other, 'update', sealed)).toBeNull();
		const moved: Seal = { key: seal.key, room: other.room };
		expect(await openEntry(moved, 'update', sealed)).toBeNull();
		expect(await openEntry(seal, 'presence', sealed)).toBeNull();
		expect(await openEntry(seal, 'update', sealed)).not.toBeNull();
	});

	it('reads anything that is not an entry as null, never throwing', async () => {
		const seal = await sealOf(scorerCode());
		for (const bad of [null, 'text', 42, {}, new Uint8Array(0), new Uint8Array(40), [1, 2, 3]])
			expect(await openEntry(seal, 'update', bad)).toBeNull();
	});

	it("seals a phone's presence; another room's, a garbled or an altered one reads as null", async () => {
		const seal = await sealOf(scorerCode());
		const sealed = await sealPresence(seal, { phone: "Ana's phone", device: 'd-1' });
		expect(sealed).not.toContain('Ana');
		expect(await openPresence(seal, sealed)).toEqual({ phone: "Ana's phone", device: 'd-1' });
		expect(await openPresence(await sealOf(scorerCode()), sealed)).toBeNull();
		expect(await openPresence(seal, '%%%')).toBeNull();
		expect(await openPresence(seal, 7)).toBeNull();
		const altered = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
		expect(await openPresence(seal, altered)).toBeNull();
		const notFields = await sealEntry(seal, 'presence', text('[1]'));
		expect(await openPresence(seal, btoa(String.fromCharCode(...notFields)))).toBeNull();
	});
});
