/**
 * One answer, across the data and state layers, to "did it happen?": an `Outcome` is done (with a
 * value) or refused with a `Refusal` saying why, so every screen explains every reason the same
 * way (`refusalText` in `$lib/i18n/refusal`). Nothing a person asks for throws or answers a bare
 * `false`. It lives in the data layer because live sharing answers with it too, and the state
 * layer, which owns every workflow, may import the data layer but not the other way round.
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
	/** A club night no longer allows this change (another window drew, confirmed or ended it first). */
	| { kind: 'night-changed-elsewhere' }
	/** A live code does not open a room on this server (wrong key, or the room was never shared). */
	| { kind: 'code-refused' }
	/** The phone that shared this match ended sharing: the room is gone (`by`: its name, when known). */
	| { kind: 'room-ended'; by: string | null }
	/** The phone that shared this match replaced its codes with new ones: this code opens nothing now. */
	| { kind: 'code-replaced' }
	/** No live sync server answered at this address. */
	| { kind: 'server-unreachable'; address: string }
	/** What a live room holds is not a match this app can read (named in `reason`, never trusted). */
	| { kind: 'not-a-match'; reason: string }
	/** A viewer code cannot share or change anything. */
	| { kind: 'viewer-only' }
	/** The device's storage is full. */
	| { kind: 'storage-full' }
	/** The browser does not let the app store anything. */
	| { kind: 'storage-unavailable' }
	/** The write failed for another reason (nothing changed; trying again may work). */
	| { kind: 'failed' };

/** The refusals that come from storage rather than from the match. */
export type StorageRefusal = Extract<Refusal, { kind: 'storage-full' | 'storage-unavailable' | 'failed' }>;

/** The refusals of live sharing: sharing, joining (docs/sync.md). */
export type LiveRefusal = Extract<
	Refusal,
	{
		kind:
			| 'code-refused'
			| 'room-ended'
			| 'code-replaced'
			| 'server-unreachable'
			| 'not-a-match'
			| 'viewer-only'
			| 'storage-full'
			| 'failed';
	}
>;

/** Done with a value, or refused and why (`R` narrows the reasons a workflow can give). */
export type Outcome<T = undefined, R extends Refusal = Refusal> = { ok: true; value: T } | { ok: false; refusal: R };

/** Done. */
export function done(): { ok: true; value: undefined };
export function done<T>(value: T): { ok: true; value: T };
export function done<T>(value?: T): { ok: true; value: T | undefined } {
	return { ok: true, value };
}

/** Refused, for this reason. */
export function refused<R extends Refusal>(refusal: R): { ok: false; refusal: R } {
	return { ok: false, refusal };
}
