/**
 * This window's Undo and Redo steps of one match, as the screen shows them: read back from
 * storage when the match opens (a step taken before that read wins over it), labelled with the
 * round's number as the match now stands (a setup step has none), and turned into the record
 * written with each change.
 */
import { getHistory } from '$lib/data/matches';
import { countBefore } from '$lib/data/round-list';
import type { HistoryRecord, HistoryStep, RoundRecord, RoundStep } from '$lib/data/schema';
import { historyKey, nextStep, noSteps, storedSteps, taken, type StepAction, type Steps } from './undo-history';

/** What Undo or Redo would take back or do again: the kind of change and the round's number now (0 for the setup). */
export interface StepLabel {
	kind: HistoryStep['kind'];
	number: number;
}

/** The round a step is about. */
export function roundOf(step: RoundStep): RoundRecord {
	return (step.after ?? step.before)!;
}

/**
 * The steps once Undo or Redo put round `was` back as `written` (the same round with a new stamp):
 * every step that names that round as `was` names it as written, so the steps taken afterwards,
 * either way, expect what is stored.
 */
export function restamped(
	steps: Steps<HistoryStep>,
	was: RoundRecord | null,
	written: RoundRecord | null
): Steps<HistoryStep> {
	if (!was || !written) return steps;
	const same = (r: RoundRecord | null) => r !== null && r.id === was.id && r.updatedAt === was.updatedAt;
	const side = (r: RoundRecord | null) => (same(r) ? written : r);
	const each = (list: readonly HistoryStep[]) =>
		list.map((s) => (s.kind === 'setup' ? s : { ...s, before: side(s.before), after: side(s.after) }));
	return { undo: each(steps.undo), redo: each(steps.redo) };
}

export class WindowSteps {
	readonly matchId: string;
	/** This window's id, once known (see `window-id.ts`). */
	windowId: string | null = null;
	#id: Promise<string>;
	// Raw state: stored rounds must stay plain objects (IndexedDB cannot clone proxies).
	current: Steps<HistoryStep> = $state.raw(noSteps());
	#rounds: () => readonly RoundRecord[] | undefined;
	#loaded = false;

	/** `rounds`: the match's rounds now, for the steps' numbers. */
	constructor(matchId: string, windowId: Promise<string>, rounds: () => readonly RoundRecord[] | undefined) {
		this.matchId = matchId;
		this.#id = windowId.then((id) => (this.windowId = id));
		this.#rounds = rounds;
		void this.#load();
	}

	/** Resolves once this window's id is known (a step is stored under it). */
	async known(): Promise<void> {
		await this.#id;
	}

	async #load(): Promise<void> {
		const id = await this.#id;
		const stored = await getHistory(historyKey(this.matchId, id)).catch(() => undefined);
		if (this.#loaded) return;
		this.#loaded = true;
		if (stored) this.current = stored;
	}

	/** The steps after a new one is taken in this window. */
	taking(step: HistoryStep): Steps<HistoryStep> {
		this.#loaded = true;
		return taken(this.current, step);
	}

	/** `steps` as they are stored with a write (once `known` has resolved). */
	stored(steps: Steps<HistoryStep>): HistoryRecord {
		if (this.windowId === null) throw new Error('The window id is not known yet.');
		return storedSteps(this.matchId, this.windowId, steps, Date.now());
	}

	/** A step's round number: its place among the rounds now (a deleted round: where it would go back; the setup: 0). */
	numberOf(step: HistoryStep): number {
		return step.kind === 'setup' ? 0 : countBefore(this.#rounds() ?? [], roundOf(step)) + 1;
	}

	/** What `action` would do next, with the round's number now. */
	label(action: StepAction): StepLabel | null {
		const step = nextStep(this.current, action);
		return step ? { kind: step.kind, number: this.numberOf(step) } : null;
	}
}
