// A whole Coinche match to 2000 played through the UI like a person — made
// and failed contracts, a coinche and a surcoinche, an unbid capot, a capot bid made and failed, a
// passed deal, belote, a pile counted on the card grid — with bad input shown beside its field, a
// deal edited in the middle, every total checked, the winner banner, the trick referee on the
// match screen and under Rules; no CSP violation, no page error. Then, in English and in French,
// a match with the house options "points made" and announcements (set with one preset) played to
// its end: announcements tapped, a clash shown beside its field, the announcement referee, the
// reason per deal, and the preset offered first next time.
import { axeScan } from './axe';
import { expect, test, type Page } from './fixtures';
import { editor, enterDeal, keypad, save, choose, type CoincheDeal as Deal } from './coinche-deal';
import { expectTotals, newMatch, watchProblems, openRulesTools } from './helpers';

/** Enters a deal, checks the live preview, saves it and checks the totals. */
async function playDeal(page: Page, deal: Deal, preview: string, totals: number[]): Promise<void> {
	await enterDeal(page, deal);
	await expect(page.getByTestId('coinche-preview')).toContainText(preview);
	await save(page);
	await expectTotals(page, totals);
}

/** The explanation of a saved deal, opened from its row. */
async function explanation(page: Page, number: number) {
	await page.getByRole('button', { name: `R${number}`, exact: true }).click();
	return page.getByTestId(`round-${number}`).locator('xpath=following-sibling::tr[1]');
}

