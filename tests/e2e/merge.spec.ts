// Merges and hostile files through Settings → Backup on a phone-sized screen: the preview says,
// match by match, exactly what an import does; no import deletes or moves a round, trusts a
// file's trash time or summary, or accepts a setup the game refuses; names the app accepts
// round-trip, and so does a club night; two phones that both added a round 3 keep both.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './fixtures';
import { expectTotals, freeformRound, newMatch, watchProblems } from './helpers';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

interface Round {
	id: string;
	matchId: string;
	order: number;
	input: unknown;
	createdAt: number;
	updatedAt: number;
}
interface Match {
	id: string;
	updatedAt: number;
	createdAt: number;
	deletedAt?: number;
	config: unknown;
	[key: string]: unknown;
}
interface Backup {
	players: { id: string; name: string; updatedAt: number }[];
	matches: Match[];
	rounds: Round[];
	[key: string]: unknown;
}

/**
 * Opens Settings through the app's navigation, as a person would: it waits for a round write
 * still in flight, where a full page load would abort it (the round then comes back on the
 * match's next visit, which these tests do not make before exporting).
 */
async function openSettings(page: Page): Promise<void> {
	if (page.url().endsWith('/settings')) return;
	if (!page.url().startsWith('http')) {
		await page.goto('/settings');
		return;
	}
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
	await expect(page).toHaveURL(/\/settings$/);
}

async function exportBackup(page: Page): Promise<Backup> {
	await openSettings(page);
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-export').click()]);
	return JSON.parse(readFileSync(await download.path(), 'utf8')) as Backup;
}

async function chooseFile(page: Page, body: unknown): Promise<void> {
	await openSettings(page);
	await page.getByLabel('Import a backup file').setInputFiles({
		name: 'backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body))
	});
}

async function confirmImport(page: Page): Promise<void> {
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByTestId('backup-done')).toHaveText('Import finished.');
}

/** A free-form match of Ana and Ben with these rounds; returns its path. */
async function playedMatch(page: Page, rounds: [number, number][], names = ['Ana', 'Ben']): Promise<string> {
	await newMatch(page, 'freeform', names);
	let totals: [number, number] = [0, 0];
	for (const r of rounds) {
		await freeformRound(page, r);
		totals = [totals[0] + r[0], totals[1] + r[1]];
		await expectTotals(page, totals);
	}
	await expect(page.getByTestId(`round-${rounds.length}`)).toBeVisible();
	return new URL(page.url()).pathname;
}

async function phone(browser: Browser): Promise<Page> {
	const context = await browser.newContext({ viewport: PHONE });
	return context.newPage();
}

test('a file with fewer rounds and a newer match removes nothing, and its preview says so', async ({ page }) => {
	const problems = watchProblems(page);
	const path = await playedMatch(page, [
		[10, 5],
		[20, 5],
		[30, 5]
	]);
	const file = await exportBackup(page);
	const round2 = file.rounds.find((r) => r.order === 2)!;
	const fewer = {
		...file,
		matches: [{ ...file.matches[0]!, updatedAt: file.matches[0]!.updatedAt + 60_000 }],
		rounds: file.rounds.filter((r) => r !== round2)
	};
	await chooseFile(page, fewer);
	const preview = page.getByTestId('backup-preview');
	await expect(preview).toContainText('Rounds: add 0, replace 0');
	await expect(preview).toContainText('leave 2 as they are');
	await expect(preview).toContainText('rounds the file does not have are kept');
	await expect(page.getByTestId('backup-change')).toHaveCount(0);
	await confirmImport(page);
	await page.goto(path);
	await expectTotals(page, [60, 15]);
	await expect(page.getByTestId('round-3')).toBeVisible();
	expect(problems).toEqual([]);
});

