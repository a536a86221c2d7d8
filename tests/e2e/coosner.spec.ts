// A three-player Coosner match played to 100 through the UI — advisors tapped
// on the card picker, puppies typed or tapped, the live score and explanation before saving, bad
// input shown beside the fields, the winner — and the puppy-purchase referee.
import { expect, test, type Page } from './fixtures';
import { expectTotals, newMatch, showCard, tapCard, watchProblems, openRulesTools } from './helpers';

type Counts = Partial<Record<'spades' | 'hearts' | 'diamonds' | 'clubs', number>>;

/** The card pack labelled `label` (on a phone its group is named "<label>: <suit shown>"). */
const pack = (page: Page, label: string) =>
	page.locator('.pack').filter({ has: page.getByRole('group', { name: label }) });

/** Taps a player's advisors on their card picker ("8 of spades", "king of diamonds"). */
async function pickAdvisors(page: Page, name: string, cards: string[]): Promise<void> {
	const picker = pack(page, `Advisors of ${name}`);
	for (const card of cards) await tapCard(picker, card);
}

/** Types a player's puppies per suit into the count fields. */
async function typeCounts(page: Page, name: string, counts: Counts): Promise<void> {
	for (const [suit, n] of Object.entries(counts)) await page.getByLabel(`${name}: ${suit} puppies`).fill(String(n));
}

async function save(page: Page): Promise<void> {
	await page.getByTestId('round-editor').getByRole('button', { name: 'Save round' }).click();
}

/** One whole round: everyone's advisors, then puppy counts, then save. */
async function round(page: Page, hands: [string, string[], Counts][]): Promise<void> {
	for (const [name, advisors, counts] of hands) {
		await pickAdvisors(page, name, advisors);
		await typeCounts(page, name, counts);
	}
	await save(page);
}

const BEN = ['2 of clubs', '6 of hearts', '9 of diamonds'];
const CHLOE = ['5 of spades', '7 of spades', 'queen of hearts'];
const ANA_BIG = ['10 of spades', 'jack of hearts', '5 of diamonds'];

