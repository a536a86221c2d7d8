// The round form a player uses every deal starts within the first screen of a 360 x 740 phone with
// touch, for a match in progress of every game, with every player's or team's total in view above
// it, in English and in French: opening the match needs no scroll to start the next deal.
import { expect, test, type Page } from './fixtures';
import { backupOf, importBackup, type SeedMatch } from './helpers';

const HEIGHT = 740;
test.use({ viewport: { width: 360, height: HEIGHT }, isMobile: true, hasTouch: true });

const editor = (page: Page) => page.getByTestId('round-editor');

const AT = Date.UTC(2026, 10, 27, 19);
const abc = ['Ana', 'Ben', 'Chloé'];
/** A match of `gameId` with one round, as the app stores it once that round is entered through its form. */
const played = (gameId: string, players: string[], config: Record<string, unknown>, input: unknown): SeedMatch => ({
	gameId,
	players,
	config,
	createdAt: AT,
	rounds: [{ input, at: AT + 60_000 }]
});

/**
 * A match in progress of each game, one round played, and its number of totals: each round and
 * house options exactly as the app exported them after the round was entered through its form
 * (typing them is the entry flows' subject, not this test's), brought in by the app's import.
 */
const GAMES: Record<string, { columns: number; match: SeedMatch }> = {
	coinche: {
		columns: 2,
		match: played(
			'coinche',
			['Ana', 'Ben', 'Chloé', 'Dan'],
			{
				target: 2000,
				direction: 'anticlockwise',
				beloteCounts: true,
				capotBonus: true,
				doubledFailure: false,
				noTrump: false,
				allTrump: false,
				scale: 'bidAdded',
				exactPoints: false,
				wholeDeal: false,
				announcements: false,
				beloteToWinner: false,
				capot252: false,
				coincheMultipliesPoints: false,
				noTrumpDoubled: false,
				defendersCapot: false,
				bidsByOne: false,
				surcoincheTriples: false,
				announcementsApart: false,
				hundredsByLength: false
			},
			{ kind: 'passed' }
		)
	},
	cooncan: {
		columns: 3,
		match: played(
			'cooncan',
			abc,
			{
				joker: false,
				aceValue: '11',
				stock: 'covered',
				packRunOut: 'void',
				twoPlayerScore: 'games',
				end: 'open',
				endAt: null
			},
			{ kind: 'out', winner: 0, hands: [null, { count: 12 }, { count: 20 }] }
		)
	},
	cozen: {
		columns: 2,
		match: played(
			'cozen',
			['Ana', 'Ben'],
			{ teams: false, turnOrder: [0, 1] },
			{
				mode: 'jails',
				faceUp: [
					{ owner: 0, card: '6' },
					{ owner: 1, card: 'A' }
				],
				redJail: [{ owner: 1, cards: [] }],
				blackJail: [{ owner: 0, cards: [] }]
			}
		)
	},
	coosner: {
		columns: 3,
		match: played(
			'coosner',
			abc,
			{ endScore: 100, bonus: '5', aceRule: 'best', handSize: 18 },
			{
				players: [
					{ advisors: [{ card: '8S' }, { card: '4H' }, { card: 'KD' }], puppies: { counts: { S: 3 } } },
					{ advisors: [{ card: '2C' }, { card: '6H' }, { card: '9D' }], puppies: { counts: {} } },
					{ advisors: [{ card: '5S' }, { card: '7S' }, { card: 'QH' }], puppies: { counts: {} } }
				]
			}
		)
	},
	koosekort: {
		columns: 3,
		match: played(
			'koosekort',
			abc,
			{ strictWilds: false, tieSpares: false, tieBreak: 'shared' },
			{
				wentOut: 0,
				boards: [
					[1, 2, 3],
					[5, 5, 6],
					[0, 0, 4]
				].map((left) => ({
					columns: [left, 'cleared', 'cleared', 'cleared', 'cleared'],
					swap: false,
					rearrange: false,
					krush: false
				}))
			}
		)
	},
	freeform: {
		columns: 6,
		match: played(
			'freeform',
			['Ana', 'Ben', 'Chloé', 'Dan', 'Emma', 'Farid'],
			{ winner: 'high', target: null, rounds: null },
			{ scores: [12, 7, 3, 0, 25, 9] }
		)
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
	const { text, ids } = backupOf(Object.values(GAMES).map((g) => g.match));
	await importBackup(page, text);
	const matches = Object.entries(GAMES).map(([game, { columns }], i): [string, number, string] => [
		game,
		columns,
		`/match/${ids[i]}`
	]);
	for (const locale of ['en', 'fr'] as const) {
		await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
		for (const [game, columns, url] of matches) {
			const where = `${game} (${locale})`;
			await page.goto(url);
			await expect(editor(page)).toBeVisible();
			await expect(page.getByTestId('round-1'), `${where}: its round`).toHaveCount(1);
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
