// A whole club night across two sync processes (issue 41, "Tests"): two serve.mjs processes, A and
// B, share their rooms through the spec's own redis-server on 127.0.0.1. The organiser's phone (on
// A) starts a free-form night of six players at tables of two (each table's match over after two
// deals), draws round 1 and shares it; table 1's phone joins on A, tables 2 and 3 and the room's
// screen on B, each by its own code. After every deal the room's screen shows the table's card and
// the standings of the hand computation below. Table 2 is cut off and saves its last deal offline:
// the room goes on without it, and catches up when it returns. Round 2 is drawn by standings (Swiss:
// nobody meets the same opponent twice). Mid-round, process B is killed (kill -9) and every phone
// cut off; B is restarted on its port, and a new room's screen there finds every deal (nothing
// lost: no phone could send it again). The night ends as computed by hand, on the room's screen
// and on the organiser's desk on the other process; the room's code writes nothing, its screen has
// no control, and a write with its code is refused by the server.
import { expect, test, type Browser, type Page } from '@playwright/test';
import * as Y from 'yjs';
import { connect, PATIENCE, until } from '../../server/harness';
import { parseCode, roomOf, tokenOf } from '../../src/lib/sync/share-code';
import { expectSaved, freeformRound } from './helpers';
import { planTables, roomStandings, roomTable, roomView } from './night-room';
import { useServesOnRedis, type SpecServe } from './serve';

const [a, b] = useServesOnRedis('night-tables', 2) as [SpecServe, SpecServe];

const ROSTER = ['Ana', 'Bo', 'Cy', 'Di', 'Eli', 'Fay'];

/** Entrants tied on every figure, as the standings list them: in roster order. */
const byRoster = (...names: string[]) => [...names].sort((x, y) => ROSTER.indexOf(x) - ROSTER.indexOf(y));

/** A line of the room's standings; `table`: the table the entrant still plays at. */
const line = (rank: number, name: string, figures: [number, number, number, number], table?: number) =>
	[rank, name, ...figures, ...(table ? [`Table ${table}`] : [])].join(' ');

type Phone = Awaited<ReturnType<SpecServe['phone']>>;

/** A phone on `serve` that joins the night with `code`; where it lands. */
async function joined(serve: SpecServe, browser: Browser, name: string, code: string, lands: RegExp): Promise<Phone> {
	const phone = await serve.phone(browser, name);
	await phone.page.goto('/night/join');
	await phone.page.getByTestId('night-join-code').fill(code);
	await phone.page.getByTestId('night-join-go').tap();
	await expect(phone.page).toHaveURL(lands);
	return phone;
}

/**
 * The room's screen at a projector's size, joined with the room link's code on `serve`; never cut
 * off (its sockets skip the phones' route through the Playwright worker).
 */
async function roomScreen(serve: SpecServe, browser: Browser, code: string): Promise<Phone> {
	const screen = await serve.phone(browser, 'Screen', 'en', { cuttable: false });
	await screen.page.setViewportSize({ width: 1280, height: 720 });
	await screen.page.goto('/night/join');
	await screen.page.getByTestId('night-join-code').fill(code);
	await screen.page.getByTestId('night-join-go').tap();
	await expect(screen.page).toHaveURL(/\/night\/[^/]+\/room$/);
	return screen;
}

