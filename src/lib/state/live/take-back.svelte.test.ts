// Taking codes back as the screens see it, against a fake data layer: the sharing phone ends
// sharing for everyone or makes new codes for the phones it chooses; a phone whose room was ended
// keeps the match and is told who ended it; after Stop sharing, the sharing phone is asked whether
// to share again with the same codes or new ones.
import { describe, expect, it } from 'vitest';
import { MatchLive, type LiveDeps } from './match-live.svelte';
import { FakeSharing, VIEWER } from './test-sharing';

const SERVER = 'ws://x/sync';

function deps(sharing: FakeSharing): LiveDeps {
	return { load: async () => sharing, isShared: async (id: string) => sharing.shared.has(id) };
}

async function shared() {
	const sharing = new FakeSharing();
	const live = new MatchLive('m1', deps(sharing));
	await live.share(SERVER, 'Ann');
	return { sharing, live, link: sharing.links.get('m1')! };
}

describe('taking codes back', () => {
	it('lets the sharing phone end sharing for everyone, keeping nothing live and saying so', async () => {
		const { live, link } = await shared();
		expect(live.owner).toBe(true);
		expect((await live.endForEveryone()).ok).toBe(true);
		expect(link.asked).toEqual(['end']);
		expect(live.shared).toBe(false);
		expect(live.codes).toBeNull();
		expect(live.owner).toBe(false);
		expect(live.ended).toEqual({ kind: 'ended', by: 'Ann', replaced: false });
	});

	it('keeps sharing and says why when the server cannot be reached to end it', async () => {
		const { live, link } = await shared();
		link.emit({ kind: 'live', phones: 2 });
		link.answer = { ok: false, refusal: { kind: 'server-unreachable', address: SERVER } };
		expect((await live.endForEveryone()).ok).toBe(false);
		expect(live.refusal).toEqual({ kind: 'server-unreachable', address: SERVER });
		expect(live.shared).toBe(true);
		expect(live.ended).toBeNull();
	});

	it('makes new codes for the phones chosen among those present', async () => {
		const { live, link } = await shared();
		link.present = [
			{ device: 'd-ben', phone: 'Ben' },
			{ device: 'd-lost', phone: 'Lost' }
		];
		expect(live.phones()).toEqual(link.present);
		expect((await live.newCodes(['d-ben'])).ok).toBe(true);
		expect(link.asked).toEqual(['codes d-ben']);
		expect(live.renewed).toBe(true);
		expect(live.shared).toBe(true);
	});

	it('tells a phone whose room was ended who ended it, and keeps the match', async () => {
		const sharing = new FakeSharing();
		sharing.room = { matchId: 'm1', plan: {} as never };
		const preview = await sharing.previewJoin(VIEWER, SERVER);
		if (!preview.ok) throw new Error(preview.refusal.kind);
		await sharing.join(preview.value, 'Ben');
		const live = new MatchLive('m1', deps(sharing));
		await live.open(SERVER, 'Ben');
		expect(live.shared).toBe(true);
		sharing.links.get('m1')!.emit({ kind: 'ended', by: 'Ann', replaced: false });
		expect(live.shared).toBe(false);
		expect(live.viewer).toBe(false);
		expect(live.ended).toEqual({ kind: 'ended', by: 'Ann', replaced: false });
	});

	it('asks the sharing phone, after Stop sharing, how to share again, and shares as chosen', async () => {
		const { sharing, live } = await shared();
		await live.stop();
		expect(live.stoppedHere).toBe(true);
		sharing.stoppedShares.add('m1');
		const again = new MatchLive('m1', deps(sharing));
		await again.checkStopped();
		expect(again.stoppedHere).toBe(true);
		await again.share(SERVER, 'Ann', 'replace');
		expect(sharing.calls.at(-1)).toBe(`share m1 ${SERVER} Ann replace`);
		expect(again.stoppedHere).toBe(false);
		expect(again.shared).toBe(true);
	});
});
