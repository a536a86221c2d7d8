/**
 * KooseKort (issue 7; rules/koosekort.txt; RULES-NOTES KooseKort): 2-6 players, four rounds,
 * lowest total wins. A round is entered as who went out first and each player's board as it lies
 * face up (five columns of three cards, or columns cleared during play), with the Swap and
 * Rearrange still held and the KooseKort Krush flag. The engine plays the unused specialty cards
 * for the lowest score, scores every column, adds the went-out penalty, and ends the match after
 * four rounds or at once on a Krush.
 */
import { append, minOf } from '../../core/arrays';
import type { BaseState, ExplanationLine, GameDefinition, MatchSetup, Outcome, Violation } from '../../core/types';
import { addTotals, isInt, isRecord, leaders, line, nextSeat, playerColumns, violation } from '../../core/helpers';
import { readOrInvalid } from '../../core/round';
import { CLEARED, emptyBoard, readBoard, scoreColumns, validateBoard, type KooseBoard } from './board';
import { optimiseColumns } from './optimiser';
import { explainBoard, wentOutPenalty } from './score-board';

export {
	BOARD_COLUMNS,
	COLUMN_CELLS,
	CLEARED,
	cardsText,
	emptyBoard,
	isSetColumn,
	readBoard,
	scoreColumn,
	scoreColumns,
	validateBoard,
	type BoardOptions,
	type ColumnOutcome,
	type ColumnResult,
	type KooseBoard,
	type KooseCells,
	type KooseColumn
} from './board';
export { optimiseColumns, type BoardMove, type CellRef, type Holdings, type OptimiserResult } from './optimiser';
export {
	WENT_OUT_PENALTY,
	explainBoard,
	optimiseBoard,
	scoreBoard,
	wentOutPenalty,
	type BoardScore,
	type Checked,
	type WentOutVerdict
} from './score-board';

/** Rounds in a match (rules/koosekort.txt "Game objective": "the lowest points after four rounds"). */
export const KOOSEKORT_ROUNDS = 4;
/** Fewest players (rules/koosekort.txt "Game objective": "2-6 players"). */
export const KOOSEKORT_MIN_PLAYERS = 2;
/** Most players (rules/koosekort.txt "Game objective": "2-6 players"). */
export const KOOSEKORT_MAX_PLAYERS = 6;

/** House options (RULES-NOTES KooseKort: strict wilds; tie for lowest spares; tie-break). */
export interface KooseKortConfig {
	/** RULES-NOTES KooseKort option *strict wilds*: every wild is a plain 0 before sets are read. */
	readonly strictWilds: boolean;
	/** RULES-NOTES KooseKort "Went-out penalty", option: a tie for lowest is no penalty. */
	readonly tieSpares: boolean;
	/** RULES-NOTES KooseKort: a tie after four rounds is shared, or the last round decides (still shared if tied there). */
	readonly tieBreak: 'shared' | 'last-round';
}

/**
 * A round as entered (issue 7 "Entering a round"): the seat that went out first (null only in a
 * draft) and one board per seat, in seat order.
 */
export interface KooseKortInput {
	readonly wentOut: number | null;
	readonly boards: readonly KooseBoard[];
}

/** The match state: totals, rounds played, the next dealer, the last round's points (tie-break) and the Krush seat. */
export interface KooseKortState extends BaseState {
	/** Seat dealing the next round (rules/koosekort.txt "How to play" 6: the deal passes clockwise). */
	readonly dealer: number;
	/** Points of the last scored round, for the *last round decides* tie-break. */
	readonly lastRound: readonly number[] | null;
	/** Seat that made a KooseKort Krush (the match is over), else null. */
	readonly krush: number | null;
}

/**
 * Every explanation rule id the engine emits (issue 7 "Engine and explanation"); each is an anchor
 * on the rules page and has an `x_` message.
 */