test('Coosner: three players to 100 through the UI, live score, bad input, referee, no CSP violation', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'coosner', ['Ana', 'Ben', 'Chloé']);
	await expect(page.getByTestId('turn-facts')).toContainText('Ben flips first');
	// The house rules list only what applies to three players: no four-player hand size.
	const house = page.getByTestId('house-rules');
	await house.getByText('House rules of this match').click();
	await expect(house).toContainText(/End score:\s*100/);
	await expect(house).not.toContainText('Cards per player');

	// Round 1, the worked example for Ana: 8♠ 4♥ K♦ with 3♠ 1♥ 4♦ 2♣ → 24, visible before saving.
	await pickAdvisors(page, 'Ana', ['8 of spades', '4 of hearts']);
	await expect(page.getByTestId('coosner-player-0')).toContainText('wants 3');
	await pickAdvisors(page, 'Ana', ['king of diamonds']);
	await page.getByRole('button', { name: 'One more spades puppy for Ana' }).click();
	await page.getByRole('button', { name: 'One more spades puppy for Ana' }).click();
	await page.getByRole('button', { name: 'One more spades puppy for Ana' }).click();
	await typeCounts(page, 'Ana', { hearts: 1, diamonds: 4, clubs: 2 });
	await expect(page.getByLabel('Ana: spades puppies')).toHaveValue('3');
	await expect(page.getByTestId('coosner-score-0')).toContainText('24 pts');
	const preview = page.getByTestId('coosner-preview-0');
	await expect(preview).toContainText('8♠ wants 3, got 3: 3 × 3 = 9');
	await expect(preview).toContainText('K♦ wants 4, got 4: 4 × 3 = 12');
	await expect(preview).toContainText('clubs with no advisor of that suit: 2 × 1 = 2');

	// Cards already at the table are unavailable to the others.
	await expect(await showCard(pack(page, 'Advisors of Ben'), '8 of spades, not available')).toBeDisabled();

	// Bad input: two advisors only, and one puppy more than the table can buy.
	await pickAdvisors(page, 'Ben', BEN);
	await typeCounts(page, 'Ben', { spades: 1 });
	await pickAdvisors(page, 'Chloé', CHLOE.slice(0, 2));
	await expect(page.getByTestId('coosner-preview-2')).toContainText('Pick three advisors');
	await save(page);
	await expect(page.locator('#coosner-p2-advisors-error')).toHaveText(/Choose exactly three advisors \(2 chosen\)/);
	await expect(page.locator('#coosner-players-error')).toHaveText(/11 puppies is more than .* \(at most 10\)/);
	await expect(page.getByText('The round was not saved.')).toBeVisible();
	await expect(page.getByTestId('round-1')).toHaveCount(0);
	await expect(page.getByTestId('coosner-score-0')).toContainText('24 pts');
	await page.getByLabel('Ben: spades puppies').fill('');
	await pickAdvisors(page, 'Chloé', CHLOE.slice(2));
	await save(page);
	await expectTotals(page, [24, 0, 0]);
	await page.getByTestId('round-1').getByRole('button', { name: 'R1' }).click();
	await expect(page.getByText('8♠ wants 3, got 3: 3 × 3 = 9').first()).toBeVisible();
	await expect(page.getByText('Round won by Ana with 24')).toBeVisible();

	// Round 2: Ben's Coosner (1, 2, 3 → 23); Chloé's puppies card by card, split 1 + 3 between 5♠ and 7♠.
	await pickAdvisors(page, 'Ana', ANA_BIG);
	await pickAdvisors(page, 'Ben', BEN);
	await typeCounts(page, 'Ben', { clubs: 1, hearts: 2, diamonds: 3 });
	await expect(page.getByTestId('coosner-score-1')).toContainText('23 pts');
	await expect(page.getByTestId('coosner-preview-1')).toContainText('Coosner: all three advisors satisfied');
	await pickAdvisors(page, 'Chloé', CHLOE);
	const chloe = page.getByTestId('coosner-player-2');
	await chloe.getByRole('button', { name: 'Card by card' }).click();
	const puppies = pack(page, 'Puppies of Chloé');
	await expect(await showCard(puppies, '5 of spades, not available')).toBeDisabled();
	for (const card of ['2 of spades', '3 of spades', '4 of spades', '6 of spades']) await tapCard(puppies, card);
	await expect(page.getByTestId('coosner-preview-2')).toContainText('spades: 4 shared 1 + 3 between 5♠ 7♠');
	await expect(page.getByTestId('coosner-score-2')).toContainText('10 pts');
	// The table has bought 10 puppies, the most three players can: no stepper offers another one.
	await expect(page.getByTestId('coosner-table-puppies')).toContainText('10 (at most 10)');
	await expect(page.getByRole('button', { name: 'One more clubs puppy for Ana' })).toBeDisabled();
	await save(page);
	await expectTotals(page, [24, 23, 10]);

	// Rounds 3-5: Ana's Coosner with every puppy (4 + 4 + 2 → 30 + 5 = 35) until she passes 100.
	const big: [string, string[], Counts][] = [
		['Ana', ANA_BIG, { spades: 4, hearts: 4, diamonds: 2 }],
		['Ben', BEN, {}],
		['Chloé', CHLOE, {}]
	];
	await round(page, big);
	await expectTotals(page, [59, 23, 10]);
	await round(page, big);
	await expectTotals(page, [94, 23, 10]);
	await round(page, big);
	await expectTotals(page, [129, 23, 10]);
	await expect(page.getByTestId('winner-banner')).toContainText('Ana wins!');
	await page.getByTestId('round-5').getByRole('button', { name: 'R5' }).click();
	await expect(page.getByText('Game won by Ana with the highest total, 129, at or past 100')).toBeVisible();

	// The puppy referee: the puppy, then each offer, one tap each; who buys, who flips next; then a tie.
	await page.getByText('Puppy referee: who buys it?').click();
	const referee = page.getByTestId('coosner-referee');
	const tap = (card: string) => tapCard(referee, card);
	for (const card of ['queen of clubs', '9 of spades', '3 of clubs', '2 of hearts']) await tap(card);
	const verdict = page.getByTestId('coosner-referee-verdict');
	await expect(verdict).toContainText("Ben buys Q♣ with 3♣, the highest card of the puppy's suit");
	await expect(verdict).toContainText('Ben flips the next puppy');
	await referee.getByRole('button', { name: 'Next puppy' }).click();
	await expect(referee.getByRole('radio', { name: 'Ben' })).toBeChecked();
	// The first puppy's cards are out of the hands for the rest of the deal, and say so.
	await expect(await showCard(referee, '9 of spades, already offered this deal')).toBeDisabled();
	await expect(page.getByTestId('coosner-referee-offered')).toContainText('already offered this deal');
	for (const card of ['6 of diamonds', '9 of hearts', '9 of clubs', '2 of clubs']) await tap(card);
	await expect(verdict).toContainText('Tie at the top (9♥ 9♣): 6♦ is discarded with the offered cards');
	await expect(verdict).toContainText('Ben flips the next puppy');

	expect(problems).toEqual([]);
});

test('Coosner puppy referee on the rules page: two players, the lowest card of the puppy suit buys it', async ({
	page
}) => {
	const problems = watchProblems(page);
	await openRulesTools(page, 'coosner');
	const referee = page.getByTestId('coosner-referee');
	await referee.getByRole('group', { name: 'Players' }).getByRole('button', { name: '2', exact: true }).click();
	for (const card of ['10 of hearts', 'king of spades', '2 of hearts']) await tapCard(referee, card);
	const verdict = page.getByTestId('coosner-referee-verdict');
	await expect(verdict).toContainText("Player 2 buys 10♥ with 2♥, the highest card of the puppy's suit");
	await expect(verdict).toContainText('Player 2 flips the next puppy');
	// The next puppy starts with the buyer as flipper; two 9s of other suits tie and discard it.
	await referee.getByRole('button', { name: 'Next puppy' }).click();
	await expect(referee.getByRole('radio', { name: 'Player 2' })).toBeChecked();
	await expect(await showCard(referee, '10 of hearts, already offered this deal')).toBeDisabled();
	for (const card of ['5 of clubs', '9 of hearts', '9 of diamonds']) await tapCard(referee, card);
	await expect(verdict).toContainText('Tie at the top (9♥ 9♦): 5♣ is discarded with the offered cards');
	await expect(verdict).toContainText('Player 2 flips the next puppy');
	expect(problems).toEqual([]);
});
