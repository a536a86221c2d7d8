/**
 * The Cozen texts match the engine beyond what the registry-driven ids test checks (every
 * declared id has its messages and a rules-page section): random matches and battles emit every
 * declared explanation rule, each message only uses values the engine sends with it, English and
 * French take the same keys and parameters, and the page credits the author.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInput, propRuns } from '../../core/testing';
import type { MessageValues } from '../../core/types';
import en from '../../../../../messages/cozen/en.json';
import fr from '../../../../../messages/cozen/fr.json';
import rulesEn from '../../../rules/cozen/en';
import rulesFr from '../../../rules/cozen/fr';
import { cozen, explainBattle, ids, settleBattle } from './index';
import { battleArb, diceArb, diceFrom, jailsRound, revealRound, setupArb } from './arbitraries';

const messages: Record<string, Record<string, string>> = { en, fr };

function key(prefix: string, id: string): string {
	return prefix + id.replace(/[.-]/g, '_');
}

function params(message: string): string[] {
	return [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Collects the explanation lines of random matches and battles: every rule id with the value keys it carries. */
function collectLines(): Map<string, MessageValues[]> {
	const seen = new Map<string, MessageValues[]>();
	const add = (rule: string, values: MessageValues = {}) =>
		seen.set(rule, [...(seen.get(rule) ?? []), values].slice(-20));
	fc.assert(
		fc.property(setupArb, fc.array(diceArb, { minLength: 1, maxLength: 6 }), (setup, rolls) => {
			let state = cozen.initialState(setup);
			for (const roll of rolls) {
				if (cozen.outcome(state, setup).over) break;
				const dice = diceFrom(roll);
				const input = dice(3) === 0 ? jailsRound(state, setup, dice) : revealRound(state, setup, dice);
				const next = applyInput(cozen, state, input, setup);
				for (const l of next.result.lines) add(l.rule, l.values);
				state = next.state;
			}
		}),
		{ numRuns: Math.min(propRuns(), 1000) }
	);
	return seen;
}

describe('Cozen messages carry what the engine sends (brief: i18n, rules page)', () => {
	const lines = collectLines();

	it('the random matches exercise every explanation rule', () => {
		expect([...lines.keys()].sort()).toEqual([...ids.rules].sort());
	});

	it.each(['en', 'fr'])('%s: every explanation line has a message whose params it carries', (lang) => {
		for (const [rule, samples] of lines) {
			const message = messages[lang]![key('x_', rule)];
			expect(message, `${lang} ${rule}`).toBeTypeOf('string');
			for (const values of samples)
				for (const p of params(message!)) expect(Object.keys(values), `${lang} ${rule} {${p}}`).toContain(p);
		}
	});

	it.each(['en', 'fr'])('%s: the turn role and the game have their messages', (lang) => {
		expect(messages[lang]!.turn_cozen_also_flips).toContain('{name}');
		expect(messages[lang]!.game_cozen_name).toBeTypeOf('string');
		expect(messages[lang]!.game_cozen_blurb).toBeTypeOf('string');
	});

	it('English and French carry the same keys and the same params', () => {
		expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
		for (const k of Object.keys(en))
			expect(params((fr as Record<string, string>)[k]!).sort(), k).toEqual(
				params((en as Record<string, string>)[k]!).sort()
			);
	});

	it('violation values carry the params their messages use', () => {
		// Round violations (values include seat) and calculator violations (no seat) share messages.
		const calculator = settleBattle({ card: '9', owner: 'black' }, ['7', '7', '7', 'K*', 'K*', 'A'], []);
		expect(calculator.ok).toBe(false);
		if (calculator.ok) return;
		for (const v of calculator.violations) {
			const message = en[key('v_', v.code) as keyof typeof en];
			if (!message) continue;
			for (const p of params(message)) expect(Object.keys(v.values ?? {}), `${v.code} {${p}}`).toContain(p);
		}
	});

	it.each([
		['en', rulesEn],
		['fr', rulesFr]
	] as const)('%s rules page credits the author', (_lang, doc) => {
		expect(doc.credit).toContain('Zach Gage');
	});

	it.each(['en', 'fr'])('%s: random battles from the calculator explain with known messages', (lang) => {
		fc.assert(
			fc.property(
				fc.boolean().chain((teams) => battleArb(teams).map((b) => ({ ...b, teams }))),
				({ stake, red, black, teams }) => {
					const s = settleBattle(stake, red, black, { teams });
					if (!s.ok) throw new Error('legal battle rejected');
					for (const l of explainBattle(s.battle)) {
						const message = messages[lang]![key('x_', l.rule)];
						expect(message, l.rule).toBeTypeOf('string');
						for (const p of params(message!)) expect(Object.keys(l.values ?? {})).toContain(p);
					}
				}
			),
			{ numRuns: 200 }
		);
	});
});
