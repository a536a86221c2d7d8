/**
 * The QR transfer in the browser, for bench/run.mjs: phone A (a context seeded through Settings →
 * Backup with a 20-round and a 100-round free-form match from the seeded history) shows each match
 * as codes, each drawn code is captured as a picture, and phone B (a fresh context) scans them from
 * pictures: the time from the first code read (`tk:scan-first-code`) to the preview shown
 * (`tk:scan-preview`), medians of 5. Writes bench/.out/transfer-browser.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const OUT = new URL('./.out/', import.meta.url);
const RUNS = 5;

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function codes(page: Page, matchId: string): Promise<Buffer[]> {
	await page.goto(`/match/${matchId}/share`);
	const part = page.getByTestId('qr-part');
	await part.waitFor();
	const total = Number(await part.getAttribute('data-total'));
	if (total > 1) await page.getByRole('button', { name: 'Pause' }).click();
	const shots: Buffer[] = [];
	for (let i = 0; i < total; i++) {
		const index = await part.getAttribute('data-index');
		// In the loop's order, whatever code the loop was paused on: the first is the first data frame.
		shots[Number(index)] = await page.getByTestId('qr-code').screenshot();
		if (total > 1) {
			await page.getByTestId('qr-next').click();
			await expect(part).not.toHaveAttribute('data-index', index!);
		}
	}
	return shots;
}

test('scan from pictures: first code to preview', async ({ browser }) => {
	const history = JSON.parse(readFileSync(new URL('history.json', OUT), 'utf8'));
	const match = history.matches.find((m: { id: string }) => m.id === 'bench-100');
	const rounds = history.rounds.filter((r: { matchId: string }) => r.matchId === 'bench-100');
	const players = history.players.filter((p: { id: string }) => match.playerIds.includes(p.id));
	const short = { ...match, id: 'bench-20', summary: undefined };
	const file = {
		format: 'tablekeeper-backup',
		version: 1,
		exportedAt: match.createdAt,
		players,
		matches: [{ ...match, summary: undefined }, short],
		// Round ids as the app makes them (random UUIDs), which is most of a payload's bytes.
		rounds: [
			...rounds.map((r: object) => ({ ...r, id: crypto.randomUUID() })),
			...rounds.slice(0, 20).map((r: object) => ({ ...r, id: crypto.randomUUID(), matchId: 'bench-20' }))
		]
	};
	const a = await (await browser.newContext()).newPage();
	await a.goto('/settings');
	await a.getByLabel('Import a backup file').setInputFiles({
		name: 'seed.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(file))
	});
	await a.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(a.getByTestId('backup-done')).toHaveText('Import finished.');

	const results: Record<string, { frames: number; firstCodeToPreviewMs: number; samples: number[] }> = {};
	for (const [key, id] of [
		['rounds20', 'bench-20'],
		['rounds100', 'bench-100']
	] as const) {
		const shots = await codes(a, id);
		const samples: number[] = [];
		for (let i = 0; i < RUNS; i++) {
			const b = await (await browser.newContext()).newPage();
			await b.goto('/scan');
			await b
				.getByTestId('scan-picture')
				.setInputFiles(shots.map((buffer, k) => ({ name: `c${k}.png`, mimeType: 'image/png', buffer })));
			await b.getByTestId('backup-preview').waitFor({ timeout: 120_000 });
			samples.push(
				await b.evaluate(() => performance.measure('tk:scan', 'tk:scan-first-code', 'tk:scan-preview').duration)
			);
			await b.context().close();
		}
		results[key] = {
			frames: shots.length,
			firstCodeToPreviewMs: Math.round(median(samples)),
			samples: samples.map(Math.round)
		};
	}
	writeFileSync(new URL('transfer-browser.json', OUT), JSON.stringify(results, null, '\t'));
});
