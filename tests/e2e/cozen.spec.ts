// Cozen matches played through the UI until a jail passes 70, one
// mixing battle-by-battle rounds (with stakes carried over) and jail-contents rounds, one with
// jail contents only; bad input shown beside its field; the deck tracker and the battle calculator.
import { expect, test, type Locator, type Page } from './fixtures';
import { expectTotals, newMatch, watchProblems, openRulesTools } from './helpers';

/** How a Cozen card button is named for screen readers. */
const SPOKEN: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king', 'K*': 'marked king' };

function card(scope: Locator, c: string): Locator {
	return scope.getByRole('button', { name: new RegExp(`^${SPOKEN[c] ?? c}(,|$)`) });
}

async function pick(scope: Locator, cards: string[]): Promise<void> {
	for (const c of cards) await card(scope, c).click();
}

function editor(page: Page): Locator {
	return page.getByTestId('round-editor');
}

/** Picks this round's two new face-up stakes. */
async function faceUp(page: Page, flips: Record<string, string>): Promise<void> {
	for (const [name, c] of Object.entries(flips))
		await pick(editor(page).getByRole('group', { name: `Flipped by ${name}` }), [c]);
}

/** The cards one side wagered under stake `index` of the row. */
function wagers(page: Page, index: number, side: string): Locator {
	return editor(page)
		.getByTestId(`stake-${index}`)
		.getByRole('group', { name: `Cards wagered by ${side}`, exact: true });
}

async function notRevealed(page: Page, index: number, side: string, count: number): Promise<void> {
	await editor(page)
		.getByTestId(`stake-${index}`)
		.getByRole('group', { name: `${side} wagered alone: cards not revealed` })
		.getByRole('button', { name: `Cards not revealed: ${count}` })
		.click();
}

function jail(page: Page, of: string): Locator {
	return editor(page).getByRole('group', { name: `Cards of ${of}` });
}

async function save(page: Page): Promise<void> {
	await editor(page).getByRole('button', { name: 'Save round' }).click();
}

async function explain(page: Page, round: number): Promise<Locator> {
	await page.getByTestId(`round-${round}`).locator('th button').click();
	return page.getByTestId(`round-${round}`).locator('xpath=following-sibling::tr[1]');
}

/** A two-player Cozen match (the new-match form keeps the seats of the game chosen before, up to four). */
async function newCozenMatch(page: Page): Promise<void> {
	await newMatch(page, 'cozen', ['Ana', 'Ben'], async () => {
		for (const seat of [4, 3]) {
			const remove = page.getByRole('button', { name: `Remove Seat ${seat}` });
			if ((await remove.count()) > 0) await remove.click();
		}
	});
}

const RED = 'Red · Ana';
const BLACK = 'Black · Ben';