export const KOOSEKORT_RULE_IDS = [
	'koosekort.cleared-in-play',
	'koosekort.three-cleared',
	'koosekort.straight-cleared',
	'koosekort.wild-three-cleared',
	'koosekort.wild-straight-cleared',
	'koosekort.wild-three-kept',
	'koosekort.wild-straight-kept',
	'koosekort.no-set',
	'koosekort.no-set-wilds',
	'koosekort.strict-wilds',
	'koosekort.swap-played',
	'koosekort.rearrange-played',
	'koosekort.swap-no-gain',
	'koosekort.rearrange-no-gain',
	'koosekort.went-out-penalty',
	'koosekort.went-out-lowest',
	'koosekort.went-out-not-positive',
	'koosekort.went-out-tie-spared',
	'koosekort.krush'
] as const;

/** Every game-specific violation code `validate` and `validateBoard` return (issue 7 "Bad input"); each has a `v_` message. */
export const KOOSEKORT_VIOLATION_CODES = [
	'koosekort.no-one-out',
	'koosekort.two-out',
	'koosekort.board-count',
	'koosekort.board-missing',
	'koosekort.column-count',
	'koosekort.column-short',
	'koosekort.column-long',
	'koosekort.value-range',
	'koosekort.flag-invalid',
	'koosekort.krush-twice',
	'koosekort.krush-not-cleared',
	'koosekort.krush-not-out'
] as const;

/** Every `Outcome.reason` (rules/koosekort.txt "Scoring"); each has an `outcome_` message. */
export const KOOSEKORT_OUTCOMES = ['koosekort.krush', 'koosekort.four-rounds', 'koosekort.last-round-decides'] as const;

const DEFAULTS: KooseKortConfig = { strictWilds: false, tieSpares: false, tieBreak: 'shared' };

/** Reads a stored config; anything unknown falls back to the defaults (never throws). */
function parseConfig(raw: unknown): KooseKortConfig {
	if (!isRecord(raw)) return DEFAULTS;
	return {
		strictWilds: raw.strictWilds === true,
		tieSpares: raw.tieSpares === true,
		tieBreak: raw.tieBreak === 'last-round' ? 'last-round' : 'shared'
	};
}

/** Seats whose board is flagged as a KooseKort Krush. */
function krushSeats(boards: readonly unknown[]): number[] {
	return boards.flatMap((b, seat) => (isRecord(b) && b.krush === true ? [seat] : []));
}

/**
 * Checks an untrusted round (issue 7 "Bad input"): exactly one player went out
 * (`koosekort.no-one-out`, `koosekort.two-out`), one board per seat (`koosekort.board-count`),
 * every board well formed (see `validateBoard`). A KooseKort Krush (rules/koosekort.txt
 * "Scoring") must be a single player (`koosekort.krush-twice`) whose board is all cleared
 * (`koosekort.krush-not-cleared`) and who went out (`koosekort.krush-not-out`); the other boards
 * are not read in a Krush round. Never throws.
 */
