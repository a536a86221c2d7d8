/**
 * Editing a match's setup after it started: player names, team names, first dealer and house
 * options. The form starts from the setup as it is when opened; saving checks everything first and
 * then writes the renames and the setup in one transaction, so a refused name leaves nothing half
 * saved. The session re-folds afterwards: a new house rule may end the match or reopen it.
 */
import type { Violation } from '$lib/engine/core/types';
import { saveSetup } from '$lib/data/matches';
import { teamNameViolations } from '$lib/data/players';
import type { MatchRecord } from '$lib/data/schema';
import type { MatchSession } from './match/session.svelte';
import type { Refusal } from './outcome';
import { storageHealth } from './storage-health.svelte';

export class SetupForm {
	readonly #session: MatchSession;
	readonly #match: MatchRecord;
	readonly #configBefore: string;
	names: string[] = $state([]);
	teamNames: string[] = $state([]);
	firstDealer = $state(0);
	config: Record<string, unknown> = $state({});
	violations: Violation[] = $state([]);
	failure: Refusal | null = $state(null);

	hasTeams = $derived.by(() => this.#session.columns.some((c) => c.kind === 'team'));
	optionsChanged = $derived.by(() => JSON.stringify($state.snapshot(this.config)) !== this.#configBefore);

	/** `session` must have its match and setup loaded. */
	constructor(session: MatchSession) {
		this.#session = session;
		this.#match = session.match!;
		const config = session.setup!.config as Record<string, unknown>;
		this.#configBefore = JSON.stringify(config);
		this.names = [...session.seatNames];
		this.teamNames = [...session.columnNames];
		this.firstDealer = this.#match.firstDealer;
		this.config = { ...config };
	}

	/** Checks and stores the form; true once saved and the match re-folded. */
	async save(): Promise<boolean> {
		const game = this.#session.game;
		const config = game.parseConfig($state.snapshot(this.config), this.names.length);
		const setup = { ...this.#session.setup!, config, firstDealer: this.firstDealer };
		this.violations = [...game.validateSetup(setup), ...(this.hasTeams ? teamNameViolations(this.teamNames) : [])];
		this.failure = null;
		if (this.violations.length > 0) return false;
		const renames = this.names
			.map((name, seat) => ({ seat, id: this.#match.seats[seat]!.playerId, name }))
			.filter((r) => r.name.trim() !== this.#session.seatNames[r.seat]);
		const changes = {
			firstDealer: this.firstDealer,
			config,
			...(this.hasTeams ? { teamNames: this.teamNames.map((t) => t.trim()) } : {})
		};
		const saved = await storageHealth.attempt(async () => {
			const refused = await saveSetup(
				this.#match.id,
				renames.map(({ id, name }) => ({ id, name })),
				changes
			);
			if (refused === null) await this.#session.refresh();
			return refused;
		});
		if (!saved.ok) {
			this.failure = saved.refusal;
			return false;
		}
		if (saved.value) {
			this.violations = saved.value.flatMap((problem, i) =>
				problem ? [{ code: `core.${problem}`, field: `seats.${renames[i]!.seat}` }] : []
			);
			return false;
		}
		return true;
	}
}
