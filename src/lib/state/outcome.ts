/**
 * One answer, across the state layer, to "did it happen?": an `Outcome` is done (with a value)
 * or refused with a `Refusal` saying why, so every screen explains every reason the same way
 * (`$lib/i18n/refusal`). Nothing a person asks for throws or answers a bare `false`.
 */
import type { Violation } from '$lib/engine/core/types';

/** Why something asked for did not happen (nothing was written). */
export type Refusal =
	/** The input breaks the game's rules here (each violation names its field). */
	| { kind: 'invalid'; violations: readonly Violation[] }
	/** Round `number` was changed elsewhere (another window, an import) since it was read. */
	| { kind: 'changed-elsewhere'; number: number }
	/** Round `number` was deleted elsewhere since it was read. */
	| { kind: 'deleted-elsewhere'; number: number }
	/** Round `number` was added elsewhere while a new round was typed (it may be this very round). */
	| { kind: 'added-elsewhere'; number: number }
	/** The match's setup was changed elsewhere (another window, an import) since it was read. */
	| { kind: 'setup-changed-elsewhere' }
	/** The device's storage is full. */
	| { kind: 'storage-full' }
	/** The browser does not let the app store anything. */
	| { kind: 'storage-unavailable' }
	/** The write failed for another reason (nothing changed; trying again may work). */
	| { kind: 'failed' };

/** The refusals that come from storage rather than from the match. */
export type StorageRefusal = Extract<Refusal, { kind: 'storage-full' | 'storage-unavailable' | 'failed' }>;

/** Done with a value, or refused and why. */
export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** Done. */
export function done(): Outcome;
export function done<T>(value: T): Outcome<T>;
export function done<T>(value?: T): Outcome<T | undefined> {
	return { ok: true, value };
}

/** Refused, for this reason. */
export function refused(refusal: Refusal): { ok: false; refusal: Refusal } {
	return { ok: false, refusal };
}
