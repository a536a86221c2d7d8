// A match scored live on four phones through the project's own server (scripts/serve.mjs: the app
// and /sync on one origin, started here on 127.0.0.1 and stopped by its pid): A shares, B joins as a
// scorer and C as a viewer by the typed codes; then A and B are cut (their sockets closed by a
// route, the server killed and restarted on the same data folder), both save a deal 5 and B edits
// deal 2, B reloads while cut; on reconnection every phone shows both deals 5 and B's later edit.
// A fourth phone joining after the restart gets everything; a viewer's forged write changes nothing.
// That scenario runs with a free-form match; the sharing path carries a deal's input whatever its
// game, so a Coinche match (deals entered and changed through the Coinche form, four players in two
// teams) is shared on two phones only, and both end with the totals the rules give.
import { axeScan } from './axe';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import * as Y from 'yjs';
import { entryKeyOf } from '../../src/lib/sync/derive.js';
import { parseCode, roomOf, tokenOf } from '../../src/lib/sync/share-code';
import { connect, PATIENCE } from '../../server/harness';
import { coincheMatch, editor, enterDeal, save, type CoincheDeal } from './coinche-deal';
import { expectTotals, freeformRound, newMatch, totals } from './helpers';
import { useServe } from './serve';

test.describe.configure({ mode: 'serial' });

const server = useServe('live', { closeAfterEach: true, own: true });

/** No sideways scroll at 360 px, and axe finds no violation. */
async function checkScreen(page: Page, where: string): Promise<void> {
	expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(360);
	const result = await axeScan(page).analyze();
	expect(
		result.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
	).toEqual([]);
}

/**
 * Joins with `code`: the preview says what arrives (`words`, when given) and Join confirms it;
 * `scan`: the preview is also scanned by axe (once per screen is enough: the scenario scans it).
 */
async function joinLive(page: Page, code: string, words: (string | RegExp)[] = [], scan = true): Promise<void> {
	// A phone already on Join (a code refused first) types the code there again.
	if (new URL(page.url()).pathname !== '/join') {
		await page.goto('/');
		await page.getByTestId('join-live').click();
	}
	await page.getByTestId('live-code').fill(code);
	await page.getByTestId('live-join-check').click();
	const preview = page.getByTestId('live-join-preview');
	await expect(preview).toBeVisible({ timeout: PATIENCE });
	for (const word of words) await expect(preview).toContainText(word);
	if (scan) await checkScreen(page, 'join preview');
	else expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	await preview.getByRole('button', { name: /^(Join|Rejoindre)$/ }).click();
	await expect(page).toHaveURL(/\/match\//);
}

/**
 * Gives `to` the player `name` of `from` (the same id) under the name `here`, with an older stamp,
 * as a phone that once received a match of that player and renamed her would hold her.
 */
async function knowPlayer(from: Page, to: Page, name: string, here: string): Promise<void> {
	// One page function both ways: it puts `record` when given, and returns the player named `name`.
	const players = async ({ name, record }: { name: string; record: Record<string, unknown> | null }) => {
		const db = await new Promise<IDBDatabase>((resolve) => {
			const open = indexedDB.open('tablekeeper');
			open.onsuccess = () => resolve(open.result);
		});
		const store = db.transaction('players', 'readwrite').objectStore('players');
		if (record) store.put(record);
		return new Promise<Record<string, unknown>>((resolve) => {
			const all = store.getAll();
			all.onsuccess = () => resolve((all.result as Record<string, unknown>[]).find((p) => p['name'] === name)!);
		});
	};
	const player = await from.evaluate(players, { name, record: null });
	await to.goto('/history');
	// The app has made its database (a database opened here first would have no tables).
	await expect
		.poll(() => to.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'tablekeeper')))
		.toBe(true);
	await to.evaluate(players, { name: here, record: { ...player, name: here, updatedAt: 1 } });
}

/** Waits for the totals after a reconnection: the provider retries with a backoff of up to 30 s. */
async function converged(page: Page, expected: number[]): Promise<void> {
	await expect.poll(() => totals(page, expected.length), { timeout: 3 * PATIENCE }).toEqual(expected);
}

