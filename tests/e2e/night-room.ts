// Readers of a club night's screens for the night specs: the organiser's drawn plan, and the room's
// standings and table cards as plain lines to compare with a hand computation.
import type { Page } from '@playwright/test';

/** The plan's tables as names, table by table. */
export async function planTables(page: Page): Promise<string[][]> {
	const tables = page.getByTestId('plan-table');
	const out: string[][] = [];
	for (let t = 0; t < (await tables.count()); t++)
		out.push((await tables.nth(t).getByTestId('plan-entrant').allInnerTexts()).map((s) => s.trim()));
	return out;
}

/** The room's standings as rows of "rank name played won match-points game-points playing". */
export async function roomStandings(room: Page): Promise<string[]> {
	const rows = room.getByTestId('room-standing');
	const out: string[] = [];
	for (let i = 0; i < (await rows.count()); i++) {
		const cells = await rows.nth(i).locator('td, th').allInnerTexts();
		out.push(
			cells
				.map((c) => c.trim())
				.filter((c) => c !== '')
				.join(' ')
		);
	}
	return out;
}

/** The room's card of table `n` as its state, its deals and "name total" per seat. */
export async function roomTable(room: Page, n: number): Promise<string> {
	const card = room.locator(`[data-testid="room-table"][data-table="${n}"]`);
	const seats = await card
		.getByTestId('room-seat')
		.evaluateAll((els) =>
			els.map((el) => `${el.querySelector('.name')?.textContent} ${el.querySelector('.total')?.textContent}`)
		);
	const state = await card.getByTestId('room-table-state').innerText();
	const deals = (await card.getByTestId('room-table-deals').count())
		? await card.getByTestId('room-table-deals').innerText()
		: '';
	return [state, deals, ...seats].join(' | ');
}
