// The room's screen fed from this phone's stored night: the night as stored, each change after
// it (a table's report saved), no night once it is in the trash or when there is none, and
// whether it is up to date from the night's live link status when it is shared.
import { beforeEach, describe, expect, it } from 'vitest';
import { createNight, saveReport, trashNight } from '$lib/data/nights';
import type { LiveStatus } from '$lib/data/live/link';
import type { Night } from '$lib/engine/club/night';
import { freshDb, until } from '../test-storage';
import { freshnessOf, storedNight, type StatusWatch } from './local-source';
import type { Freshness } from './room-screen.svelte';
import { report, round, testNight } from './test-night';

beforeEach(() => freshDb());

function follow(id: string, statuses?: StatusWatch) {
	const seen: (Night | null)[] = [];
	const said: Freshness[] = [];
	const stop = storedNight(id, statuses).watch(
		(night) => seen.push(night),
		(freshness) => said.push(freshness)
	);
	return { seen, said, stop };
}

describe('stored night for the room', () => {
	it('gives the stored night, then each change, and is always up to date', async () => {
		const { id } = await createNight(testNight(['a', 'b'], [round(1, [['a', 'b']])], []));
		const { seen, said, stop } = follow(id);
		await until(() => seen.length === 1);
		expect([seen[0]?.settings.name, said]).toEqual(['Friday club', ['current']]);
		await saveReport(id, report(1, 1, [7, 3], 1));
		await until(() => seen.length === 2);
		expect(seen[1]?.reports).toEqual([report(1, 1, [7, 3], 1)]);
		stop();
	});

	it('gives no night for one in the trash or one that does not exist', async () => {
		const { id } = await createNight(testNight(['a', 'b'], [], []));
		await trashNight(id);
		const trashed = follow(id);
		const missing = follow('nowhere');
		await until(() => trashed.seen.length === 1 && missing.seen.length === 1);
		expect([trashed.seen, missing.seen]).toEqual([[null], [null]]);
		trashed.stop();
		missing.stop();
	});

	it.each([
		[null, 'current'],
		[{ kind: 'live', phones: 3 }, 'current'],
		[{ kind: 'connecting' }, 'connecting'],
		[{ kind: 'unreachable', unsent: 0 }, 'connecting'],
		[{ kind: 'offline', unsent: 0 }, 'offline'],
		[{ kind: 'refused' }, 'offline'],
		[{ kind: 'stopped' }, 'offline'],
		[{ kind: 'ended', by: 'Ann', replaced: false }, 'ended']
	] as const)('a night whose link says %o is %s', (status, freshness) => {
		expect(freshnessOf(status)).toBe(freshness);
	});

	it("follows the live link's status while shown, and stops following it when stopped", async () => {
		const { id } = await createNight(testNight(['a', 'b'], [], []));
		let say: ((status: LiveStatus | null) => void) | null = null;
		const statuses: StatusWatch = (status) => {
			say = status;
			return () => (say = null);
		};
		const { seen, said, stop } = follow(id, statuses);
		say!({ kind: 'live', phones: 2 });
		say!({ kind: 'offline', unsent: 0 });
		say!({ kind: 'connecting' });
		await until(() => seen.length === 1);
		expect(said).toEqual(['current', 'offline', 'connecting']);
		stop();
		expect(say).toBeNull();
	});
});
