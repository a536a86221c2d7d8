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

/** What the room's screen shows of table `n` and of the standings (see `roomTable`, `roomStandings`). */
export interface RoomView {
	card: string;
	standings: string[];
}

/**
 * The room's card of table `n` (its state, its deals and "name total" per seat; '' while it is not
 * shown) and its standings as rows of "rank name played won match-points game-points playing", in
 * one call: after a deal a test polls both, so each attempt reads the screen once.
 */
export function roomView(room: Page, n: number): Promise<RoomView> {
	return room.evaluate((n) => {
		const text = (el: Element | null | undefined) => (el as HTMLElement | null | undefined)?.innerText ?? '';
		const card = document.querySelector(`[data-testid="room-table"][data-table="${n}"]`);
		const seats = [...(card?.querySelectorAll('[data-testid="room-seat"]') ?? [])].map(
			(el) => `${el.querySelector('.name')?.textContent} ${el.querySelector('.total')?.textContent}`
		);
		const standings = [...document.querySelectorAll('[data-testid="room-standing"]')].map((row) =>
			[...row.querySelectorAll('td, th')]
				.map((c) => text(c).trim())
				.filter((c) => c !== '')
				.join(' ')
		);
		return {
			card: card
				? [
						text(card.querySelector('[data-testid="room-table-state"]')),
						text(card.querySelector('[data-testid="room-table-deals"]')),
						...seats
					].join(' | ')
				: '',
			standings
		};
	}, n);
}

/** The room's standings as rows of "rank name played won match-points game-points playing". */
export async function roomStandings(room: Page): Promise<string[]> {
	return (await roomView(room, 0)).standings;
}

/** The room's card of table `n` as its state, its deals and "name total" per seat ('' while it is not shown). */
export async function roomTable(room: Page, n: number): Promise<string> {
	return (await roomView(room, n)).card;
}
