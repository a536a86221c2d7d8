/**
 * Starting a club night (issue 41): name, date, one game and its house options (the new-match
 * form's own game and options, reused), the night's roster (players, or fixed teams in a game with
 * partnerships), how many sit at a table, the format (Swiss rounds or a round robin of pairs, up to
 * 8) and how the standings count. Checked before anything is stored: each problem names its field,
 * and nothing typed is cleared. Names are matched against the phone's players when tables open.
 */
import type { Counting, CountingRule } from '$lib/engine/club/standings';
import type { Entrant, Night, NightFormat } from '$lib/engine/club/night';
import type { AnyGame, MatchSetup } from '$lib/engine/core/types';
import { nameKey, nameShapeProblem, normalizeName } from '$lib/data/players';
import { createNight } from '$lib/data/nights';
import type { Refusal } from '$lib/data/outcome';
import { NewMatchForm } from '../new-match.svelte';
import { storageHealth } from '../storage-health.svelte';

/** The most entrants a round robin takes (issue 41: "round robin, up to 8 teams"). */
export const ROUND_ROBIN_MAX = 8;
/** The most Swiss rounds a night may have. */
export const ROUNDS_MAX = 12;

/** One line of the night's roster: a player, or a team (its name and its players). */
export interface RosterRow {
	key: number;
	name: string;
	players: string[];
}

let rowKey = 0;

/** Whether `n` seats is a count the game accepts (its own setup check says so). */
function seatsFit(game: AnyGame, n: number): boolean {
	if (n < game.minPlayers || n > game.maxPlayers) return false;
	const setup: MatchSetup<unknown> = { config: game.defaultConfig(n), seatCount: n, firstDealer: 0 };
	return game.validateSetup(setup).length === 0;
}

/** The players a team of this game has (the size of its team columns), or 0 without partnerships. */
export function teamSizeOf(game: AnyGame): number {
	for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
		const columns = game.columns({ config: game.defaultConfig(n), seatCount: n, firstDealer: 0 });
		if (columns.length === 2 && columns.every((c) => c.kind === 'team')) return columns[0]!.seats.length;
	}
	return 0;
}

/** The counting rules that fit a game: the threshold rule for Coinche, the lowest total where low wins. */
export function rulesFor(gameId: string, direction: 'high' | 'low'): CountingRule[] {
	const rules: CountingRule[] = ['match-points'];
	if (gameId === 'coinche') rules.push('match-points-threshold');
	rules.push(direction === 'low' ? 'lowest-total' : 'total-points');
	return rules;
}

export class NightForm {
	/** The game and its house options, as the new-match form keeps them. */
	readonly setup = new NewMatchForm();
	name = $state('');
	date = $state('');
	teams = $state(false);
	rows: RosterRow[] = $state([]);
	/** Players a table seats (games whose player count varies). */
	tableSize = $state(4);
	format: NightFormat['kind'] = $state('swiss');
	rounds = $state('3');
	rule: CountingRule = $state('match-points');
	threshold = $state('1000');
	/** Each problem's message code, by field. */
	problems: Record<string, string> = $state({});
	starting = $state(false);
	failure: Refusal | null = $state(null);

	constructor(today: string) {
		this.date = today;
		this.rows = Array.from({ length: 4 }, () => this.#row());
	}

	game: AnyGame | null = $derived(this.setup.game);
	teamSize: number = $derived(this.game ? teamSizeOf(this.game) : 0);
	/** Whether the table size is the game's to say (a fixed count, or teams). */
	fixedSize: boolean = $derived(!this.game || this.teams || this.game.minPlayers === this.game.maxPlayers);
	/** Entrants a table seats, at most and at least. */
	seats: { max: number; min: number } = $derived.by(() => {
		const game = this.game;
		if (!game) return { max: 2, min: 2 };
		if (this.teams) return { max: 2, min: 2 };
		const max = this.fixedSize
			? game.maxPlayers
			: Math.min(Math.max(this.tableSize, game.minPlayers, 2), game.maxPlayers);
		const fewer = max - 1;
		return { max, min: fewer >= Math.max(2, game.minPlayers) && seatsFit(game, fewer) ? fewer : max };
	});
	/** Seats of one table's match (players of every entrant). */
	seatCount: number = $derived(this.teams ? 2 * Math.max(1, this.teamSize) : this.seats.max);
	direction: 'high' | 'low' = $derived(
		this.game && this.setup.setup ? this.game.direction({ ...this.setup.setup, seatCount: this.seatCount }) : 'high'
	);
	rules: CountingRule[] = $derived(this.game ? rulesFor(this.game.id, this.direction) : ['match-points']);

	#row(): RosterRow {
		return { key: ++rowKey, name: '', players: Array.from({ length: this.teamSize ?? 0 }, () => '') };
	}