test('a match through the UI: reveal and jails rounds mixed, stakes carried over, until a jail passes 70', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newCozenMatch(page);

	// Round 1, battle by battle: the seed's sample end of round (18 VP, not "5 Points").
	await faceUp(page, { Ana: '6', Ben: 'A' });
	await pick(wagers(page, 0, RED), ['3', '4', '5']);
	await pick(wagers(page, 0, BLACK), ['4', '4']);
	await expect(editor(page).getByTestId('stake-0')).toContainText('Ana: straight 3 4 5 + stake 6 = 4');
	await editor(page).getByRole('button', { name: '+ Face-down stake of Ben' }).click();
	await notRevealed(page, 2, RED, 2);
	await pick(
		editor(page)
			.getByTestId('stake-2')
			.getByRole('group', { name: /The stake, turned over/ }),
		['10']
	);
	await expect(page.getByTestId('cozen-preview')).toContainText('Ana: +18 → 18 VP');
	await save(page);
	await expectTotals(page, [18, 0]);
	const r1 = await explain(page, 1);
	await expect(r1).toContainText('Ana: straight 3 4 5 + stake 6 = 4');
	await expect(r1).toContainText('Ben: pair 4 4 = 3');
	await expect(r1).toContainText('Jailed by Ana: 4 4 (8 VP)');
	await expect(r1).toContainText('Jailed by Ana: 10 (10 VP)');

	// Round 2, battle by battle: a full tie, nobody captures, both face-up stakes stay on the table.
	await faceUp(page, { Ben: '9', Ana: '6' });
	await pick(wagers(page, 0, RED), ['5', '5', 'K']);
	await pick(wagers(page, 0, BLACK), ['5', '5', 'K*']);
	await expect(editor(page).getByTestId('stake-0')).toContainText('Full tie');
	await expect(page.getByTestId('cozen-preview')).toContainText('the 2 face-up stakes stay on the table');
	await save(page);
	await expectTotals(page, [18, 0]);

	// Round 3, battle by battle, with the two carried stakes in the row.
	await expect(editor(page)).toContainText('Still on the table from the last round (nobody captured): 2');
	await expect(editor(page).getByTestId('stake-0')).toContainText('carried over');
	await faceUp(page, { Ana: '3', Ben: '2' });
	await notRevealed(page, 0, RED, 1); // Ana takes Ben's carried 9 alone
	await pick(wagers(page, 1, RED), ['7', '7']); // under her carried 6, against Ben's king
	await pick(wagers(page, 1, BLACK), ['K']);
	await notRevealed(page, 2, BLACK, 1); // Ben takes Ana's new 3 alone
	await editor(page).getByRole('button', { name: '+ Face-down stake of Ben' }).click();
	await notRevealed(page, 4, RED, 1);
	// Bad input: a contested face-down stake without its rank. The message is beside the field, nothing is saved.
	await save(page);
	await expect(editor(page).locator('[id="stakes.4-card-error"]')).toHaveText(
		/Choose the stake’s card: it was contested, so it was turned over\./
	);
	await expect(page.getByTestId('round-3')).toHaveCount(0);
	await expect(wagers(page, 1, RED).getByRole('button', { name: /^7,/ })).toHaveAttribute('aria-pressed', 'true');
	await pick(
		editor(page)
			.getByTestId('stake-4')
			.getByRole('group', { name: /The stake, turned over/ }),
		['6']
	);
	await save(page);
	await expectTotals(page, [43, 3]);

	// Round 4, jail contents: what Ben's deck no longer holds is not offered.
	await editor(page).getByRole('radio', { name: 'Jail contents' }).check();
	await faceUp(page, { Ben: 'Q', Ana: '5' });
	await expect(card(jail(page, BLACK), '4')).toBeDisabled();
	await expect(card(jail(page, BLACK), 'K')).toBeDisabled();
	await expect(card(jail(page, BLACK), 'K')).toHaveAccessibleName('king, not available');
	await pick(jail(page, BLACK), ['J', 'J']);
	await pick(jail(page, RED), ['9']);
	await expect(page.getByTestId('cozen-preview')).toContainText('Ana: +20 → 63 VP');
	await save(page);
	await expectTotals(page, [63, 12]);

	// The deck tracker: Ben has lost 8 cards worth Ana's 63 VP.
	await page.getByText('Deck tracker').click();
	const ben = page.getByTestId('cozen-tracker').getByRole('region', { name: BLACK });
	await expect(ben).toContainText('Cards at home: 18');
	await expect(ben).toContainText('Lost to the other jail: 8 cards, 63 VP');
	await expect(ben).toContainText('Chance of at least one pair in a fresh 5-card hand');
	await expect(page.getByTestId('cozen-tracker').getByRole('region', { name: RED })).toContainText(
		'Jail of Red · Ana: 63 VP'
	);

	// Round 5, battle by battle: Red's ace high breaks the tie under Black's 8 and Ana passes 70.
	await editor(page).getByRole('radio', { name: 'Battle by battle' }).check();
	await faceUp(page, { Ana: 'Q', Ben: '8' });
	await pick(wagers(page, 1, RED), ['A', '2', '3']);
	await pick(wagers(page, 1, BLACK), ['5', '5']);
	await save(page);
	await expectTotals(page, [81, 12]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');
	const r5 = await explain(page, 5);
	await expect(r5).toContainText('Both at strength 3: won by Ana with A against 5 (card no. 1 down the line)');
	await expect(r5).toContainText('Jailed by Ana: 5 5 8 (18 VP)');
	expect(problems).toEqual([]);
});

