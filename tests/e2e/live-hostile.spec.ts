// A hostile scorer cannot lock a room (issue 40 point 2), through the project's own server
// (scripts/serve.mjs, started here on 127.0.0.1 and stopped by its pid): Ana's phone shares a
// free-form match; Eve, with the scorer code, writes from Node a setup entry that would turn the
// match into a Coinche match, sealed under the room's key as a phone seals and stamped later than
// every other entry. Ben's phone still joins: the preview names Eve's entry in plain words (no
// internal code), and Ben's totals equal Ana's, which do not move.
import { expect, test } from '@playwright/test';
import * as Y from 'yjs';
import { hlcOf } from '../../src/lib/data/hlc';
import { appendSetup, readSetup, setupArray } from '../../src/lib/data/live/match-doc';
import { sealDocument } from '../../src/lib/data/live/sealed-doc';
import { sealOf } from '../../src/lib/data/live/sealer';
import type { MatchRecord, PlayerRecord } from '../../src/lib/data/schema';
import { parseCode, roomOf, tokenOf } from '../../src/lib/sync/share-code';
import { connect, PATIENCE, until } from '../../server/harness';
import { expectTotals, freeformRound, totals } from './helpers';
import { joinPreview, shareFreeform } from './live-phone';
import { useServe } from './serve';

const server = useServe('hostile');

const EVE = "Eve's phone";

/**
 * Eve, in Node with the scorer code: reads the room as a phone does and appends, sealed, a setup
 * of the same match in another game (Coinche), a minute later than now; returns once the server
 * has acknowledged it.
 */
async function writeGameChange(scorer: string): Promise<void> {
	const parsed = parseCode(scorer);
	if (!parsed.ok) throw new Error(`not a code: ${scorer}`);
	const outer = new Y.Doc();
	const url = `${server.origin.replace('http', 'ws')}/sync`;
	const client = connect(url, await roomOf(parsed.code), tokenOf(parsed.code), outer);
	try {
		await client.ready;
		const inner = new Y.Doc();
		const transport = sealDocument({ inner, outer, seal: await sealOf(parsed.code) });
		await transport.ready;
		// Sharing returns before the sharing phone's entries are on the server: they may come later.
		const setup = () =>
			setupArray(inner)
				.toArray()
				.map(readSetup)
				.find((e) => e !== null);
		await until(() => setup() !== undefined, 'the room holds the match');
		const honest = setup()!;
		const match = { ...honest.match, gameId: 'coinche' } as unknown as MatchRecord;
		const players = honest.players as unknown as PlayerRecord[];
		appendSetup(inner, crypto.randomUUID(), hlcOf(Date.now() + 60_000), EVE, match, players);
		await transport.settled();
		await until(() => !client.provider.hasUnsyncedChanges, "the server has Eve's entry");
		transport.stop();
	} finally {
		client.destroy();
	}
}

test('a setup entry that changes the game is named in plain words, never blocks a join, and every phone keeps the same totals', async ({
	browser
}) => {
	test.setTimeout(8 * PATIENCE);
	const a = await server.phone(browser, "Ana's phone");
	const scorer = await shareFreeform(
		a.page,
		['Ana', 'Ben'],
		[
			[10, 5],
			[3, 9]
		]
	);
	await expectTotals(a.page, [13, 14]);
	await expect(a.page.getByTestId('live-status')).toContainText('Live', { timeout: PATIENCE });

	await writeGameChange(scorer);

	const b = await server.phone(browser, "Ben's phone");
	const preview = await joinPreview(b.page, scorer);
	await expect(preview.getByTestId('live-join-not-applied')).toHaveText(
		`A setup change from ${EVE} is not applied: it would change the game of a running match`
	);
	await expect(preview).not.toContainText(/other-game|bad-setup|unreadable|not-a-match/);
	await preview.getByRole('button', { name: 'Join' }).click();
	await expect(b.page).toHaveURL(/\/match\//);
	await expect(b.page.getByTestId('live-status')).toHaveText('Live · 2 phones', { timeout: PATIENCE });
	await expectTotals(b.page, [13, 14]);
	await expectTotals(a.page, [13, 14]);

	// A deal saved after it still reaches both phones: the room is not locked.
	await freeformRound(b.page, [1, 2]);
	for (const p of [a, b]) await expect.poll(() => totals(p.page, 2), { timeout: PATIENCE }).toEqual([14, 16]);
	for (const p of [a, b]) expect(p.problems).toEqual([]);
});