	/** Chooses the game: options at their defaults, teams kept only where it has partnerships. */
	choose(game: AnyGame): void {
		this.setup.choose(game);
		if (teamSizeOf(game) === 0) this.teams = false;
		this.tableSize = Math.min(Math.max(this.tableSize, game.minPlayers, 2), game.maxPlayers);
		this.#fitSeats();
		if (!this.rules.includes(this.rule)) this.rule = this.rules[0]!;
	}

	/** Switches between players and fixed teams (rows keep their names). */
	setTeams(teams: boolean): void {
		this.teams = teams && this.teamSize > 0;
		for (const row of this.rows) while (row.players.length < this.teamSize) row.players.push('');
		this.#fitSeats();
	}

	setTableSize(size: number): void {
		this.tableSize = size;
		this.#fitSeats();
	}

	/** The options form's seats follow one table's seat count (options that apply to it show). */
	#fitSeats(): void {
		const seats = this.setup.seats;
		while (seats.length < this.seatCount) this.setup.addSeat();
		while (seats.length > this.seatCount) seats.pop();
	}

	addRow(): void {
		this.rows.push(this.#row());
	}

	removeRow(index: number): void {
		this.rows.splice(index, 1);
	}

	/** The rows with something typed in them. */
	#filled(): { row: RosterRow; index: number }[] {
		return this.rows
			.map((row, index) => ({ row, index }))
			.filter(({ row }) => row.name.trim() !== '' || (this.teams && row.players.some((p) => p.trim() !== '')));
	}

	/** Every problem with the form, by field (empty: it can start). */
	check(): Record<string, string> {
		const out: Record<string, string> = {};
		if (normalizeName(this.name) === '') out.name = 'name-empty';
		if (!/^\d{4}-\d{2}-\d{2}$/.test(this.date)) out.date = 'date-missing';
		if (!this.game) return { ...out, game: 'game-missing' };
		const seen = new Set<string>();
		const filled = this.#filled();
		for (const { row, index } of filled) {
			const names = this.teams ? row.players.slice(0, this.teamSize) : [row.name];
			names.forEach((name, k) => {
				const field = this.teams ? `row.${index}.${k}` : `row.${index}`;
				const shape = nameShapeProblem(name);
				if (shape) out[field] = shape;
				else if (seen.has(nameKey(name))) out[field] = 'name-twice';
				seen.add(nameKey(name));
			});
			if (this.teams && row.name.trim() !== '' && seen.has(`team:${nameKey(row.name)}`))
				out[`row.${index}`] = 'name-twice';
			seen.add(`team:${nameKey(row.name)}`);
		}
		if (filled.length < this.seats.min) out.rows = 'too-few';
		const rounds = Number(this.rounds);
		if (this.format === 'round-robin') {
			if (this.seats.max !== 2) out.format = 'round-robin-pairs';
			else if (filled.length > ROUND_ROBIN_MAX) out.format = 'round-robin-max';
		} else if (!/^\d+$/.test(this.rounds.trim()) || rounds < 1 || rounds > ROUNDS_MAX) out.rounds = 'rounds-range';
		if (this.rule === 'match-points-threshold' && !/^\d+$/.test(this.threshold.trim()))
			out.threshold = 'threshold-whole';
		return out;
	}

	/** The night this form describes (once `check()` is empty). */
	night(): Night {
		const entrants: Entrant[] = this.#filled().map(({ row }, i) => {
			const players = this.teams ? row.players.slice(0, this.teamSize).map(normalizeName) : [normalizeName(row.name)];
			return { id: `e${i + 1}`, name: normalizeName(row.name) || players.join(' & '), players };
		});
		const counting: Counting = {
			rule: this.rule,
			direction: this.direction,
			...(this.rule === 'match-points-threshold' ? { threshold: Number(this.threshold) } : {})
		};
		return {
			settings: {
				name: normalizeName(this.name),
				date: this.date,
				gameId: this.game?.id ?? '',
				config: $state.snapshot(this.setup.setup?.config ?? {}),
				teams: this.teams,
				format: this.format === 'swiss' ? { kind: 'swiss', rounds: Number(this.rounds) } : { kind: 'round-robin' },
				counting,
				seats: this.seats.max,
				minSeats: this.seats.min
			},
			entrants,
			rounds: [],
			reports: []
		};
	}

	/** Checks, then stores the night. Returns its id, or null with `problems` or `failure` saying why. */
	async start(): Promise<string | null> {
		this.problems = this.check();
		const optionProblems =
			this.game && this.setup.setup ? this.game.validateSetup({ ...this.setup.setup, seatCount: this.seatCount }) : [];
		this.setup.violations = optionProblems.filter((v) => v.field !== undefined);
		if (Object.keys(this.problems).length > 0 || this.setup.violations.length > 0 || this.starting) return null;
		this.starting = true;
		this.failure = null;
		const stored = await storageHealth.attempt(() => createNight(this.night()));
		this.starting = false;
		if (!stored.ok) {
			this.failure = stored.refusal;
			return null;
		}
		return stored.value.id;
	}
}

/** A day as the date field takes it (`YYYY-MM-DD`), in local time. */
export function todayOf(date: Date): string {
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
