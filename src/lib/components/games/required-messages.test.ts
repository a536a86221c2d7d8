/**
 * A round saved with a field left empty: every message names what is missing, in English and
 * French, never the general "This is required." (which says neither which field nor what to do).
 * Each game's blank form goes through its own `toInput` and the engine, as the entry form does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadGame, type GameId } from '$lib/engine/registry';
import type { Violation } from '$lib/engine/core/types';
import { violationText } from '$lib/i18n/explain';
import { m } from '$lib/i18n';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { loadGameUi } from './registry';

const names = { seats: ['Ana', 'Bruno', 'Chloé', 'Dmitri'], columns: ['Ana', 'Bruno', 'Chloé', 'Dmitri'] };

/** The violations of a blank round of `id` at `seatCount`, after `fill` changed the form. */
async function blankRound(id: GameId, seatCount: number, fill: (form: never) => void = () => {}): Promise<Violation[]> {
	const game = await loadGame(id);
	const ui = await loadGameUi(id);
	const setup = { seatCount, firstDealer: 0, config: game.defaultConfig(seatCount) };
	const state = game.initialState(setup);
	const form = ui.emptyForm(game, state, setup);
	fill(form as never);
	const read = game.read(state, ui.toInput(form, setup), setup);
	return read.ok ? [] : [...read.violations];
}

describe('required-field messages', () => {
	/** The language the messages answer in (the test runs without a browser to keep a choice). */
	let lang: 'en' | 'fr' = baseLocale;
	overwriteGetLocale(() => lang);
	afterEach(() => (lang = baseLocale));

	it.each([
		{ id: 'cooncan', seats: 3, fill: () => {}, en: { winner: 'Choose who went out, or that the pack ran out.' } },
		{
			id: 'cooncan',
			seats: 3,
			fill: (f: { winner: number; hands: { mode: string }[] }) => {
				f.winner = 0;
				f.hands[1]!.mode = 'count';
			},
			en: { 'hands.1': 'Tap the cards left in this hand, or type their count.' }
		},
		{
			id: 'cozen',
			seats: 4,
			fill: () => {},
			en: { 'faceUp.0.card': 'Choose the card Ana flipped.', 'faceUp.1.card': 'Choose the card Chloé flipped.' }
		},
		{
			id: 'freeform',
			seats: 3,
			fill: () => {},
			en: { 'scores.0': 'Enter Ana’s points.', 'scores.2': 'Enter Chloé’s points.' }
		},
		{
			id: 'coosner',
			seats: 3,
			fill: () => {},
			en: { 'players.1.advisors': 'Choose exactly three advisors (0 chosen).' }
		},
		{ id: 'koosekort', seats: 2, fill: () => {}, en: { wentOut: 'Mark the player who went out first.' } }
	] as const)('$id ($seats seats): each message says what its own field lacks', async ({ id, seats, fill, en }) => {
		lang = 'en';
		const violations = await blankRound(id, seats, fill as (form: never) => void);
		const text = (field: string) => violations.filter((v) => v.field === field).map((v) => violationText(v, names));
		for (const [field, expected] of Object.entries(en)) expect(text(field), field).toEqual([expected]);
		for (const each of ['en', 'fr'] as const) {
			lang = each;
			const general = m.v_core_required();
			for (const v of violations) expect(violationText(v, names), `${lang} ${v.field}`).not.toBe(general);
		}
	});

	it('French names the player too', async () => {
		lang = 'fr';
		const [cozen] = await blankRound('cozen', 4);
		expect(violationText(cozen!, names)).toBe('Choisissez la carte retournée par Ana.');
		const free = await blankRound('freeform', 2);
		expect(free.map((v) => violationText(v, names))).toEqual([
			'Ana\u202f: saisissez ses points.',
			'Bruno\u202f: saisissez ses points.'
		]);
	});
});
