// Small things a player reads or hears: the Cozen player count said the same way in the form as in
// its error, a two-player Coosner setup without the four-player hand size, and the Coinche
// defence's running text not a live region that speaks on every keystroke the whole match.
import { expect, test, type Page } from './fixtures';
import { startMatch } from './screens';

/** Whether the element or one of its ancestors is a live region. */
async function insideLiveRegion(page: Page, testid: string): Promise<boolean> {
	return page.getByTestId(testid).evaluate((el) => {
		for (let at: Element | null = el; at; at = at.parentElement) {
			const role = at.getAttribute('role');
			if (at.hasAttribute('aria-live') || at.tagName === 'OUTPUT' || role === 'status' || role === 'alert') return true;
		}
		return false;
	});
}

// One test, one page load: each check starts its match from New match by the app's links.
test('Cozen says its player count once; a two-player Coosner setup has no four-player hand size; the Coinche defence is described, not announced', async ({
	page
}) => {
	await test.step('Cozen says its player count once, the same way as its error', async () => {
		await page.goto('/new');
		await page.locator('input[name="game"][value="cozen"]').check();
		await expect(page.locator('main')).toContainText('Cozen is played by 2 players, or by 4 in two teams.');
		await expect(page.locator('main')).not.toContainText('for 2 to 4 players');
	});

	await test.step('a two-player Coosner setup does not offer the four-player hand size', async () => {
		await startMatch(page, 'coosner', ['Ana', 'Ben']);
		await page.getByRole('button', { name: 'Edit setup' }).click();
		await expect(page.getByRole('button', { name: 'Save setup' })).toBeVisible();
		await expect(page.locator('main')).not.toContainText('Cards per player');
	});

	await test.step("the Coinche defence's points are described, not announced the whole match", async () => {
		await startMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan']);
		await page.locator('#coinche-points').fill('100');
		await expect(page.getByTestId('coinche-defence')).toContainText('62');
		expect(await insideLiveRegion(page, 'coinche-defence')).toBe(false);
		await expect(page.locator('#coinche-points')).toHaveAccessibleDescription(/62/);
	});
});
