// The round editor at a phone's size with touch: a saved round survives a page killed or left
// right after Save, drafts belong to one window, a save on a match changed in another window is
// refused with the typed values kept, field errors clear as they are fixed and focus lands on
// them, the pencil brings the editor into view, and an edit warns about the later rounds it voids.
import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import {
	expectTotals,
	freeformRound,
	holdRoundWrites,
	newMatch,
	openSeededMatch,
	releaseRoundWrites,
	storedRoundDrafts,
	watchProblems
} from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

function editor(page: Page): Locator {
	return page.getByTestId('round-editor');
}

async function type(page: Page, scores: (number | string)[]): Promise<void> {
	for (const [i, score] of scores.entries()) await editor(page).locator(`#score-${i}`).fill(String(score));
}

async function twoWindows(context: BrowserContext, page: Page): Promise<Page> {
	const other = await context.newPage();
	await other.goto(page.url());
	await expect(editor(other)).toBeVisible();
	return other;
}

test('a round saved just before the page is killed or left is stored once, never lost', async ({ page }) => {
	const problems = watchProblems(page);
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const matchUrl = page.url();
	await freeformRound(page, [1, 2]);
	await expectTotals(page, [1, 2]);

	// Save, the new totals paint, and the page is killed before the round's write commits.
	await holdRoundWrites(page);
	await type(page, [30, 40]);
	await editor(page).getByRole('button', { name: 'Save round' }).tap();
	await expectTotals(page, [31, 42]);
	await page.reload();
	await expectTotals(page, [31, 42]);
	await expect(page.getByTestId('draft-notice')).toHaveText(
		'Round 2 was still being saved when the page closed. It is saved now.'
	);
	await expect(page.locator('tr[data-testid^="round-"]')).toHaveCount(2);
	await expect(editor(page).locator('#score-0')).toHaveValue('');

	// The same, left for another page at once.
	await holdRoundWrites(page);
	await type(page, [5, 6]);
	await editor(page).getByRole('button', { name: 'Save round' }).tap();
	await expectTotals(page, [36, 48]);
	await page.goto('/history');
	await page.goto(matchUrl);
	await expectTotals(page, [36, 48]);
	await expect(page.locator('tr[data-testid^="round-"]')).toHaveCount(3);
	// A second visit finds nothing left to complete.
	await page.reload();
	await expectTotals(page, [36, 48]);
	await expect(page.locator('tr[data-testid^="round-"]')).toHaveCount(3);
	await expect(page.getByTestId('draft-notice')).toHaveCount(0);
	expect(problems).toEqual([]);
});

test('a field typed just before the phone hides the app is written at once, and kept when the app is killed', async ({
	context,
	page
}) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const url = page.url();
	// Draft writes are counted from before the field is typed in.
	await page.evaluate(() => {
		const w = window as unknown as { __draftPuts: number };
		w.__draftPuts = 0;
		const put = IDBObjectStore.prototype.put;
		IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
			if (this.name === 'drafts') w.__draftPuts++;
			return put.apply(this, args);
		};
	});
	// The page's timers stand still from here, so the pause the draft waits for before its write
	// (150 ms) never ends: only the app going to the background can write it.
	await page.clock.install();
	await page.clock.pauseAt(Date.now() + 1000);
	await editor(page).locator('#score-0').fill('17');
	await page.evaluate(() => {
		Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
		document.dispatchEvent(new Event('visibilitychange'));
	});
	await expect.poll(() => page.evaluate(() => (window as unknown as { __draftPuts: number }).__draftPuts)).toBe(1);
	await page.clock.resume();
	const stored = () =>
		page.evaluate(
			() =>
				new Promise<number>((resolve) => {
					const open = indexedDB.open('tablekeeper');
					open.onsuccess = () => {
						const count = open.result.transaction('drafts').objectStore('drafts').count();
						count.onsuccess = () => {
							open.result.close();
							resolve(count.result);
						};
					};
				})
		);
	await expect.poll(stored).toBe(1);
	// A phone kills a hidden app without warning.
	await page.close({ runBeforeUnload: false });
	const again = await context.newPage();
	await again.goto(url);
	await expect(editor(again).locator('#score-0')).toHaveValue('17');
	await expect(again.getByText('Your unsaved entry was restored.')).toBeVisible();
});

