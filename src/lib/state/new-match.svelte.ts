/**
 * The new-match form: game, seats (names typed or picked from the roster, reorderable), teams,
 * house options, first dealer and optional starting scores; validated before anything is saved,
 * then started with its new players in one transaction. The store (`./new-match-later`, with Dexie) is
 * loaded only when the match starts (it has arrived by then, or the start waits for it, with the
 * button disabled): the form is drawn and checked without it, so on a slow first visit it shows
 * as soon as its own code is there.
 */
import { append } from '$lib/engine/core/arrays';
import type { AnyGame, MatchSetup, Violation } from '$lib/engine/core/types';
import { nameKey, nameShapeProblem, teamNameViolations } from '$lib/data/names';
import type { PlayerRecord } from '$lib/data/schema';
import { lastOptions } from './last-options.svelte';
import type { Refusal } from '$lib/data/outcome';
import { storageHealth } from './storage-health.svelte';

/** The longest name a seat accepts, for the form's maxlength and counter. */
export { NAME_MAX } from '$lib/data/names';

export interface SeatDraft {
	/** Stable key for the list (seats move). */
	key: number;
	name: string;
}

let seatKey = 0;

/** A seat with a name. */
export function seat(name = ''): SeatDraft {
	return { key: ++seatKey, name };
}

export class NewMatchForm {
	game: AnyGame | null = $state.raw(null);
	seats: SeatDraft[] = $state([seat(), seat()]);
	config: Record<string, unknown> = $state({});
	teamNames: string[] = $state([]);
	firstDealer = $state(0);
	startingScores: string[] = $state([]);
	violations: readonly Violation[] = $state([]);
	/** True from a valid "Start" on (the screen then leaves), back to false when refused. */
	starting = $state(false);
	/** Why the last start could not be stored, or null. */
	failure: Refusal | null = $state(null);

	/** The engine setup this form describes. */
	setup: MatchSetup<unknown> | null = $derived.by(() => {
		if (!this.game) return null;
		const config = this.game.parseConfig($state.snapshot(this.config), this.seats.length);
		return { config, seatCount: this.seats.length, firstDealer: this.firstDealer };
	});

	columns = $derived(this.game && this.setup ? this.game.columns(this.setup) : []);
	hasTeams = $derived(this.columns.some((c) => c.kind === 'team'));

	/**
	 * Chooses a game: seats fit its player count (seats left empty beyond the new game's minimum,
	 * and beyond two, go: switching from a 4-player game to a 2-player one leaves no blank seat),
	 * options start at their defaults.
	 */
	choose(game: AnyGame): void {
		this.game = game;
		for (let i = this.seats.length - 1; i >= 0 && this.seats.length > Math.max(game.minPlayers, 2); i--)
			if (this.seats[i]!.name.trim() === '') this.seats.splice(i, 1);
		while (this.seats.length < game.minPlayers) this.seats.push(seat());
		while (this.seats.length > game.maxPlayers) this.seats.pop();
		this.config = { ...(game.defaultConfig(this.seats.length) as Record<string, unknown>) };
		this.firstDealer = Math.min(this.firstDealer, this.seats.length - 1);
		this.violations = [];
	}

	addSeat(name = ''): void {
		if (this.game && this.seats.length >= this.game.maxPlayers) return;
		const empty = this.seats.find((s) => s.name.trim() === '');
		if (name && empty) empty.name = name;
		else this.seats.push(seat(name));
	}

	removeSeat(index: number): void {
		if (this.game && this.seats.length <= this.game.minPlayers) return;
		this.seats.splice(index, 1);
		this.firstDealer = Math.min(this.firstDealer, this.seats.length - 1);
	}

	move(index: number, by: -1 | 1): void {
		const to = index + by;
		if (to < 0 || to >= this.seats.length) return;
		const [moved] = this.seats.splice(index, 1);
		if (moved) this.seats.splice(to, 0, moved);
	}

