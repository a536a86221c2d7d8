/**
 * The organiser's desk for one club night on this phone (issue 41): the night as stored (a live
 * query), its standings, and every workflow that changes it: draw the next round (the seed comes
 * from here, by crypto, and is kept in the round), swap two entrants and draw again before
 * confirming, confirm, open a table's match (created on first opening, its report kept in the
 * night), end the night. Every write runs through `storageHealth.attempt`; each workflow answers
 * with an `Outcome`, and a refusal is kept in `failure` for the screen. A change the night no
 * longer allows (another window drew, confirmed or ended first) is `night-changed-elsewhere`.
 */
import { nextPlan, nightStandings, roundsOf, type Night, type NightRound } from '$lib/engine/club/night';
import { swapEntrants } from '$lib/engine/club/draw';
import type { Standing } from '$lib/engine/club/standings';
import { isGameId, loadGame } from '$lib/engine/registry';
import { Live } from '$lib/data/live.svelte';
import { changeNight, endNight, getNight, openTableMatch, type NightRecord } from '$lib/data/nights';
import { done, refused, type Outcome, type Refusal } from '$lib/data/outcome';
import { storageHealth } from '../storage-health.svelte';
import { reportNight, seatCountOf, tableEntrants, tableSeating, tableSetup, type TablePlace } from './table-report';