test('an in-app navigation right after Save waits until the round is written', async ({ page }) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await freeformRound(page, [1, 2]);
	await expectTotals(page, [1, 2]);
	await holdRoundWrites(page);
	await type(page, [3, 4]);
	await editor(page).getByRole('button', { name: 'Save round' }).tap();
	await expectTotals(page, [4, 6]);
	// A listener on the window hears the tap after the router's own (on the page): once it has,
	// the router has taken the navigation and the page waits on the write.
	await page.evaluate(() =>
		window.addEventListener('click', () => ((window as unknown as { __tapped: boolean }).__tapped = true), {
			once: true
		})
	);
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).tap();
	await expect.poll(() => page.evaluate(() => (window as unknown as { __tapped?: boolean }).__tapped)).toBe(true);
	await expect(page).toHaveURL(/\/match\//);
	await releaseRoundWrites(page);
	await expect(page).toHaveURL(/\/history/);
	await expect(page.getByTestId('match-card')).toContainText('2 rounds');
});

test("saving in one window never takes another window's typed round", async ({ context, page }) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const other = await twoWindows(context, page);
	await type(page, [1, 2]);
	await type(other, [5, 6]);
	// Both windows' drafts are stored before the other one saves.
	await expect
		.poll(async () => (await storedRoundDrafts(page)).map((form) => JSON.stringify(form)).sort())
		.toEqual([JSON.stringify({ scores: ['1', '2'] }), JSON.stringify({ scores: ['5', '6'] })]);
	await editor(other).getByRole('button', { name: 'Save round' }).tap();
	await expectTotals(page, [5, 6]);
	await page.reload();
	await expect(editor(page).locator('#score-0')).toHaveValue('1');
	await expect(editor(page).locator('#score-1')).toHaveValue('2');
	await expect(page.getByText('Your unsaved entry was restored.')).toBeVisible();
});

test('the same round typed in two windows is stored once; the second save says why and keeps it', async ({
	context,
	page
}) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	const other = await twoWindows(context, page);
	await type(page, [7, 7]);
	await type(other, [7, 7]);
	await editor(page).getByRole('button', { name: 'Save round' }).tap();
	await expectTotals(other, [7, 7]);
	await editor(other).getByRole('button', { name: 'Save round' }).tap();
	await expect(other.getByTestId('save-error')).toContainText(
		'Round 1 was saved in another window while you typed. Nothing was saved here'
	);
	await expect(editor(other).locator('#score-0')).toHaveValue('7');
	await expectTotals(other, [7, 7]);
	await expect(other.locator('tr[data-testid^="round-"]')).toHaveCount(1);
	// Saved again on purpose, it is a second round.
	await editor(other).getByRole('button', { name: 'Save round' }).tap();
	await expectTotals(page, [14, 14]);
});

test('an edit form keeps its round: refused when changed elsewhere, kept when deleted elsewhere', async ({
	context,
	page
}) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	for (const scores of [
		[1, 1],
		[2, 2],
		[3, 3]
	])
		await freeformRound(page, scores);
	await expectTotals(page, [6, 6]);
	const other = await twoWindows(context, page);

	// Changed in the other window since this form opened: refused, the typed values kept.
	await page.getByRole('button', { name: 'Edit round 1' }).tap();
	await type(page, [10, 10]);
	await other.getByRole('button', { name: 'Edit round 1' }).tap();
	await type(other, [5, 5]);
	await editor(other).getByRole('button', { name: 'Save changes' }).tap();
	await expectTotals(page, [10, 10]);
	await editor(page).getByRole('button', { name: 'Save changes' }).tap();
	await expect(page.getByTestId('save-error')).toContainText('Round 1 was changed in another window');
	await expect(editor(page).locator('#score-0')).toHaveValue('10');
	await expectTotals(other, [10, 10]);
	await page.getByRole('button', { name: 'Cancel' }).tap();

	// Deleted in the other window: the form stays on round 2 with what was typed, and says so.
	await page.getByRole('button', { name: 'Edit round 2' }).tap();
	await type(page, [20, 20]);
	await other.getByRole('button', { name: 'Delete round 2' }).tap();
	await expectTotals(page, [8, 8]);
	await expect(editor(page).getByRole('heading', { name: 'Edit round 2' })).toBeVisible();
	await expect(page.getByTestId('save-error')).toContainText('Round 2 was deleted in another window');
	await expect(editor(page).locator('#score-0')).toHaveValue('20');
	await expect(editor(page).getByRole('button', { name: 'Save changes' })).toBeDisabled();
	// No other row is marked as the one being edited.
	await expect(page.locator('tr[aria-current]')).toHaveCount(0);
	await expectTotals(page, [8, 8]);
});

