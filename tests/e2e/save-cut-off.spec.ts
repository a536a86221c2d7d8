// A Save cut off in the one moment the fault test once caught by chance: the round painted and
// pending in its draft, its own write not started (it waits for the frame with the new totals).
// The test holds that moment by holding the page's animation frames, then reloads or closes the
// page: the next page's start and its round form must agree, the round stored once, the person
// told one thing, and the next round taken.
import { expect, test, type Page } from './fixtures';
import { expectSaved, expectTotals, freeformRound, newMatch } from './helpers';

declare global {
	interface Window {
		__tkHoldFrames?: boolean;
	}
}

/** Every draft and round of the origin, read straight from IndexedDB. */
function stored(page: Page): Promise<{ pending: number; rounds: unknown[] }> {
	return page.evaluate(
		() =>
			new Promise<{ pending: number; rounds: unknown[] }>((resolve, reject) => {
				const open = indexedDB.open('tablekeeper');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const tx = open.result.transaction(['drafts', 'rounds']);
					const drafts = tx.objectStore('drafts').getAll();
					const rounds = tx.objectStore('rounds').getAll();
					tx.oncomplete = () => {
						open.result.close();
						const rows = rounds.result as { order: number; input: unknown }[];
						resolve({
							pending: (drafts.result as { value: { pending?: unknown } }[]).filter((d) => d.value?.pending).length,
							rounds: rows.sort((a, b) => a.order - b.order).map((r) => r.input)
						});
					};
				};
			})
	);
}

for (const how of ['reloaded', 'closed and opened again'] as const) {
	test(`a page ${how} between a save's paint and its write gets the round once`, async ({ context, page: first }) => {
		// Frames asked for while held are never run: the round's write, which waits for the frame
		// with the new totals, does not start.
		await context.addInitScript(() => {
			const frame = window.requestAnimationFrame.bind(window);
			window.requestAnimationFrame = (callback) => (window.__tkHoldFrames ? 0 : frame(callback));
		});
		let page = first;
		await newMatch(page, 'freeform', ['Ana', 'Ben']);
		const url = page.url();
		await freeformRound(page, [1, 2]);
		await expectSaved(page, 1);

		const editor = page.getByTestId('round-editor');
		await editor.locator('#score-0').fill('3');
		await editor.locator('#score-1').fill('4');
		await page.evaluate(() => (window.__tkHoldFrames = true));
		await editor.getByRole('button', { name: /Save|Enregistrer/ }).click();
		await expect(page.getByTestId('round-2')).toBeVisible();
		await expect.poll(() => stored(page)).toEqual({ pending: 1, rounds: [{ scores: [1, 2] }] });

		if (how === 'reloaded') await page.reload();
		else {
			await page.close();
			page = await context.newPage();
			await page.goto(url);
		}
		await expectTotals(page, [4, 6]);
		await expect(page.getByTestId('round-editor').locator('h2')).toContainText('3');
		await expect.poll(() => stored(page)).toEqual({ pending: 0, rounds: [{ scores: [1, 2] }, { scores: [3, 4] }] });
		await expect(page.getByText(/not saved before the page closed|saved in another window/)).toHaveCount(0);
		await freeformRound(page, [5, 6]);
		await expectSaved(page, 3);
		await expectTotals(page, [9, 12]);
		expect((await stored(page)).rounds).toEqual([{ scores: [1, 2] }, { scores: [3, 4] }, { scores: [5, 6] }]);
	});
}
