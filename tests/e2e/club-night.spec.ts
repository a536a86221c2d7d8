// A club night's room screen, end to end on one phone (issue 41): the organiser (a phone in
// portrait, with touch) starts a night of four free-form players at tables of two, each table's
// match over after two deals; the room's screen (a second tab of the same browser, landscape) shows
// the standings and every table's score after each deal, the round, and the tie-break rule; a
// round drawn between the two; the final standings equal the hand computation below. The room's
// screen has no control that writes and passes axe (contrast included).
import { axeScan } from './axe';
import { expect, test, type Page } from './fixtures';
import { expectSaved, freeformRound, watchProblems } from './helpers';
import { planTables, roomStandings, roomTable, roomView } from './night-room';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const ROSTER = ['Ana', 'Bo', 'Cy', 'Di'];

/** Entrants tied on every figure, as the standings list them: in roster order. */
const byRoster = (...names: string[]) => [...names].sort((a, b) => ROSTER.indexOf(a) - ROSTER.indexOf(b));

/**
 * Plays table `n` on the organiser's phone, deal by deal, and after each deal waits for the room
 * to show the table's card as `cards[i]` and the standings as `after[i]`.
 */
async function playTable(
	phone: Page,
	room: Page,
	n: number,
	deals: [number, number][],
	cards: string[],
	after: string[][]
): Promise<void> {
	await phone
		.getByTestId('open-table')
		.nth(n - 1)
		.tap();
	await expect(phone).toHaveURL(/\/match\//);
	for (const [i, deal] of deals.entries()) {
		await freeformRound(phone, deal);
		await expectSaved(phone, i + 1);
		await expect.poll(() => roomView(room, n)).toEqual({ card: cards[i], standings: after[i] });
	}
	await phone.getByTestId('night-table-link').getByRole('link').tap();
	await expect(phone).toHaveURL(/\/night\/[^/]+$/);
}

test('the room screen follows a night of two rounds, deal by deal, to the final standings', async ({
	page,
	context
}) => {
	const problems = watchProblems(page);
	await page.goto('/');
	await page.getByTestId('club-night').tap();
	await page.locator('#night-name').fill('Friday club');
	await page.locator('#night-game').selectOption('freeform');
	await page.locator('#night-table-size').selectOption('2');
	for (const [i, name] of ROSTER.entries()) await page.locator(`#row-${i}`).fill(name);
	await page.locator('#opt-rounds').fill('2');
	await page.locator('#opt-rounds').press('Tab');
	await page.locator('#night-rounds').fill('2');
	await page.getByTestId('night-start').tap();
	await expect(page).toHaveURL(/\/night\/[^/]+$/);

	// The room's screen: a second tab, landscape, opened at the address "Show to the room" gives.
	const show = page.getByTestId('night-show-room');
	const address = await show.getAttribute('href');
	expect(address).toMatch(/\/night\/[^/]+\/room$/);
	const room = await context.newPage();
	const roomProblems = watchProblems(room);
	await room.setViewportSize({ width: 1280, height: 720 });
	await room.goto(address!);
	await expect(room.getByTestId('room-name')).toHaveText('Friday club');
	await expect(room.getByTestId('room-rule')).toContainText(
		'Ranking: match points, then tables won, then game points; equal on all of these, a shared rank.'
	);
	await expect.poll(() => roomStandings(room)).toEqual(ROSTER.map((name) => `1 ${name} 0 0 0 0`));

	// Round 1, drawn by chance: [p, q] at table 1, [r, s] at table 2.
	await page.getByTestId('night-draw').tap();
	await expect(page.getByTestId('plan-table')).toHaveCount(2);
	const [[p, q], [r, s]] = (await planTables(page)) as [[string, string], [string, string]];
	await page.getByTestId('night-confirm').tap();
	await expect(room.getByTestId('room-round')).toHaveText('Round 1 of 2');
	await expect(room.getByTestId('room-table')).toHaveCount(2);
	const atTable1 = [p, q];

	// Table 1: p 5 + 4 = 9, q 3 + 1 = 4. Nothing counts before the match is over; then p wins.
	await playTable(
		page,
		room,
		1,
		[
			[5, 3],
			[4, 1]
		],
		[`In play | Deals: 1 | ${p} 5 | ${q} 3`, `Finished | Deals: 2 | ${p} 9 | ${q} 4`],
		[
			byRoster(p, q, r, s).map((name) => `1 ${name} 0 0 0 0 Table ${atTable1.includes(name) ? 1 : 2}`),
			[`1 ${p} 1 1 2 9`, `2 ${q} 1 0 0 4`, ...byRoster(r, s).map((name) => `3 ${name} 0 0 0 0 Table 2`)]
		]
	);
	// Table 2: r 2 + 1 = 3, s 6 + 1 = 7: s wins; p (9) ahead of s (7) on game points.
	await playTable(
		page,
		room,
		2,
		[
			[2, 6],
			[1, 1]
		],
		[`In play | Deals: 1 | ${r} 2 | ${s} 6`, `Finished | Deals: 2 | ${r} 3 | ${s} 7`],
		[
			[`1 ${p} 1 1 2 9`, `2 ${q} 1 0 0 4`, ...byRoster(r, s).map((name) => `3 ${name} 0 0 0 0 Table 2`)],
			[`1 ${p} 1 1 2 9`, `2 ${s} 1 1 2 7`, `3 ${q} 1 0 0 4`, `4 ${r} 1 0 0 3`]
		]
	);

	// Round 2, Swiss, drawn between the rounds: p meets s (the best it has not met), q meets r.
	await page.getByTestId('night-draw').tap();
	await expect
		.poll(() => planTables(page))
		.toEqual([
			[p, s],
			[q, r]
		]);
	await page.getByTestId('night-confirm').tap();
	await expect(room.getByTestId('room-round')).toHaveText('Round 2 of 2');
	await expect.poll(() => roomTable(room, 1)).toBe(`Not started |  | ${p} 0 | ${s} 0`);

	// Table 1: p 1 + 1 = 2, s 8 + 1 = 9: s wins again.
	await playTable(
		page,
		room,
		1,
		[
			[1, 8],
			[1, 1]
		],
		[`In play | Deals: 1 | ${p} 1 | ${s} 8`, `Finished | Deals: 2 | ${p} 2 | ${s} 9`],
		[
			[`1 ${p} 1 1 2 9 Table 1`, `2 ${s} 1 1 2 7 Table 1`, `3 ${q} 1 0 0 4 Table 2`, `4 ${r} 1 0 0 3 Table 2`],
			[`1 ${s} 2 2 4 16`, `2 ${p} 2 1 2 11`, `3 ${q} 1 0 0 4 Table 2`, `4 ${r} 1 0 0 3 Table 2`]
		]
	);
	// Table 2: q 3 + 2 = 5, r 3 + 2 = 5: a draw, 1 match point each.
	await playTable(
		page,
		room,
		2,
		[
			[3, 3],
			[2, 2]
		],
		[`In play | Deals: 1 | ${q} 3 | ${r} 3`, `Finished | Deals: 2 | ${q} 5 | ${r} 5`],
		[
			[`1 ${s} 2 2 4 16`, `2 ${p} 2 1 2 11`, `3 ${q} 1 0 0 4 Table 2`, `4 ${r} 1 0 0 3 Table 2`],
			// The hand computation of the whole night: s 2 + 2 = 4 match points (7 + 9 = 16 game
			// points), p 2 + 0 (9 + 2 = 11), q 0 + 1 (4 + 5 = 9), r 0 + 1 (3 + 5 = 8).
			[`1 ${s} 2 2 4 16`, `2 ${p} 2 1 2 11`, `3 ${q} 2 0 1 9`, `4 ${r} 2 0 1 8`]
		]
	);

	// The room's screen reads only: no button, field or choice on it; and axe finds nothing (contrast included).
	await expect(room.getByTestId('night-room').locator('button, input, select, textarea')).toHaveCount(0);
	const scan = await axeScan(room).analyze();
	expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
	expect([...problems, ...roomProblems]).toEqual([]);
});
