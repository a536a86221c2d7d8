/**
 * A static server over `build/` (the app as a static host serves it) for the bench's page
 * variants, chosen by a query parameter the app's router ignores: `?variant=floor` is the page with
 * every script removed (the paint a page cannot beat), `?variant=immediate` starts the app as
 * SvelteKit would, at once with its module preloads in the HTML, instead of after the first paint
 * (`src/lib/server/defer-start.ts`); `?variant=deferred` is the page as built. Every variant is
 * served without its CSP (a variant's changed script would not match the page's hash), so the
 * three differ only in their scripts. Other paths: the file, else the SPA fallback. Text is sent
 * gzip-compressed when the browser accepts it, as `vite preview` and any static host send it: a
 * floor sent whole would take more round trips than the page it is the floor of.
 */
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.wasm': 'application/wasm',
	'.txt': 'text/plain'
};

/** The types sent compressed: text, as a static host compresses it. */
const COMPRESSED = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

const noCsp = (html) => html.replace(/<meta http-equiv="content-security-policy"[^>]*>/i, '');

/** The page's HTML as the variant asks. */
export function variantOf(html, variant) {
	if (variant === 'floor')
		return noCsp(html)
			.replace(/<script[\s\S]*?<\/script>/g, '')
			.replace(/<link[^>]*(data-tk-preload|rel="modulepreload")[^>]*>/g, '');
	if (variant === 'immediate') {
		const started = html.replace(/__tkStart\(\(\) => \{([\s\S]*?\}\);)\}\);/, '$1');
		if (started === html) throw new Error('variants: the deferred start script was not found');
		return noCsp(started).replace(/ data-tk-preload/g, ' rel="modulepreload"');
	}
	return noCsp(html);
}

/** Serves `root` on 127.0.0.1:`port`; resolves with the server once it listens. */
export function serveVariants(root, port) {
	const server = createServer((request, response) => {
		const url = new URL(request.url ?? '/', 'http://127.0.0.1');
		const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
		const candidates = [join(root, path), join(root, `${path}.html`), join(root, path, 'index.html')];
		const file = candidates.find((f) => existsSync(f) && statSync(f).isFile()) ?? join(root, '200.html');
		let body = readFileSync(file);
		const type = TYPES[extname(file)] ?? 'application/octet-stream';
		const variant = url.searchParams.get('variant');
		if (variant && extname(file) === '.html') body = Buffer.from(variantOf(body.toString('utf8'), variant));
		const headers = { 'content-type': type, 'cache-control': 'no-store', vary: 'accept-encoding' };
		if (COMPRESSED.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
			body = gzipSync(body);
			headers['content-encoding'] = 'gzip';
		}
		response.writeHead(200, { ...headers, 'content-length': body.length });
		response.end(body);
	});
	return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// `node bench/variants.mjs <port>`: serves build/ until stopped.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
	await serveVariants(new URL('../build/', import.meta.url).pathname, Number(process.argv[2]));
}