test('Coinche: a whole match to 2000 through the UI, bad input, a pile, an edit, the referee, the winner', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
		await page.locator('#team-0').fill('Us');
		await page.locator('#team-1').fill('Them');
	});
	await expect(page.locator('main h1 + p')).toHaveText('Ana, Ben, Chloé, Dan · Playing to 2000');
	// Ana deals first; anticlockwise, the player on her right (Dan) bids first and leads.
	const turn = page.getByTestId('turn-facts');
	await expect(turn).toContainText('Ana deals');
	await expect(turn).toContainText('Dan bids first');
	await expect(turn).toContainText('Dan leads');

	// Deal 1, with bad input first: 170 card points. The message is beside the field, nothing is saved, nothing lost.
	await enterDeal(page, { taker: 'Ana', bid: 110, trump: 'hearts' });
	await expect(editor(page).locator('#coinche-taker-team')).toHaveText('Takers: Us');
	await expect(page.getByTestId('coinche-preview')).toContainText('Still to enter: the card points.');
	await editor(page).locator('#coinche-points').fill('170');
	await save(page);
	await expect(editor(page).locator('#coinche-points-error')).toHaveText(/Enter a number from 0 to 162/);
	await expect(page.getByTestId('round-1')).toHaveCount(0);
	await expect(editor(page).locator('#coinche-points')).toHaveValue('170');
	await expect(editor(page).getByRole('radio', { name: 'Ana', exact: true })).toBeChecked();
	await editor(page).getByRole('button', { name: 'Clear', exact: true }).click();
	await keypad(page, 113);
	await expect(page.getByTestId('coinche-defence')).toHaveText('Them (defence): 49');
	await expect(page.getByTestId('coinche-preview')).toContainText('Us: +220 → 220');
	await save(page);
	await expectTotals(page, [220, 50]);
	await expect(await explanation(page, 1)).toContainText('Contract made: 113 with 110 needed.');
	await expect(turn).toContainText('Dan deals');

	// Deal 2: 80 by Ben, 81 without belote: failed, 240 to the defenders.
	await playDeal(page, { taker: 'Ben', bid: 80, trump: 'spades', points: 81 }, 'Us: +240 → 460', [460, 50]);
	// Deal 3: the same with the takers' belote: made, 180 / 80.
	await playDeal(
		page,
		{ taker: 'Ben', bid: 80, trump: 'spades', belote: 'Them', points: 81 },
		'Them: +180 → 230',
		[540, 230]
	);

	// Deal 4: 120 diamonds by Chloé, coinched, with Us' belote; the points come from the defenders' pile.
	await enterDeal(page, { taker: 'Chloé', bid: 120, trump: 'diamonds', coinche: true, belote: 'Us' });
	const pile = page.getByTestId('coinche-pile');
	await pile.getByText('Count a pile').click();
	await pile.getByRole('radio', { name: 'Them', exact: true }).check();
	const grid = pile.getByRole('group', { name: 'Cards in the pile of Them' });
	for (const card of [
		'jack of diamonds',
		'9 of diamonds',
		'ace of diamonds',
		'10 of diamonds',
		'king of spades',
		'queen of spades',
		'jack of spades',
		'queen of hearts'
	])
		await grid.getByRole('button', { name: card, exact: true }).click();
	await expect(page.getByTestId('coinche-pile-result')).toContainText('8 cards: Them 67, Us 95');
	await pile.getByRole('button', { name: 'Use these points' }).click();
	await expect(editor(page).locator('#coinche-points')).toHaveValue('95');
	await expect(page.getByTestId('coinche-preview')).toContainText('Them: +400 → 630');
	await save(page);
	await expectTotals(page, [560, 630]);
	const why4 = await explanation(page, 4);
	await expect(why4).toContainText('Coinched: the bid counts 2 times, 240.');
	await expect(why4).toContainText('Points for Us: 95 + belote 20 = 115.');
	await expect(why4).toContainText('Belote-rebelote: 20 to Us.');

	// Deal 5: all passed, one tap; no score, the deal moves on.
	await expect(turn).toContainText('Ana deals');
	await editor(page).getByTestId('coinche-all-passed').click();
	await expect(page.getByTestId('round-5')).toContainText('All four passed: no score.');
	await expect(page.getByTestId('round-5').getByRole('cell', { name: '0', exact: true })).toHaveCount(0);
	await expectTotals(page, [560, 630]);
	await expect(turn).toContainText('Dan deals');

	// The trick referee on the match screen: Dan trumps Ana's ace of spades.
	await page.getByText('Trick referee', { exact: true }).click();
	const referee = page.getByTestId('coinche-trick-referee');
	await referee.getByRole('group', { name: 'Trump' }).getByRole('radio', { name: 'hearts' }).check();
	await referee.getByRole('group', { name: 'Who led?' }).getByRole('radio', { name: 'Ana' }).check();
	const trick = referee.getByRole('group', { name: 'Cards of the trick, in play order' });
	for (const card of ['ace of spades', '7 of hearts', '10 of spades', 'king of spades'])
		await trick.getByRole('button', { name: card, exact: true }).click();
	await expect(referee.getByTestId('coinche-trick-winner')).toHaveText(
		'Dan wins the trick with the 7 of hearts: 25 points.'
	);
	await expect(referee.getByTestId('coinche-trick-play-1')).toContainText('Had to: follow spades');
	await expect(referee.getByTestId('coinche-trick-play-1')).toContainText('Legal only if Dan had no spades.');
	await expect(referee.getByTestId('coinche-trick-play-3')).toContainText('Done');

	// Deal 6: 100 clubs by Dan, every trick without a capot bid, with Them's belote: 370.
	await playDeal(
		page,
		{ taker: 'Dan', bid: 100, trump: 'clubs', belote: 'Them', allTricks: true },
		'Them: +370 → 1000',
		[560, 1000]
	);
	// Deal 7: capot bid by Ana, made, with Us' belote: 520.
	await playDeal(
		page,
		{ taker: 'Ana', bid: 'Capot', trump: 'spades', belote: 'Us', allTricks: true },
		'Us: +520 → 1080',
		[1080, 1000]
	);

	// Edit deal 2 in the middle: Ben made 90, not 81: made, 170 / 70. Every later total follows.
	await page.getByRole('button', { name: 'Edit round 2' }).click();
	await expect(editor(page).locator('#coinche-points')).toHaveValue('81');
	await editor(page).locator('#coinche-points').fill('90');
	await expect(page.getByTestId('coinche-preview')).toContainText('Them: +170');
	await save(page, 'Save changes');
	await expectTotals(page, [910, 1170]);
	await expect(page.getByTestId('round-2').locator('td').nth(0)).toHaveText('70');
	await expect(page.getByTestId('round-2').locator('td').nth(1)).toHaveText('170');

	// Deal 8: capot bid by Ben, failed, Us' belote: 520 to Us. A coinche marked before the capot bid is
	// refused beside its field and kept (nothing lost); a missed capot needs no card points.
	await enterDeal(page, { taker: 'Ben', bid: 110, trump: 'hearts', coinche: true, belote: 'Us' });
	await choose(page, 'Bid', 'Capot');
	const coincheToggle = editor(page).getByTestId('coinche-coinche');
	await expect(coincheToggle).toHaveAttribute('aria-pressed', 'true');
	await save(page);
	await expect(editor(page).locator('#coinche-coinche-error')).toHaveText(
		/A capot bid cannot be coinched or surcoinched/
	);
	await expect(page.getByTestId('round-8')).toHaveCount(0);
	await expect(
		editor(page).getByRole('group', { name: 'Belote-rebelote' }).getByRole('radio', { name: 'Us', exact: true })
	).toBeChecked();
	await coincheToggle.click();
	await choose(page, 'Capot', 'Missed');
	await expect(page.getByTestId('coinche-preview')).toContainText('Us: +520 → 1430');
	await save(page);
	await expectTotals(page, [1430, 1170]);
	// Deal 9: 90 hearts by Chloé, coinched and surcoinched, 100: 100 + 4 × 90.
	await playDeal(
		page,
		{ taker: 'Chloé', bid: 90, trump: 'hearts', coinche: true, surcoinche: true, points: 100 },
		'Us: +460 → 1890',
		[1890, 1230]
	);
	await expect(await explanation(page, 9)).toContainText('Surcoinched: the bid counts 4 times, 360.');
	// Deal 10: 130 spades by Dan, 140: made.
	await playDeal(page, { taker: 'Dan', bid: 130, trump: 'spades', points: 140 }, 'Them: +270 → 1500', [1910, 1500]);
	// Deal 11: 100 hearts by Ana, 130: Us pass 2000 and win.
	await playDeal(page, { taker: 'Ana', bid: 100, trump: 'hearts', points: 130 }, 'Us: +230 → 2140', [2140, 1530]);
	const banner = page.getByTestId('winner-banner');
	await expect(banner).toContainText('Us win!');
	await expect(banner).toContainText('A team reached the target.');
	await expect(page.getByTestId('round-editor')).toHaveCount(0);

	expect(problems).toEqual([]);
});

