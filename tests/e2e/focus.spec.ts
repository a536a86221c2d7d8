// Focus stays where the person works: an announcement added takes it (its remove button), removing
// one moves it to the next remove button (or to the picker once the list is empty), and a saved
// round leaves it on the new form's first field, never on <body>, where a keyboard or
// screen-reader user would have to start over.
import { expect, test, type Page } from './fixtures';
import { newMatch } from './helpers';

/** A short description of the focused element, for readable failures. */
function focused(page: Page): Promise<string> {
	return page.evaluate(() => {
		const el = document.activeElement;
		if (!el || el === document.body) return 'body';
		return `${el.tagName.toLowerCase()}#${el.id} ${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? ''}`.trim();
	});
}

test('adding or removing an announcement keeps focus in the announcements', async ({ page }) => {
	await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
		await page.locator('#team-0').fill('Us');
		await page.getByTestId('coinche-preset-pointsMadeAnnouncements').click();
	});
	const us = page.getByTestId('coinche-announce-0');
	const radio = (group: string, name: string) =>
		us.getByRole('group', { name: group, exact: true }).getByRole('radio', { name, exact: true });
	const removes = us.getByRole('button', { name: /^Remove/ });
	for (const [i, rank] of ['Jacks (200)', 'Nines (150)'].entries()) {
		await radio('Add an announcement for Us', 'Four of a kind').check();
		await radio('Four of which rank?', rank).click();
		// The new announcement takes the focus (its remove button), never <body>.
		await expect(removes).toHaveCount(i + 1);
		await expect(removes.nth(i)).toBeFocused();
		expect(await focused(page)).toContain('Remove: ');
	}
	await expect(removes).toHaveCount(2);
	await removes.first().click();
	await expect(removes).toHaveCount(1);
	expect(await focused(page)).toContain('Remove: ');
	await expect(removes.first()).toBeFocused();
	await removes.first().click();
	await expect(removes).toHaveCount(0);
	await expect(radio('Add an announcement for Us', 'Tierce (3 in a row, 20)')).toBeFocused();
});

test('a saved round leaves focus on the first field of the next round', async ({ page }) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const editor = page.getByTestId('round-editor');
	await editor.locator('#score-0').fill('5');
	await editor.locator('#score-1').fill('3');
	await editor.getByRole('button', { name: 'Save round' }).click();
	await expect(page.getByTestId('total-0')).toContainText('5');
	await expect.poll(() => focused(page)).toContain('input#score-0');
});
