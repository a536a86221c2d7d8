// What a table's phone sees of a club night (issue 41): none of the organiser's controls on any
// screen of the night it can reach. A phone joined with table 1's code (360 px, touch) is taken
// from the desk's address and the codes' address to its table, which shows who sits there, the
// way to its match and the standings; the match leads back to the table, not the desk; and
// nothing on its screens draws, swaps, confirms, opens another table, shares or ends the night.
// The room link's phone is taken from the desk to the room's screen.
import { expect, test, type Page } from '@playwright/test';
import { expectSaved, freeformRound } from './helpers';
import { expectNoSideScroll, joined, sharedNight } from './night-live-phones';
import { useServe } from './serve';

const server = useServe('night-roles');

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

test('a table’s phone sees its table, the standings and its match, never the organiser’s controls', async ({
	browser
}) => {
	const { organiser, codes } = await sharedNight(server, browser);
	const table = await joined(server, browser, 'Table 1', codes.table1);
	await expect(table).toHaveURL(/\/table$/);
	const night = new URL(table.url()).pathname.replace(/\/table$/, '');

	// Its table: who sits there, the way to its match, and the standings.
	await expect(table.getByTestId('night-live-seated').getByRole('listitem')).toHaveCount(2);
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

	// The room link's phone: the desk's address leads to the room's screen.
	const room = await joined(server, browser, 'Screen', codes.room);
	const roomNight = new URL(room.url()).pathname.replace(/\/room$/, '');
	await room.goto(roomNight);
	await expect(room).toHaveURL(new RegExp(`${roomNight}/room$`));
	await expect(room.getByTestId('night-room')).toBeVisible();
	await expectNoOrganiserControl(room);
});