test('a round deleted after the export stays deleted when that file is imported, and the preview says so', async ({
	page
}) => {
	const problems = watchProblems(page);
	const path = await playedMatch(page, [
		[5, 5],
		[6, 6]
	]);
	const file = await exportBackup(page);
	await page.goto(path);
	await page.getByRole('button', { name: 'Delete round 2' }).click();
	await expectTotals(page, [5, 5]);
	await chooseFile(page, file);
	const preview = page.getByTestId('backup-preview');
	await expect(preview).toContainText('Rounds: add 0');
	await expect(page.getByTestId('backup-change')).toContainText('Round 2 stays deleted here');
	await confirmImport(page);
	await page.goto(path);
	await expectTotals(page, [5, 5]);
	await expect(page.getByTestId('round-2')).toHaveCount(0);
	// The file written now carries the deletion: imported elsewhere, round 2 stays deleted there too.
	const after = await exportBackup(page);
	expect(after.deleted).toEqual([expect.objectContaining({ kind: 'round', matchId: file.matches[0]!.id })]);
	expect(problems).toEqual([]);
});

test('a file that renames a player here says so in its preview, and the name here can be kept', async ({ page }) => {
	const problems = watchProblems(page);
	await playedMatch(page, [[5, 5]]);
	const file = await exportBackup(page);
	const renamed = {
		...file,
		players: file.players.map((p) =>
			p.name === 'Ana' ? { ...p, name: 'Mallory', updatedAt: p.updatedAt + 60_000 } : p
		)
	};
	await chooseFile(page, renamed);
	await expect(page.getByTestId('backup-renames')).toContainText('Ana will be renamed Mallory.');
	await page.getByLabel('Keep the name Ana').check();
	await confirmImport(page);
	expect((await exportBackup(page)).players.map((p) => p.name).sort()).toEqual(['Ana', 'Ben']);
	await chooseFile(page, renamed);
	await expect(page.getByTestId('backup-renames')).toContainText('Ana will be renamed Mallory.');
	await confirmImport(page);
	expect((await exportBackup(page)).players.map((p) => p.name).sort()).toEqual(['Ben', 'Mallory']);
	expect(problems).toEqual([]);
});

test('a round brought back or edited on the other phone after its deletion here comes back, and the preview says so', async ({
	page
}) => {
	const path = await playedMatch(page, [
		[5, 5],
		[6, 6]
	]);
	await page.goto(path);
	await page.getByRole('button', { name: 'Delete round 2' }).click();
	await expectTotals(page, [5, 5]);
	const file = await exportBackup(page);
	const [stone] = file.deleted as { id: string; deletedAt: number }[];
	const edited = {
		id: stone!.id,
		matchId: file.matches[0]!.id,
		order: 2,
		input: { scores: [8, 8] },
		createdAt: Date.now(),
		// A clock stamp (backup format 4) later than the deletion's: made after it on the other phone.
		updatedAt: stone!.deletedAt + 1000
	};
	await chooseFile(page, { ...file, rounds: [...file.rounds, edited], deleted: [] });
	const preview = page.getByTestId('backup-preview');
	await expect(preview).toContainText(
		'Round 2 was deleted on this device, then brought back or edited on the other device after that: it is back.'
	);
	await expect(preview).toContainText('Rounds: add 1');
	await confirmImport(page);
	await page.goto(path);
	await expectTotals(page, [13, 13]);
});

test('a round id of another match refuses the file, naming both matches; nothing changes', async ({ page }) => {
	const path = await playedMatch(page, [[7, 3]]);
	const file = await exportBackup(page);
	const stolen = {
		...file,
		matches: [{ ...file.matches[0]!, id: 'new-match' }],
		rounds: [{ ...file.rounds[0]!, matchId: 'new-match' }]
	};
	await chooseFile(page, stolen);
	const error = page.getByTestId('backup-error');
	await expect(error).toContainText('belongs to another match on this device');
	await expect(error).toContainText('Free-form');
	await expect(error).toContainText('Ana, Ben');
	await expect(page.getByTestId('backup-preview')).toHaveCount(0);
	await page.goto(path);
	await expectTotals(page, [7, 3]);
});

test('a 1970 trash time is shown, and the match stays in the trash 30 days from the import', async ({ page }) => {
	await playedMatch(page, [[4, 2]]);
	const file = await exportBackup(page);
	const hostile = {
		...file,
		matches: [{ ...file.matches[0]!, updatedAt: file.matches[0]!.updatedAt + 60_000, deletedAt: 0 }]
	};
	await chooseFile(page, hostile);
	await expect(page.getByTestId('backup-change')).toContainText('It goes to the trash, as in the file');
	await expect(page.getByTestId('backup-change')).toContainText('30 days from today');
	await confirmImport(page);
	// Two start-ups later (each purges the trash), the match is still in the trash, dated today.
	await page.goto('/history');
	await page.reload();
	await page.reload();
	const trashed = page.locator('li.trashed');
	await expect(trashed).toHaveCount(1);
	await expect(trashed).toContainText(String(new Date().getFullYear()));
	await expect(trashed).not.toContainText('1970');
});