/** `region` is drawn as text a person can read (not a 1 px screen-reader-only box). */
async function expectShown(region: Locator): Promise<void> {
	await expect(region).toBeVisible();
	const box = await region.boundingBox();
	expect(box?.width ?? 0).toBeGreaterThan(100);
	expect(box?.height ?? 0).toBeGreaterThan(10);
}

/** A deal as it is entered, and what it scores for each column of the totals. */
interface Deal<I> {
	input: I;
	scores: [number, number];
}

/** The deals of the scenario, by who enters them and when. */
interface Deals<I> {
	/** Entered on A before sharing. */
	first: Deal<I>;
	second: Deal<I>;
	/** Entered on A once B and C have joined. */
	third: Deal<I>;
	fourth: Deal<I>;
	/** Entered as deal 5 on A and on B while both are cut. */
	fifthOnA: Deal<I>;
	fifthOnB: Deal<I>;
	/** Deal 2 as B changes it while cut. */
	secondEdited: Deal<I>;
	/** Entered on D after the viewer's forged write. */
	last: Deal<I>;
}

/** A match of one game: how it starts, how a deal is entered and changed, what it scores. */
interface Table<I, D = Deals<I>> {
	name: string;
	start(page: Page): Promise<void>;
	enter(page: Page, input: I): Promise<void>;
	edit(page: Page, number: number, input: I): Promise<void>;
	/** How the join preview names the game and the players, in English and in French. */
	game: { en: string; fr: string };
	players: string;
	deals: D;
}

const freeform: Table<number[]> = {
	name: 'free-form',
	start: (page) => newMatch(page, 'freeform', ['Ana', 'Ben']),
	enter: freeformRound,
	async edit(page, number, scores) {
		await page.getByRole('button', { name: `Edit round ${number}` }).click();
		await freeformRound(page, scores);
	},
	game: { en: 'Free-form scoresheet', fr: 'Feuille de score libre' },
	players: 'Ana, Ben',
	deals: {
		first: { input: [10, 0], scores: [10, 0] },
		second: { input: [20, 5], scores: [20, 5] },
		third: { input: [1, 1], scores: [1, 1] },
		fourth: { input: [3, 3], scores: [3, 3] },
		fifthOnA: { input: [7, 3], scores: [7, 3] },
		fifthOnB: { input: [4, 6], scores: [4, 6] },
		secondEdited: { input: [2, 2], scores: [2, 2] },
		last: { input: [1, 0], scores: [1, 0] }
	}
};

// Coinche, default options, columns Us (Ana, Chloé) and Them (Ben, Dan). Scores from
// ../shared/RULES-NOTES.md, Coinche: the card points total 162; a contract is made when the takers
// have at least the bid and at least 82; made: takers round(their points) + bid, defenders
// round(162 - points); failed: takers 0, defenders 160 + bid; rounding to the nearest 10.
const coinche: Table<
	CoincheDeal,
	Pick<Deals<CoincheDeal>, 'first' | 'second' | 'third' | 'fourth' | 'secondEdited'>
> = {
	name: 'Coinche',
	start: coincheMatch,
	async enter(page, deal) {
		await enterDeal(page, deal);
		await save(page);
	},
	async edit(page, number, deal) {
		await page.getByRole('button', { name: `Edit round ${number}` }).click();
		await editor(page).getByRole('button', { name: 'Clear', exact: true }).click();
		await enterDeal(page, deal);
		await save(page, 'Save changes');
	},
	game: { en: 'Coinche', fr: 'Coinche' },
	players: 'Ana, Ben, Chloé, Dan',
	deals: {
		// Made: 100 + 80 to Us; 62 rounds to 60 for Them.
		first: { input: { taker: 'Ana', bid: 80, trump: 'spades', points: 100 }, scores: [180, 60] },
		// Made: 100 + 90 to Them; 62 rounds to 60 for Us.
		second: { input: { taker: 'Ben', bid: 90, trump: 'hearts', points: 100 }, scores: [60, 190] },
		// Failed (81 is under 82): 160 + 80 to Them.
		third: { input: { taker: 'Chloé', bid: 80, trump: 'clubs', points: 81 }, scores: [0, 240] },
		// Made: 120 + 100 to Them; 42 rounds to 40 for Us.
		fourth: { input: { taker: 'Dan', bid: 100, trump: 'diamonds', points: 120 }, scores: [40, 220] },
		// Deal 2 with 81 points: failed (81 is under 90), 160 + 90 to Us.
		secondEdited: { input: { taker: 'Ben', bid: 90, trump: 'hearts', points: 81 }, scores: [250, 0] }
	}
};