test('Coinche: the trick referee stands alone under Rules', async ({ page }) => {
	const problems = watchProblems(page);
	await openRulesTools(page, 'coinche');
	const referee = page.getByTestId('coinche-trick-referee');
	await referee.getByRole('group', { name: 'Trump' }).getByRole('radio', { name: 'spades' }).check();
	await referee.getByRole('group', { name: 'Who led?' }).getByRole('radio', { name: 'Player 1' }).check();
	const trick = referee.getByRole('group', { name: 'Cards of the trick, in play order' });
	await trick.getByRole('button', { name: 'jack of spades', exact: true }).click();
	await expect(referee).toContainText('Next: Player 4');
	// Trumps led: Player 4 must follow and beat the jack; playing the 7 of spades is legal only without a higher trump.
	await trick.getByRole('button', { name: '7 of spades', exact: true }).click();
	await expect(referee.getByTestId('coinche-trick-winner')).toHaveText(
		'So far Player 1 is winning with the jack of spades (20 points).'
	);
	await expect(referee.getByTestId('coinche-trick-play-1')).toContainText(
		'Had to: follow spades above the jack of spades'
	);
	expect(problems).toEqual([]);
});

/** What a person reads on the screen, in each language, for the house-options match. */
const WORDS = {
	en: {
		us: 'Us',
		them: 'Them',
		round: 'R',
		taker: 'Who took?',
		bid: 'Bid',
		trump: 'Trump',
		hearts: 'hearts',
		spades: 'spades',
		diamonds: 'diamonds',
		clubs: 'clubs',
		keypad: "Keypad for the takers' card points",
		belote: 'Belote-rebelote',
		add: (team: string) => `Add an announcement for ${team}`,
		tierce: 'Tierce (3 in a row, 20)',
		fifty: 'Four in a row (50)',
		carre: 'Four of a kind',
		suit: 'Suit',
		top: 'Top card',
		rank: 'Four of which rank?',
		jacks: 'Jacks (200)',
		king: 'K',
		ten: '10',
		remove: 'Remove',
		cancel: 'Cancel',
		save: 'Save round',
		clash: 'Each four of a kind exists once: this one is announced twice.',
		scale: 'Points made: the contract decides who scores',
		takersAnnounced: 'Announcements of Us added (20): 92.',
		coinched: 'Coinched deal won by Us: 160 × 2 = 320 (points made).',
		referee: 'Announcement referee',
		refereeVerdict: 'Equal sequences to the same card: the sequence in trumps decides for Us, K♥ over K♠.',
		winner: 'Us win!',
		last: 'Last time: Points made with announcements',
		houseScale: 'Points made (the contract decides who scores, not how much)'
	},
	fr: {
		us: 'Nous',
		them: 'Eux',
		round: 'M',
		taker: 'Qui a pris\u202f?',
		bid: 'Enchère',
		trump: 'Atout',
		hearts: 'cœur',
		spades: 'pique',
		diamonds: 'carreau',
		clubs: 'trèfle',
		keypad: 'Pavé pour les points de cartes des preneurs',
		belote: 'Belote-rebelote',
		add: (team: string) => `Ajouter une annonce pour ${team}`,
		tierce: 'Tierce (3 à la suite, 20)',
		fifty: 'Cinquante (4 à la suite, 50)',
		carre: 'Carré',
		suit: 'Couleur',
		top: 'Carte la plus haute',
		rank: 'Carré de quel rang\u202f?',
		jacks: 'Valets (200)',
		king: 'R',
		ten: '10',
		remove: 'Retirer',
		cancel: 'Annuler',
		save: 'Enregistrer la manche',
		clash: 'Chaque carré n\u2019existe qu\u2019une fois\u202f: celui-ci est annoncé deux fois.'.replace(/\u2019/g, "'"),
		scale: 'Aux points faits\u202f: le contrat décide qui marque',
		takersAnnounced: 'Annonces de l\u2019équipe Nous ajoutées (20)\u202f: 92.'.replace(/\u2019/g, "'"),
		coinched: 'Donne coinchée gagnée par Nous\u202f: 160 × 2 = 320 (points faits).',
		referee: 'Arbitre des annonces',
		refereeVerdict:
			'Suites égales à la même carte\u202f: la suite à l\u2019atout donne l\u2019avantage à l\u2019équipe Nous, R♥ contre R♠.'.replace(
				/\u2019/g,
				"'"
			),
		winner: 'Nous gagnent',
		last: 'La dernière fois\u202f: Aux points faits avec annonces',
		houseScale: 'Aux points faits (le contrat décide qui marque, pas combien)'
	}
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];
type SuitWord = 'hearts' | 'spades' | 'diamonds' | 'clubs';

