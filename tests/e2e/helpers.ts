// Shared steps for the end-to-end tests: a page that records CSP violations and errors, the
// common ways a person creates a match and enters a round, and matches seeded through the app's
// own backup import where typing them is not what a test is about.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { loadGames, type GameId } from '../../src/lib/engine/registry';

/** Collects CSP violations and uncaught errors seen by the page. */
export function watchProblems(page: Page): string[] {
	const problems: string[] = [];
	page.on('console', (msg) => {
		const text = msg.text();
		if (/Content Security Policy|Refused to/i.test(text)) problems.push(`csp: ${text}`);
	});
	page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
	return problems;
}

/** Starts a match of `game` (its radio's value) with these players, leaving options at their defaults. */
export async function newMatch(
	page: Page,
	game: string,
	players: string[],
	configure?: () => Promise<void>
): Promise<void> {
	await page.goto('/new');
	await page.locator(`input[name="game"][value="${game}"]`).check();
	const seats = page.locator('input[id^="seat-"]');
	while ((await seats.count()) < players.length)
		await page.getByRole('button', { name: /Add a player|Ajouter un joueur/ }).click();
	for (const [i, name] of players.entries()) await page.locator(`#seat-${i}`).fill(name);
	if (configure) await configure();
	await page.getByTestId('start-match').click();
	await expect(page).toHaveURL(/\/match\//);
}

/** Enters a free-form round and saves it. */
export async function freeformRound(page: Page, scores: (number | string)[]): Promise<void> {
	const editor = page.getByTestId('round-editor');
	for (const [i, score] of scores.entries()) await editor.locator(`#score-${i}`).fill(String(score));
	await editor.getByRole('button', { name: /Save|Enregistrer/ }).click();
}

/**
 * Waits until the match screen says round `number` is saved: its write has returned. The totals
 * show a round as soon as Save is pressed, before it is written, so a test that then makes
 * storage fail waits for this first.
 */
export async function expectSaved(page: Page, number: number): Promise<void> {
	await expect(page.getByTestId('notice')).toContainText(`Round ${number} saved.`);
}

/** The totals row as numbers. */
export async function totals(page: Page, columns: number): Promise<number[]> {
	const out: number[] = [];
	for (let i = 0; i < columns; i++)
		out.push(Number.parseInt((await page.getByTestId(`total-${i}`).innerText()).trim(), 10));
	return out;
}

/** Waits until the totals row reads `expected`. */
export async function expectTotals(page: Page, expected: number[]): Promise<void> {
	await expect.poll(() => totals(page, expected.length)).toEqual(expected);
}

/**
 * The button of a card by its spoken name ("king of spades", "8 of spades, not available",
 * "joker") on a card pack inside `scope`. Wide enough, the pack shows every card; on a phone it
 * shows one suit at a time, so the card's suit is chosen first when it is not the one shown.
 */
export async function showCard(scope: Locator, card: string): Promise<Locator> {
	const button = scope.getByRole('button', { name: card, exact: true });
	const suits = scope.getByRole('group', { name: /: (suit shown|couleur affichée)$/ });
	await button.or(suits).first().waitFor();
	const suit = / of (spades|hearts|diamonds|clubs)(,|$)/.exec(card)?.[1];
	if (suit && !(await button.isVisible()) && (await suits.count()) > 0)
		await suits.getByRole('button', { name: new RegExp(`^${suit}(,|$)`) }).click();
	return button;
}

/** Taps a card by its spoken name on a card pack inside `scope` (see `showCard`). */
export async function tapCard(scope: Locator, card: string): Promise<void> {
	await (await showCard(scope, card)).click();
}

/**
 * Keeps the next round writes from committing until `releaseRoundWrites`, as a slow disk or a
 * browser killed between the paint and the commit would: the write's transaction is kept busy.
 * A round's totals paint before its write, so the write under way is let through first, or it
 * would be the one held (Save stays disabled until it is written).
 */
export async function holdRoundWrites(page: Page): Promise<void> {
	await expect(page.getByTestId('round-editor').getByRole('button', { name: 'Save round' })).toBeEnabled();
	await page.evaluate(() => {
		const w = window as unknown as { __holdRounds: boolean };
		w.__holdRounds = true;
		for (const method of ['add', 'put'] as const) {
			const write = IDBObjectStore.prototype[method];
			IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
				const request = write.apply(this, args);
				if (this.name === 'rounds' && w.__holdRounds) {
					const spin = () => {
						if (w.__holdRounds) this.count().onsuccess = spin;
					};
					spin();
				}
				return request;
			};
		}
	});
}

