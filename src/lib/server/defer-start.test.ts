import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { deferStart } from './defer-start';

const hash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** A prerendered page as SvelteKit writes it: a CSP meta tag hashing its start script, module preloads. */
function kitPage(script: string): string {
	return [
		'<html><head>',
		`<meta http-equiv="content-security-policy" content="script-src 'self' '${hash(script)}'; style-src 'self'">`,
		'<link href="/_app/immutable/entry/start.js" rel="modulepreload">',
		'<link href="/_app/immutable/chunks/a.js" rel="modulepreload">',
		`</head><body><div class="app-root"><main>Rules</main><script>${script}</script></div></body></html>`
	].join('\n');
}

const START = `
	{
		__sveltekit_abc = { base: "" };
		const element = document.currentScript.parentElement;
		Promise.all([
			import("/_app/immutable/entry/start.js"),
			import("/_app/immutable/entry/app.js")
		]).then(([kit, app]) => {
			kit.start(app, element, { node_ids: [0, 2], data: [null, null], form: null, error: null });
		});
	}
`;

describe('deferStart', () => {
	const { html, hashes } = deferStart(kitPage(START));
	const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;

	test('hands the import and start of the app to __tkStart, keeping the rest of the script', () => {
		expect(script).toContain('const element = document.currentScript.parentElement;');
		expect(script).toMatch(
			/__tkStart\(\(\) => \{Promise\.all\(\[[\s\S]*kit\.start\(app, element[\s\S]*\}\);\}\);\s*\}\s*$/
		);
	});

	test("the CSP trusts the rewritten script's hash and no longer the original's", () => {
		expect(hashes).toEqual([hash(START), hash(script)]);
		expect(html).toContain(`'${hash(script)}'`);
		expect(html).not.toContain(`'${hash(START)}'`);
	});

	test('the module preloads are kept, inert, for __tkStart to switch on', () => {
		expect(html).not.toContain('rel="modulepreload"');
		expect(html.match(/<link href="[^"]+" data-tk-preload>/g)).toHaveLength(2);
	});

	test('a page without a start script is left as it is', () => {
		const plain = '<html><body><script>console.log(1)</script></body></html>';
		expect(deferStart(plain)).toEqual({ html: plain });
	});

	test('a start script of another shape stops the build rather than shipping an undeferred page', () => {
		expect(() => deferStart(kitPage('{ __sveltekit_abc = {}; kit.start(); }'))).toThrow(/not recognised/);
	});
});