function validate(_state: KooseKortState, input: unknown, setup: MatchSetup<KooseKortConfig>): Violation[] {
	if (!isRecord(input))
		return [
			violation('koosekort.no-one-out', 'wentOut'),
			violation('koosekort.board-count', 'boards', { count: 0, seats: setup.seatCount })
		];
	const out: Violation[] = [];
	const w = input.wentOut;
	const wentOutOk = isInt(w) && w >= 0 && w < setup.seatCount;
	if (Array.isArray(w) && w.length >= 2) out.push(violation('koosekort.two-out', 'wentOut', { count: w.length }));
	else if (!wentOutOk) out.push(violation('koosekort.no-one-out', 'wentOut'));
	const boards = input.boards;
	if (!Array.isArray(boards) || boards.length !== setup.seatCount) {
		out.push(
			violation('koosekort.board-count', 'boards', {
				count: Array.isArray(boards) ? boards.length : 0,
				seats: setup.seatCount
			})
		);
		return out;
	}
	const krush = krushSeats(boards);
	if (krush.length > 1) {
		for (const seat of krush.slice(1))
			out.push(violation('koosekort.krush-twice', `boards.${seat}.krush`, { seat: krush[0]! }));
		return out;
	}
	const k = krush[0];
	if (k !== undefined) {
		const board = boards[k];
		const problems = validateBoard(board, `boards.${k}`);
		append(out, problems);
		const columns = isRecord(board) ? board.columns : undefined;
		if (problems.length === 0 && Array.isArray(columns) && !columns.every((c) => c === CLEARED))
			out.push(violation('koosekort.krush-not-cleared', `boards.${k}.columns`, { seat: k }));
		if (wentOutOk && w !== k) out.push(violation('koosekort.krush-not-out', 'wentOut', { seat: k }));
		return out;
	}
	for (let seat = 0; seat < setup.seatCount; seat++) append(out, validateBoard(boards[seat], `boards.${seat}`));
	return out;
}

/** A KooseKort Krush round: the match ends at once and nobody scores (RULES-NOTES KooseKort; see the rules page). */
function applyKrush(state: KooseKortState, seat: number, setup: MatchSetup<KooseKortConfig>) {
	const points = Array.from({ length: setup.seatCount }, () => 0);
	return {
		state: {
			totals: state.totals,
			roundsPlayed: state.roundsPlayed + 1,
			dealer: nextSeat(state.dealer, setup.seatCount),
			lastRound: points,
			krush: seat
		},
		result: { points, lines: [line('koosekort.krush', { seat }, seat)] }
	};
}

/**
 * Scores a round (RULES-NOTES KooseKort): each board after the best use of its unused Swap and
 * Rearrange, column by column, then the went-out penalty; a Krush ends the match instead.
 */
function apply(state: KooseKortState, input: KooseKortInput, setup: MatchSetup<KooseKortConfig>) {
	const krush = krushSeats(input.boards);
	if (krush[0] !== undefined) return applyKrush(state, krush[0], setup);
	const options = { strictWilds: setup.config.strictWilds };
	const scored = Array.from({ length: setup.seatCount }, (_, seat) => {
		const board = readBoard(input.boards[seat]);
		const optimised = optimiseColumns(board.columns, board, options);
		const result = scoreColumns(optimised.columns, options);
		return { total: result.total, lines: explainBoard(optimised, result.columns, board, options, seat) };
	});
	const boardScores = scored.map((s) => s.total);
	const wentOut = input.wentOut ?? -1;
	const verdict = wentOutPenalty(boardScores, wentOut, setup.config.tieSpares);
	const points = boardScores.map((p, seat) => p + (seat === wentOut && verdict ? verdict.penalty : 0));
	const lines: ExplanationLine[] = [];
	scored.forEach((s, seat) => {
		append(lines, s.lines);
		if (seat === wentOut && verdict) {
			const values = { seat, score: verdict.score, lowestOther: verdict.lowestOther ?? verdict.score };
			lines.push(
				verdict.penalty > 0
					? line(`koosekort.went-out-${verdict.kind}`, values, seat, verdict.penalty)
					: line(`koosekort.went-out-${verdict.kind}`, values, seat)
			);
		}
	});
	return {
		state: {
			totals: addTotals(state.totals, points),
			roundsPlayed: state.roundsPlayed + 1,
			dealer: nextSeat(state.dealer, setup.seatCount),
			lastRound: points,
			krush: null
		},
		result: { points, lines }
	};
}

/**
 * The end of the match (rules/koosekort.txt "Scoring"): a Krush wins at once
 * (`koosekort.krush`); after four rounds the lowest total wins (`koosekort.four-rounds`, a tie is
 * shared), or with the *last round decides* option the tied player with the lowest last round
 * wins (`koosekort.last-round-decides`; still shared when that ties too).
 */
