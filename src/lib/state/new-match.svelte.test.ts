// The new-match form's seats follow the chosen game's player count (issue 2 "New match").
import { describe, expect, it } from 'vitest';
import { loadGame } from '$lib/engine/registry';
import { NewMatchForm } from './new-match.svelte';

describe('NewMatchForm.choose', () => {
	it('grows the seats to a 4-player game, then drops the empty ones when a 2-player game is chosen', async () => {
		const form = new NewMatchForm();
		form.choose(await loadGame('coinche'));
		expect(form.seats).toHaveLength(4);
		form.seats[0]!.name = 'Ana';
		form.seats[2]!.name = 'Chloé';
		form.choose(await loadGame('freeform'));
		expect(form.seats.map((s) => s.name)).toEqual(['Ana', 'Chloé']);
	});

	it('keeps named seats and two seats at least, and never more than the game allows', async () => {
		const form = new NewMatchForm();
		form.choose(await loadGame('coinche'));
		for (const [i, name] of ['Ana', 'Ben', 'Chloé', 'Dan'].entries()) form.seats[i]!.name = name;
		form.choose(await loadGame('freeform'));
		expect(form.seats).toHaveLength(4);
		form.choose(await loadGame('cooncan'));
		expect(form.seats.map((s) => s.name)).toEqual(['Ana', 'Ben', 'Chloé']);

		const blank = new NewMatchForm();
		blank.choose(await loadGame('coinche'));
		blank.choose(await loadGame('freeform'));
		expect(blank.seats).toHaveLength(2);
	});
});
