// Each player's colour (app.css --player-N, used by the standings, the totals and the score chart)
// keeps WCAG AA contrast (4.5:1, above the 3:1 graphics need) on every background it is drawn on,
// in the light theme and in the dark one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../app.css', import.meta.url), 'utf8');

/** The custom properties of the first rule whose selector is exactly `selector`. */
function variables(selector: string): Map<string, string> {
	const start = css.indexOf(`${selector} {`);
	const body = css.slice(start, css.indexOf('}', start));
	return new Map([...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
	const [r, g, b] = [1, 3, 5].map((i) => {
		const c = parseInt(hex.slice(i, i + 2), 16) / 255;
		return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
	const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (hi! + 0.05) / (lo! + 0.05);
}

describe.each([
	{ theme: 'light', selector: ':root' },
	{ theme: 'dark', selector: ":root[data-theme='dark']" }
])('player colours in the $theme theme', ({ selector }) => {
	const vars = variables(selector);
	const players = [...vars].filter(([name]) => name.startsWith('player-'));
	it('the palette has eight colours, all different', () => {
		expect(players.map(([name]) => name)).toEqual(Array.from({ length: 8 }, (_, i) => `player-${i}`));
		expect(new Set(players.map(([, colour]) => colour)).size).toBe(8);
	});
	it.each(['bg', 'surface', 'surface-2', 'lead-bg'])('each is at least 4.5:1 against --%s', (background) => {
		const back = vars.get(background);
		expect(back).toBeDefined();
		for (const [name, colour] of players) expect(contrast(colour, back!), name).toBeGreaterThanOrEqual(4.5);
	});
});