/** A seed for a draw, from the platform's cryptographic randomness (32 bits). */
export function drawSeed(): number {
	return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** The night's rounds played so far (every earlier confirmed table): who has met whom. */
function metBefore(night: Night, number: number): string[][] {
	return night.rounds.filter((r) => r.confirmed && r.number < number).flatMap((r) => r.plan.tables.map((t) => [...t]));
}

export class NightDesk {
	readonly id: string;
	#live: Live<NightRecord | null>;
	/** Why the last change could not be stored, or null. */
	failure: Refusal | null = $state(null);
	/** The entrant picked first for a swap, waiting for the second. */
	picked: string | null = $state(null);

	constructor(id: string) {
		this.id = id;
		this.#live = new Live(async () => (await getNight(id)) ?? null);
	}

	/** The night (undefined while loading, null when there is none). */
	get night(): NightRecord | null | undefined {
		return this.#live.current;
	}

	standings: Standing[] = $derived(this.night ? nightStandings(this.night) : []);
	/** Names by entrant id. */
	names: Map<string, string> = $derived(new Map((this.night?.entrants ?? []).map((e) => [e.id, e.name])));
	/** The round drawn and not confirmed yet, if any. */
	pending: NightRound | null = $derived(this.night?.rounds.find((r) => !r.confirmed) ?? null);
	/** The latest confirmed round, if any. */
	current: NightRound | null = $derived(this.night?.rounds.findLast((r) => r.confirmed) ?? null);
	/** How many rounds the night has in all. */
	roundCount: number = $derived(this.night ? roundsOf(this.night) : 0);
	/** Whether a next round can be drawn now (running, none pending, rounds left). */
	canDraw: boolean = $derived(
		this.night?.status === 'running' && !this.pending && (this.night?.rounds.length ?? 0) < this.roundCount
	);
	/** Tables of the current round still playing (numbers from 1). */
	playing: number[] = $derived.by(() => {
		const round = this.current;
		if (!round || !this.night) return [];
		const reports = this.night.reports.filter((r) => r.round === round.number);
		return round.plan.tables.flatMap((_, i) => (reports.find((r) => r.table === i + 1)?.finished ? [] : [i + 1]));
	});

	/** The outcome, with a refusal kept in `failure`. */
	#answer<T>(outcome: Outcome<T>): Outcome<T> {
		this.failure = outcome.ok ? null : outcome.refusal;
		return outcome;
	}

	async #change(change: (night: NightRecord) => Night | null): Promise<Outcome> {
		this.failure = null;
		const stored = await storageHealth.attempt(() => changeNight(this.id, change));
		if (!stored.ok) return this.#answer(stored);
		return this.#answer(stored.value ? done() : refused({ kind: 'night-changed-elsewhere' }));
	}

	/** Draws the next round (not confirmed yet); `seed` for tests, else a fresh one. */
	draw(seed = drawSeed()): Promise<Outcome> {
		return this.#change((night) => {
			if (night.status !== 'running' || night.rounds.some((r) => !r.confirmed)) return null;
			const plan = nextPlan(night, seed);
			if (!plan) return null;
			const round: NightRound = { number: night.rounds.length + 1, seed, plan, confirmed: false };
			return { ...night, rounds: [...night.rounds, round] };
		});
	}

	/** Draws the pending round again with a new seed (the first round anew by chance). */
	redraw(seed = drawSeed()): Promise<Outcome> {
		return this.#change((night) => {
			const pending = night.rounds.find((r) => !r.confirmed);
			if (!pending) return null;
			const before = { ...night, rounds: night.rounds.filter((r) => r !== pending) };
			const plan = nextPlan(before, seed);
			return plan ? { ...night, rounds: [...before.rounds, { ...pending, seed, plan }] } : null;
		});
	}

	/** Picks an entrant of the pending plan for a swap; the second pick swaps the two. */
	async pick(entrant: string): Promise<void> {
		if (this.picked === null || this.picked === entrant) {
			this.picked = this.picked === entrant ? null : entrant;
			return;
		}
		const first = this.picked;
		this.picked = null;
		await this.swap(first, entrant);
	}

	/** Swaps two entrants of the pending plan. */
	swap(a: string, b: string): Promise<Outcome> {
		return this.#change((night) => {
			const pending = night.rounds.find((r) => !r.confirmed);
			if (!pending) return null;
			const plan = swapEntrants(pending.plan, a, b, metBefore(night, pending.number));
			return { ...night, rounds: night.rounds.map((r) => (r === pending ? { ...r, plan } : r)) };
		});
	}

	/** Confirms the pending round: its tables may start. */
	confirm(): Promise<Outcome> {
		this.picked = null;
		return this.#change((night) => {
			if (!night.rounds.some((r) => !r.confirmed)) return null;
			return { ...night, rounds: night.rounds.map((r) => (r.confirmed ? r : { ...r, confirmed: true })) };
		});
	}

	/** The id of a table's match, once opened. */
	matchOf(at: TablePlace): string | null {
		return this.night?.reports.find((r) => r.round === at.round && r.table === at.table)?.matchId ?? null;
	}

	/**
	 * Opens a confirmed round's table on this phone: creates its match (the game, the night's house
	 * options, the plan's players seated, teams named) the first time: the match's id.
	 */
	async openTable(at: TablePlace): Promise<Outcome<string>> {
		const night = this.night;
		this.failure = null;
		if (!night || !night.rounds.some((r) => r.number === at.round && r.confirmed) || !isGameId(night.settings.gameId))
			return this.#answer(refused({ kind: 'night-changed-elsewhere' }));
		const game = await loadGame(night.settings.gameId);
		const seating = tableSeating(game, night, at);
		const setup = tableSetup(game, night, seatCountOf(tableEntrants(night, at)));
		const opened = await storageHealth.attempt(() =>
			openTableMatch(this.id, { ...at, entrants: seating.seatsOf.length }, seating.names, {
				gameId: game.id,
				config: setup.config,
				firstDealer: 0,
				...(seating.teamNames ? { teamNames: [...seating.teamNames] } : {})
			})
		);
		if (!opened.ok) return this.#answer(opened);
		return this.#answer(opened.value ? done(opened.value) : refused({ kind: 'night-changed-elsewhere' }));
	}

	/** Brings every table's report up to date with its match (on opening the desk). */
	async refresh(): Promise<void> {
		const night = this.night ?? (await getNight(this.id));
		if (night && night.status === 'running') await storageHealth.attempt(() => reportNight(night));
	}

	/** Ends the night: its results are final and it shows in History as ended. */
	async end(): Promise<Outcome<void>> {
		await this.refresh();
		return this.#answer(await storageHealth.attempt(() => endNight(this.id)));
	}
}
