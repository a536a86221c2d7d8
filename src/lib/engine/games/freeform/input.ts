/** The free-form sheet's round input, as stored and as applied: one whole number per seat. */
export interface FreeformInput {
	readonly scores: readonly number[];
}

/** Largest score a single entry may hold either way; beyond it totals stop being exact. */
export const FREEFORM_MAX_ENTRY = 1_000_000;