/** The totals of these deals, column by column. */
function sum(...deals: Deal<unknown>[]): number[] {
	return [0, 1].map((column) => deals.reduce((total, deal) => total + deal.scores[column]!, 0));
}

/** The codes screen's two codes: each in groups of four on one line, read and copied as the code itself. */
async function codeGroups(page: Page): Promise<void> {
	for (const testid of ['live-scorer-code', 'live-viewer-code']) {
		const shown = page.getByTestId(testid);
		const groups = shown.locator('.group');
		await expect(groups).toHaveCount(7);
		const boxes = await groups.evaluateAll((all) =>
			all.map((el) => ({ top: Math.round(el.getBoundingClientRect().top), right: el.getBoundingClientRect().right }))
		);
		expect(new Set(boxes.map((b) => b.top)).size, `${testid}: the groups share one line`).toBe(1);
		expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(360);
		const plain = (await page.getByTestId(`${testid}-plain`).textContent())!.trim();
		expect(plain).toMatch(/^[SV][0-9A-Z]{3}(-[0-9A-Z]{4}){6}$/);
		expect((await shown.innerText()).trim().split(/\s+/).join('-')).toBe(plain);
		// Selecting the groups and copying them puts the code as written on the clipboard.
		const copied = await shown.evaluate((el) => {
			getSelection()!.selectAllChildren(el);
			const data = new DataTransfer();
			el.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
			return data.getData('text/plain');
		});
		expect(copied).toBe(plain);
	}
}