	/** Sets several options at once (a preset); the others keep their values. */
	setOptions(values: Readonly<Record<string, unknown>>): void {
		Object.assign(this.config, values);
		this.violations = [];
	}

	/** The roster players not seated yet (by name, ignoring case and spacing). */
	unseated(roster: readonly PlayerRecord[]): PlayerRecord[] {
		const seated = new Set(this.seats.map((s) => nameKey(s.name)));
		return roster.filter((p) => !seated.has(nameKey(p.name)));
	}

	/**
	 * Checks the form and, when it is fine, stores the new players and the match in one
	 * transaction; asks for persistent storage after the very first match. Returns the new
	 * match's id, or null with `violations` or `failure` saying why.
	 */
	async start(): Promise<string | null> {
		this.violations = this.check();
		const game = this.game;
		if (this.violations.length > 0 || !game || this.starting) return null;
		this.starting = true;
		this.failure = null;
		const result = this.result();
		const store = await import('./new-match-later').catch(() => null);
		if (!store) {
			// The store's code did not arrive (the network dropped on a first visit): nothing typed is lost.
			this.starting = false;
			this.failure = { kind: 'failed' };
			return null;
		}
		const stored = await storageHealth.attempt(() =>
			store.startMatch(result.names, {
				gameId: game.id,
				config: result.config,
				firstDealer: this.firstDealer,
				...(result.teamNames ? { teamNames: result.teamNames } : {}),
				...(result.startingScores ? { startingScores: result.startingScores } : {})
			})
		);
		if (!stored.ok) {
			this.starting = false;
			this.failure = stored.refusal;
			return null;
		}
		if (stored.value.first) void storageHealth.persist();
		lastOptions.remember(game.id, result.config);
		return stored.value.match.id;
	}

	/** Starting scores as numbers, or violations on their fields. */
	#starting(): { scores?: number[]; violations: Violation[] } {
		const texts = this.startingScores.slice(0, this.columns.length);
		if (texts.every((t) => (t ?? '').trim() === '')) return { violations: [] };
		const violations: Violation[] = [];
		const scores = this.columns.map((_, i) => {
			const text = (texts[i] ?? '').trim();
			if (text === '') return 0;
			if (!/^-?\d+$/.test(text)) violations.push({ code: 'core.not-whole', field: `startingScores.${i}` });
			return Number(text);
		});
		return { scores, violations };
	}

	/** Every problem with the form (names, options, starting scores); empty means it can start. */
	check(): Violation[] {
		const out: Violation[] = [];
		if (!this.game || !this.setup) return [{ code: 'core.required', field: 'game' }];
		const seen = new Map<string, number>();
		this.seats.forEach((s, i) => {
			const name = s.name.trim();
			const shape = nameShapeProblem(name);
			if (shape) out.push({ code: `core.${shape}`, field: `seats.${i}` });
			else if (seen.has(nameKey(name))) out.push({ code: 'core.name-twice', field: `seats.${i}` });
			seen.set(nameKey(name), i);
		});
		if (this.hasTeams) append(out, teamNameViolations(this.columns.map((_, t) => this.teamNames[t] ?? '')));
		append(out, this.game.validateSetup(this.setup));
		append(out, this.#starting().violations);
		return out;
	}

	/** The values to store, once `check()` is empty. */
	result(): { config: unknown; names: string[]; teamNames?: string[]; startingScores?: number[] } {
		const starting = this.#starting().scores;
		const teamNames = this.hasTeams
			? this.columns.map((_, i) => (this.teamNames[i] ?? '').trim()).map((n, i) => n || `${i + 1}`)
			: undefined;
		return {
			config: this.setup?.config,
			names: this.seats.map((s) => s.name.trim().replace(/\s+/g, ' ')),
			...(teamNames && this.teamNames.some((n) => (n ?? '').trim() !== '') ? { teamNames } : {}),
			...(starting ? { startingScores: starting } : {})
		};
	}
}
