/**
 * Property tests for Cooncan at every seat count from two to five (docs/cooncan-variants.md): the
 * engine and the meld referee never throw; on random valid matches the explanations add up, the
 * nets stay zero-sum wherever the game settles between players (every count but two players
 * counting games), two players counting games gain exactly one game per deal won plus the tableaux
 * carried, the deal passes to the left and one round of deals ends the match.
 */
import { violationsOf } from '$lib/engine/core/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_ERROR, foldMatch } from '../../core/fold';
import { explanationGaps, propRuns, propTimeout } from '../../core/testing';
import { tableMatchArb, tableSetupArb } from './arbitraries';
import { canShiftJoker, cooncan, matchPack, scoresGames, validateMeld, type CooncanState } from './index';

const runs = { numRuns: propRuns() };
const timeout = propTimeout(30_000 + propRuns() * 5);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('Cooncan for two to five seats', () => {
	it(
		'never throws on junk: junk comes back as violations, the meld referee answers',
		() => {
			fc.assert(
				fc.property(
					tableSetupArb,
					fc.anything(),
					fc.array(fc.anything(), { maxLength: 6 }),
					fc.array(fc.anything(), { maxLength: 6 }),
					(setup, junk, inputs, layout) => {
						const state = cooncan.initialState(setup);
						expect(Array.isArray(violationsOf(cooncan, state, junk, setup))).toBe(true);
						const folded = foldMatch(cooncan, setup, inputs);
						for (const round of folded.rounds) expect(round.violations.map((v) => v.code)).not.toContain(ENGINE_ERROR);
						expect(typeof validateMeld(layout, setup.config, setup.seatCount).ok).toBe('boolean');
						expect(typeof canShiftJoker(layout, 0, setup.config, setup.seatCount).ok).toBe('boolean');
					}
				),
				runs
			);
		},
		timeout
	);

	it(
		'valid matches: every deal reads, explanations add up, nets add up to zero where players settle, games count one per win plus the tableaux',
		() => {
			fc.assert(
				fc.property(tableMatchArb, ({ setup, deals }) => {
					expect(cooncan.validateSetup(setup)).toEqual([]);
					const folded = foldMatch(cooncan, setup, deals);
					const games = scoresGames(setup.config, setup.seatCount);
					let before = cooncan.initialState(setup);
					let applied = 0;
					folded.rounds.forEach((round, i) => {
						// Deals entered after the end are kept but not scored.
						if (round.violations.length > 0) {
							expect(round.violations.map((v) => v.code)).toEqual(['core.after-end']);
							return;
						}
						applied++;
						const result = round.result!;
						const after = round.state as CooncanState;
						expect(explanationGaps(result)).toEqual(result.points.map(() => 0));
						expect(after.dealer).toBe((before.dealer + 1) % setup.seatCount);
						if (!games) expect(sum(result.points)).toBe(0);
						else if ((deals[i] as { kind: string }).kind === 'out')
							expect(sum(result.points)).toBe(1 + before.tableaux);
						else expect(sum(result.points)).toBe(0);
						before = after;
					});
					const start = sum(setup.startingScores ?? []);
					const end = sum(folded.state.totals);
					if (!games) expect(end).toBe(start);
					else expect(end).toBeGreaterThanOrEqual(start);
					if (setup.config.end === 'round') expect(folded.outcome.over).toBe(applied >= setup.seatCount);
				}),
				runs
			);
		},
		timeout
	);

	it('a deal holding a third copy of a double-pack card, or a card the forty do not have, is refused', () => {
		fc.assert(
			fc.property(
				tableSetupArb.filter((s) => s.seatCount !== 3),
				fc.nat(),
				(setup, pick) => {
					const pack = matchPack(setup.config, setup.seatCount);
					const card = setup.seatCount === 2 ? 'KS' : pack[pick % pack.length]!;
					const hand = setup.seatCount === 2 ? [card] : [card, card, card];
					const hands: unknown[] = Array.from({ length: setup.seatCount }, () => ({ count: 5 }));
					hands[0] = null;
					hands[1] = { cards: hand };
					const input = { kind: 'out', winner: 0, hands };
					const codes = violationsOf(cooncan, cooncan.initialState(setup), input, setup).map((v) => v.code);
					if (scoresGames(setup.config, setup.seatCount)) expect(codes).toEqual([]);
					else expect(codes).toEqual([setup.seatCount === 2 ? 'cooncan.not-in-pack' : 'cooncan.copies-used']);
				}
			),
			runs
		);
	});
});
