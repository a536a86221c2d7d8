/**
 * The Coinche texts match the engine beyond what the registry-driven ids test checks (every
 * declared id has its messages and rules sections): English and French messages take the same
 * parameters, every option and choice has a label, no message is left over, both rules pages
 * have the same structure, and each message only uses values the engine actually sends with it —
 * and a wide sample of deals, tricks and piles emits every declared id.
 */
import { violationsOf } from '$lib/engine/core/round';
import { applyInput } from '$lib/engine/core/testing';
import { describe, expect, it } from 'vitest';
import en from '../../../../../messages/coinche/en.json';
import fr from '../../../../../messages/coinche/fr.json';
import rulesEn from '../../../rules/coinche/en';
import rulesFr from '../../../rules/coinche/fr';
import { foldMatch } from '../../core/fold';
import type { MatchSetup, MessageValues, Verdict } from '../../core/types';
import {
	coinche,
	COINCHE_ANNOUNCEMENT_RULES,
	COINCHE_DEAL_RULES,
	COINCHE_OUTCOMES,
	COINCHE_PACK,
	COINCHE_REFEREE_RULES,
	COINCHE_VIOLATIONS,
	countPile,
	DEFAULT_CONFIG,
	ids,
	refereeTrick,
	type CoincheConfig,
	type CoinchePlayedInput,
	type TrumpMode
} from './index';

/** Every id the engine declares (its `rules.ts`); the types keep the engine from emitting any other. */
const declared = [...ids.rules, ...ids.violations, ...ids.outcomes].sort();

const messages: Record<string, Record<string, string>> = { en, fr };
const keyPart = (id: string) => id.replace(/[.-]/g, '_');
const params = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

const lineIds = [...COINCHE_DEAL_RULES, ...COINCHE_REFEREE_RULES, ...COINCHE_ANNOUNCEMENT_RULES];

