// Joining a live match against a fake data layer: a code that does not read is refused beside the
// field without asking the server; a good one gets the preview and writes nothing until confirmed.
import { describe, expect, it } from 'vitest';
import { formatCode } from '$lib/sync/share-code';
import { handOverCode, JoinLive } from './join-live.svelte';
import { FakeSharing, SCORER, VIEWER } from './test-sharing';

const plan = { matches: { added: 1 } } as never;

function joining() {
	const sharing = new FakeSharing();
	let loads = 0;
	const join = new JoinLive(async () => {
		loads++;
		return sharing;
	});
	return { sharing, join, loads: () => loads };
}

describe('JoinLive', () => {
	it.each([
		['', { kind: 'empty' }],
		['S0K3-9QF2', { kind: 'length', expected: 28, actual: 8 }],
		['S0K3-9Q#2', { kind: 'character', character: '#', position: 6 }]
	])('refuses %j beside the field, keeps the text and asks no server', async (text, refusal) => {
		const { join, loads } = joining();
		join.text = text;
		await join.check('ws://x/sync');
		expect(join.codeRefusal).toEqual(refusal);
		expect(join.text).toBe(text);
		expect(loads()).toBe(0);
	});

	it('says a mistyped character is a typo', async () => {
		const { join } = joining();
		const good = formatCode(SCORER);
		join.text = good.slice(0, 5) + (good[5] === 'A' ? 'B' : 'A') + good.slice(6);
		await join.check('ws://x/sync');
		expect(join.codeRefusal).toEqual({ kind: 'typo' });
	});

	it('previews before writing, then joins exactly that preview', async () => {
		const { join, sharing } = joining();
		sharing.room = { matchId: 'm9', plan };
		join.text = formatCode(SCORER).toLowerCase().replaceAll('-', ' ');
		await join.check('ws://x/sync');
		expect(join.codeRefusal).toBeNull();
		expect(join.preview?.plan).toBe(plan);
		expect(sharing.calls).toEqual(['preview scorer ws://x/sync']);
		expect(join.viewer).toBe(false);
		expect(await join.confirm("Ben's phone")).toEqual({ ok: true, value: 'm9' });
		expect(sharing.calls.at(-1)).toBe("join Ben's phone");
		expect(join.preview).toBeNull();
	});

	it("shows the server's refusal and writes nothing; cancel goes back to the field", async () => {
		const { join, sharing } = joining();
		sharing.refuse = { kind: 'code-refused' };
		join.text = formatCode(VIEWER);
		await join.check('ws://x/sync');
		expect(join.refusal).toEqual({ kind: 'code-refused' });
		expect(join.preview).toBeNull();
		expect((await join.confirm('Ben')).ok).toBe(false);
		expect(sharing.calls.some((c) => c.startsWith('join'))).toBe(false);
	});

	it('a viewer code is said to be one; a scanned code arrives in the field once', async () => {
		const { join, sharing } = joining();
		sharing.room = { matchId: 'm9', plan };
		join.text = formatCode(VIEWER);
		await join.check('ws://x/sync');
		expect(join.viewer).toBe(true);
		handOverCode(formatCode(SCORER));
		expect(new JoinLive().text).toBe(formatCode(SCORER));
		expect(new JoinLive().text).toBe('');
	});
});
