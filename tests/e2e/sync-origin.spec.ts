// `npm start`'s server (scripts/serve.mjs, on the build): the app and the live-sync server on one
// origin. Two Yjs clients converge through /sync on the app's own port, the app's page (under its
// Content-Security-Policy) may open that websocket, and one Ctrl-C stops both servers.
import { expect, test } from './fixtures';
import * as Y from 'yjs';
import { KEY_BYTES } from '../../src/lib/sync/derive.js';
import { newScorerCode, roomOf, tokenOf } from '../../src/lib/sync/share-code';
import { connect, until } from '../../server/harness';
import { useServe } from './serve';

const server = useServe('serve', { own: true });

test.describe.configure({ mode: 'serial' });

test('two clients converge through /sync on the app’s own origin', async () => {
	const code = newScorerCode(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
	const room = await roomOf(code);
	const url = `${server.origin.replace('http', 'ws')}/sync`;
	const a = connect(url, room, tokenOf(code));
	const b = connect(url, room, tokenOf(code), new Y.Doc());
	try {
		await Promise.all([a.ready, b.ready]);
		a.document.getMap('rounds').set('r1', { points: 162 });
		await until(() => b.document.getMap('rounds').get('r1') !== undefined, 'B gets A’s round through the proxy');
		expect(b.document.getMap('rounds').toJSON()).toEqual({ r1: { points: 162 } });
	} finally {
		a.destroy();
		b.destroy();
	}
});

test('the app’s page may open the sync websocket on its origin', async ({ page }) => {
	await page.goto(`${server.origin}/`);
	await expect(page.locator('h1')).toBeVisible();
	const outcome = await page.evaluate(
		() =>
			new Promise<string>((resolve) => {
				const socket = new WebSocket(`ws://${location.host}/sync`);
				socket.onopen = () => {
					socket.close();
					resolve('open');
				};
				socket.onerror = () => resolve('error');
			})
	);
	expect(outcome).toBe('open');
});

test('one Ctrl-C stops the app and the sync server', async () => {
	await server.stop('SIGINT');
	expect(server.serve.child.exitCode).toBe(0);
	await expect(fetch(`${server.origin}/`)).rejects.toThrow();
});