/** Everything the engine says across a wide set of deals, options, tricks and piles. */
function corpus() {
	const lines: { rule: string; values?: MessageValues }[] = [];
	const violations: { code: string; values?: MessageValues }[] = [];
	const outcomes: Verdict[] = [];
	const configs: CoincheConfig[] = [
		DEFAULT_CONFIG,
		{ ...DEFAULT_CONFIG, beloteCounts: false, capotBonus: false, doubledFailure: true, noTrump: true, allTrump: true },
		{ ...DEFAULT_CONFIG, scale: 'pointsMade', announcements: true },
		{ ...DEFAULT_CONFIG, exactPoints: true, wholeDeal: true, capotBonus: false, announcements: true },
		{
			...DEFAULT_CONFIG,
			noTrump: true,
			beloteToWinner: true,
			capot252: true,
			coincheMultipliesPoints: true,
			noTrumpDoubled: true,
			defendersCapot: true
		},
		{
			...DEFAULT_CONFIG,
			announcements: true,
			surcoincheTriples: true,
			announcementsApart: true,
			hundredsByLength: true
		}
	];
	const seq = (suit: string, length: number, top: string) => ({ kind: 'sequence', suit, length, top });
	const carre = (rank: string) => ({ kind: 'carre', rank });
	const base: CoinchePlayedInput = {
		kind: 'played',
		taker: 1,
		bid: 80,
		trump: 'S',
		coinche: false,
		surcoinche: false,
		belote: [],
		allTricks: false,
		takerPoints: 90
	};
	const inputs: unknown[] = [
		{ kind: 'passed' },
		base,
		{ ...base, bid: 100, takerPoints: 81 },
		{ ...base, takerPoints: 62, belote: [1] },
		{ ...base, bid: 100, coinche: true, takerPoints: 100, belote: [0] },
		{ ...base, bid: 100, coinche: true, surcoinche: true, takerPoints: 50 },
		{ ...base, allTricks: true, takerPoints: 162 },
		{ ...base, bid: 'capot', allTricks: true, takerPoints: 162 },
		{ ...base, bid: 'capot', takerPoints: 140, belote: [0] },
		// Announcements: every kind, every way to decide the best, every way they score.
		{ ...base, announcements: [[seq('H', 3, 'K')], []] },
		{ ...base, takerPoints: 70, announcements: [[], [seq('S', 4, 'A'), carre('J')]] },
		{ ...base, bid: 100, coinche: true, takerPoints: 120, announcements: [[carre('9')], [seq('D', 5, 'A')]] },
		{ ...base, bid: 100, coinche: true, takerPoints: 20, announcements: [[carre('A')], [carre('10')]] },
		{ ...base, announcements: [[carre('K'), carre('Q')], [seq('H', 5, 'J')]] },
		{ ...base, announcements: [[carre('8'), carre('7')], []] },
		{ ...base, announcements: [[seq('H', 3, 'K')], [seq('S', 3, 'K')]] },
		{ ...base, announcements: [[seq('H', 3, 'K')], [seq('D', 3, 'K')]] },
		{ ...base, announcements: [[seq('H', 3, '9')], [seq('C', 3, 'Q')]] },
		{ ...base, announcements: [[seq('S', 6, 'K')], [seq('H', 5, 'A')]] },
		{ ...base, allTricks: true, takerPoints: 162, announcements: [[], []] },
		{ ...base, bid: 'capot', announcements: [[], [seq('C', 4, 'J')]] },
		{ ...base, announcements: [[carre('J')], [carre('J'), seq('H', 3, 'J'), { kind: 'x' }]] },
		{ ...base, announcements: [[carre('K'), carre('Q'), carre('J'), carre('A'), seq('H', 3, '9')], []] },
		{ ...base, announcements: [[seq('S', 5, 'A'), seq('H', 5, 'A'), seq('D', 5, 'A')], []] },
		{ ...base, belote: [0], announcements: [[], [carre('K')]] },
		{ ...base, trump: 'NT', bid: 90, takerPoints: 100 },
		{ ...base, takerPoints: 40, belote: [0] },
		{ ...base, takerPoints: 0, defendersAllTricks: true },
		{ ...base, takerPoints: 30, defendersAllTricks: true },
		{ ...base, takerPoints: 40, belote: [1] },
		'announcements',
		// Bad input, every code.
		null,
		{ ...base, taker: 9, bid: 75, trump: 'Q' },
		{ ...base, coinche: true, coincheSeat: 3, surcoinche: true, surcoincheSeat: 0 },
		{ ...base, trump: 'NT', belote: [0], takerPoints: 161 },
		{ ...base, trump: 'AT' },
		{ ...base, bid: 'capot', coinche: true, surcoinche: true, belote: [0, 1], allTricks: true, takerPoints: 20 },
		{ ...base, coincheSeat: 0, surcoinche: true, belote: ['x'], takerPoints: 1.5 },
		{ ...base, belote: 'x', takerPoints: 'x', allTricks: 'x' },
		{ ...base, takerPoints: 500 }
	];
	for (const config of configs) {
		const s: MatchSetup<CoincheConfig> = { config, seatCount: 4, firstDealer: 2 };
		for (const item of inputs) {
			const input = item === 'announcements' ? { ...base, announcements: 'x' } : item;
			const state = coinche.initialState(s);
			const v = violationsOf(coinche, state, input, s);
			violations.push(...v);
			if (v.length === 0) lines.push(...applyInput(coinche, state, input as CoinchePlayedInput, s).result.lines);
		}
	}
	const win = { ...base, taker: 0, bid: 110, takerPoints: 113 };
	for (const start of [
		[1800, 0],
		[1900, 1990],
		[1830, 2000]
	]) {
		const s: MatchSetup<CoincheConfig> = {
			config: DEFAULT_CONFIG,
			seatCount: 4,
			firstDealer: 0,
			startingScores: start
		};
		outcomes.push(foldMatch(coinche, s, [win]).outcome);
	}
	const tricks: [TrumpMode, string[]][] = [
		['H', ['AS', '7H', '9H', '8H']],
		['H', ['AS', '9H', '7H', '7D']],
		['H', ['AS', 'KD', '10S', 'QC']],
		['H', ['9H', 'JH', '7H', 'AH']],
		['S', ['7S', '10D', '8S', 'AD']],
		['NT', ['KS', 'AS', '7D', '10S']],
		['AT', ['9S', 'JS', '7S', 'QD']]
	];
	for (const [trump, cards] of tricks) {
		const r = refereeTrick(trump, cards, 0, { lastTrick: true });
		if (r.ok) lines.push(...r.trick.lines);
	}
	for (const bad of [refereeTrick('X', ['6S', 'AS', 'AS'], 7), refereeTrick('H', [], 0)])
		if (!bad.ok) violations.push(...bad.violations);
	const pile = countPile(COINCHE_PACK.slice(0, 8), 'H', true);
	if (pile.ok) lines.push(...pile.count.lines);
	for (const bad of [
		countPile(['AS', 'AS', '6S', 'KS'], 'H', true),
		countPile(['AS'], 'H', true),
		countPile([], 'H', true)
	])
		if (!bad.ok) violations.push(...bad.violations);
	return { lines, violations, outcomes };
}

