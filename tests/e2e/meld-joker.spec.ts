// The meld validator under Rules: a layout the joker makes valid in more than one way is called
// valid at once, naming the cards the joker can be, and the tool says which pack it assumes.
import { expect, test } from './fixtures';
import { openRulesTools, tapCard, watchProblems } from './helpers';

test('9♣ 10♣ and the joker: valid, the joker can be the 8 or the jack of clubs', async ({ page }) => {
	const problems = watchProblems(page);
	await openRulesTools(page, 'cooncan');
	const meld = page.getByTestId('cooncan-meld');
	await expect(meld.getByTestId('cooncan-meld-pack')).toHaveText(
		/three-player pack: one pack of 52 cards and its joker/
	);
	for (const card of ['9 of clubs', '10 of clubs']) await tapCard(meld, card);
	await meld.getByLabel('The layout includes the joker').check();
	const verdict = meld.getByTestId('cooncan-meld-verdict');
	await expect(verdict).not.toContainText('Not a valid combination');
	await expect(meld.getByTestId('cooncan-meld-joker-can')).toHaveText(
		/Valid: the joker can be the 8 of clubs or jack of clubs\./
	);
	// Naming it reads the combination as before.
	await meld.getByLabel('The joker stands for the rank').selectOption('J');
	await meld.getByLabel('of the suit').selectOption('C');
	await expect(verdict).toContainText('Valid sequence');
	await expect(meld.getByTestId('cooncan-meld-joker-can')).toHaveCount(0);
	// Named as a card that does not fit, it is not valid, and the reason is given.
	await meld.getByLabel('The joker stands for the rank').selectOption('2');
	await expect(verdict).toContainText('Not a valid combination');
	expect(problems).toEqual([]);
});

test('in French the cards the joker can be follow a colon, never left without their article', async ({ page }) => {
	await page.goto('/');
	await page.evaluate(() => localStorage.setItem('PARAGLIDE_LOCALE', 'fr'));
	await openRulesTools(page, 'cooncan');
	const meld = page.getByTestId('cooncan-meld');
	for (const card of ['9 de trèfle', '10 de trèfle']) await tapCard(meld, card);
	await meld.getByLabel('La combinaison contient le joker').check();
	// It read "le joker peut représenter 8 de trèfle ou valet de trèfle", the articles missing.
	await expect(meld.getByTestId('cooncan-meld-joker-can')).toContainText(
		'Valide\u202f: le joker peut représenter une de ces cartes\u202f: 8 de trèfle ou valet de trèfle. Nommez-le pour lire la combinaison.'
	);
});
