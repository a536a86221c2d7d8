/**
 * One window's Undo and Redo steps of one match, as plain values: what a new step, an Undo, a
 * Redo or a refused step leaves, bounded to the last `HISTORY_LIMIT` steps each way, and the
 * record it is stored as. Pure (no storage, no clock): the session writes the record with the
 * change it belongs to. Generic over the step, so a kind of step other than a round's fits.
 */

/** How many steps Undo (and Redo) keep per window and match. */
export const HISTORY_LIMIT = 50;

/** Undo's steps and Redo's, oldest first: the last of each is what the button does. */
export interface Steps<S> {
	readonly undo: readonly S[];
	readonly redo: readonly S[];
}

/** Which way a step is taken. */
export type StepAction = 'undo' | 'redo';

/** No step either way. */
export function noSteps<S>(): Steps<S> {
	return { undo: [], redo: [] };
}

/** The last `HISTORY_LIMIT` steps. */
export function bounded<S>(steps: readonly S[]): S[] {
	return steps.length > HISTORY_LIMIT ? steps.slice(steps.length - HISTORY_LIMIT) : [...steps];
}

/** After a new step: it is Undo's next, and Redo's steps no longer apply. */
export function taken<S>(steps: Steps<S>, step: S): Steps<S> {
	return { undo: bounded([...steps.undo, step]), redo: [] };
}

/** The step `action` would take next, if any. */
export function nextStep<S>(steps: Steps<S>, action: StepAction): S | undefined {
	return (action === 'undo' ? steps.undo : steps.redo).at(-1);
}

/** After `action` took its next step: Undo's step goes to Redo, or Redo's back to Undo. */
export function stepped<S>(steps: Steps<S>, action: StepAction): Steps<S> {
	const step = nextStep(steps, action);
	if (step === undefined) return steps;
	return action === 'undo'
		? { undo: steps.undo.slice(0, -1), redo: bounded([...steps.redo, step]) }
		: { undo: bounded([...steps.undo, step]), redo: steps.redo.slice(0, -1) };
}

/** After `action`'s next step was refused (it no longer applies): that step is dropped. */
export function dropped<S>(steps: Steps<S>, action: StepAction): Steps<S> {
	return action === 'undo'
		? { undo: steps.undo.slice(0, -1), redo: steps.redo }
		: { undo: steps.undo, redo: steps.redo.slice(0, -1) };
}

/** How a window's steps of a match are stored (the key is the match and the window). */
export interface StoredSteps<S> {
	key: string;
	matchId: string;
	windowId: string;
	undo: S[];
	redo: S[];
	updatedAt: number;
}

/** The key of a window's steps of a match. */
export function historyKey(matchId: string, windowId: string): string {
	return `${matchId}/${windowId}`;
}

/** The record `steps` are stored as, written at `at`. */
export function storedSteps<S>(matchId: string, windowId: string, steps: Steps<S>, at: number): StoredSteps<S> {
	return {
		key: historyKey(matchId, windowId),
		matchId,
		windowId,
		undo: bounded(steps.undo),
		redo: bounded(steps.redo),
		updatedAt: at
	};
}