async function fourPhones<I>(browser: Browser, table: Table<I>): Promise<void> {
	const { first, second, third, fourth, fifthOnA, fifthOnB, secondEdited, last } = table.deals;
	const a = await server.phone(browser, "Ana's phone");
	const b = await server.phone(browser, "Ben's phone");
	// Only A and B are ever cut off: the others' sockets skip the route (live-phone.ts).
	const c = await server.phone(browser, 'Téléphone de Cléo', 'fr', { cuttable: false });

	await table.start(a.page);
	await table.enter(a.page, first.input);
	await table.enter(a.page, second.input);
	await expectTotals(a.page, sum(first, second));
	await a.page.getByTestId('live-share').click();
	await expect(a.page).toHaveURL(/\/live$/);
	const scorer = (await a.page.getByTestId('live-scorer-code').innerText()).trim();
	const viewer = (await a.page.getByTestId('live-viewer-code').innerText()).trim();
	expect(scorer).toMatch(/^S/);
	expect(viewer).toMatch(/^V/);
	await expect(a.page.getByTestId('qr-code')).toHaveCount(2);
	await test.step('a share code shows in its groups of four on one line at 360 px; screen readers and a copy get the code itself', () =>
		codeGroups(a.page));
	await checkScreen(a.page, 'live codes');
	await a.page.getByTestId('live-back').click();

	// B joins as a scorer; C with the viewer code: a typo first is refused beside the field.
	await joinLive(b.page, scorer, [
		`This code opens ${table.game.en}.`,
		`Players: ${table.players}`,
		'2 deals so far',
		`New players on this phone: ${table.players}`,
		'The match will be added to this phone.'
	]);
	await expectTotals(b.page, sum(first, second));
	await c.page.goto('/join');
	await c.page.getByTestId('live-code').fill(viewer.slice(0, -1) + (viewer.endsWith('0') ? '1' : '0'));
	await c.page.getByTestId('live-join-check').click();
	await expect(c.page.getByTestId('field-message')).toHaveText(/mal saisi/);
	await checkScreen(c.page, 'join refused');
	await joinLive(c.page, viewer, [
		`Ce code ouvre ${table.game.fr}.`,
		`Joueurs\u202f: ${table.players}`,
		"2 donnes jusqu'ici",
		`Nouveaux joueurs sur ce téléphone\u202f: ${table.players}`,
		'La partie sera ajoutée à ce téléphone.',
		"C'est un code spectateur"
	]);
	await expectTotals(c.page, sum(first, second));
	await expect(c.page.getByTestId('live-viewer')).toBeVisible();
	await expect(c.page.getByTestId('round-editor')).toHaveCount(0);
	await expect(c.page.getByRole('button', { name: 'Modifier la manche 1' })).toHaveCount(0);
	await expect(c.page.getByTestId('live-status')).toHaveText(/^En direct · \d téléphones$/, { timeout: PATIENCE });
	await checkScreen(c.page, 'viewer match');

	// A saves: B and C show the totals; the status line counts the phones.
	await table.enter(a.page, third.input);
	await table.enter(a.page, fourth.input);
	const shared = sum(first, second, third, fourth);
	for (const p of [a, b, c]) await expectTotals(p.page, shared);
	await expect(a.page.getByTestId('live-status')).toHaveText('Live · 3 phones', { timeout: PATIENCE });
	await expect(c.page.getByTestId('live-status')).toHaveText('En direct · 3 téléphones');
	await expect(b.page.getByTestId('live-changes')).toContainText("Ana's phone added deal 4");
	// Said on screen for everyone at the table, not only to a screen reader.
	await expectShown(b.page.getByTestId('live-changes'));
	await b.page.getByRole('button', { name: 'R1', exact: true }).click();
	await expect(b.page.getByTestId('round-by').first()).toHaveText("Entered or last changed on Ana's phone");
	await checkScreen(b.page, 'scorer match');

	// Cut A and B: their sockets are closed by the route, and the server itself goes down.
	a.state.cut = true;
	b.state.cut = true;
	await server.restart();
	await table.enter(a.page, fifthOnA.input);
	await table.enter(b.page, fifthOnB.input);
	await table.edit(b.page, 2, secondEdited.input);
	await expect(b.page.getByTestId('live-status')).toContainText('2 deals will be sent', { timeout: PATIENCE });
	await expectTotals(c.page, shared);
	// A reload while cut keeps what was not yet sent.
	await b.page.reload();
	await expectTotals(b.page, sum(first, secondEdited, third, fourth, fifthOnB));
	await expect(b.page.getByTestId('live-status')).toContainText('2 deals will be sent', { timeout: PATIENCE });

	// A fourth phone joins after the restart (the server, killed, may have lost its last second:
	// the scorers give it back when they return).
	// It already knows Ana (the same player) as "Anaïs": the preview names her so and she keeps that name.
	const d = await server.phone(browser, "Dan's phone", 'en', { cuttable: false });
	await knowPlayer(a.page, d.page, 'Ana', 'Anaïs');
	await joinLive(d.page, scorer, [
		'Already on this phone: Anaïs (“Ana” in the match)',
		'This phone keeps its own names.',
		`Players: ${table.players.replace('Ana', 'Anaïs')}`
	]);
	await expect(d.page.locator('main h1 + p')).toContainText('Anaïs');

	// Back online: both deals 5 kept, B's later edit of deal 2 counts, on every phone, and A is told.
	await a.page.evaluate(() => {
		const region = document.querySelector('[data-testid="live-changes"]')!;
		const said: string[] = [];
		Object.assign(window, { said });
		new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
			childList: true,
			characterData: true,
			subtree: true
		});
	});
	a.state.cut = false;
	b.state.cut = false;
	const expected = sum(first, secondEdited, third, fourth, fifthOnA, fifthOnB);
	for (const p of [a, b, c, d]) await converged(p.page, expected);
	for (const p of [a, b, c, d]) await expect(p.page.getByTestId('round-6')).toBeVisible();
	await expect(a.page.getByTestId('live-status')).toHaveText('Live · 4 phones', { timeout: PATIENCE });
	await expect
		.poll(() => a.page.evaluate(() => (window as unknown as { said: string[] }).said.join(' | ')))
		.toMatch(/Two deals were entered as deal \d+ on two phones: both kept/);
	await expectShown(a.page.getByTestId('live-changes'));

	// A viewer's forged write (a modified app: the viewer key on a raw Yjs client, sealing deals
	// under the room's entry key as a phone does, docs/sync.md) changes nothing.
	const reading = parseCode(viewer);
	if (!reading.ok) throw new Error('the viewer code does not read');
	const url = `${server.origin.replace('http', 'ws')}/sync`;
	const room = await roomOf(reading.code);
	const forger = connect(url, room, tokenOf(reading.code), new Y.Doc());
	try {
		await forger.ready;
		const entries = forger.document.getArray<Uint8Array>('sealed');
		expect(entries.length).toBeGreaterThan(0);
		const key = await entryKeyOf(reading.code.key);
		const matchId = decodeURIComponent(new URL(a.page.url()).pathname.split('/')[2]!);
		const forged = 2;
		for (let i = 0; i < forged; i++) {
			const deal = new Y.Doc();
			const at = Date.now() + 60_000;
			const edit = { id: `forged-${i}`, at, by: 'Mallory', matchId, order: 1, createdAt: at, after: null };
			deal.getMap('rounds').set(`forged-${i}`, Y.Array.from([{ ...edit, input: { scores: [500, 0, 0, 0] } }]));
			const iv = crypto.getRandomValues(new Uint8Array(12));
			const additionalData = new TextEncoder().encode(`tablekeeper/sealed/v1/update/${room}`);
			const sealed = await crypto.subtle.encrypt(
				{ name: 'AES-GCM', iv, additionalData },
				key,
				Uint8Array.from(Y.encodeStateAsUpdate(deal))
			);
			entries.push([Uint8Array.from([1, ...iv, ...new Uint8Array(sealed)])]);
		}
		// The server answers each forged update "not applied": every one has been seen and dropped.
		await expect.poll(() => forger.refused(), { timeout: PATIENCE }).toBe(forged);
	} finally {
		forger.destroy();
	}
	await table.enter(d.page, last.input);
	const after = sum(first, secondEdited, third, fourth, fifthOnA, fifthOnB, last);
	for (const p of [a, b, c, d]) await expectTotals(p.page, after);

	// Stop sharing asks first, ends it on this phone and keeps the match.
	await a.page.getByTestId('live-stop').click();
	await a.page.getByRole('dialog').getByRole('button', { name: 'Stop sharing' }).click();
	await expect(a.page.getByTestId('live-status')).toHaveCount(0);
	await expect(a.page.getByTestId('live-share')).toBeVisible();
	await expectTotals(a.page, after);

	for (const p of [a, b, c, d]) expect(p.problems).toEqual([]);
}

