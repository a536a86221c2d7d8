// Table codes: written and read back, a typo or a share code refused with its reason, and the
// token each code gives (its own table only; the tables code any table, as the organiser derives it).
import { describe, expect, it } from 'vitest';
import { KEY_BYTES, tableSecretOf, tablesKeyOf, tableTokenOf, toHex } from './derive.js';
import { formatCode, newScorerCode } from './share-code';
import { formatTableCode, parseTableCode, TABLE_CODE_LENGTH, tokenForTable } from './table-code';

const random = () => crypto.getRandomValues(new Uint8Array(KEY_BYTES));

describe('table codes', () => {
	it('reads back what it writes, in 14 groups of 4, forgiving case and look-alikes', () => {
		for (const table of [0, 1, 12, 999]) {
			const code = { table, viewer: random(), secret: random() };
			const text = formatTableCode(code);
			expect(text).toMatch(/^T[0-9A-Z]{3}(-[0-9A-Z]{4}){13}$/);
			const read = parseTableCode(` ${text.toLowerCase().replaceAll('0', 'o')} `);
			expect(read.ok && { ...read.code, viewer: toHex(read.code.viewer), secret: toHex(read.code.secret) }).toEqual({
				table,
				viewer: toHex(code.viewer),
				secret: toHex(code.secret)
			});
		}
	});

	it('refuses a typo, a wrong length, a share code and a table past the last, each with its reason', () => {
		const text = formatTableCode({ table: 3, viewer: random(), secret: random() }).replaceAll('-', '');
		const changed = text.slice(0, 20) + (text[20] === 'A' ? 'B' : 'A') + text.slice(21);
		expect(parseTableCode(changed)).toEqual({ ok: false, refusal: { kind: 'typo' } });
		expect(parseTableCode(text.slice(1))).toEqual({
			ok: false,
			refusal: { kind: 'length', expected: TABLE_CODE_LENGTH, actual: 55 }
		});
		expect(parseTableCode(formatCode(newScorerCode(random())))).toMatchObject({
			ok: false,
			refusal: { kind: 'length' }
		});
		expect(parseTableCode(formatTableCode({ table: 1000, viewer: random(), secret: random() }))).toEqual({
			ok: false,
			refusal: { kind: 'malformed' }
		});
		expect(parseTableCode('T!')).toEqual({ ok: false, refusal: { kind: 'character', character: '!', position: 1 } });
		expect(parseTableCode(undefined)).toEqual({ ok: false, refusal: { kind: 'malformed' } });
	});

	it('gives a table code its own table’s token only, and the tables code every table’s', async () => {
		const scorer = random();
		const viewer = random();
		const tables = await tablesKeyOf(scorer);
		const two = await tableSecretOf(tables, 2);
		const own = { table: 2, viewer, secret: two };
		expect(await tokenForTable(own, 2)).toBe(tableTokenOf(viewer, 2, two));
		expect(await tokenForTable(own, 3)).toBeNull();
		const all = { table: 0, viewer, secret: tables };
		expect(await tokenForTable(all, 2)).toBe(tableTokenOf(viewer, 2, two));
		expect(await tokenForTable(all, 5)).toBe(tableTokenOf(viewer, 5, await tableSecretOf(tables, 5)));
		expect(await tokenForTable(all, 0)).toBeNull();
	});
});