test('a field error clears once the field is right, and a refused save puts focus on it', async ({ page }) => {
	await newMatch(page, 'freeform', ['Ana', 'Ben']);
	await type(page, ['', 'x']);
	await editor(page).getByRole('button', { name: 'Save round' }).tap();
	await expect(page.locator('#score-0-error')).toContainText('Enter Ana’s points.');
	await expect(page.locator('#score-1-error')).toContainText('Enter a number');
	await expect(editor(page).getByText('The round was not saved. Fix the marked fields.')).toBeVisible();
	await expect(editor(page).locator('#score-0')).toBeFocused();

	await editor(page).locator('#score-0').fill('4');
	await expect(page.locator('#score-0-error')).toHaveText('');
	await expect(editor(page).locator('#score-0')).toHaveAttribute('aria-invalid', 'false');
	await expect(page.locator('#score-1-error')).toContainText('Enter a number');
	await editor(page).locator('#score-1').fill('5');
	await expect(page.locator('#score-1-error')).toHaveText('');
	await expect(editor(page).getByText('The round was not saved. Fix the marked fields.')).toHaveCount(0);
	await editor(page).getByRole('button', { name: 'Save round' }).tap();
	await expectTotals(page, [4, 5]);
});

test('the pencil brings the editor into view, focuses it and marks the row being edited', async ({ page }) => {
	// Eight rounds, enough to push the editor off the screen, come in through the app's import.
	const start = Date.now();
	const rounds = Array.from({ length: 8 }, (_, i) => ({ input: { scores: [i + 1, i + 1, i + 1] }, at: start + i }));
	const config = { winner: 'high', target: null, rounds: null };
	await openSeededMatch(page, {
		gameId: 'freeform',
		players: ['Ana', 'Ben', 'Chloé'],
		config,
		createdAt: start,
		rounds
	});
	await expectTotals(page, [36, 36, 36]);
	await page.getByRole('button', { name: 'Edit round 2' }).tap();
	const heading = editor(page).getByRole('heading', { name: 'Edit round 2' });
	await expect(heading).toBeFocused();
	await expect(heading).toBeInViewport();
	await expect(page.getByTestId('round-2')).toHaveAttribute('aria-current', 'true');
	await expect(page.getByTestId('round-2')).toContainText('(being edited)');
	await expect(page.getByTestId('round-3')).not.toHaveAttribute('aria-current');
	await expect(editor(page).locator('#score-0')).toHaveValue('2');
	await page.getByRole('button', { name: 'Cancel' }).tap();
	await expect(page.getByTestId('round-2')).not.toHaveAttribute('aria-current');
});

test('Cozen: before saving, an edit that sends a card to jail says the later round it voids', async ({ page }) => {
	const spoken: Record<string, string> = { A: 'ace', K: 'king' };
	const pick = (scope: Locator, c: string) =>
		scope.getByRole('button', { name: new RegExp(`^${spoken[c] ?? c}(,|$)`) }).click();
	const jailsRound = async (flips: [string, string][], blackJail: string[]) => {
		await editor(page).getByRole('radio', { name: 'Jail contents' }).check();
		for (const [name, c] of flips) await pick(editor(page).getByRole('group', { name: `Flipped by ${name}` }), c);
		for (const c of blackJail) await pick(editor(page).getByRole('group', { name: 'Cards of Black · Ben' }), c);
		await editor(page).getByRole('button', { name: /^Save/ }).click();
	};
	await newMatch(page, 'cozen', ['Ana', 'Ben'], async () => {
		for (const seat of [4, 3]) {
			const remove = page.getByRole('button', { name: `Remove Seat ${seat}` });
			if ((await remove.count()) > 0) await remove.click();
		}
	});
	await jailsRound(
		[
			['Ana', '6'],
			['Ben', 'A']
		],
		['10']
	);
	await expectTotals(page, [10, 0]);
	await jailsRound(
		[
			['Ben', 'K'],
			['Ana', '5']
		],
		[]
	);
	await expect(page.getByTestId('round-2')).toBeVisible();
	const before = await page.getByTestId('round-2').innerText();

	await page.getByRole('button', { name: 'Edit round 1' }).click();
	await expect(page.getByTestId('edit-voids')).toHaveCount(0);
	await pick(editor(page).getByRole('group', { name: 'Cards of Black · Ben' }), 'K');
	await expect(page.getByTestId('edit-voids')).toHaveText(
		'Round 2 will no longer count: K of Ben is already in a jail and never comes back.'
	);
	// Nothing changed before Save.
	expect(await page.getByTestId('round-2').innerText()).toBe(before);
});
