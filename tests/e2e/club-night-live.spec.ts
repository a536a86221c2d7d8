// A club night shared live (issue 41): the organiser (360 px, touch) starts a free-form night of
// four players at two tables (each match over after two deals), draws and confirms the round and
// shares the night; table 1's phone joins with its table's code, starts its table and saves its
// two deals; the organiser's standings show its result; the room link's phone, a third context,
// shows the same standings and has no control that writes.
import { expect, test, type Page } from '@playwright/test';
import { expectSaved, freeformRound } from './helpers';
import { useServe } from './serve';

const server = useServe('night-live');

/** Nothing wider than a 360 px phone. */
async function expectNoSideScroll(page: Page): Promise<void> {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The organiser's standings as "name played won" lines. */
async function standings(page: Page): Promise<string[]> {
	const rows = page.getByTestId('standing');
	const out: string[] = [];
	for (let i = 0; i < (await rows.count()); i++) {
		const cells = rows.nth(i).locator('td, th');
		const name = (await cells.nth(1).innerText()).split('\n')[0]!.trim();
		out.push(`${name} ${await cells.nth(2).innerText()} ${await cells.nth(3).innerText()}`);
	}
	return out;
}

test('a table joins a shared night by its code, its result reaches the organiser and the room', async ({ browser }) => {
	const organiser = (await server.phone(browser, 'Organiser')).page;
	await organiser.goto('/');
	await organiser.getByTestId('club-night').tap();
	await organiser.locator('#night-name').fill('Live club');
	await organiser.locator('#night-game').selectOption('freeform');
	await organiser.locator('#night-table-size').selectOption('2');
	for (const [i, name] of ['Ana', 'Bo', 'Cy', 'Di'].entries()) await organiser.locator(`#row-${i}`).fill(name);
	await organiser.locator('#opt-rounds').fill('2');
	await organiser.locator('#opt-rounds').press('Tab');
	await organiser.locator('#night-rounds').fill('1');
	await organiser.getByTestId('night-start').tap();
	await expect(organiser).toHaveURL(/\/night\/[^/]+$/);
	await organiser.getByTestId('night-draw').tap();
	await organiser.getByTestId('night-confirm').tap();
	await expect(organiser.getByTestId('round-table')).toHaveCount(2);

	// Shared once: the codes screen shows each table's code and the room link.
	await organiser.getByTestId('night-live-share').tap();
	await expect(organiser).toHaveURL(/\/night\/[^/]+\/live$/);
	const tableCode = (await organiser.getByTestId('night-live-table-1-plain').textContent())!.trim();
	const roomCode = (await organiser.getByTestId('night-live-room-plain').textContent())!.trim();
	await expect(organiser.getByTestId('night-live-table-2')).toBeVisible();
	await expectNoSideScroll(organiser);
	await organiser.getByTestId('night-live-back').tap();
	await expect(organiser.getByTestId('night-live-codes')).toBeVisible();

	// Table 1's phone: a mistyped code is said beside the field and kept; the right one joins.
	const table = (await server.phone(browser, 'Table 1')).page;
	await table.goto('/night/join');
	await table.getByTestId('night-join-code').fill(tableCode.slice(0, -3));
	await table.getByTestId('night-join-go').tap();
	await expect(table.locator('#night-code-error')).toContainText('characters');
	await expect(table.getByTestId('night-join-code')).toHaveValue(tableCode.slice(0, -3));
	await expectNoSideScroll(table);
	await table.getByTestId('night-join-code').fill(tableCode);
	await table.getByTestId('night-join-go').tap();
	await expect(table).toHaveURL(/\/night\/[^/]+\/table$/);
	const seated = table.getByTestId('night-live-seated').getByRole('listitem');
	await expect(seated).toHaveCount(2);
	const [first, second] = (await seated.allInnerTexts()).map((s) => s.trim()) as [string, string];
	await expectNoSideScroll(table);
	await table.getByTestId('night-live-start').tap();
	await expect(table).toHaveURL(/\/match\//);
	await freeformRound(table, [5, 3]);
	await expectSaved(table, 1);
	await freeformRound(table, [4, 1]);
	await expectSaved(table, 2);

	// The organiser's standings: the first seated won table 1 (9 to 4).
	await expect.poll(() => standings(organiser)).toContain(`${first} 1 1`);
	expect(await standings(organiser)).toContain(`${second} 1 0`);

	// The room link: the same standings, and nothing that writes.
	const room = (await server.phone(browser, 'Screen')).page;
	await room.goto('/night/join');
	await room.getByTestId('night-join-code').fill(roomCode);
	await room.getByTestId('night-join-go').tap();
	await expect(room).toHaveURL(/\/night\/[^/]+\/room$/);
	const rows = room.getByTestId('room-standing');
	await expect(rows.first()).toContainText(first);
	await expect(rows.first()).toContainText('9');
	const names = (await standings(organiser)).map((s) => s.split(' ')[0]);
	for (const [i, name] of names.entries()) await expect(rows.nth(i)).toContainText(name!);
	await expect(room.getByTestId('night-room').locator('button, input, select, textarea')).toHaveCount(0);
	await expect(room.getByTestId('room-leave')).toHaveCount(0);
});
