// Ten Cooncan deals for three players entered through the UI (cards tapped and
// counts typed, the joker, a pack that ran out and the doubled deal after it), the live preview,
// a typed count of -3 refused beside its field, one deal edited, the nets after every deal (always
// zero-sum), the winner after the agreed ten deals, and the meld validator on a valid and an
// invalid layout; no CSP violation, no page error.
import { expect, test, type Page } from './fixtures';
import { expectTotals, newMatch, showCard, tapCard, totals, watchProblems } from './helpers';

const RANK: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };
const SUIT: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
/** What a screen reader calls a card: "king of spades", "7 of diamonds", "joker". */
const spoken = (card: string) =>
	card === 'JK' ? 'joker' : `${RANK[card.slice(0, -1)] ?? card.slice(0, -1)} of ${SUIT[card.slice(-1)]}`;

const editor = (page: Page) => page.getByTestId('round-editor');
const hand = (page: Page, seat: number) => editor(page).getByTestId(`cooncan-hand-${seat}`);

async function wentOut(page: Page, name: string): Promise<void> {
	await editor(page).getByRole('group', { name: 'Who went out?' }).getByRole('radio', { name }).check();
}

async function tapCards(page: Page, seat: number, cards: string[]): Promise<void> {
	for (const card of cards) await tapCard(hand(page, seat), spoken(card));
}

async function typeCount(page: Page, seat: number, count: number): Promise<void> {
	await hand(page, seat).getByRole('button', { name: 'Count', exact: true }).click();
	await page.locator(`#cooncan-count-${seat}`).fill(String(count));
}

/** One deal: who went out, then each other seat's cards (a list) or count (a number). */
async function deal(page: Page, winner: string, hands: Record<number, string[] | number>): Promise<void> {
	await wentOut(page, winner);
	for (const [seat, entry] of Object.entries(hands))
		await (typeof entry === 'number' ? typeCount(page, +seat, entry) : tapCards(page, +seat, entry));
}

async function save(page: Page, label = 'Save round'): Promise<void> {
	await editor(page).getByRole('button', { name: label }).click();
}

async function expectNets(page: Page, nets: number[]): Promise<void> {
	await expectTotals(page, nets);
	expect((await totals(page, nets.length)).reduce((a, b) => a + b, 0)).toBe(0);
}

