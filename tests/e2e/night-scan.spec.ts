// Scanning a club night's code (issue 41): the night's join page has the scan screen's camera
// (CameraScan, the same component). A phone whose camera (Chromium's fake camera, 360 px, touch)
// films table 1's QR code from the organiser's codes joins as table 1's phone, as if the code
// had been typed.
import { expect, test } from '@playwright/test';
import { filmingCamera } from './fake-camera';
import { expectNoSideScroll, sharedNight } from './night-live-phones';
import { useServe } from './serve';

const server = useServe('night-scan');

test('a table’s phone joins by filming its table’s QR code', async ({ browser }) => {
	const { organiser } = await sharedNight(server, browser);
	await organiser.getByTestId('night-live-codes').tap();
	const qr = organiser.getByRole('region', { name: 'Table 1' }).locator('svg, canvas, img').first();
	const shot = (await qr.screenshot()).toString('base64');
	// A frame of the fake camera's own size (640 × 480), the code in its middle on white.
	const framing = await (await browser.newContext({ viewport: { width: 640, height: 480 } })).newPage();
	await framing.setContent(
		`<body style="margin:0;background:#fff;display:grid;place-items:center;height:480px">` +
			`<img style="width:300px;height:300px;image-rendering:pixelated" src="data:image/png;base64,${shot}"></body>`
	);
	const frame = await framing.screenshot({ type: 'jpeg', quality: 100 });
	await framing.context().close();

	const { camera, close } = await filmingCamera([frame]);
	try {
		const table = (await server.phone(camera, 'Table 1')).page;
		await table.goto('/night/join');
		await expectNoSideScroll(table);
		await table.getByTestId('camera-toggle').tap();
		await expect(table).toHaveURL(/\/night\/[^/]+\/table$/, { timeout: 60_000 });
		await expect(table.getByTestId('night-live-seated').getByRole('listitem')).toHaveCount(2);
		await expect(table.getByTestId('night-live-start')).toBeVisible();
	} finally {
		await close();
	}
});
