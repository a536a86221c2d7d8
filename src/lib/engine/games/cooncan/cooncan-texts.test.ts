/**
 * The Cooncan texts match the engine beyond what the registry-driven ids test checks (every
 * declared id has its messages and rules sections): English and French take the same parameters,
 * every option, choice and outcome has its label, and each message only uses values the engine
 * actually sends with it — and a wide sample of deals and layouts reaches every message.
 */
import { violationsOf } from '$lib/engine/core/round';
import { applyInput } from '$lib/engine/core/testing';
import { describe, expect, it } from 'vitest';
import en from '../../../../../messages/cooncan/en.json';
import fr from '../../../../../messages/cooncan/fr.json';
import rulesEn from '../../../rules/cooncan/en';
import rulesFr from '../../../rules/cooncan/fr';
import type { ExplanationLine, MatchSetup, Violation } from '../../core/types';
import { canShiftJoker, cooncan, DEFAULT_CONFIG, validateMeld, type CooncanConfig, type CooncanInput } from './index';

const messages: Record<string, Record<string, string>> = { en, fr };
const keyPart = (id: string) => id.replace(/[.-]/g, '_');
const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('Cooncan messages and rules pages (brief "i18n messages", "Rules page content")', () => {
	it('English and French have the same keys with the same parameters, and no French text is left in English', () => {
		expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
		for (const [key, text] of Object.entries(en)) expect(params(fr[key as keyof typeof fr]), key).toEqual(params(text));
		const same = Object.keys(en).filter(
			(k) =>
				k !== '$schema' &&
				en[k as keyof typeof en] === fr[k as keyof typeof fr] &&
				!/^(opt_cooncan_aceValue_|game_cooncan_name)/.test(k)
		);
		expect(same).toEqual([]);
	});

	it('every option, choice and outcome reason has a label; the game has a name and a blurb', () => {
		const needed = [
			'game_cooncan_name',
			'game_cooncan_blurb',
			'outcome_cooncan_deals_played',
			'outcome_cooncan_net_reached'
		];
		for (const o of cooncan.options) {
			needed.push(`opt_cooncan_${o.key}`);
			if (o.kind === 'choice') for (const c of o.choices) needed.push(`opt_cooncan_${o.key}_${c.replace(/-/g, '_')}`);
		}
		for (const key of needed) {
			expect(en, key).toHaveProperty(key);
			expect(fr, key).toHaveProperty(key);
		}
	});

	it("both rules pages credit Foster's 1913 book and explain the counts", () => {
		for (const doc of [rulesEn, rulesFr]) {
			expect(doc.credit).toContain('Foster');
			expect(doc.credit).toContain('Frederick A. Stokes Company');
			expect(doc.credit).toContain('1913');
			expect(doc.sections.find((s) => s.id === 'settlement')?.items).toHaveLength(4);
		}
	});

	it('messages only use values the engine sends with them, and every message is reached', () => {
		const lines: ExplanationLine[] = [];
		const violations: Violation[] = [];
		const runAt = (seatCount: number, config: Partial<CooncanConfig>, ...deals: unknown[]) => {
			const s: MatchSetup<CooncanConfig> = { config: { ...DEFAULT_CONFIG, ...config }, seatCount, firstDealer: 0 };
			let state = cooncan.initialState(s);
			for (const deal of deals) {
				const v = violationsOf(cooncan, state, deal, s);
				violations.push(...v);
				if (v.length > 0) continue;
				const next = applyInput(cooncan, state, deal as CooncanInput, s);
				lines.push(...next.result.lines);
				state = next.state;
			}
		};
		const run = (config: Partial<CooncanConfig>, ...deals: unknown[]) => runAt(3, config, ...deals);
		const o = (winner: number, hands: unknown[]) => ({ kind: 'out', winner, hands });
		runAt(2, {}, { kind: 'pack-ran-out' }, o(1, []));
		runAt(2, { twoPlayerScore: 'cards' }, o(0, [null, { cards: ['KS', '5S'] }]));
		runAt(4, {}, o(0, [null, { cards: ['5S', '5S', '5S'] }, { count: 3 }, { count: 4 }]));
		run(
			{ packRunOut: 'double-next', joker: true },
			o(0, [null, { cards: ['KS', '7D', '3C'] }, { count: 22 }]),
			{ kind: 'pack-ran-out' },
			o(1, [{ cards: ['JK'] }, null, { count: 5 }]),
			o(0, [null, { cards: ['JK', 'KS', 'KS'] }, { cards: ['JK', 'ZZ'] }]),
			o(0, [{ count: 3 }, { cards: ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'] }, { cards: [] }]),
			o(0, [null, { cards: ['2S'], count: 2 }, 'x']),
			{ kind: 'nope' }
		);
		run({}, o(0, [null, { cards: ['JK'] }, { count: 4 }]));
		const bad = (s: MatchSetup<CooncanConfig>) => violations.push(...cooncan.validateSetup(s));
		bad({ config: DEFAULT_CONFIG, seatCount: 3, firstDealer: 0, startingScores: [5, 5, 5] });
		bad({
			config: { ...DEFAULT_CONFIG, end: 'net', endAt: 10 },
			seatCount: 3,
			firstDealer: 0,
			startingScores: [20, -10, -10]
		});

		const J = { joker: true };
		const m = (...cards: string[]) =>
			cards.map((c) => (c.includes('=') ? { card: 'JK', joker: c.split('=')[1] } : { card: c }));
		const twoPack = validateMeld(m('JH', '10H', '9H'), {}, 2);
		if (!twoPack.ok) violations.push(...twoPack.violations);
		for (const [layout, config] of [
			[m('5H', '6H', '7H'), {}],
			[m('7S', '7H', 'JK=7D'), J],
			['junk', {}],
			[m(...Array.from({ length: 14 }, () => '2S')), {}],
			[[{ card: '1S' }, { card: 'JK' }, { card: '2S', joker: '3S' }, { card: 'JK', joker: '4S' }], J],
			[m('JK=5H', '6H'), {}],
			[m('5H', '5H', '6H'), {}],
			[m('7S', '7H', '7D', '7C', 'JK=7S'), J],
			[m('5H', '6S', '8D'), {}],
			[m('5H', '6H', '8H'), {}],
			[m('KH', 'AH', '2H'), {}]
		] as const) {
			const check = validateMeld(layout, config);
			if (check.ok) lines.push(...check.lines);
			else violations.push(...check.violations);
		}
		for (const [layout, shifts] of [
			[m('4H', '5H', 'JK=6H'), 0],
			[m('4H', '5H', '6H'), 0],
			[m('7S', '7H', 'JK=7D'), 0],
			[m('4H', 'JK=5H', '6H'), 0],
			[m('4H', '5H', 'JK=6H'), 1],
			[m('AH', '2H', 'JK=3H'), 0]
		] as const) {
			const check = canShiftJoker(layout, shifts, J);
			if (check.ok) lines.push(...check.lines);
			else violations.push(...check.violations);
		}

		const seen = new Set<string>();
		for (const item of [
			...lines.map((l) => ({ key: `x_${keyPart(l.rule)}`, values: l.values })),
			...violations.map((v) => ({ key: `v_${keyPart(v.code)}`, values: v.values }))
		]) {
			if (item.key.startsWith('v_core_')) continue;
			seen.add(item.key);
			for (const lang of ['en', 'fr']) {
				const text = messages[lang]![item.key];
				expect(text, `${lang} ${item.key}`).toBeDefined();
				for (const p of params(text!)) expect(Object.keys(item.values ?? {}), `${item.key} needs {${p}}`).toContain(p);
			}
		}
		// `v_core_required_<field>` is the missing-value message of one field (i18n/explain.ts requiredText).
		const all = Object.keys(en).filter(
			(k) => (k.startsWith('x_') || k.startsWith('v_')) && !k.startsWith('v_core_required_')
		);
		expect(all.filter((k) => !seen.has(k))).toEqual([]);
	});
});