/** Lets the round writes held by `holdRoundWrites` commit. */
export async function releaseRoundWrites(page: Page): Promise<void> {
	await page.evaluate(() => ((window as unknown as { __holdRounds: boolean }).__holdRounds = false));
}

/** Waits until the service worker is installed, then reloads until it controls the page. */
export async function underServiceWorker(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await page.reload();
	await expect
		.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
		.toBe(true);
}

/**
 * Opens a game's rules page and scrolls to its end, where the referee tools load once the reader
 * nears them; waits until they have mounted (a game without tools has none to wait for).
 */
export async function openRulesTools(page: Page, game: string): Promise<void> {
	await page.goto(`/rules/${game}`);
	await showRulesTools(page);
}

/**
 * On an open rules page: scrolls to its end and waits until its referee tools have mounted. The
 * sections take their real height as they come near the screen, so the end may move while the
 * page scrolls: it scrolls again until the tools are there, as a reader would.
 */
export async function showRulesTools(page: Page): Promise<void> {
	const shelf = page.getByTestId('rules-tools');
	await expect(async () => {
		await shelf.scrollIntoViewIfNeeded();
		await expect(shelf).toHaveAttribute('data-loaded', 'true', { timeout: 1000 });
	}).toPass();
}

/** A file handed to the share sheet: its name, type and bytes. */
export interface SharedFile {
	name: string;
	type: string;
	bytes: number[];
}

/**
 * Gives the page (from its next load on) a phone's share sheet that takes files and records them;
 * returns what the current page load has shared so far.
 */
export async function fakeShareSheet(page: Page): Promise<() => Promise<SharedFile[]>> {
	await page.addInitScript(() => {
		const shared: { name: string; type: string; bytes: number[] }[] = [];
		Object.assign(window, { __shared: shared });
		Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => (data.files?.length ?? 0) > 0 });
		Object.defineProperty(navigator, 'share', {
			value: async (data: ShareData) => {
				for (const file of data.files ?? [])
					shared.push({ name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] });
			}
		});
	});
	return () => page.evaluate(() => (window as unknown as { __shared: SharedFile[] }).__shared);
}

/**
 * The forms of the new-round drafts stored on this device (`round:` keys), read straight from
 * IndexedDB: a test waits on these before a reload instead of sleeping through the draft's pause.
 */
export function storedRoundDrafts(page: Page): Promise<unknown[]> {
	return page.evaluate(
		() =>
			new Promise<unknown[]>((resolve, reject) => {
				const open = indexedDB.open('tablekeeper');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const db = open.result;
					const request = db.transaction('drafts').objectStore('drafts').getAll();
					request.onsuccess = () => {
						db.close();
						const rows = request.result as { key: string; value?: { form?: unknown } }[];
						resolve(rows.filter((row) => row.key.startsWith('round:')).map((row) => row.value?.form));
					};
					request.onerror = () => reject(request.error);
				};
			})
	);
}

/** A match to seed: its game, who sat (names, in seat order), its house options, and its rounds. */
export interface SeedMatch {
	gameId: string;
	players: string[];
	/** The house options as the new-match form stores them (every option's key). */
	config: Record<string, unknown>;
	/** When the match started (milliseconds). */
	createdAt: number;
	/** Each round's input, as the game's round form stores it, and when it was saved. */
	rounds: { input: unknown; at: number }[];
	firstDealer?: number;
}

/**
 * A backup file (docs/backup-format.md, the version the app writes) holding these matches and
 * their players, one player per distinct name, with new ids as the app makes them; returns it
 * with each match's id, in order. Status and summary are left for the import to rebuild from the
 * rounds (it never trusts a file's), so the matches come in as the app would have stored them.
 */