test('four phones score one free-form match live through cuts and a server restart', async ({ browser }) => {
	test.setTimeout(10 * PATIENCE);
	await fourPhones(browser, freeform);
});

test('a Coinche match shared live: deals entered and changed through its form on either phone give both the same totals', async ({
	browser
}) => {
	test.setTimeout(6 * PATIENCE);
	const { first, second, third, fourth, secondEdited } = coinche.deals;
	// Neither phone is cut off: no route for their sockets (live-phone.ts).
	const a = await server.phone(browser, "Ana's phone", 'en', { cuttable: false });
	const b = await server.phone(browser, "Ben's phone", 'en', { cuttable: false });
	await coinche.start(a.page);
	await coinche.enter(a.page, first.input);
	await coinche.enter(a.page, second.input);
	await expectTotals(a.page, sum(first, second));
	await a.page.getByTestId('live-share').click();
	const scorer = (await a.page.getByTestId('live-scorer-code').innerText()).trim();
	await a.page.getByTestId('live-back').click();

	// The preview names the game and its four players; B gets the deals A entered.
	await joinLive(
		b.page,
		scorer,
		[`This code opens ${coinche.game.en}.`, `Players: ${coinche.players}`, '2 deals so far'],
		false
	);
	await expectTotals(b.page, sum(first, second));

	// B enters a deal and changes deal 2 through the Coinche form; A enters the next one.
	await coinche.enter(b.page, third.input);
	await coinche.edit(b.page, 2, secondEdited.input);
	await expectTotals(a.page, sum(first, secondEdited, third));
	await coinche.enter(a.page, fourth.input);
	const expected = sum(first, secondEdited, third, fourth);
	for (const p of [a, b]) await expectTotals(p.page, expected);
	await expect(b.page.getByTestId('live-changes')).toContainText("Ana's phone added deal 4");
	for (const p of [a, b]) expect(p.problems).toEqual([]);
});
