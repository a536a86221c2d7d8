// The time sealing adds to a save on the phone profile (bench/phone.pw.ts): the app's sealer,
// Yjs and the match document's writer are bundled (rolldown, as they are, with the `$lib` alias)
// into the phone page; a 200-round free-form match is built there, and each sample times
// `sealEntry` on the update one more deal makes, the work a shared match adds to a save.
import type { Page } from '@playwright/test';
import { build } from 'rolldown';
import { fileURLToPath } from 'node:url';

type Sealer = typeof import('./seal-page');

/** Milliseconds of `runs` sealings of one save's update, in `page` (already slowed; it is taken to a blank page of the origin). */
export async function sealSaves(page: Page, runs: number): Promise<number[]> {
	const bundle = await build({
		input: fileURLToPath(new URL('./seal-page.ts', import.meta.url)),
		resolve: { alias: { $lib: fileURLToPath(new URL('../src/lib', import.meta.url)) } },
		output: { format: 'iife', name: 'tkSealBench' },
		write: false
	});
	// A blank page of the app's origin (a secure context, without the app's CSP, which forbids inline scripts).
	await page.route('**/__seal-bench', (route) =>
		route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sealing</title>' })
	);
	await page.goto('/__seal-bench');
	await page.addScriptTag({ content: bundle.output[0].code });
	return page.evaluate(async (count) => {
		const { appendEdit, sealEntry, sealOf, Y } = (globalThis as unknown as { tkSealBench: Sealer }).tkSealBench;
		const seal = await sealOf({ role: 'scorer', key: crypto.getRandomValues(new Uint8Array(16)) });
		const doc = new Y.Doc();
		let last: Uint8Array = new Uint8Array(0);
		doc.on('update', (update: Uint8Array) => (last = update));
		const deal = (order: number) =>
			appendEdit(doc, `round-${order}`, {
				id: `edit-${order}`,
				at: 1_790_000_000_000 + order,
				by: "Ana's phone",
				matchId: 'bench-sealed',
				order,
				createdAt: 1_790_000_000_000 + order,
				after: order > 1 ? `round-${order - 1}` : null,
				input: { scores: [order % 25, (order * 3) % 25, (order * 7) % 25, 4] }
			});
		for (let order = 1; order <= 200; order++) deal(order);
		const times: number[] = [];
		for (let i = 0; i < count; i++) {
			deal(201 + i);
			const start = performance.now();
			await sealEntry(seal, 'update', last);
			times.push(performance.now() - start);
		}
		return times;
	}, runs);
}