/** Taps one announcement for a team: a sequence (kind, suit, top card) or four of a kind (rank). */
async function announce(
	scope: ReturnType<Page['getByTestId']>,
	w: Words,
	team: string,
	what: { kind: 'tierce' | 'fifty'; suit: SuitWord; top: string } | { kind: 'carre'; rank: string }
): Promise<void> {
	const radio = (group: string, name: string) =>
		scope.getByRole('group', { name: group, exact: true }).getByRole('radio', { name, exact: true });
	await radio(w.add(team), w[what.kind]).check();
	// The last tap adds the announcement and the picker starts again, so it is a click, not a check.
	if (what.kind === 'carre') return radio(w.rank, what.rank).click();
	await radio(w.suit, w[what.suit]).check();
	const symbol = { hearts: '♥', spades: '♠', diamonds: '♦', clubs: '♣' }[what.suit];
	await radio(w.top, `${what.top}${symbol}`).click();
}

// The same match in each language, each at one screen size (the tag; playwright.config.ts): English
// at a desktop size, French (the longer words) on the phone. The scores depend on neither.
for (const [lang, size] of [
	['en', '@desktop-only'],
	['fr', '@phone-only']
] as const) {
	test(`Coinche house options (${lang}): points made with announcements, played to the end ${size}`, async ({
		page
	}) => {
		const w = WORDS[lang];
		const problems = watchProblems(page);
		await page.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), lang);
		await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
			await page.locator('#team-0').fill(w.us);
			await page.locator('#team-1').fill(w.them);
			await page.getByTestId('coinche-preset-pointsMadeAnnouncements').click();
			await expect(page.locator('#opt-scale')).toHaveValue('pointsMade');
			await expect(page.locator('#opt-announcements')).toBeChecked();
			await expect(page.getByTestId('coinche-preset-pointsMadeAnnouncements')).toHaveAttribute('aria-pressed', 'true');
			await page.locator('#opt-target').fill('500');
			await page.locator('#opt-target').blur();
		});
		await page.getByTestId('house-rules').locator('summary').click();
		await expect(page.getByTestId('house-rules')).toContainText(w.houseScale);

		const ed = editor(page);
		const radio = (group: string, name: string) =>
			ed.getByRole('group', { name: group, exact: true }).getByRole('radio', { name, exact: true }).check();
		const keypad = async (points: number) => {
			const pad = ed.getByRole('group', { name: w.keypad });
			for (const digit of String(points)) await pad.getByRole('button', { name: digit, exact: true }).click();
		};
		const us = ed.getByTestId('coinche-announce-0');
		const them = ed.getByTestId('coinche-announce-1');

		// Deal 1: Ana 90 hearts with a tierce to the king: 72 + 20 = 92 makes it; Us 70 + 20, Them 90.
		await radio(w.taker, 'Ana');
		await radio(w.bid, '90');
		await radio(w.trump, w.hearts);
		await announce(us, w, w.us, { kind: 'tierce', suit: 'hearts', top: w.king });
		await keypad(72);
		await expect(page.getByTestId('coinche-preview')).toContainText(w.takersAnnounced);
		await ed.getByRole('button', { name: w.save }).click();
		await expectTotals(page, [90, 90]);
		await page.getByRole('button', { name: `${w.round}1`, exact: true }).click();
		await expect(page.getByTestId('round-1').locator('xpath=following-sibling::tr[1]')).toContainText(w.scale);

		// Deal 2: both teams tap four jacks: refused beside Them's announcements, nothing lost.
		await radio(w.taker, 'Ben');
		await radio(w.bid, '100');
		await radio(w.trump, w.spades);
		await announce(us, w, w.us, { kind: 'carre', rank: w.jacks });
		await announce(them, w, w.them, { kind: 'carre', rank: w.jacks });
		await keypad(110);
		await ed.getByRole('button', { name: w.save }).click();
		await expect(page.locator('#coinche-announce-1-error')).toHaveText(w.clash);
		await expectTotals(page, [90, 90]);
		await them.getByRole('button', { name: new RegExp(`^${w.remove}`) }).click();
		await announce(them, w, w.them, { kind: 'fifty', suit: 'diamonds', top: w.ten });
		// Us hold the best (four jacks, 200) as defenders: Them 110 made; Us round(52) = 50 + 200.
		await ed.getByRole('button', { name: w.save }).click();
		await expectTotals(page, [340, 200]);

		// The announcement referee on the match screen: equal tierces to the king, the trump one wins.
		await page.getByText(w.referee, { exact: true }).click();
		const referee = page.getByTestId('coinche-announcement-referee');
		await referee
			.getByRole('group', { name: w.trump, exact: true })
			.getByRole('radio', { name: w.hearts, exact: true })
			.check();
		await announce(referee.getByTestId('coinche-announce-ref-0'), w, w.us, {
			kind: 'tierce',
			suit: 'hearts',
			top: w.king
		});
		await announce(referee.getByTestId('coinche-announce-ref-1'), w, w.them, {
			kind: 'tierce',
			suit: 'spades',
			top: w.king
		});
		await expect(referee.getByTestId('coinche-announce-verdict')).toContainText(w.refereeVerdict);
		// The announcement entry (a picker open) and the referee pass axe.
		await us
			.getByRole('group', { name: w.add(w.us), exact: true })
			.getByRole('radio', { name: w.fifty })
			.check();
		const axe = await axeScan(page).analyze();
		expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
		await ed.getByRole('button', { name: w.cancel, exact: true }).click();

		// Deal 3: Chloé 120 clubs, coinched, with belote, 130: the whole deal, 160 × 2 + 20 = 340; Us pass 500.
		await radio(w.taker, 'Chloé');
		await radio(w.bid, '120');
		await radio(w.trump, w.clubs);
		await ed.getByTestId('coinche-coinche').click();
		await radio(w.belote, w.us);
		await keypad(130);
		await expect(page.getByTestId('coinche-preview')).toContainText(w.coinched);
		await ed.getByRole('button', { name: w.save }).click();
		await expectTotals(page, [680, 200]);
		await expect(page.getByTestId('winner-banner')).toContainText(w.winner);

		// Next time, the table's last choice is offered first.
		await page.goto('/new');
		await page.locator('input[name="game"][value="coinche"]').check();
		await expect(page.getByTestId('coinche-presets').getByRole('button').first()).toHaveText(w.last);
		expect(problems).toEqual([]);
	});
}

