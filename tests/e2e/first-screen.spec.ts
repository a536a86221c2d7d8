// The round form a player uses every deal starts within the first screen of a 360 x 740 phone with
// touch, for a match in progress of every game, with every player's or team's total in view above
// it, in English and in French: opening the match needs no scroll to start the next deal.
import { expect, test, type Page } from '@playwright/test';
import { choose } from './coinche-deal';
import { freeformRound, newMatch, tapCard } from './helpers';

const HEIGHT = 740;
test.use({ viewport: { width: 360, height: HEIGHT }, isMobile: true, hasTouch: true });

const editor = (page: Page) => page.getByTestId('round-editor');
const save = (page: Page) => editor(page).getByRole('button', { name: 'Save round' }).click();

/** A match of each game with one round entered through the form, and its number of totals. */
const GAMES: Record<string, { columns: number; start: (page: Page) => Promise<void> }> = {
	coinche: {
		columns: 2,
		start: async (page) => {
			await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan']);
			await editor(page).getByTestId('coinche-all-passed').click();
		}
	},
	cooncan: {
		columns: 3,
		start: async (page) => {
			await newMatch(page, 'cooncan', ['Ana', 'Ben', 'Chloé']);
			await choose(page, 'Who went out?', 'Ana');
			for (const [seat, count] of [
				[1, 12],
				[2, 20]
			] as const) {
				await editor(page)
					.getByTestId(`cooncan-hand-${seat}`)
					.getByRole('button', { name: 'Count', exact: true })
					.click();
				await page.locator(`#cooncan-count-${seat}`).fill(String(count));
			}
			await save(page);
		}
	},
	cozen: {
		columns: 2,
		start: async (page) => {
			await newMatch(page, 'cozen', ['Ana', 'Ben'], async () => {
				for (const seat of [4, 3]) {
					const remove = page.getByRole('button', { name: `Remove Seat ${seat}` });
					if ((await remove.count()) > 0) await remove.click();
				}
			});
			await editor(page).getByRole('radio', { name: 'Jail contents' }).check();
			for (const [name, card] of [
				['Ana', '6'],
				['Ben', 'ace']
			])
				await editor(page)
					.getByRole('group', { name: `Flipped by ${name}` })
					.getByRole('button', { name: new RegExp(`^${card}(,|$)`) })
					.click();
			await save(page);
		}
	},
	coosner: {
		columns: 3,
		start: async (page) => {
			await newMatch(page, 'coosner', ['Ana', 'Ben', 'Chloé']);
			const hands: [string, string[]][] = [
				['Ana', ['8 of spades', '4 of hearts', 'king of diamonds']],
				['Ben', ['2 of clubs', '6 of hearts', '9 of diamonds']],
				['Chloé', ['5 of spades', '7 of spades', 'queen of hearts']]
			];
			for (const [name, cards] of hands) {
				const pack = page.locator('.pack').filter({ has: page.getByRole('group', { name: `Advisors of ${name}` }) });
				for (const card of cards) await tapCard(pack, card);
			}
			await page.getByLabel('Ana: spades puppies').fill('3');
			await save(page);
		}
	},
	koosekort: {
		columns: 3,
		start: async (page) => {
			await newMatch(page, 'koosekort', ['Ana', 'Ben', 'Chloé'], async () => {
				const seats = page.locator('input[id^="seat-"]');
				while ((await seats.count()) > 3)
					await page
						.getByRole('button', { name: /^Remove / })
						.last()
						.click();
			});
			await choose(page, 'Who went out first?', 'Ana');
			for (const [seat, values] of [
				[0, [1, 2, 3]],
				[1, [5, 5, 6]],
				[2, [0, 0, 4]]
			] as const) {
				for (const c of [1, 2, 3, 4]) await page.locator(`#kk-${seat}-cleared-${c}`).click();
				const pad = page.getByTestId(`kk-${seat}-pad`);
				for (const value of values) await pad.getByRole('button', { name: String(value), exact: true }).click();
			}
			await save(page);
		}
	},
	freeform: {
		columns: 6,
		start: async (page) => {
			await newMatch(page, 'freeform', ['Ana', 'Ben', 'Chloé', 'Dan', 'Emma', 'Farid']);
			await freeformRound(page, [12, 7, 3, 0, 25, 9]);
		}
	}
};

/**
 * Where the form's first control is drawn, scrolled to the top: the box of its label when the
 * control sits in one (a radio drawn as a button), else its own.
 */
function firstControl(page: Page) {
	return editor(page).evaluate((form) => {
		const control = form.querySelector('input:not([type="hidden"]), select, textarea, button');
		if (!control) return null;
		const box = (control.closest('label') ?? control).getBoundingClientRect();
		return {
			top: box.top,
			bottom: box.bottom,
			what: `${control.tagName.toLowerCase()}#${control.id} ${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? ''}`,
			scrolled: window.scrollY
		};
	});
}

test('a match in progress of every game shows its round form and every total in the first screen, in English and French', async ({
	page
}) => {
	test.setTimeout(600_000);
	const matches: [string, number, string][] = [];
	for (const [game, { columns, start }] of Object.entries(GAMES)) {
		await start(page);
		await expect(page.getByTestId('round-1')).toHaveCount(1);
		matches.push([game, columns, page.url()]);
	}
	for (const locale of ['en', 'fr'] as const) {
		await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		for (const [game, columns, url] of matches) {
			const where = `${game} (${locale})`;
			await page.goto(url);
			await expect(editor(page)).toBeVisible();
			// Everything has mounted, the last of it (the match's actions) after the first frame.
			await expect(page.getByTestId('play-again')).toBeAttached();
			const control = await firstControl(page);
			expect(control, `${where}: the form has a control`).not.toBeNull();
			expect(control!.scrolled, `${where}: opened at the top`).toBe(0);
			expect
				.soft(control!.bottom, `${where}: ${control!.what} ends below the first screen`)
				.toBeLessThanOrEqual(HEIGHT);
			expect.soft(control!.top, `${where}: ${control!.what}`).toBeGreaterThanOrEqual(0);
			for (let i = 0; i < columns; i++) {
				const total = page.getByTestId(`standing-${i}`).getByTestId('standing-total');
				await expect(total, `${where}: total ${i + 1}`).toBeVisible();
				const box = (await total.boundingBox())!;
				expect.soft(box.y + box.height, `${where}: total ${i + 1} in the first screen`).toBeLessThanOrEqual(HEIGHT);
				expect.soft(box.y, `${where}: total ${i + 1} in the first screen`).toBeGreaterThanOrEqual(0);
			}
		}
	}
});