export function backupOf(matches: SeedMatch[]): { text: string; ids: string[] } {
	const players = new Map<string, { id: string; name: string; createdAt: number; updatedAt: number }>();
	for (const m of matches)
		for (const name of m.players)
			if (!players.has(name))
				players.set(name, { id: randomUUID(), name, createdAt: m.createdAt, updatedAt: m.createdAt * 1024 });
	const rounds: unknown[] = [];
	const records = matches.map((m) => {
		const id = randomUUID();
		const seats = m.players.map((name) => ({ playerId: players.get(name)!.id }));
		for (const [i, r] of m.rounds.entries())
			rounds.push({
				id: randomUUID(),
				matchId: id,
				order: i + 1,
				input: r.input,
				createdAt: r.at,
				updatedAt: r.at * 1024
			});
		const last = m.rounds.at(-1)?.at ?? m.createdAt;
		return {
			id,
			gameId: m.gameId,
			status: 'active',
			createdAt: m.createdAt,
			updatedAt: last * 1024,
			seats,
			playerIds: [...new Set(seats.map((s) => s.playerId))],
			config: m.config,
			firstDealer: m.firstDealer ?? 0
		};
	});
	const exportedAt = Math.max(...matches.map((m) => m.rounds.at(-1)?.at ?? m.createdAt));
	const file = {
		format: 'tablekeeper-backup',
		version: 5,
		exportedAt,
		players: [...players.values()],
		matches: records,
		rounds,
		deleted: [],
		nights: []
	};
	return { text: JSON.stringify(file), ids: records.map((m) => m.id) };
}

/**
 * Imports a backup file through Settings (in English), as a person does (choose the file, read the preview,
 * Import), and waits until the import has finished. Opens Settings by a page load when the page
 * is not on the app yet, else through the app's navigation.
 */
export async function importBackup(page: Page, text: string): Promise<void> {
	if (!page.url().startsWith('http')) await page.goto('/settings');
	else if (!page.url().endsWith('/settings'))
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
	await page
		.getByLabel('Import a backup file')
		.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
	await expect(page.getByTestId('backup-preview')).toBeVisible();
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByTestId('backup-done')).toHaveText('Import finished.');
}

/**
 * Brings `match` in through the app's import (see `backupOf`, `importBackup`) and opens it from
 * home, as a person would; waits until its last round shows. Returns the match's id.
 */
export async function openSeededMatch(page: Page, match: SeedMatch): Promise<string> {
	const {
		text,
		ids: [id]
	} = backupOf([match]);
	await importBackup(page, text);
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
	await page.locator(`[data-testid="match-card"][href="/match/${id}"]`).click();
	await expect(page).toHaveURL(new RegExp(`/match/${id}$`));
	if (match.rounds.length > 0) await expect(page.getByTestId(`round-${match.rounds.length}`)).toBeVisible();
	return id!;
}

/** A match to bring in with `seedMatches`: its game, who sits (names in seat order), and a free-form round's scores. */
export type DefaultMatch = [game: GameId, names: string[], scores?: number[]];

/**
 * Brings in these matches through Settings' import, as the new-match form stores them with every
 * option at its default (the game's own `defaultConfig`), a free-form match with one round of the
 * scores given; returns each one's address, in order. For specs whose subject is not the typing
 * of a setup (the entry flows type theirs).
 */
export async function seedMatches(page: Page, matches: DefaultMatch[]): Promise<string[]> {
	const at = Date.UTC(2026, 10, 27, 19);
	const games = await loadGames(matches.map(([game]) => game));
	const { text, ids } = backupOf(
		matches.map(([game, players, scores]) => ({
			gameId: game,
			players,
			config: games.get(game)!.defaultConfig(players.length) as Record<string, unknown>,
			createdAt: at,
			rounds: scores ? [{ input: { scores }, at: at + 60_000 }] : []
		}))
	);
	await importBackup(page, text);
	return ids.map((id) => new URL(`/match/${id}`, page.url()).href);
}

/** Lighthouse's DevTools slow 4G, the network the bench's first visits use (Chromium then says 3g). */
export const SLOW_4G = {
	offline: false,
	latency: 562.5,
	downloadThroughput: (1.6 * 1024 * 1024) / 8,
	uploadThroughput: (750 * 1024) / 8
};
