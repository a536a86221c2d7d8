// Test bench for the round entry form's draft: a free-form match on a fresh fake IndexedDB, the
// match screen's session over its stored rounds, and typing as the entry form does it.
import { beforeEach } from 'vitest';
import { useDb } from '$lib/data/db';
import { addRound, createMatch, listRounds, updateRound } from '$lib/data/matches';
import { createDb, type RoundRecord } from '$lib/data/schema';
import { foldMatch, type FoldedMatch } from '$lib/engine/core/fold';
import type { AnyGame, MatchSetup } from '$lib/engine/core/types';
import { loadGame } from '$lib/engine/registry';
import type { Outcome, Refusal } from '$lib/data/outcome';
import type { RoundAdd } from '../match/match-edits.svelte';
import { RoundDraft, type DraftForms, type DraftSession } from '../round-draft.svelte';

/** The free-form sheet's form: the text typed per seat. */
export const forms: DraftForms = {
	emptyForm: (_game, _state, setup) => ({ scores: Array.from({ length: setup.seatCount }, () => '') }),
	toInput: (form) => ({
		scores: (form as { scores: string[] }).scores.map((s) => (s.trim() === '' ? null : Number(s)))
	}),
	fromInput: (input) => ({ scores: (input as { scores: number[] }).scores.map(String) })
};

/** A match screen's session over the stored rounds, showing a new round before its write; `refuseNext` makes the next round write refused. */
export class Session implements DraftSession {
	readonly id: string;
	readonly game: AnyGame;
	readonly setup: MatchSetup<unknown>;
	rounds: RoundRecord[] | undefined = $state.raw(undefined);
	folded: FoldedMatch | null = $derived.by(() =>
		this.rounds
			? foldMatch(
					this.game,
					this.setup,
					this.rounds.map((r) => r.input)
				)
			: null
	);
	refuseNext: Refusal | null = null;

	constructor(id: string, game: AnyGame, config: unknown = {}) {
		this.id = id;
		this.game = game;
		this.setup = { config: game.parseConfig(config, 2), seatCount: 2, firstDealer: 0 };
	}

	async reload(): Promise<this> {
		this.rounds = await listRounds(this.id);
		return this;
	}

	/** The refusal the next write answers with (nothing written). */
	#refused(): Outcome | null {
		const refusal = this.refuseNext;
		this.refuseNext = null;
		return refusal ? { ok: false, refusal } : null;
	}

	async add(input: unknown, how: RoundAdd = {}): Promise<Outcome> {
		const refused = this.#refused();
		if (refused) return refused;
		// Shown at once, as the match screen shows a round before its write returns.
		const id = crypto.randomUUID();
		const shown: RoundRecord = { id, matchId: this.id, order: 0, input, createdAt: 0, updatedAt: 0 };
		this.rounds = [...(this.rounds ?? []), shown];
		await addRound(this.id, input, how.draftKey, id);
		await this.reload();
		return { ok: true, value: undefined };
	}

	async edit(index: number, input: unknown, draftKey?: string): Promise<Outcome> {
		const refused = this.#refused();
		if (refused) return refused;
		await updateRound(this.rounds![index]!, input, draftKey);
		await this.reload();
		return { ok: true, value: undefined };
	}
}

let dbCount = 0;
/** The match under test (a test may replace it) and its game. */
export const bench = { matchId: '', game: undefined as unknown as AnyGame };

/** Each test gets a fresh database holding one free-form match for two. */
export function useFreeformMatch(): void {
	beforeEach(async () => {
		useDb(createDb(`draft-${++dbCount}`));
		bench.game = await loadGame('freeform');
		bench.matchId = (await createMatch({ gameId: 'freeform', playerIds: ['a', 'b'], config: {}, firstDealer: 0 })).id;
	});
}

export async function open(windowId: string, index: number | null = null, openWindows?: Set<string>, debounceMs = 0) {
	const session = await new Session(bench.matchId, bench.game).reload();
	const roundId = index === null ? null : session.rounds![index]!.id;
	const draft = new RoundDraft(session, forms, roundId, {
		windowId,
		debounceMs,
		openWindows: async () => openWindows ?? null
	});
	await draft.load();
	return { session, draft };
}

export function type(draft: RoundDraft, scores: string[]): void {
	draft.form = { scores };
	draft.changed();
}

export async function typed(draft: RoundDraft, scores: string[]): Promise<void> {
	type(draft, scores);
	await new Promise((resolve) => setTimeout(resolve, 5));
	await draft.settled();
}

export const inputs = async () => (await listRounds(bench.matchId)).map((r) => r.input);