test('Coinche: the further house options through the new-match form and in the deals’ explanations', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
		await page.locator('#team-0').fill('Us');
		await page.locator('#team-1').fill('Them');
		for (const key of [
			'noTrump',
			'beloteToWinner',
			'capot252',
			'coincheMultipliesPoints',
			'noTrumpDoubled',
			'defendersCapot',
			'bidsByOne'
		])
			await page.locator(`#opt-${key}`).check();
	});
	await page.getByTestId('house-rules').locator('summary').click();
	for (const label of [
		"Belote goes to the deal's winner on a failure, a coinche or a capot",
		'Capot worth 252 (162 + 90) instead of 250',
		'A made coinche scores (card points + bid) × coinche',
		'No-trump bids count double',
		'The defenders score the capot when they win every trick',
		'Bids by one (82, 91 …), not only tens'
	])
		await expect(page.getByTestId('house-rules')).toContainText(label);

	// Us fail 100 hearts with their belote: the belote goes to Them, 160 + 100 + 20.
	await playDeal(page, { taker: 'Ana', bid: 100, trump: 'hearts', belote: 'Us', points: 62 }, 'Them', [0, 280]);
	await expect(await explanation(page, 1)).toContainText(
		'Belote-rebelote of Us goes to the team that won the deal, Them (house rule): 20.'
	);

	// Them make 90 no-trump with 100: the bid counts 180; Us keep round(62) = 60.
	await choose(page, 'Who took?', 'Ben');
	await choose(page, 'Bid', '90');
	await choose(page, 'Trump', 'no trump');
	await keypad(page, 100);
	await save(page);
	await expectTotals(page, [60, 560]);
	await expect(await explanation(page, 2)).toContainText('No-trump bid counted double (house rule): 90 scores as 180.');

	// Us make 100 spades coinched with 110: (110 + 100) × 2 = 420; Them keep 50.
	await playDeal(page, { taker: 'Chloé', bid: 100, trump: 'spades', coinche: true, points: 110 }, 'Us', [480, 610]);
	await expect(await explanation(page, 3)).toContainText('(110 + 100) × 2 = 420');

	// Them take every trick on 120 hearts: 252 + 120.
	await playDeal(page, { taker: 'Dan', bid: 120, trump: 'hearts', allTricks: true }, 'Them', [480, 982]);
	await expect(await explanation(page, 4)).toContainText('252 (162 + 90, house rule)');

	// Us fail 100 clubs without a trick: the defenders' capot, 252 + 100 to Them.
	await choose(page, 'Who took?', 'Ana');
	await choose(page, 'Bid', '100');
	await choose(page, 'Trump', 'clubs');
	await editor(page).getByTestId('coinche-defenders-all-tricks').click();
	await expect(editor(page).locator('#coinche-points')).toHaveValue('0');
	await save(page);
	await expectTotals(page, [480, 1334]);
	await expect(await explanation(page, 5)).toContainText(
		"Every trick of the failed contract to Them: the defenders' capot (house rule)."
	);

	// Them bid 91 by one (90, then +1) in spades and make it with 100: 100 + 91 = 191; Us round(62) = 60.
	await choose(page, 'Who took?', 'Ben');
	await choose(page, 'Bid', '90');
	await editor(page).getByTestId('coinche-bid-up').click();
	await expect(editor(page).getByTestId('coinche-bid-value')).toHaveText('91');
	await choose(page, 'Trump', 'spades');
	await keypad(page, 100);
	await save(page);
	await expectTotals(page, [540, 1525]);
	await expect(await explanation(page, 6)).toContainText('91');
	expect(problems).toEqual([]);
});

