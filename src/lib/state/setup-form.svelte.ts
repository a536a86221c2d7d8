/**
 * Editing a match's setup after it started: player names, team names, first dealer and house
 * options. The form starts from the setup as it is when opened. A change of the options or the
 * first dealer in a match with rounds is reviewed first: every round whose points change, and the
 * totals before and after (nothing is written until the person confirms). Saving checks
 * everything, then writes the renames and the setup in one transaction as one step of this
 * window's Undo history; a refused name, or a setup changed elsewhere since, leaves nothing saved.
 */
import { rescoreBy, type Rescore } from '$lib/engine/core/rescore';
import type { Violation } from '$lib/engine/core/types';
import { setupFieldsOf } from '$lib/data/matches';
import { teamNameViolations } from '$lib/data/players';
import type { MatchRecord, MatchSetupFields } from '$lib/data/schema';
import type { MatchSession } from './match/session.svelte';
import { done, refused, type Outcome, type Refusal } from '$lib/data/outcome';

export class SetupForm {
	readonly #session: MatchSession;
	readonly #match: MatchRecord;
	readonly #configBefore: string;
	/** The team names as the form showed them when opened (a default shows the players' names). */
	readonly #teamNamesBefore: readonly string[];
	names: string[] = $state([]);
	teamNames: string[] = $state([]);
	firstDealer = $state(0);
	config: Record<string, unknown> = $state({});
	violations: Violation[] = $state([]);
	failure: Refusal | null = $state(null);
	/** What the change does to the rounds played, while the person reviews it before saving. */
	review: Rescore | null = $state.raw(null);

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
		this.#teamNamesBefore = [...session.columnNames];
		this.firstDealer = this.#match.firstDealer;
		this.config = { ...config };
	}

	/**
	 * Checks the form; a change that may re-score played rounds is then shown for review (done with
	 * `review`: nothing saved yet, `review` says what it does). Otherwise saves it (done with `saved`).
	 * Refused when a field is wrong (`violations` beside each) or the write is refused (`failure`).
	 */
	async save(): Promise<Outcome<'saved' | 'review'>> {
		const next = this.#checked();
		if (!next) return refused({ kind: 'invalid', violations: this.violations });
		const scoring = this.optionsChanged || this.firstDealer !== this.#match.firstDealer;
		if (scoring && (this.#session.rounds?.length ?? 0) > 0) {
			const game = this.#session.game;
			const before = this.#session.setup!;
			const after = { ...before, config: next.config, firstDealer: next.firstDealer };
			this.review = rescoreBy(
				game,
				before,
				after,
				(this.#session.rounds ?? []).map((r) => r.input)
			);
			return done('review');
		}
		const written = await this.#write(next);
		return written.ok ? done('saved') : written;
	}

	/** Saves the change under review (done once saved; refused as `save` is). */
	async confirm(): Promise<Outcome> {
		const next = this.#checked();
		if (!next) return refused({ kind: 'invalid', violations: this.violations });
		const saved = await this.#write(next);
		// Saved, or refused: back to the form, where each message sits beside its field.
		this.review = null;
		return saved;
	}

	/** Back to the form from the review, nothing saved. */
	back(): void {
		this.review = null;
	}

	/** The setup the form holds, once every field is valid (null: the violations say why). */
	#checked(): MatchSetupFields | null {
		const game = this.#session.game;
		const config = game.parseConfig($state.snapshot(this.config), this.names.length);
		const setup = { ...this.#session.setup!, config, firstDealer: this.firstDealer };
		this.violations = [...game.validateSetup(setup), ...(this.hasTeams ? teamNameViolations(this.teamNames) : [])];
		this.failure = null;
		if (this.violations.length > 0) return null;
		const next: MatchSetupFields = { ...setupFieldsOf(this.#match), config, firstDealer: this.firstDealer };
		// Team names left as shown stay as stored: a default keeps following the players' names.
		const teamNames = this.teamNames.map((t) => t.trim());
		if (this.hasTeams && teamNames.some((t, i) => t !== this.#teamNamesBefore[i])) next.teamNames = teamNames;
		return next;
	}

	async #write(next: MatchSetupFields): Promise<Outcome> {
		const renames = this.names
			.map((name, seat) => ({ seat, id: this.#match.seats[seat]!.playerId, name }))
			.filter((r) => r.name.trim() !== this.#session.seatNames[r.seat]);
		const from = setupFieldsOf(this.#match);
		const saved = await this.#session.changeSetup(
			from,
			next,
			renames.map(({ id, name }) => ({ id, name }))
		);
		if (!saved.ok) {
			this.failure = saved.refusal;
			return saved;
		}
		if (saved.value) {
			this.violations = saved.value.flatMap((problem, i) =>
				problem ? [{ code: `core.${problem}`, field: `seats.${renames[i]!.seat}` }] : []
			);
			return refused({ kind: 'invalid', violations: this.violations });
		}
		return done();
	}
}