describe('Coinche messages and rules pages (brief "i18n messages", "Rules page content")', () => {
	it('English and French have the same keys with the same parameters', () => {
		expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
		for (const [key, text] of Object.entries(en)) expect(params(fr[key as keyof typeof fr]), key).toEqual(params(text));
	});

	it('every option and choice has a label; the game has a name and a blurb', () => {
		const needed = ['game_coinche_name', 'game_coinche_blurb'];
		for (const o of coinche.options) {
			needed.push(`opt_coinche_${o.key}`);
			if (o.kind === 'choice') for (const c of o.choices) needed.push(`opt_coinche_${o.key}_${c.replace(/-/g, '_')}`);
		}
		for (const key of needed) {
			expect(en, key).toHaveProperty(key);
			expect(fr, key).toHaveProperty(key);
		}
	});

	it('no message is left over from an id the engine no longer emits', () => {
		const known = new Set([
			...lineIds.map((id) => `x_${keyPart(id)}`),
			...COINCHE_VIOLATIONS.map((id) => `v_${keyPart(id)}`),
			...COINCHE_OUTCOMES.map((id) => `outcome_${keyPart(id)}`)
		]);
		// `v_core_required_<field>`: the missing-value message of one field (i18n/explain.ts requiredText).
		const fieldRequired = /^v_core_required_[a-zA-Z]+$/;
		for (const key of Object.keys(en)) {
			if (/^(x|v|outcome)_/.test(key) && !fieldRequired.test(key)) expect(known.has(key), key).toBe(true);
		}
	});

	it('both rules pages have the same sections and ids, name only real ids, and credit the source', () => {
		expect(rulesFr.sections.map((s) => s.id)).toEqual(rulesEn.sections.map((s) => s.id));
		expect(rulesFr.sections.map((s) => s.rules ?? [])).toEqual(rulesEn.sections.map((s) => s.rules ?? []));
		const all = new Set<string>([...lineIds, ...COINCHE_VIOLATIONS, ...COINCHE_OUTCOMES]);
		for (const doc of [rulesEn, rulesFr]) {
			expect(doc.credit).toContain('GameRules.com');
			for (const s of doc.sections) for (const id of s.rules ?? []) expect(all.has(id), id).toBe(true);
			expect(doc.sections.find((s) => s.id === 'house-rules')?.items).toHaveLength(20);
		}
	});

	it('messages only use values the engine sends with them, and every id shows up in the sample', () => {
		const { lines, violations, outcomes } = corpus();
		const seen = new Set<string>();
		for (const l of lines) {
			seen.add(l.rule);
			const sent = Object.keys(l.values ?? {});
			for (const lang of ['en', 'fr'])
				for (const p of params(messages[lang]![`x_${keyPart(l.rule)}`] ?? ''))
					expect(sent, `${lang} ${l.rule}`).toContain(p);
		}
		for (const v of violations) {
			if (!v.code.startsWith('coinche.')) continue;
			seen.add(v.code);
			const sent = Object.keys(v.values ?? {});
			for (const lang of ['en', 'fr'])
				for (const p of params(messages[lang]![`v_${keyPart(v.code)}`] ?? ''))
					expect(sent, `${lang} ${v.code}`).toContain(p);
		}
		for (const o of outcomes) if (o.over) seen.add(o.reason);
		for (const lang of ['en', 'fr'])
			for (const id of COINCHE_OUTCOMES) expect(params(messages[lang]![`outcome_${keyPart(id)}`] ?? '')).toEqual([]);
		expect([...seen].sort()).toEqual(declared);
	});
});