/** On a table's phone (on its table's screen): who sits there, then Start this table. */
async function startTable(table: Page, seated: string[]): Promise<void> {
	await expect(table.getByTestId('night-live-seated').getByRole('listitem')).toHaveText(seated);
	await table.getByTestId('night-live-start').tap();
	await expect(table).toHaveURL(/\/match\//);
}

/** From a table's finished match back to its table's screen, as a person goes: the night's link (a table's phone lands on its table). */
async function backToTable(table: Page): Promise<void> {
	await table.getByTestId('night-table-link').getByRole('link').tap();
	await expect(table).toHaveURL(/\/night\/[^/]+\/table$/);
}

/** Saves deal `number` on a table's phone and waits for the room to show `card` and `standings`. */
async function deal(
	table: Page,
	room: Page,
	n: number,
	number: number,
	scores: [number, number],
	card: string,
	standings: string[]
): Promise<void> {
	await freeformRound(table, scores);
	await expectSaved(table, number);
	await expect.poll(() => roomView(room, n)).toEqual({ card, standings });
}

test('three tables, a room screen and two processes behind Redis: a night of two rounds, computed by hand', async ({
	browser
}) => {
	test.setTimeout(20 * PATIENCE);
	// The organiser, on process A: six players, tables of two, two deals a match, two rounds.
	const organiser = await a.phone(browser, 'Organiser');
	const desk = organiser.page;
	await desk.goto('/');
	await desk.getByTestId('club-night').tap();
	await desk.locator('#night-name').fill('Club of two processes');
	await desk.locator('#night-game').selectOption('freeform');
	await desk.locator('#night-table-size').selectOption('2');
	while ((await desk.getByTestId('night-row').count()) < ROSTER.length) await desk.getByTestId('night-add-row').tap();
	for (const [i, name] of ROSTER.entries()) await desk.locator(`#row-${i}`).fill(name);
	await desk.locator('#opt-rounds').fill('2');
	await desk.locator('#opt-rounds').press('Tab');
	await desk.locator('#night-rounds').fill('2');
	await desk.getByTestId('night-start').tap();
	await expect(desk).toHaveURL(/\/night\/[^/]+$/);

	// Round 1, drawn by chance: [p, q] at table 1, [r, s] at table 2, [t, u] at table 3.
	await desk.getByTestId('night-draw').tap();
	await expect(desk.getByTestId('plan-table')).toHaveCount(3);
	const plan1 = (await planTables(desk)) as [string, string][];
	const [[p, q], [r, s], [t, u]] = plan1 as [[string, string], [string, string], [string, string]];
	await desk.getByTestId('night-confirm').tap();
	await expect(desk.getByTestId('round-table')).toHaveCount(3);
	await desk.getByTestId('night-live-share').tap();
	await expect(desk).toHaveURL(/\/night\/[^/]+\/live$/);
	const codes = [];
	for (const n of [1, 2, 3]) codes.push((await desk.getByTestId(`night-live-table-${n}-plain`).textContent())!.trim());
	const roomCode = (await desk.getByTestId('night-live-room-plain').textContent())!.trim();
	await desk.getByTestId('night-live-back').tap();

	// Table 1's phone on A; tables 2 and 3 and the room's screen on B.
	const onTable = /\/night\/[^/]+\/table$/;
	const t1 = await joined(a, browser, 'Table 1', codes[0]!, onTable);
	const t2 = await joined(b, browser, 'Table 2', codes[1]!, onTable);
	const t3 = await joined(b, browser, 'Table 3', codes[2]!, onTable);
	let room = (await roomScreen(b, browser, roomCode)).page;
	await expect(room.getByTestId('room-round')).toHaveText('Round 1 of 2');
	const tableOf = (plan: [string, string][], name: string) => plan.findIndex((seats) => seats.includes(name)) + 1;
	const start1 = ROSTER.map((name) => line(1, name, [0, 0, 0, 0], tableOf(plan1, name)));
	await expect.poll(() => roomStandings(room)).toEqual(start1);
	for (const [i, phone] of [t1, t2, t3].entries()) await startTable(phone.page, plan1[i]!);

	// Nothing counts before a match is over: the cards follow each first deal, the standings stay.
	await deal(t1.page, room, 1, 1, [5, 3], `In play | Deals: 1 | ${p} 5 | ${q} 3`, start1);
	await deal(t2.page, room, 2, 1, [2, 6], `In play | Deals: 1 | ${r} 2 | ${s} 6`, start1);
	await deal(t3.page, room, 3, 1, [3, 3], `In play | Deals: 1 | ${t} 3 | ${u} 3`, start1);

	// Table 2 drops off and saves its last deal (r 2 + 1 = 3, s 6 + 1 = 7) while cut off.
	await t2.context.setOffline(true);
	t2.state.off();
	await freeformRound(t2.page, [1, 1]);
	await expectSaved(t2.page, 2);
	// Table 1 ends (p 5 + 4 = 9, q 3 + 1 = 4: p wins); the room shows it and still not table 2's deal.
	await deal(t1.page, room, 1, 2, [4, 1], `Finished | Deals: 2 | ${p} 9 | ${q} 4`, [
		line(1, p, [1, 1, 2, 9]),
		line(2, q, [1, 0, 0, 4]),
		...byRoster(r, s, t, u).map((name) => line(3, name, [0, 0, 0, 0], tableOf(plan1, name)))
	]);
	expect(await roomTable(room, 2)).toBe(`In play | Deals: 1 | ${r} 2 | ${s} 6`);
	// Back on the network: the room catches up with table 2 (s wins 7 to 3).
	t2.state.cut = false;
	await t2.context.setOffline(false);
	await expect.poll(() => roomTable(room, 2)).toBe(`Finished | Deals: 2 | ${r} 3 | ${s} 7`);
	await expect
		.poll(() => roomStandings(room))
		.toEqual([
			line(1, p, [1, 1, 2, 9]),
			line(2, s, [1, 1, 2, 7]),
			line(3, q, [1, 0, 0, 4]),
			line(4, r, [1, 0, 0, 3]),
			...byRoster(t, u).map((name) => line(5, name, [0, 0, 0, 0], 3))
		]);
	// Table 3 draws (t 3 + 2 = 5, u 3 + 2 = 5): one match point each.
	const [x, y] = byRoster(t, u) as [string, string];
	const after1 = (plan?: [string, string][]) => [
		line(1, p, [1, 1, 2, 9], plan && tableOf(plan, p)),
		line(2, s, [1, 1, 2, 7], plan && tableOf(plan, s)),
		line(3, x, [1, 0, 1, 5], plan && tableOf(plan, x)),
		line(3, y, [1, 0, 1, 5], plan && tableOf(plan, y)),
		line(5, q, [1, 0, 0, 4], plan && tableOf(plan, q)),
		line(6, r, [1, 0, 0, 3], plan && tableOf(plan, r))
	];
	await deal(t3.page, room, 3, 2, [2, 2], `Finished | Deals: 2 | ${t} 5 | ${u} 5`, after1());

	// Round 2, Swiss, by those standings: p heads table 1 and meets s; x has met y, so meets q; y meets r.
	await desk.getByTestId('night-draw').tap();
	const plan2: [string, string][] = [
		[p, s],
		[x, q],
		[y, r]
	];
	await expect.poll(() => planTables(desk)).toEqual(plan2);
	await desk.getByTestId('night-confirm').tap();
	await expect(room.getByTestId('room-round')).toHaveText('Round 2 of 2');
	await expect.poll(() => roomStandings(room)).toEqual(after1(plan2));
	for (const [i, phone] of [t1, t2, t3].entries()) {
		await backToTable(phone.page);
		await startTable(phone.page, plan2[i]!);
	}
	await deal(t1.page, room, 1, 1, [1, 8], `In play | Deals: 1 | ${p} 1 | ${s} 8`, after1(plan2));
	await deal(t2.page, room, 2, 1, [3, 2], `In play | Deals: 1 | ${x} 3 | ${q} 2`, after1(plan2));

	// Process B (tables 2 and 3, the room) is killed at once, every phone is cut off, and B comes
	// back on its port: a new room's screen on it finds every deal, which no phone could send again.
	await b.stop('SIGKILL');
	for (const phone of [organiser, t1, t2, t3]) phone.state.off();
	await room.context().close();
	await b.restart();
	room = (await roomScreen(b, browser, roomCode)).page;
	await expect.poll(() => roomTable(room, 1)).toBe(`In play | Deals: 1 | ${p} 1 | ${s} 8`);
	await expect.poll(() => roomTable(room, 2)).toBe(`In play | Deals: 1 | ${x} 3 | ${q} 2`);
	await expect.poll(() => roomTable(room, 3)).toBe(`In play | Deals: 0 | ${y} 0 | ${r} 0`);
	await expect.poll(() => roomStandings(room)).toEqual(after1(plan2));
	for (const phone of [organiser, t1, t2, t3]) phone.state.cut = false;

	await deal(t3.page, room, 3, 1, [1, 4], `In play | Deals: 1 | ${y} 1 | ${r} 4`, after1(plan2));
	// Table 1: p 1 + 1 = 2, s 8 + 1 = 9: s wins again.
	await deal(t1.page, room, 1, 2, [1, 1], `Finished | Deals: 2 | ${p} 2 | ${s} 9`, [
		line(1, s, [2, 2, 4, 16]),
		line(2, p, [2, 1, 2, 11]),
		line(3, x, [1, 0, 1, 5], 2),
		line(3, y, [1, 0, 1, 5], 3),
		line(5, q, [1, 0, 0, 4], 2),
		line(6, r, [1, 0, 0, 3], 3)
	]);
	// Table 2: x 3 + 3 = 6, q 2 + 2 = 4: x wins.
	await deal(t2.page, room, 2, 2, [3, 2], `Finished | Deals: 2 | ${x} 6 | ${q} 4`, [
		line(1, s, [2, 2, 4, 16]),
		line(2, x, [2, 1, 3, 11]),
		line(3, p, [2, 1, 2, 11]),
		line(4, y, [1, 0, 1, 5], 3),
		line(5, q, [2, 0, 0, 8]),
		line(6, r, [1, 0, 0, 3], 3)
	]);
	// Table 3: y 1 + 0 = 1, r 4 + 4 = 8: r wins. The hand computation of the whole night:
	// s 2 + 2 = 4 match points (7 + 9 = 16 game points); x 1 + 2 = 3 (5 + 6 = 11); p 2 + 0 (9 + 2 =
	// 11) and r 0 + 2 (3 + 8 = 11), equal on every figure, share third place; y 1 + 0 (5 + 1 = 6);
	// q 0 + 0 (4 + 4 = 8).
	const final = [
		line(1, s, [2, 2, 4, 16]),
		line(2, x, [2, 1, 3, 11]),
		...byRoster(p, r).map((name) => line(3, name, [2, 1, 2, 11])),
		line(5, y, [2, 0, 1, 6]),
		line(6, q, [2, 0, 0, 8])
	];
	await deal(t3.page, room, 3, 2, [0, 4], `Finished | Deals: 2 | ${y} 1 | ${r} 8`, final);

	// The organiser's desk, on the other process, converges on the same standings.
	const deskNames = () =>
		desk
			.getByTestId('standing')
			.evaluateAll((rows) => rows.map((row) => (row.children[1] as HTMLElement).innerText.split('\n')[0]!.trim()));
	await expect.poll(deskNames).toEqual(final.map((l) => l.split(' ')[1]));

	// The room link reads only: no control on its screen, and a write with its code is refused by
	// the server (answered "not applied"), on either process; the standings do not move.
	await expect(room.getByTestId('night-room').locator('button, input, select, textarea')).toHaveCount(0);
	await expect(room.getByTestId('room-leave')).toHaveCount(0);
	const parsed = parseCode(roomCode);
	if (!parsed.ok) throw new Error(`not a code: ${roomCode}`);
	for (const serve of [a, b]) {
		const client = connect(
			`${serve.origin.replace('http', 'ws')}/sync`,
			await roomOf(parsed.code),
			tokenOf(parsed.code),
			new Y.Doc()
		);
		try {
			await client.ready;
			client.document.getArray('table:1').push([new Uint8Array([1, 2, 3])]);
			client.document.getArray('sealed').push([new Uint8Array([4, 5, 6])]);
			await until(() => client.refused() > 0, "the room link's write answered 'not applied'");
		} finally {
			client.destroy();
		}
	}
	expect(await roomStandings(room)).toEqual(final);
});
