/**
 * A club night in a backup file (version 5, docs/backup-format.md "Club night"): the record as the
 * `nights` store holds it (records.ts `NightRecord`), checked whole with valibot like every other
 * record before anything is planned. Besides each field's type and range, a night must hold
 * together as the engine reads it: its rounds numbered 1, 2, … in order, each round's tables and
 * sit-outs naming only its entrants (each at most once), and each table report naming a table of a
 * drawn round, with one total per entrant seated there and a match of its own. Which matches those
 * are is checked against the file and the device by the planner (backup-nights.ts).
 */
import * as v from 'valibot';
import { AnyJson, Id, Int, MAX_ABS_NUMBER, Name, Score, Time } from './backup-values';
import { NAME_MAX } from './players';

/** The most entrants, rounds and table reports one night may hold in a file (far above a club's). */
export const MAX_NIGHT_ENTRANTS = 500;
export const MAX_NIGHT_ROUNDS = 100;
export const MAX_NIGHT_REPORTS = 10_000;
/** The longest night name a file may hold. */
export const NIGHT_NAME_MAX = 200;
/** The most seats a table of a night may have (as a match's seats). */
const MAX_SEATS = 12;
/** The longest entrant name: a team's players' names joined with ` & `. */
const ENTRANT_NAME_MAX = MAX_SEATS * (NAME_MAX + 3);

const Counting = v.object({
	rule: v.picklist(['match-points', 'match-points-threshold', 'total-points', 'lowest-total']),
	threshold: v.optional(Int(0, MAX_ABS_NUMBER)),
	direction: v.picklist(['high', 'low'])
});

const Settings = v.pipe(
	v.object({
		name: v.pipe(v.string(), v.minLength(1), v.maxLength(NIGHT_NAME_MAX)),
		date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
		gameId: v.string(),
		config: AnyJson,
		teams: v.boolean(),
		format: v.variant('kind', [
			v.object({ kind: v.literal('swiss'), rounds: Int(1, MAX_NIGHT_ROUNDS) }),
			v.object({ kind: v.literal('round-robin') })
		]),
		counting: Counting,
		seats: Int(1, MAX_SEATS),
		minSeats: Int(1, MAX_SEATS)
	}),
	v.check((s) => s.minSeats <= s.seats, 'fewest seats above the most')
);

const Entrant = v.object({
	id: Id,
	/** A team's name, or its players' names joined (`Ana & Ben`), or a player's name. */
	name: v.pipe(v.string(), v.minLength(1), v.maxLength(ENTRANT_NAME_MAX)),
	players: v.pipe(v.array(Name), v.minLength(1), v.maxLength(MAX_SEATS))
});

const Round = v.object({
	number: Int(1, MAX_NIGHT_ROUNDS),
	seed: Int(0, 2 ** 32),
	plan: v.object({
		tables: v.pipe(
			v.array(v.pipe(v.array(Id), v.minLength(1), v.maxLength(MAX_SEATS))),
			v.maxLength(MAX_NIGHT_ENTRANTS)
		),
		sitOut: v.pipe(v.array(Id), v.maxLength(MAX_NIGHT_ENTRANTS)),
		repeats: Int(0, MAX_ABS_NUMBER)
	}),
	confirmed: v.boolean()
});

const Report = v.object({
	round: Int(1, MAX_NIGHT_ROUNDS),
	table: Int(1, MAX_NIGHT_ENTRANTS),
	matchId: Id,
	totals: v.pipe(v.array(Score), v.maxLength(MAX_SEATS)),
	deals: Int(0, MAX_ABS_NUMBER),
	finished: v.boolean()
});

type NightShape = v.InferOutput<typeof NightObject>;

const NightObject = v.object({
	id: Id,
	status: v.picklist(['running', 'ended']),
	createdAt: Time,
	updatedAt: Time,
	endedAt: v.optional(Time),
	deletedAt: v.optional(Time),
	settings: Settings,
	entrants: v.pipe(v.array(Entrant), v.minLength(1), v.maxLength(MAX_NIGHT_ENTRANTS)),
	rounds: v.pipe(v.array(Round), v.maxLength(MAX_NIGHT_ROUNDS)),
	reports: v.pipe(v.array(Report), v.maxLength(MAX_NIGHT_REPORTS))
});

/** Whether every entrant id is distinct and each round seats only entrants, each at most once. */
function seatsEntrants(night: NightShape): boolean {
	const ids = new Set(night.entrants.map((e) => e.id));
	if (ids.size !== night.entrants.length) return false;
	return night.rounds.every((round) => {
		const seated = [...round.plan.tables.flat(), ...round.plan.sitOut];
		return seated.every((id) => ids.has(id)) && new Set(seated).size === seated.length;
	});
}

/** Whether each report names a table of a drawn round, once, with a total per entrant there and its own match. */
function reportsFit(night: NightShape): boolean {
	const tables = new Set<string>();
	const matches = new Set<string>();
	return night.reports.every((r) => {
		const seated = night.rounds[r.round - 1]?.plan.tables[r.table - 1];
		const key = `${r.round}/${r.table}`;
		const fits = seated !== undefined && seated.length === r.totals.length;
		const fresh = !tables.has(key) && !matches.has(r.matchId);
		tables.add(key);
		matches.add(r.matchId);
		return fits && fresh;
	});
}

/** A club night as a file holds it. */
export const NightSchema = v.pipe(
	NightObject,
	v.check((n) => n.rounds.every((r, i) => r.number === i + 1), 'rounds not numbered 1, 2, … in order'),
	v.check(seatsEntrants, 'a round seats someone who is not an entrant, or someone twice'),
	v.check(reportsFit, 'a table report names no drawn table, does not fit it, or repeats one')
);