test('jail contents only until a jail passes 70, the battle calculator and the tools on the rules page', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newCozenMatch(page);
	const jailsRound = async (flips: Record<string, string>, red: string[], black: string[]) => {
		await editor(page).getByRole('radio', { name: 'Jail contents' }).check();
		await faceUp(page, flips);
		await pick(jail(page, BLACK), red);
		await pick(jail(page, RED), black);
		await save(page);
	};

	await jailsRound({ Ana: '6', Ben: 'A' }, ['10', '4', '4'], []);
	await expectTotals(page, [18, 0]);
	// The next round opens in the mode last used.
	await expect(editor(page).getByRole('radio', { name: 'Jail contents' })).toBeChecked();
	await jailsRound({ Ben: '9', Ana: '6' }, [], []);
	await expectTotals(page, [18, 0]);
	await expect(await explain(page, 2)).toContainText('the 2 face-up stakes stay on the table');

	// Bad input: saving without this round's face-up stakes; the jail already picked is kept.
	await editor(page).getByRole('radio', { name: 'Jail contents' }).check();
	await expect(editor(page)).toContainText('Still on the table from the last round (nobody captured): 2');
	await expect(card(jail(page, BLACK), '4')).toBeDisabled();
	await pick(jail(page, BLACK), ['9', '9', 'K']); // Ben's carried 9 can go to jail too
	await save(page);
	await expect(editor(page).locator('#faceUp-0-error')).toHaveText(/Choose the card Ana flipped\./);
	await expect(page.getByTestId('round-3')).toHaveCount(0);
	await faceUp(page, { Ana: '3', Ben: '2' });
	await pick(jail(page, RED), ['3']);
	await save(page);
	await expectTotals(page, [46, 3]);

	await jailsRound({ Ben: 'Q', Ana: '5' }, ['K*'], []);
	await expectTotals(page, [116, 3]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');

	// The battle calculator settles a dispute: Black's stake 9; Red 5 5 K against Black 10 J.
	await page.getByText('Battle calculator').click();
	const calc = page.getByTestId('cozen-battle');
	await pick(calc.getByRole('group', { name: 'Cards wagered by Red · Ana' }), ['5', '5', 'K']);
	await expect(calc.locator('#calc-owner-error')).toHaveText('Say whose stake this is.');
	await calc.getByRole('radio', { name: BLACK }).check();
	await pick(calc.getByRole('group', { name: 'The stake' }), ['9']);
	await pick(calc.getByRole('group', { name: 'Cards wagered by Black · Ben' }), ['10', 'J']);
	await expect(calc.getByTestId('cozen-battle-verdict')).toContainText('This stake goes to Red · Ana');
	await expect(calc.getByTestId('cozen-battle-verdict')).toContainText('Jailed by Red · Ana: 10 J 9 (29 VP)');

	// On the rules page, without a match: a full deck and the same calculator.
	await openRulesTools(page, 'cozen');
	await expect(page.getByTestId('cozen-tracker')).toContainText('A full deck');
	await expect(page.getByTestId('cozen-tracker')).toContainText('Chance of at least one pair in a fresh 5-card hand');
	const rulesCalc = page.getByTestId('cozen-battle');
	await rulesCalc.getByRole('radio', { name: 'Red', exact: true }).check();
	await pick(rulesCalc.getByRole('group', { name: 'The stake' }), ['6']);
	await pick(rulesCalc.getByRole('group', { name: 'Cards wagered by Red' }), ['3', '4', '5']);
	await pick(rulesCalc.getByRole('group', { name: 'Cards wagered by Black' }), ['4', '4']);
	await expect(rulesCalc.getByTestId('cozen-battle-verdict')).toContainText('Red: straight 3 4 5 + stake 6 = 4');
	await expect(rulesCalc.getByTestId('cozen-battle-verdict')).toContainText('Jailed by Red: 4 4 (8 VP)');
	expect(problems).toEqual([]);
});

test('2v2: four decks, a pile per player in each jail and under each stake, played to 100', async ({ page }) => {
	const problems = watchProblems(page);
	// The turn order is entered at setup (RULES-NOTES Cozen "2v2"): Ana, Dan, Ben, Cleo.
	await newMatch(page, 'cozen', ['Ana', 'Ben', 'Cleo', 'Dan'], async () => {
		// Each order is offered once: six orders, none of them twice under another name.
		const orders = await page
			.getByLabel(/^Turn order/)
			.locator('option')
			.allInnerTexts();
		expect(orders.map((o) => o.replace(' (standard)', ''))).toHaveLength(6);
		expect(new Set(orders.map((o) => o.replace(' (standard)', ''))).size).toBe(6);
		await page.getByLabel(/^Turn order/).selectOption({ label: '1 → 4 → 2 → 3' });
	});
	await expect(page.getByText('Playing to 100')).toBeVisible();

	// Jail contents: Ana and Dan flip (the first player and the next one); each jail has a picker per opposing player.
	await editor(page).getByRole('radio', { name: 'Jail contents' }).check();
	await faceUp(page, { Ana: '4', Dan: '9' });
	await pick(jail(page, 'Dan'), ['K*']);
	await pick(jail(page, 'Ben'), ['Q', 'Q']);
	await expect(page.getByTestId('cozen-preview')).toContainText('Ana & Ben: +70 → 70 VP');
	await save(page);
	await expectTotals(page, [70, 20]);
	await expect(page.getByTestId('winner-banner')).toHaveCount(0);

	// Battle by battle: the box passes along the order, Dan and Ben flip; under Ben's 7, Ana's 8 and Ben's 9
	// make a straight with the stake.
	await editor(page).getByRole('radio', { name: 'Battle by battle' }).check();
	await expect(editor(page).getByRole('group', { name: 'Flipped by Cleo' })).toHaveCount(0);
	await faceUp(page, { Dan: '5', Ben: '7' });
	await pick(wagers(page, 1, 'Ana'), ['8']);
	await pick(wagers(page, 1, 'Ben'), ['9']);
	await pick(wagers(page, 1, 'Cleo'), ['3']);
	await pick(wagers(page, 1, 'Dan'), ['3']);
	await expect(editor(page).getByTestId('stake-1')).toContainText('This stake goes to Red · Ana & Ben');
	await save(page);
	await expectTotals(page, [76, 20]);

	await page.getByText('Deck tracker').click();
	const dan = page.getByTestId('cozen-tracker').getByRole('region', { name: 'Dan (Black · Cleo & Dan)' });
	await expect(dan).toContainText('Cards at home: 24');
	expect(problems).toEqual([]);
});