test('Cooncan: ten deals, preview, doubled deal, bad count, edit, winner and the meld validator', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'cooncan', ['Ana', 'Ben', 'Chloé'], async () => {
		await page.locator('#opt-joker').check();
		await page.locator('#opt-packRunOut').selectOption('double-next');
		await page.locator('#opt-end').selectOption('deals');
		await page
			.getByRole('group', { name: 'Number of deals or net target' })
			.getByRole('button', { name: '10', exact: true })
			.click();
	});

	// Deal 1, the first worked example: Ben K♠ 7♦ 3♣, Chloé A♥ 9♠ 2♦ → Ana +42.
	await deal(page, 'Ana', { 1: ['KS', '7D', '3C'] });
	// A card in Ben's hand cannot be picked for Chloé.
	await expect(await showCard(hand(page, 2), 'king of spades, not available')).toBeDisabled();
	await tapCards(page, 2, ['AH', '9S', '2D']);
	const preview = editor(page).getByTestId('cooncan-preview');
	await expect(preview).toContainText('Ben pays Ana 20 (K♠ 10, 7♦ 7, 3♣ 3)');
	await expect(preview).toContainText('Chloé pays Ana 22 (A♥ 11, 9♠ 9, 2♦ 2)');
	await expect(preview.getByTestId('cooncan-preview-points')).toHaveText(/Ana: \+42\s*Ben: -20\s*Chloé: -22/);
	await save(page);
	await expectNets(page, [42, -20, -22]);
	await page.getByTestId('round-1').getByRole('button', { name: 'R1', exact: true }).click();
	await expect(page.getByText('Ben pays Ana 20 (K♠ 10, 7♦ 7, 3♣ 3)', { exact: true })).toBeVisible();

	// Deal 2: Ana's count typed, Chloé holds the joker (15), 4♥, Q♣.
	await deal(page, 'Ben', { 0: 15, 2: ['JK', '4H', 'QC'] });
	await save(page);
	await expectNets(page, [27, 24, -51]);

	// Deal 3: the pack ran out; the next deal counts double.
	await editor(page)
		.getByRole('radio', { name: /The pack ran out/ })
		.check();
	await expect(editor(page).getByTestId('cooncan-preview')).toContainText('The next deal that someone wins');
	await save(page);
	await expectNets(page, [27, 24, -51]);

	// Deal 4, doubled: Ana 5♠ → 10, Ben 12 → 24.
	await expect(editor(page).getByTestId('cooncan-doubled')).toBeVisible();
	await deal(page, 'Chloé', { 0: ['5S'], 1: 12 });
	await expect(editor(page).getByTestId('cooncan-preview')).toContainText('Ana pays Chloé 10 (5 doubled: 5♠ 5)');
	await save(page);
	await expectNets(page, [17, 0, -17]);

	// Deal 5: a count of -3 is refused beside its field; nothing is saved, nothing typed is lost.
	await expect(editor(page).getByTestId('cooncan-doubled')).toHaveCount(0);
	await deal(page, 'Ana', { 1: -3, 2: 8 });
	await save(page);
	await expect(page.locator('#cooncan-hand-1-error')).toContainText('Enter a number from 2 to 79.');
	await expect(page.locator('#cooncan-count-1')).toHaveAttribute('aria-invalid', 'true');
	await expect(editor(page).getByText('The round was not saved.')).toBeVisible();
	await expect(page.locator('#cooncan-count-1')).toHaveValue('-3');
	await expect(page.locator('#cooncan-count-2')).toHaveValue('8');
	// The preview points at the error rather than asking for cards already typed.
	await expect(editor(page).getByTestId('cooncan-preview-1')).toHaveText('Ben: correct this hand above');
	await expectNets(page, [17, 0, -17]);
	await page.locator('#cooncan-count-1').fill('30');
	await expect(page.locator('#cooncan-hand-1-error')).toHaveText('');
	await save(page);
	await expectNets(page, [55, -30, -25]);

	const rest: [string, Record<number, string[] | number>, number[]][] = [
		['Ben', { 0: ['10H', 'JH', 'QH'], 2: ['2C'] }, [25, 2, -27]],
		['Chloé', { 0: 7, 1: ['AS', 'AD'] }, [18, -20, 2]],
		['Ana', { 1: ['6C', '6D'], 2: 40 }, [70, -32, -38]],
		['Ben', { 0: 9, 2: ['KH'] }, [61, -13, -48]]
	];
	for (const [winner, hands, nets] of rest) {
		await deal(page, winner, hands);
		await save(page);
		await expectNets(page, nets);
	}

	// Edit deal 2: Ana's count was 25, not 15.
	await page.getByRole('button', { name: 'Edit round 2' }).click();
	await expect(page.locator('#cooncan-count-0')).toHaveValue('15');
	await page.locator('#cooncan-count-0').fill('25');
	await expect(editor(page).getByTestId('cooncan-preview')).toContainText('Ana pays Ben 25 (count entered)');
	await save(page, 'Save changes');
	await expectNets(page, [51, -3, -48]);

	// Deal 10 ends the match: the highest net wins.
	await deal(page, 'Chloé', { 0: 20, 1: 3 });
	await save(page);
	await expectNets(page, [31, -6, -25]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana');

	// The meld validator: 5♥ 6♥ and the joker as 7♥ is a sequence whose joker may move to 4♥ once.
	await page.getByText('Meld validator').click();
	const meld = page.getByTestId('cooncan-meld');
	for (const card of ['5H', '6H']) await tapCard(meld, spoken(card));
	await meld.getByLabel('The layout includes the joker').check();
	await meld.getByLabel('The joker stands for the rank').selectOption('7');
	await meld.getByLabel('of the suit').selectOption('H');
	const verdict = meld.getByTestId('cooncan-meld-verdict');
	await expect(verdict).toContainText('Valid sequence');
	await expect(verdict).toContainText('The joker (marked *) stands for the 7 of hearts.');
	await expect(meld.getByTestId('cooncan-meld-shift')).toHaveText(
		'Allowed: the joker may move from the 7 of hearts to the 4 of hearts, once only.'
	);
	await meld.getByLabel('This joker has already been shifted once').check();
	// The reason is said once: no "Not allowed:" in front of a sentence that already refuses.
	await expect(meld.getByTestId('cooncan-meld-shift')).toHaveText(
		/^✗\s*This joker has already been shifted: it may move only once\.$/
	);

	// 5♥ 6♥ 8♥ has a gap.
	await meld.getByRole('button', { name: 'Clear the layout' }).click();
	for (const card of ['5H', '6H', '8H']) await tapCard(meld, spoken(card));
	await expect(verdict).toContainText('Not a valid combination');
	await expect(verdict).toContainText('The hearts cards do not follow each other: there is a gap.');

	// With the joker, only the 7 of hearts fills that gap: the validator names it instead of asking.
	await meld.getByLabel('The layout includes the joker').check();
	await expect(meld.getByTestId('cooncan-joker-inferred')).toHaveText(
		'Here the joker can only stand for the 7 of hearts.'
	);
	await expect(meld.getByLabel('The joker stands for the rank')).toHaveCount(0);
	await expect(verdict).toContainText('Valid sequence');
	await expect(verdict).toContainText('The joker (marked *) stands for the 7 of hearts.');

	expect(problems).toEqual([]);
});

// Foster's other tables (docs/cooncan-variants.md): two players counting games with a tableau
// carried, two players paying for cards from the forty-card pack, and four and five players with
// the double pack (two copies of each card, two jokers), each to the end of one round of deals.

