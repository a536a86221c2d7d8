// Hostile QR codes on the scan screen: a "zip bomb" loop, a loop longer than any match needs and a
// payload whose adler-32 does not match are each refused with a message that says what is wrong;
// the refusal stays on screen through further pictures (and closes the camera) until the person
// starts again, and nothing is written.
import { expect, test, type Page } from './fixtures';
import { strToU8, zlibSync } from 'fflate';
import { dataToFrames } from 'qrloop';
import { encode } from 'uqr';
import { filmingCamera } from './fake-camera';

const PHONE = { width: 412, height: 860 };
test.use({ viewport: PHONE });
const T0 = Date.UTC(2026, 10, 20, 20);

const BOMB_MESSAGE =
	'These codes unpack to more than 4 MB, more than any match holds: they were not made by Tablekeeper. Nothing was imported.';

/** The codes' texts around any bytes, as a forger makes them (a valid loop and MD5). */
const forged = (bytes: Uint8Array, size: number) =>
	dataToFrames(bytes as Parameters<typeof dataToFrames>[0], size).map((f) => `TK1:${f}`);

/** A real one-match payload (a free-form match of two rounds). */
function realPayload(): Uint8Array {
	const players = ['Ana', 'Ben'].map((name, i) => ({ id: `x-p${i}`, name, createdAt: T0, updatedAt: T0 }));
	const match = {
		id: 'x-m',
		gameId: 'freeform',
		status: 'active',
		createdAt: T0,
		updatedAt: T0 + 2,
		seats: players.map((p) => ({ playerId: p.id })),
		playerIds: players.map((p) => p.id),
		config: { winner: 'high', target: null, rounds: null },
		firstDealer: 0
	};
	const rounds = [1, 2].map((order) => ({
		id: `x-r${order}`,
		matchId: 'x-m',
		order,
		input: { scores: [order, 2 * order] },
		createdAt: T0 + order,
		updatedAt: T0 + order
	}));
	const file = { format: 'tablekeeper-backup', version: 1, exportedAt: T0, players, matches: [match], rounds };
	return zlibSync(strToU8(JSON.stringify(file)), { level: 9 });
}

/** Each text drawn as a QR code (error correction L, 4 px a module) on `page`, captured as an image. */
async function pictures(page: Page, texts: readonly string[], type: 'png' | 'jpeg' = 'png'): Promise<Buffer[]> {
	const shots: Buffer[] = [];
	for (const text of texts) {
		const qr = encode(text, { ecc: 'L', border: 3 });
		const path = qr.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
		const px = Math.min(qr.size * 4, 470);
		await page.setContent(
			`<body style="margin:0;background:#fff;display:grid;place-items:center;height:100vh">` +
				`<svg id="c" width="${px}" height="${px}" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges">` +
				`<rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg></body>`
		);
		shots.push(
			type === 'png' ? await page.locator('#c').screenshot({ type }) : await page.screenshot({ type, quality: 100 })
		);
	}
	return shots;
}

const files = (shots: readonly Buffer[]) =>
	shots.map((buffer, i) => ({ name: `code-${i}.png`, mimeType: 'image/png', buffer }));

test('a bomb loop is refused by its unpacked size; the message stays through a further picture until Start again', async ({
	page
}) => {
	const drawer = await page.context().newPage();
	const bomb = await pictures(drawer, forged(zlibSync(new Uint8Array(5 * 1024 * 1024), { level: 9 }), 1000));
	const real = await pictures(drawer, forged(realPayload(), 600));
	expect(real).toHaveLength(1);
	await page.goto('/scan');
	// The bomb's codes, then in the same choice a code of a real match.
	await page.getByTestId('scan-picture').setInputFiles(files([...bomb, ...real]));
	await expect(page.getByTestId('scan-error')).toHaveText(BOMB_MESSAGE);
	await expect(page.getByTestId('scan-progress')).toBeEmpty();
	await expect(page.getByTestId('scan-picture')).toBeDisabled();
	await expect(page.getByTestId('camera-toggle')).toBeDisabled();
	await expect(page.getByTestId('backup-preview')).toHaveCount(0);
	// Start again: the message goes, and the real match's code is read.
	await page.getByTestId('scan-restart').click();
	await expect(page.getByTestId('scan-error')).toBeEmpty();
	await page.getByTestId('scan-picture').setInputFiles(files(real));
	await expect(page.getByTestId('backup-preview')).toBeVisible();
	// Nothing of the bomb was written.
	await page.goto('/history');
	await expect(page.locator('.card-list li')).toHaveCount(0);
});

test('a loop longer than any match needs, and a payload failing its adler-32, are refused with what is wrong', async ({
	page
}) => {
	const drawer = await page.context().newPage();
	const [long] = await pictures(drawer, forged(new Uint8Array(180 * 450), 180).slice(0, 1));
	const payload = realPayload();
	payload[payload.length - 1] = payload[payload.length - 1]! ^ 0x01;
	const corrupt = await pictures(drawer, forged(payload, 600));
	await page.goto('/scan');
	await page.getByTestId('scan-picture').setInputFiles(files([long!]));
	await expect(page.getByTestId('scan-error')).toHaveText(
		'These codes are a loop of 451 codes, but Tablekeeper sends a match in 400 codes at most. Nothing was imported.'
	);
	await page.getByTestId('scan-restart').click();
	await page.getByTestId('scan-picture').setInputFiles(files(corrupt));
	await expect(page.getByTestId('scan-error')).toHaveText(
		'The codes were read, but the match inside fails its checksum: it was damaged on the way. Nothing was imported; start again and scan the codes once more.'
	);
	await expect(page.getByTestId('scan-restart')).toBeVisible();
	await expect(page.getByTestId('backup-preview')).toHaveCount(0);
});

test('a bomb loop played to the camera is refused, and the camera closes with the message on screen', async ({
	browser
}) => {
	test.setTimeout(120_000);
	const drawer = await (await browser.newContext({ viewport: { width: 640, height: 480 } })).newPage();
	// Codes of the size a real loop's are, so the camera reads them as it reads a match.
	const frames = await pictures(drawer, forged(zlibSync(new Uint8Array(5 * 1024 * 1024), { level: 9 }), 300), 'jpeg');
	const { camera, close } = await filmingCamera(frames);
	try {
		const b = await (await camera.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL })).newPage();
		await b.goto('/scan');
		await b.getByTestId('camera-toggle').click();
		await expect(b.getByTestId('scan-error')).toHaveText(BOMB_MESSAGE, { timeout: 60_000 });
		await expect(b.locator('video')).toHaveCount(0);
		await expect(b.getByTestId('camera-toggle')).toHaveText('Open the camera');
		await expect(b.getByTestId('camera-toggle')).toBeDisabled();
	} finally {
		await close();
	}
});
