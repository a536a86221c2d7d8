// A Coinche deal entered through the round form as a person enters it, in English: who took, the
// bid, the trump, a coinche or surcoinche, belote, every trick, then the takers' card points on the
// keypad. Shared by the Coinche specs and the live-sharing spec.
import type { Page } from '@playwright/test';
import { newMatch } from './helpers';

export interface CoincheDeal {
	taker: string;
	bid: number | 'Capot';
	trump: 'spades' | 'hearts' | 'diamonds' | 'clubs';
	coinche?: boolean;
	surcoinche?: boolean;
	belote?: 'Us' | 'Them';
	/** Typed on the keypad. */
	points?: number;
	allTricks?: boolean;
}

/** Starts a Coinche match of Ana, Ben, Chloé and Dan: Ana and Chloé are "Us", Ben and Dan "Them". */
export async function coincheMatch(page: Page): Promise<void> {
	await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
		await page.locator('#team-0').fill('Us');
		await page.locator('#team-1').fill('Them');
	});
}

export function editor(page: Page) {
	return page.getByTestId('round-editor');
}

/** Checks the radio `name` in the form's group `group`. */
export async function choose(page: Page, group: string, name: string): Promise<void> {
	await editor(page).getByRole('group', { name: group }).getByRole('radio', { name, exact: true }).check();
}

/** Types the takers' card points on the keypad. */
export async function keypad(page: Page, points: number): Promise<void> {
	const pad = editor(page).getByRole('group', { name: "Keypad for the takers' card points" });
	for (const digit of String(points)) await pad.getByRole('button', { name: digit, exact: true }).click();
}

/** Enters a played deal in the order it happens (without saving). */
export async function enterDeal(page: Page, deal: CoincheDeal): Promise<void> {
	await choose(page, 'Who took?', deal.taker);
	await choose(page, 'Bid', String(deal.bid));
	await choose(page, 'Trump', deal.trump);
	if (deal.coinche) await editor(page).getByTestId('coinche-coinche').click();
	if (deal.surcoinche) await editor(page).getByTestId('coinche-surcoinche').click();
	if (deal.belote) await choose(page, 'Belote-rebelote', deal.belote);
	if (deal.allTricks && deal.bid === 'Capot') await choose(page, 'Capot', 'Made: every trick');
	else if (deal.allTricks) await editor(page).getByTestId('coinche-all-tricks').click();
	if (deal.points !== undefined) await keypad(page, deal.points);
}

/** Presses the form's save button (`label`: "Save changes" when editing a deal). */
export async function save(page: Page, label = 'Save round'): Promise<void> {
	await editor(page).getByRole('button', { name: label }).click();
}
