// Stopping a club night's sharing (issue 41): the organiser (360 px, touch) taps Stop sharing the
// night on the night's codes, is told what happens before it does, and confirms; the night's room
// is ended for every phone as a live match's End sharing for everyone does. Table 1's phone keeps
// its match and says plainly, also after a reload, that the night is no longer shared; the room's
// screen says so above the standings as they were; the organiser's desk keeps the night and
// offers to share it again.
import { expect, test } from '@playwright/test';
import { expectSaved, expectTotals, freeformRound } from './helpers';
import { expectNoSideScroll, joined, sharedNight } from './night-live-phones';
import { useServe } from './serve';

const server = useServe('night-stop');

test('the organiser stops sharing the night: tables keep their matches, the room stops following', async ({
	browser
}) => {
	const { organiser, codes } = await sharedNight(server, browser);
	const table = await joined(server, browser, 'Table 1', codes.table1);
	await table.getByTestId('night-live-start').tap();
	await expect(table).toHaveURL(/\/match\//);
	const match = table.url();
	await freeformRound(table, [5, 3]);
	await expectSaved(table, 1);
	await table.getByTestId('night-table-link').getByRole('link').tap();
	await expect(table).toHaveURL(/\/table$/);
	const room = await joined(server, browser, 'Screen', codes.room);
	await expect(room.getByTestId('room-standing').first()).toBeVisible();

	// Asked first, with what happens; then stopped.
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
	await expectTotals(table, [5, 3]);

	// The room's screen stops following and says so above the standings as they were.
	await expect(room.getByTestId('room-behind')).toContainText('This night is no longer shared');
	await expect(room.getByTestId('room-standing').first()).toBeVisible();
});
