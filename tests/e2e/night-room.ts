// Readers of a club night's screens for the night specs: the organiser's drawn plan, and the room's
// standings and table cards as plain lines to compare with a hand computation.
import type { Page } from '@playwright/test';

// Each reads its screen in one call into the page (a poll calls it again and again until the
// screen shows what the test expects): the same text a locator's innerText gives, cell by cell.

/** The plan's tables as names, table by table. */
export function planTables(page: Page): Promise<string[][]> {
	return page
		.getByTestId('plan-table')
		.evaluateAll((tables) =>
			tables.map((table) =>
				[...table.querySelectorAll<HTMLElement>('[data-testid="plan-entrant"]')].map((e) => e.innerText.trim())
			)
		);
}

/** The room's standings as rows of "rank name played won match-points game-points playing". */
export function roomStandings(room: Page): Promise<string[]> {
	return room.getByTestId('room-standing').evaluateAll((rows) =>
		rows.map((row) =>
			[...row.querySelectorAll<HTMLElement>('td, th')]
				.map((c) => c.innerText.trim())
				.filter((c) => c !== '')
				.join(' ')
		)
	);
}

/** The room's card of table `n` as its state, its deals and "name total" per seat ('' while it is not shown). */
export function roomTable(room: Page, n: number): Promise<string> {
	return room.locator(`[data-testid="room-table"][data-table="${n}"]`).evaluateAll((cards) => {
		const card = cards[0];
		if (!card) return '';
		const text = (id: string) => card.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.innerText ?? '';
		const seats = [...card.querySelectorAll('[data-testid="room-seat"]')].map(
			(el) => `${el.querySelector('.name')?.textContent} ${el.querySelector('.total')?.textContent}`
		);
		return [text('room-table-state'), text('room-table-deals'), ...seats].join(' | ');
	});
}