function outcome(state: KooseKortState, setup: MatchSetup<KooseKortConfig>): Outcome {
	if (state.krush !== null) return { over: true, winners: [state.krush], reason: 'koosekort.krush' };
	if (state.roundsPlayed < KOOSEKORT_ROUNDS) return { over: false };
	const lead = leaders(state.totals, 'low');
	if (lead.length > 1 && setup.config.tieBreak === 'last-round' && state.lastRound) {
		const last = state.lastRound;
		const best = minOf(lead.map((c) => last[c] ?? 0));
		const decided = lead.filter((c) => (last[c] ?? 0) === best);
		if (decided.length < lead.length) return { over: true, winners: decided, reason: 'koosekort.last-round-decides' };
	}
	return { over: true, winners: lead, reason: 'koosekort.four-rounds' };
}

/** The KooseKort definition (issue 7). */
export const koosekort: GameDefinition<KooseKortConfig, KooseKortState, KooseKortInput> = {
	id: 'koosekort',
	engineVersion: 1,
	minPlayers: KOOSEKORT_MIN_PLAYERS,
	maxPlayers: KOOSEKORT_MAX_PLAYERS,
	startingScores: false,
	options: [
		{ kind: 'boolean', key: 'strictWilds', default: false },
		{ kind: 'boolean', key: 'tieSpares', default: false },
		{ kind: 'choice', key: 'tieBreak', choices: ['shared', 'last-round'], default: 'shared' }
	],
	defaultConfig: () => DEFAULTS,
	parseConfig: (raw) => parseConfig(raw),
	/** Two to six players (rules/koosekort.txt "Game objective"); options of the right kinds. */
	validateSetup(setup) {
		const out: Violation[] = [];
		const n = setup.seatCount;
		if (!isInt(n) || n < KOOSEKORT_MIN_PLAYERS || n > KOOSEKORT_MAX_PLAYERS)
			out.push(violation('core.seat-count', 'seats', { min: KOOSEKORT_MIN_PLAYERS, max: KOOSEKORT_MAX_PLAYERS }));
		const c: unknown = setup.config;
		if (!isRecord(c) || typeof c.strictWilds !== 'boolean') out.push(violation('core.required', 'config.strictWilds'));
		if (!isRecord(c) || typeof c.tieSpares !== 'boolean') out.push(violation('core.required', 'config.tieSpares'));
		if (!isRecord(c) || (c.tieBreak !== 'shared' && c.tieBreak !== 'last-round'))
			out.push(violation('core.required', 'config.tieBreak'));
		return out;
	},
	columns: (setup) => playerColumns(setup.seatCount),
	/** Totals at 0 (a match is always four fresh rounds); the first dealer deals round 1. */
	initialState: (setup) => ({
		totals: Array.from({ length: setup.seatCount }, () => 0),
		roundsPlayed: 0,
		dealer:
			isInt(setup.firstDealer) && setup.firstDealer >= 0 && setup.firstDealer < setup.seatCount ? setup.firstDealer : 0,
		lastRound: null,
		krush: null
	}),
	/** A blank draft: nobody out yet, five empty columns per player (rejected until filled in). */
	emptyInput: (_state, setup) => ({
		wentOut: null,
		boards: Array.from({ length: setup.seatCount }, () => emptyBoard())
	}),
	read: (state, input, setup) => readOrInvalid(validate(state, input, setup), input as KooseKortInput),
	apply,
	outcome,
	/**
	 * The dealer, and who starts: the player clockwise from the dealer (rules/koosekort.txt "How to
	 * play" 1); the deal passes clockwise each round ("How to play" 6).
	 */
	turn: (state, setup) => [
		{ role: 'dealer', seat: state.dealer },
		{ role: 'starts', seat: nextSeat(state.dealer, setup.seatCount) }
	],
	direction: () => 'low',
	target: () => null
};
