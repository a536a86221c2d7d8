// A club night shared live (issue 41), from its start to its stop, as each phone sees it: the
// organiser (360 px, touch) starts a free-form night of four players at two tables (each match over
// after two deals), draws and confirms round 1 and shares the night (night-live-phones.ts).
// - Table 1's phone: a mistyped code is said beside the field and kept; the right one joins. On
//   every screen of the night it can reach (its table, the desk's and the codes' addresses, its
//   match, the room's screen) none of the organiser's controls; its match leads back to its table;
//   its deals reach the organiser, and its result the organiser's standings.
// - The room link's phone: the desk's address leads to the room's screen, with the same standings
//   and no control that writes.
// - The organiser stops sharing the night, told first what happens: table 1's phone keeps its match
//   and says plainly, also after a reload, that the night is no longer shared; the room's screen
//   says so above the standings as they were; the desk keeps the night and offers to share it again.
// One night for the three (each was a spec of its own, with its own night, table and room phones).
import { expect, test, type Page } from '@playwright/test';
import { PATIENCE } from '../../server/harness';
import { expectSaved, expectTotals, freeformRound } from './helpers';
import { expectNoSideScroll, joined, sharedNight } from './night-live-phones';
import { useServe } from './serve';

const server = useServe('night-live');

/** The organiser's controls, by test id: none may be on a table's or the room's phone. */
const ORGANISER = [
	'night-draw',
	'night-confirm',
	'night-redraw',
	'open-table',
	'night-live-share',
	'night-live-codes',
	'night-end',
	'night-show-room'
];

async function expectNoOrganiserControl(page: Page): Promise<void> {
	for (const id of ORGANISER) await expect(page.getByTestId(id)).toHaveCount(0);
	await expect(page.getByTestId('night-plan')).toHaveCount(0);
}

/** The organiser's standings as "name played won" lines, read in one call into the page. */
function standings(page: Page): Promise<string[]> {
	return page.getByTestId('standing').evaluateAll((rows) =>
		rows.map((row) => {
			const cells = [...row.querySelectorAll<HTMLElement>('td, th')];
			return `${cells[1]!.innerText.split('\n')[0]!.trim()} ${cells[2]!.innerText} ${cells[3]!.innerText}`;
		})
	);
}

