/**
 * The Coosner texts match the engine beyond what the registry-driven ids test checks (every
 * declared id has its messages and rules sections): English and French take the same parameters,
 * every option, choice and outcome has its label, and each message only uses values the engine
 * actually sends with it.
 */
import { violationsOf } from '$lib/engine/core/round';
import { applyInput } from '$lib/engine/core/testing';
import { describe, expect, it } from 'vitest';
import en from '../../../../../messages/coosner/en.json';
import fr from '../../../../../messages/coosner/fr.json';
import rulesEn from '../../../rules/coosner/en';
import rulesFr from '../../../rules/coosner/fr';
import type { ExplanationLine, MatchSetup, Violation } from '../../core/types';
import { buyPuppy, coosner, DEFAULT_CONFIG, scorePlayer, type CoosnerConfig, type CoosnerInput } from './index';

const keyPart = (id: string) => id.replace(/[.-]/g, '_');
const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('Coosner messages and rules pages (brief "i18n messages", "Rules page content")', () => {
	it('English and French have the same keys with the same parameters', () => {
		expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
		for (const [key, text] of Object.entries(en)) expect(params(fr[key as keyof typeof fr]), key).toEqual(params(text));
	});

	it('every option, choice and outcome reason has a label; the game has a name and a blurb', () => {
		const needed = ['game_coosner_name', 'game_coosner_blurb', 'outcome_coosner_end_score_reached'];
		for (const o of coosner.options) {
			needed.push(`opt_coosner_${o.key}`);
			if (o.kind === 'choice') for (const c of o.choices) needed.push(`opt_coosner_${o.key}_${c.replace(/-/g, '_')}`);
		}
		for (const key of needed) {
			expect(en, key).toHaveProperty(key);
			expect(fr, key).toHaveProperty(key);
		}
	});

	it('both rules pages credit the authors and show the rebuilt table', () => {
		for (const doc of [rulesEn, rulesFr]) {
			expect(doc.credit).toContain('Jim Risner');
			expect(doc.credit).toContain('John Cooper');
			expect(doc.credit).toContain('4/5/99');
			const table = doc.sections.find((s) => s.id === 'advisors')?.items ?? [];
			expect(table).toHaveLength(5);
		}
	});

	it('messages only use values the engine sends with them', () => {
		const s: MatchSetup<CoosnerConfig> = {
			config: DEFAULT_CONFIG,
			seatCount: 2,
			firstDealer: 0,
			startingScores: [95, 97]
		};
		const lines: ExplanationLine[] = [];
		const violations: Violation[] = [];
		const h = (cards: string[], counts: Record<string, number>) => ({
			advisors: cards.map((card) => ({ card })),
			puppies: { counts }
		});
		const play = (...rounds: unknown[]) => {
			let state = coosner.initialState(s);
			for (const r of rounds) {
				const v = violationsOf(coosner, state, r, s);
				violations.push(...v);
				if (v.length > 0) continue;
				const next = applyInput(coosner, state, r as CoosnerInput, s);
				lines.push(...next.result.lines);
				state = next.state;
			}
		};
		play(
			{ players: [h(['2S', '2H', '2D'], { C: 7 }), h(['3S', '3H', '3C'], { D: 5 })] },
			{ players: [h(['5S', '7S', 'AH'], { S: 4, H: 1 }), h(['2C', '6H', '9D'], { C: 1, H: 2, D: 3 })] },
			{ players: [h(['2S', '3S', '4S'], { C: 1 }), h(['5S', '6S', '7S'], { D: 1 })] },
			{ players: [h(['2S', '3S', '4S'], { C: 2 }), h(['5S', '6S', '7S'], {})] },
			{ players: [h(['8S', '8S'], { S: -1, H: 0.5, D: 'x' as never, C: 16 }), h(['8S', 'ZZ', '2C'], {})] },
			{ players: [h(['2S', '3S', '4S'], { C: 10 }), h(['5S', '6S', '7S'], { D: 10 })] },
			{
				players: [
					{ advisors: [{ card: '2S' }, { card: '3S' }, { card: '4S' }], puppies: { counts: {}, cards: [] } },
					{ advisors: [] }
				]
			},
			null
		);
		const declared: MatchSetup<CoosnerConfig> = { ...s, config: { ...DEFAULT_CONFIG, aceRule: 'declared' } };
		violations.push(
			...violationsOf(
				coosner,
				coosner.initialState(declared),
				{ players: [h(['AS', '2H', '2D'], {}), h(['3S', '3H', '3D'], {})] },
				declared
			)
		);
		violations.push(
			...violationsOf(
				coosner,
				coosner.initialState({ ...s, seatCount: 3 }),
				{ players: [h(['2S', '3S', '4S'], { S: 5 }), h(['5S', '6S', '7S'], {}), h(['8S', '9S', '10S'], {})] },
				{ ...s, seatCount: 3 }
			)
		);
		const live = scorePlayer([{ card: 'AS' }, { card: '3S' }, { card: '2H' }], { counts: { S: 5 } }, DEFAULT_CONFIG, 2);
		if (live.ok) lines.push(...live.score.lines);
		for (const [puppy, offers, flipper] of [
			['QC', ['9S', '3C'], 0],
			['7C', ['10S', 'KH'], 0],
			['6D', ['9H', '9S'], 1],
			['XX', ['9S'], 0],
			['QC', ['9S', '3C', '2H'], 5],
			['QC', ['9S', '3C'], 2]
		] as const) {
			const r = buyPuppy(
				puppy,
				offers.map((card, seat) => ({ seat, card })),
				flipper
			);
			if (r.ok) lines.push(...r.purchase.lines);
			else violations.push(...r.violations);
		}
		const twice = buyPuppy(
			'QC',
			[
				{ seat: 0, card: '9S' },
				{ seat: 0, card: '3C' }
			],
			0
		);
		if (!twice.ok) violations.push(...twice.violations);

		const seen = new Set<string>();
		for (const item of [
			...lines.map((l) => ({ key: `x_${keyPart(l.rule)}`, values: l.values })),
			...violations.map((v) => ({ key: `v_${keyPart(v.code)}`, values: v.values }))
		]) {
			if (item.key.startsWith('v_core_')) continue;
			seen.add(item.key);
			const text = en[item.key as keyof typeof en];
			expect(text, item.key).toBeDefined();
			for (const p of params(text)) expect(Object.keys(item.values ?? {}), `${item.key} needs {${p}}`).toContain(p);
		}
		// Every message of a rule or a code was exercised above.
		const all = Object.keys(en).filter((k) => k.startsWith('x_') || k.startsWith('v_'));
		expect(all.filter((k) => !seen.has(k))).toEqual([]);
	});
});