test('Coinche: surcoinche triples, announcements apart and hundreds by length through the new-match form and the deals', async ({
	page
}) => {
	const problems = watchProblems(page);
	await newMatch(page, 'coinche', ['Ana', 'Ben', 'Chloé', 'Dan'], async () => {
		await page.locator('#team-0').fill('Us');
		await page.locator('#team-1').fill('Them');
		for (const key of ['announcements', 'surcoincheTriples', 'announcementsApart', 'hundredsByLength'])
			await page.locator(`#opt-${key}`).check();
	});
	await page.getByTestId('house-rules').locator('summary').click();
	for (const label of [
		'Surcoinche triples (× 3 instead of × 4)',
		"Announcements do not count toward the contract (added to the team's score only)",
		'Between two hundreds, the longer sequence wins (six over five)'
	])
		await expect(page.getByTestId('house-rules')).toContainText(label);

	// Us make 100 hearts surcoinched with 110: 110 + 3 × 100 = 410; Them keep round(52) = 50.
	await expect(editor(page).getByTestId('coinche-surcoinche')).toContainText('Surcoinched ×3');
	await playDeal(
		page,
		{ taker: 'Ana', bid: 100, trump: 'hearts', coinche: true, surcoinche: true, points: 110 },
		'Us',
		[410, 50]
	);
	await expect(await explanation(page, 1)).toContainText(
		'Surcoinche triples (house rule): the deal counts × 3, not × 4.'
	);

	// Them take 100 spades with 85 and a tierce to the K♥: 85 < 100 fails (the tierce does not count),
	// Us 160 + 100 = 260, Them keep their 20.
	await enterDeal(page, { taker: 'Ben', bid: 100, trump: 'spades' });
	await announce(editor(page).getByTestId('coinche-announce-1'), WORDS.en, 'Them', {
		kind: 'tierce',
		suit: 'hearts',
		top: 'K'
	});
	await keypad(page, 85);
	await save(page);
	await expectTotals(page, [670, 70]);
	await expect(await explanation(page, 2)).toContainText(
		'Announcements apart from the contract (house rule): those of Them did not count toward it and stay with Them.'
	);
	expect(problems).toEqual([]);
});