test('a shared night: the table’s phone joins by its code and never sees the organiser’s controls, its result reaches the organiser and the room, and stopping the sharing leaves each its part', async ({
	browser
}) => {
	test.setTimeout(8 * PATIENCE);
	const { organiser, codes } = await sharedNight(server, browser);
	await expect(organiser.getByTestId('night-live-codes')).toBeVisible();

	// Table 1's phone: a mistyped code is said beside the field and kept; the right one joins.
	const table = (await server.phone(browser, 'Table 1', 'en', { cuttable: false })).page;
	await table.goto('/night/join');
	await table.getByTestId('night-join-code').fill(codes.table1.slice(0, -3));
	await table.getByTestId('night-join-go').tap();
	await expect(table.locator('#night-code-error')).toContainText('characters');
	await expect(table.getByTestId('night-join-code')).toHaveValue(codes.table1.slice(0, -3));
	await expectNoSideScroll(table);
	await table.getByTestId('night-join-code').fill(codes.table1);
	await table.getByTestId('night-join-go').tap();
	await expect(table).toHaveURL(/\/night\/[^/]+\/table$/);
	const night = new URL(table.url()).pathname.replace(/\/table$/, '');

	// Its table: who sits there, the way to its match, and the standings; none of the organiser's controls.
	const seated = table.getByTestId('night-live-seated').getByRole('listitem');
	await expect(seated).toHaveCount(2);
	const [first, second] = (await seated.allInnerTexts()).map((s) => s.trim()) as [string, string];
	await expect(table.getByTestId('night-live-start')).toBeVisible();
	await expect(table.getByTestId('night-standings')).toBeVisible();
	await expectNoOrganiserControl(table);
	await expectNoSideScroll(table);

	// The desk's and the codes' addresses lead to its table, never to the organiser's screens.
	for (const path of [night, `${night}/live`]) {
		await table.goto(path);
		await expect(table).toHaveURL(new RegExp(`${night}/table$`));
		await expect(table.getByTestId('night-live-start')).toBeVisible();
		await expectNoOrganiserControl(table);
	}

	// Its match leads back to its table; a deal saved there reaches the organiser.
	await table.getByTestId('night-live-start').tap();
	await expect(table).toHaveURL(/\/match\//);
	const match = table.url();
	await freeformRound(table, [5, 3]);
	await expectSaved(table, 1);
	await table.getByTestId('night-table-link').getByRole('link').tap();
	await expect(table).toHaveURL(new RegExp(`${night}/table$`));
	await expectNoOrganiserControl(table);
	await expect(organiser.getByTestId('round-table').first()).toContainText('1 deal');

	// The room's screen leads a table's phone back to its table too.
	await table.goto(`${night}/room`);
	await expect(table.getByTestId('room-leave')).toBeVisible();
	await table.getByTestId('room-leave').tap();
	await expect(table).toHaveURL(new RegExp(`${night}/table$`));

	// The match's second deal ends it: the organiser's standings say the first seated won (9 to 4).
	await table.getByTestId('night-live-start').tap();
	await expect(table).toHaveURL(match);
	await freeformRound(table, [4, 1]);
	await expectSaved(table, 2);
	await table.getByTestId('night-table-link').getByRole('link').tap();
	await expect(table).toHaveURL(new RegExp(`${night}/table$`));
	await expect.poll(() => standings(organiser)).toContain(`${first} 1 1`);
	expect(await standings(organiser)).toContain(`${second} 1 0`);

	// The room link's phone: the desk's address leads to the room's screen, with the same
	// standings and nothing that writes.
	const room = await joined(server, browser, 'Screen', codes.room);
	await expect(room).toHaveURL(/\/night\/[^/]+\/room$/);
	const roomNight = new URL(room.url()).pathname.replace(/\/room$/, '');
	await room.goto(roomNight);
	await expect(room).toHaveURL(new RegExp(`${roomNight}/room$`));
	await expect(room.getByTestId('night-room')).toBeVisible();
	await expectNoOrganiserControl(room);
	const rows = room.getByTestId('room-standing');
	await expect(rows.first()).toContainText(first);
	await expect(rows.first()).toContainText('9');
	const names = (await standings(organiser)).map((s) => s.split(' ')[0]);
	for (const [i, name] of names.entries()) await expect(rows.nth(i)).toContainText(name!);
	await expect(room.getByTestId('night-room').locator('button, input, select, textarea')).toHaveCount(0);
	await expect(room.getByTestId('room-leave')).toHaveCount(0);

	// Stopping the sharing: asked first, with what happens; then stopped.
	await organiser.getByTestId('night-live-codes').tap();
	await organiser.getByTestId('night-stop-sharing').tap();
	const dialog = organiser.getByRole('dialog');
	await expect(dialog).toContainText('Each table keeps its match on its phone');
	await expect(dialog).toContainText("the room's screen stops following");
	await expectNoSideScroll(organiser);
	await dialog.getByRole('button', { name: 'Stop sharing the night' }).tap();
	await expect(organiser).toHaveURL(/\/night\/[^/]+$/);
	await expect(organiser.getByTestId('night-live-ended')).toContainText('This night is no longer shared');
	await expect(organiser.getByTestId('night-live-share')).toBeVisible();
	await expect(organiser.getByTestId('round-table')).toHaveCount(2);

	// The table's phone says so plainly and keeps its match, also after a reload.
	await expect(table.getByTestId('night-live-ended')).toHaveText(
		"Organiser stopped sharing this night. Your table's match stays on this phone."
	);
	await table.reload();
	await expect(table.getByTestId('night-live-ended')).toHaveText(
		"This night is no longer shared. Your table's match stays on this phone."
	);
	await expect(table.getByTestId('night-live-status')).toHaveCount(0);
	await expectNoSideScroll(table);
	await table.getByTestId('night-live-start').tap();
	await expect(table).toHaveURL(match);
	await expectTotals(table, [9, 4]);

	// The room's screen stops following and says so above the standings as they were.
	await expect(room.getByTestId('room-behind')).toContainText('This night is no longer shared');
	await expect(rows.first()).toContainText(first);
});