test('Cooncan for two: a tableau goes to the next winner, one round of deals ends the match', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'cooncan', ['Ana', 'Ben'], async () => {
		await expect(page.locator('#opt-joker')).toHaveCount(0);
		await page.locator('#opt-end').selectOption('round');
	});
	// Counting games, only the winner is asked for: no hands to enter.
	await expect(hand(page, 0)).toHaveCount(0);
	await expect(hand(page, 1)).toHaveCount(0);
	await editor(page)
		.getByRole('radio', { name: /The pack ran out/ })
		.check();
	await save(page);
	await expectTotals(page, [0, 0]);
	await wentOut(page, 'Ben');
	await save(page);
	await expectTotals(page, [0, 2]);
	await page.getByTestId('round-2').getByRole('button', { name: 'R2', exact: true }).click();
	await expect(
		page.getByText('Ben wins the game; tableaux carried over: 1; games won with this deal: 2.', { exact: true })
	).toBeVisible();
	await expect(page.getByTestId('winner-banner')).toContainText('Ben');
	expect(problems).toEqual([]);
});

test('Cooncan for two paying for cards: the forty-card pack, a zero-sum net', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'cooncan', ['Ana', 'Ben'], async () => {
		await page.locator('#opt-twoPlayerScore').selectOption('cards');
	});
	await wentOut(page, 'Ana');
	// Kings, queens and jacks are out of the pack.
	await expect(hand(page, 1).getByRole('button', { name: /^king of/ })).toHaveCount(0);
	await tapCards(page, 1, ['10S', '7H', 'AD']);
	await expect(editor(page).getByTestId('cooncan-preview')).toContainText('Ben pays Ana 28 (10♠ 10, 7♥ 7, A♦ 11)');
	await save(page);
	await expectNets(page, [28, -28]);
	expect(problems).toEqual([]);
});

/** Taps a card of the double pack, whose name also says how many of its two copies are picked. */
async function tapDouble(page: Page, seat: number, card: string, picked: number): Promise<void> {
	await tapCard(hand(page, seat), `${spoken(card)}, ${picked} of 2`);
}

test('Cooncan for four: the double pack, two copies and two jokers, one round of deals', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'cooncan', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
		await page.locator('#opt-end').selectOption('round');
	});
	await wentOut(page, 'Ana');
	await tapDouble(page, 1, 'JK', 0);
	await tapDouble(page, 1, '7S', 0);
	await tapDouble(page, 1, '7S', 1);
	// Both sevens of spades are in Ben's hand: Chloé cannot have a third.
	await expect(await showCard(hand(page, 2), '7 of spades, not available')).toBeDisabled();
	await typeCount(page, 2, 12);
	await tapDouble(page, 3, 'AS', 0);
	await expect(editor(page).getByTestId('cooncan-preview')).toContainText('Ben pays Ana 29 (🃏 15, 7♠ 7, 7♠ 7)');
	await save(page);
	await expectNets(page, [52, -29, -12, -11]);
	await deal(page, 'Ben', { 0: 5, 2: 6, 3: 7 });
	await save(page);
	await expectNets(page, [47, -11, -18, -18]);
	await editor(page)
		.getByRole('radio', { name: /The pack ran out/ })
		.check();
	await save(page);
	await expectNets(page, [47, -11, -18, -18]);
	await expect(page.getByTestId('winner-banner')).toHaveCount(0);
	await deal(page, 'Dan', { 0: 10, 1: 10, 2: 10 });
	await save(page);
	await expectNets(page, [37, -21, -28, 12]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana');

	// The meld validator on the double pack: two sevens of spades and the seven of hearts are a set.
	await page.getByText('Meld validator').click();
	const meld = page.getByTestId('cooncan-meld');
	await tapCard(meld, '7 of spades, 0 of 2');
	await tapCard(meld, '7 of spades, 1 of 2');
	await tapCard(meld, '7 of hearts, 0 of 2');
	await expect(meld.getByTestId('cooncan-meld-verdict')).toContainText('Valid set');
	expect(problems).toEqual([]);
});

test('Cooncan for five: both jokers in one hand, every player deals once', async ({ page }) => {
	const problems = watchProblems(page);
	// The narrowest phone: five players' hands must not scroll sideways.
	await page.setViewportSize({ width: 360, height: 740 });
	await newMatch(page, 'cooncan', ['Ana', 'Ben', 'Chloé', 'Dan', 'Eve'], async () => {
		await page.locator('#opt-end').selectOption('round');
	});
	await wentOut(page, 'Ana');
	await tapDouble(page, 1, 'JK', 0);
	await tapDouble(page, 1, 'JK', 1);
	await deal(page, 'Ana', { 2: 3, 3: 4, 4: 5 });
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	await save(page);
	await expectNets(page, [42, -30, -3, -4, -5]);
	for (let i = 0; i < 3; i++) {
		await editor(page)
			.getByRole('radio', { name: /The pack ran out/ })
			.check();
		await save(page);
	}
	await expect(page.getByTestId('winner-banner')).toHaveCount(0);
	await deal(page, 'Eve', { 0: 2, 1: 2, 2: 2, 3: 2 });
	await save(page);
	await expectNets(page, [40, -32, -5, -6, 3]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana');
	expect(problems).toEqual([]);
});
