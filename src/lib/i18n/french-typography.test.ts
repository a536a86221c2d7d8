// French typography in every French message: a narrow no-break space (U+202F) before : ; ! ?,
// never a plain space (which lets the sign wrap to the next line) and never none at all.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'messages';

function frenchFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? frenchFiles(path) : name === 'fr.json' ? [path] : [];
	});
}

/** Every message text in a file (variants included), skipping `$schema` and plural declarations. */
function texts(value: unknown, key = ''): [string, string][] {
	if (typeof value === 'string') return key.includes('declarations') ? [] : [[key, value]];
	if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${key}.${i}`));
	if (typeof value === 'object' && value !== null)
		return Object.entries(value).flatMap(([k, v]) => (k.startsWith('$') ? [] : texts(v, key ? `${key}.${k}` : k)));
	return [];
}

describe('French messages', () => {
	it.each(frenchFiles(ROOT))('%s: a narrow no-break space before : ; ! ?', (file) => {
		const bad = texts(JSON.parse(readFileSync(file, 'utf8')))
			.filter(([, text]) => /[^\u202f][:;!?](\s|$)/u.test(text))
			.map(([key, text]) => `${key}: ${text}`);
		expect(bad).toEqual([]);
	});
});
