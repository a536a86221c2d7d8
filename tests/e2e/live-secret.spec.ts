// End-to-end encryption seen from the server's disk, through the project's own server
// (scripts/serve.mjs, started here on 127.0.0.1 and stopped by its pid): two phones share a match
// whose player names, phone names, deal note and scores are typed in this test, both see the deal;
// then the server is stopped (storing every room) and every file of its data folder is searched
// for each of those strings: none is there.
import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PATIENCE } from '../../server/harness';
import { expectTotals } from './helpers';
import { joinPreview, shareFreeform } from './live-phone';
import { useServe } from './serve';

const server = useServe('secret', { own: true });

const PLAYERS = ['Philomène Quarrington', 'Barnabé Oakfield'];
const PHONES = ["Philomène's handset", "Barnabé's tablet"];
const NOTE = 'Barnabé dropped the ace of trumps';
const SCORES = [4217, 5309];

/** Every file under `dir`, read whole. */
async function files(dir: string): Promise<Buffer[]> {
	const out: Buffer[] = [];
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) out.push(...(await files(path)));
		else out.push(await readFile(path));
	}
	return out;
}

test("the server's data folder holds no player name, phone name, note or score of a shared match", async ({
	browser
}) => {
	test.setTimeout(8 * PATIENCE);
	const a = await server.phone(browser, PHONES[0]!);
	const b = await server.phone(browser, PHONES[1]!);

	const scorer = await shareFreeform(a.page, PLAYERS);
	const preview = await joinPreview(b.page, scorer);
	await expect(preview).toContainText(PLAYERS[0]!);
	await preview.getByRole('button', { name: 'Join' }).click();
	await expect(b.page).toHaveURL(/\/match\//);
	for (const p of [a, b])
		await expect(p.page.getByTestId('live-status')).toHaveText('Live · 2 phones', { timeout: PATIENCE });

	// B enters a deal with a note; A reads the scores, the note and who entered it.
	const editor = b.page.getByTestId('round-editor');
	for (const [i, score] of SCORES.entries()) await editor.locator(`#score-${i}`).fill(String(score));
	await editor.getByTestId('deal-note-open').tap();
	await editor.getByLabel('Note on this deal').fill(NOTE);
	await editor.getByRole('button', { name: 'Save' }).tap();
	await expect.poll(() => a.page.getByTestId('total-0').innerText(), { timeout: PATIENCE }).toBe(String(SCORES[0]));
	await expectTotals(a.page, SCORES);
	await a.page.getByTestId('round-1').getByRole('button', { name: 'R1' }).tap();
	await expect(a.page.getByTestId('deal-note')).toHaveText(`Note: ${NOTE}`);
	await expect(a.page.getByTestId('round-by').first()).toHaveText(`Entered or last changed on ${PHONES[1]}`);
	await expect(a.page.getByTestId('live-unreadable')).toHaveCount(0);

	// The phones leave, the server stores every room and stops; then its whole folder is read.
	for (const context of server.contexts.splice(0)) await context.close();
	await server.stop('SIGTERM');
	const stored = await files(server.folder);
	expect(stored.some((file) => file.length > 0)).toBe(true);
	for (const secret of [...PLAYERS, ...PHONES, NOTE, ...SCORES.map(String)])
		for (const file of stored) expect(file.includes(Buffer.from(secret, 'utf8')), secret).toBe(false);
	for (const p of [a, b]) expect(p.problems).toEqual([]);
});