test('refused rounds are listed per match; a setup the game refuses refuses the file', async ({ page }) => {
	await playedMatch(page, [[1, 1]]);
	const file = await exportBackup(page);
	const match = file.matches[0]!;
	const round = file.rounds[0]!;
	const withJunk = {
		...file,
		matches: [{ ...match, id: 'm2', createdAt: match.createdAt + 1 }],
		rounds: [
			{ ...round, id: 'm2-r1', matchId: 'm2', order: 1 },
			{ ...round, id: 'm2-r2', matchId: 'm2', order: 2, input: 'junk' },
			{ ...round, id: 'm2-r3', matchId: 'm2', order: 3, input: { scores: [5_000_000, 0] } }
		]
	};
	await chooseFile(page, withJunk);
	const change = page.getByTestId('backup-change');
	await expect(change).toContainText('New match with 3 rounds.');
	await expect(change).toContainText('2 rounds will not count:');
	await expect(change).toContainText('round 2:');
	await expect(change).toContainText('round 3: Enter a number from -1000000 to 1000000.');
	await page.getByRole('button', { name: 'Cancel' }).click();

	const badSetup = { ...file, matches: [{ ...match, config: { target: -100 } }], rounds: [] };
	await chooseFile(page, badSetup);
	await expect(page.getByTestId('backup-error')).toContainText('has a setup its game does not allow');
	await expect(page.getByTestId('backup-error')).toContainText('Ana, Ben');
	await expect(page.getByTestId('backup-preview')).toHaveCount(0);
});

/** A club night whose one table is `match` (Ana and Ben, a deal played), as a version 5 file holds it. */
function nightOf(match: Match) {
	const entrants = ['<b>Ana</b>', 'Ben'].map((name, i) => ({ id: `e${i + 1}`, name, players: [name] }));
	return {
		id: 'night-1',
		status: 'ended',
		createdAt: match.createdAt,
		updatedAt: match.updatedAt,
		endedAt: match.createdAt,
		settings: {
			name: 'Friday club',
			date: '2026-11-27',
			gameId: 'freeform',
			config: match.config,
			teams: false,
			format: { kind: 'swiss', rounds: 1 },
			counting: { rule: 'match-points', direction: 'high' },
			seats: 2,
			minSeats: 2
		},
		entrants,
		rounds: [{ number: 1, seed: 1, plan: { tables: [['e1', 'e2']], sitOut: [], repeats: 0 }, confirmed: true }],
		reports: [{ round: 1, table: 1, matchId: match.id, totals: [3, 4], deals: 1, finished: false }]
	};
}

test('a player named <b>Ana</b> and a club night round-trip to another phone, shown as text', async ({
	page,
	browser
}) => {
	await playedMatch(page, [[3, 4]], ['<b>Ana</b>', 'Ben']);
	const file = await exportBackup(page);
	const other = await phone(browser);
	await chooseFile(other, { ...file, nights: [nightOf(file.matches[0]!)] });
	const preview = other.getByTestId('backup-preview');
	await expect(preview).toContainText('Players: add 2');
	await expect(preview).toContainText('Club nights: add 1, update 0, leave 0 as they are');
	await confirmImport(other);
	await other.goto('/history');
	await expect(other.getByTestId('match-card')).toContainText('<b>Ana</b>');
	await expect(other.getByTestId('night-cards')).toContainText('Friday club');
	await other.context().close();
});

test('two phones that both added a round 3 keep both after an import, and the preview says so', async ({
	page,
	browser
}) => {
	const path = await playedMatch(page, [
		[10, 0],
		[0, 10]
	]);
	const shared = await exportBackup(page);
	const b = await phone(browser);
	await chooseFile(b, shared);
	await confirmImport(b);
	await b.goto(path);
	await expectTotals(b, [10, 10]);

	await page.goto(path);
	await freeformRound(page, [5, 0]);
	await expectTotals(page, [15, 10]);
	await freeformRound(b, [0, 7]);
	await expectTotals(b, [10, 17]);

	const fromB = await exportBackup(b);
	await chooseFile(page, fromB);
	await expect(page.getByTestId('backup-change')).toContainText(
		"Round 3 was entered on both devices: both are kept, in the order they were entered (this device's as round 3, the file's as round 4)"
	);
	await confirmImport(page);
	await page.goto(path);
	await expectTotals(page, [15, 17]);
	await expect(page.getByTestId('round-4')).toBeVisible();
	await b.context().close();
});

