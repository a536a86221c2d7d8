/**
 * Free-form scoresheet UI: one number field per player. The form keeps the text as typed so a
 * half-typed "-" survives a reload; the engine decides what is a valid number.
 */
import type { FreeformConfig, FreeformInput, FreeformState } from '$lib/engine/games/freeform/index';
import type { GameUi } from '../types';
import Entry from './Entry.svelte';

/** The form: the text typed per seat. */
export interface FreeformForm {
	scores: string[];
}

/** Parses typed text: '' stays missing, numbers become numbers, anything else stays text (rejected). */
export function parseScore(text: string): number | string | null {
	const clean = text.trim().replace(',', '.').replace('−', '-');
	if (clean === '') return null;
	return /^[-+]?\d+(\.\d+)?$/.test(clean) ? Number(clean) : clean;
}

export const ui: GameUi<FreeformForm, FreeformState, FreeformInput, FreeformConfig> = {
	Entry,
	emptyForm: (_game, _state, setup) => ({ scores: Array.from({ length: setup.seatCount }, () => '') }),
	toInput: (form) => ({ scores: form.scores.map(parseScore) }),
	fromInput: (input, setup) => {
		const scores = (input as { scores?: unknown[] } | null)?.scores ?? [];
		return { scores: Array.from({ length: setup.seatCount }, (_, i) => (scores[i] == null ? '' : String(scores[i]))) };
	}
};
