// A match's live sharing as the screens see it, against a fake data layer: nothing loads for a
// match that is not shared; Share live shows both codes; the status line and each batch of
// remote changes follow the link; a viewer is marked; Stop sharing ends it and keeps nothing live.
import { describe, expect, it } from 'vitest';
import { formatCode } from '$lib/sync/share-code';
import { MatchLive, type LiveDeps } from './match-live.svelte';
import { FakeSharing, SCORER, VIEWER } from './test-sharing';

function deps(sharing: FakeSharing): LiveDeps & { loads: number } {
	const d = {
		loads: 0,
		load: async () => {
			d.loads++;
			return sharing;
		},
		isShared: async (id: string) => sharing.shared.has(id)
	};
	return d;
}

describe('MatchLive', () => {
	it('loads nothing for a match that is not shared', async () => {
		const sharing = new FakeSharing();
		const d = deps(sharing);
		const live = new MatchLive('m1', d);
		await live.open('ws://x/sync', 'Ana');
		expect(d.loads).toBe(0);
		expect(live.opened).toBe(true);
		expect(live.shared).toBe(false);
		expect(live.status).toBeNull();
	});

	it("asks for the phone's name only once the match is found shared", async () => {
		const sharing = new FakeSharing();
		let asked = 0;
		const name = async () => (asked++, 'Ana');
		await new MatchLive('m1', deps(sharing)).open('ws://x/sync', name);
		expect(asked).toBe(0);
		await sharing.share('m1', 'ws://x/sync', 'Ana');
		await new MatchLive('m1', deps(sharing)).open('ws://x/sync', name);
		expect(asked).toBe(1);
		expect(sharing.calls.at(-1)).toBe('resume m1 ws://x/sync Ana');
	});

	it("follows how many of the room's entries this phone could not read", async () => {
		const sharing = new FakeSharing();
		const live = new MatchLive('m1', deps(sharing));
		await live.share('ws://x/sync', 'Ana');
		expect(live.unreadable).toBe(0);
		const link = sharing.links.get('m1')!;
		link.skipped = 2;
		link.emit({ kind: 'live', phones: 2 });
		expect(live.unreadable).toBe(2);
	});

	it('Share live gives both codes in their typed form and follows the status line', async () => {
		const sharing = new FakeSharing();
		const live = new MatchLive('m1', deps(sharing));
		expect(await live.share('ws://x/sync', "Ana's phone")).toEqual({ ok: true, value: undefined });
		expect(sharing.calls).toEqual(["share m1 ws://x/sync Ana's phone"]);
		expect(live.codes).toEqual({ scorer: formatCode(SCORER), viewer: formatCode(VIEWER) });
		expect(live.status).toEqual({ kind: 'connecting' });
		expect(live.shared).toBe(true);
		expect(live.viewer).toBe(false);
		const link = sharing.links.get('m1')!;
		link.emit({ kind: 'live', phones: 4 });
		expect(live.status).toEqual({ kind: 'live', phones: 4 });
		link.emit({ kind: 'offline', unsent: 2 });
		expect(live.status).toEqual({ kind: 'offline', unsent: 2 });
		expect(live.batches).toBe(0);
	});

	it('counts each batch of remote changes once, and a status change alone is no batch', async () => {
		const sharing = new FakeSharing();
		const live = new MatchLive('m1', deps(sharing));
		await live.share('ws://x/sync', 'Ana');
		const link = sharing.links.get('m1')!;
		const batch = [
			{ kind: 'added' as const, number: 5, by: "Ben's phone" },
			{ kind: 'edit-overruled' as const, number: 2, by: "Ben's phone", lost: "Ana's phone" }
		];
		link.emit({ kind: 'live', phones: 2 }, batch);
		link.emit({ kind: 'live', phones: 3 });
		expect(live.batches).toBe(1);
		expect(live.changes).toEqual(batch);
	});

	it("gives each deal's history as the link last told it, and none once sharing stops", async () => {
		const sharing = new FakeSharing();
		const live = new MatchLive('m1', deps(sharing));
		await live.share('ws://x/sync', 'Ana');
		const link = sharing.links.get('m1')!;
		expect(live.history('r1')).toBeUndefined();
		const history = {
			entries: [
				{ kind: 'entered' as const, by: 'Ana' },
				{ kind: 'overruled' as const, by: 'Ana' },
				{ kind: 'changed' as const, by: 'Ben' }
			],
			older: 0
		};
		link.deals = new Map([['r1', history]]);
		link.emit({ kind: 'live', phones: 2 });
		expect(live.history('r1')).toEqual(history);
		expect(live.history('r2')).toBeUndefined();
		await live.stop();
		expect(live.history('r1')).toBeUndefined();
	});

	it('a refused share says why and stays unshared', async () => {
		const sharing = new FakeSharing();
		sharing.refuse = { kind: 'storage-full' };
		const live = new MatchLive('m1', deps(sharing));
		expect(await live.share('ws://x/sync', 'Ana')).toEqual({ ok: false, refusal: { kind: 'storage-full' } });
		expect(live.refusal).toEqual({ kind: 'storage-full' });
		expect(live.shared).toBe(false);
		expect(live.codes).toBeNull();
	});

	it('picks up a share after a reload, and a viewer is marked as one', async () => {
		const sharing = new FakeSharing();
		sharing.room = { matchId: 'm2', plan: {} as never };
		await sharing.join(
			{
				code: VIEWER,
				plan: {} as never,
				summary: {
					gameId: 'freeform',
					players: [],
					deals: 0,
					known: [],
					added: [],
					match: { kind: 'added' },
					notApplied: []
				}
			},
			'Cleo'
		);
		const live = new MatchLive('m2', deps(sharing));
		await live.open('ws://x/sync', 'Cleo');
		expect(sharing.calls.at(-1)).toBe('resume m2 ws://x/sync Cleo');
		expect(live.viewer).toBe(true);
		expect(live.codes).toEqual({ scorer: null, viewer: formatCode(VIEWER) });
	});

	it('Stop sharing stops the link and leaves the match unshared; a closed screen hears nothing more', async () => {
		const sharing = new FakeSharing();
		const live = new MatchLive('m1', deps(sharing));
		await live.share('ws://x/sync', 'Ana');
		const link = sharing.links.get('m1')!;
		await live.stop();
		expect(link.stopped).toBe(1);
		expect(live.shared).toBe(false);
		expect(live.codes).toBeNull();
		expect(link.listeners.size).toBe(0);

		const again = new MatchLive('m1', deps(sharing));
		await again.open('ws://x/sync', 'Ana');
		again.close();
		link.emit({ kind: 'live', phones: 9 }, [{ kind: 'added', number: 1, by: 'Ben' }]);
		expect(again.batches).toBe(0);
	});
});