test('a file nested too deep says so; a match in the trash here can be restored by the import', async ({ page }) => {
	const path = await playedMatch(page, [[2, 2]]);
	const file = await exportBackup(page);
	let deep: unknown = 1;
	for (let i = 0; i < 40; i++) deep = [deep];
	await chooseFile(page, { ...file, rounds: [{ ...file.rounds[0]!, input: deep }] });
	await expect(page.getByTestId('backup-error')).toContainText('nested too deeply');
	await expect(page.getByTestId('backup-error')).not.toContainText('out of range');

	await page.goto(path);
	await page.getByRole('button', { name: 'Abandon match' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
	await page.getByRole('button', { name: 'Move to trash' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
	await expect(page).toHaveURL(/\/$/);
	const more = {
		...file,
		rounds: [...file.rounds, { ...file.rounds[0]!, id: 'extra', order: 2, input: { scores: [1, 1] } }]
	};
	await chooseFile(page, more);
	const change = page.getByTestId('backup-change');
	await expect(change).toContainText('This match is in the trash on this device');
	await change.getByLabel('Also take it out of the trash').check();
	await expect(change.getByLabel('Also take it out of the trash')).toBeChecked();
	await confirmImport(page);
	await page.goto(path);
	await expectTotals(page, [3, 3]);
	await page.goto('/history');
	await expect(page.locator('li.trashed')).toHaveCount(0);
});

/**
 * Rounds in the long match imported below: 8,000 in `npm test`, 100,000 (the most a match is
 * tested at) in `npm run test:soak` (`LONG_ROUNDS`). 8,000 still takes every path the 100,000
 * take: a file over 1 MB, read as a stream with its progress (`PROGRESS_BYTES`,
 * src/lib/data/backup-format.ts), the rounds written 500 at a time (`applyImport`,
 * src/lib/data/backup.ts: 16 batches), counts in the preview with a thousands separator, and the
 * export of all of them; the unit test beside the import (backup.test.ts) runs 100,000 in `npm
 * test` (docs/testing.md, "What `npm test` keeps").
 */
const LONG = Number(process.env.LONG_ROUNDS) > 0 ? Number(process.env.LONG_ROUNDS) : 8_000;

test(`a long match (${LONG.toLocaleString('en')} rounds) imports and exports again`, async ({ page }) => {
	test.setTimeout(180_000 + LONG * 2);
	await playedMatch(page, [[1, 2]]);
	const file = await exportBackup(page);
	const match = file.matches[0]!;
	const base = file.rounds[0]!;
	const rounds = Array.from({ length: LONG }, (_, i) => ({
		...base,
		id: `long-${i}`,
		order: i + 2,
		input: { scores: [i % 7, 3] },
		createdAt: base.createdAt + i + 1,
		updatedAt: base.createdAt + i + 1
	}));
	const body = { ...file, matches: [{ ...match, updatedAt: match.updatedAt + 1 }], rounds };
	// Over 1 MB (PROGRESS_BYTES): read as a stream, with its progress, as a long match's file is.
	expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(1024 * 1024);
	const started = Date.now();
	await chooseFile(page, body);
	const added = `${LONG.toLocaleString('en')} rounds added from the file.`;
	await expect(page.getByTestId('backup-change')).toContainText(added, { timeout: 120_000 });
	const planned = Date.now();
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByTestId('backup-done')).toHaveText('Import finished.', { timeout: 120_000 });
	const written = Date.now();
	const again = await exportBackup(page);
	expect(again.rounds).toHaveLength(LONG + 1);
	test.info().annotations.push({
		type: 'timing',
		description: `preview ${planned - started} ms, write ${written - planned} ms, export ${Date.now() - written} ms`
	});
	console.log(test.info().annotations.at(-1)?.description);
});
