/**
 * A Cozen round: its input (two variants from the start, issue 11: the battle-by-battle reveal,
 * or the jail contents only), its validation against the decks and jails carried in the state,
 * and the fold that moves captured cards into jails, sends the rest home and leaves the initial
 * face-up stakes on the table after a round without captures (rules/cozen.txt "The End of a
 * Round", "Winning / The next round!"; RULES-NOTES Cozen; issues 4 and 11).
 */
import { append } from '../../core/arrays';
import { isInt, isRecord, line, violation } from '../../core/helpers';
import type { BaseState, ExplanationLine, MatchSetup, RoundResult, Violation } from '../../core/types';
import { COZEN_CARDS, fullCozenDeck, isCozenCard, type CozenCard, type CozenDeck } from '../../cards/cards';
import { HAND_SIZE, SIDES, cozenTarget, defaultTurnOrder, isTurnOrder, sideOfSeat, type CozenConfig } from './config';
import { copiesPerDeck, explainBattle, resolveBattle, totalVictoryPoints } from './solver';

// ---------------------------------------------------------------- input

/** A card on the table or in a jail, and the seat whose deck it comes from. */
export interface CozenSeatCard {
	/** Seat whose deck the card belongs to (1 v 1: 0 red, 1 black; 2v2: 0-1 red, 2-3 black). */
	readonly owner: number;
	readonly card: CozenCard;
}

/**
 * Cards one player put under a stake: revealed (`cards`), or only counted when that side wagered
 * alone and wins by default without revealing (`hidden`: rules/cozen.txt "If only one side has
 * cards, do not reveal them"). `owner` may be left out in a two-player match (the side's only
 * seat); 2v2 needs it (issue 4: "cards entered must say which player's deck they come from").
 */
export type CozenPile =
	| { readonly owner?: number; readonly cards: readonly CozenCard[] }
	| { readonly owner?: number; readonly hidden: number };

/** A pile of revealed cards (jail contents). */
export interface CozenCardPile {
	readonly owner?: number;
	readonly cards: readonly CozenCard[];
}

/**
 * One stake of the row as the round ends (RULES-NOTES Cozen: "Entry therefore asks for a stake's
 * rank only when it is face up or revealed"). A face-up stake is named by `faceUp`, its index in
 * `faceUpStakes(state, input.faceUp)` (carried stakes first, then this round's); a face-down
 * stake by its `owner` and, when its hand is contested, its `card`. `red` and `black` hold what
 * each colour wagered under it; uncontested stakes need no entry at all.
 */
export interface CozenRowStake {
	readonly faceUp?: number;
	readonly owner?: number;
	readonly card?: CozenCard | null;
	readonly red?: readonly CozenPile[];
	readonly black?: readonly CozenPile[];
}

/**
 * Battle by battle (issue 4 "Entering a round's reveal"): the round's new face-up stakes, then
 * the stakes row with what each side wagered.
 */
export interface CozenRevealInput {
	readonly mode: 'reveal';
	/** The two face-up stakes flipped at the start of this round (carried ones are in the state). */
	readonly faceUp: readonly CozenSeatCard[];
	readonly stakes: readonly CozenRowStake[];
}

/**
 * Jail contents only (issue 11): the round's new face-up stakes, the cards that went to red's
 * jail (black cards) and those that went to black's jail (red cards).
 */
export interface CozenJailsInput {
	readonly mode: 'jails';
	readonly faceUp: readonly CozenSeatCard[];
	readonly redJail: readonly CozenCardPile[];
	readonly blackJail: readonly CozenCardPile[];
}

/** A Cozen round as stored: one input type, two variants that can be mixed round by round (issue 11). */
export type CozenInput = CozenRevealInput | CozenJailsInput;

// ---------------------------------------------------------------- state

/**
 * What a Cozen match carries from round to round (RULES-NOTES Cozen "Deck tracker"): per seat the
 * cards at home and the cards lost to the other side's jail, and the initial face-up stakes left
 * on the table by a round without captures. For every seat, home + lost + own stakes on the table
 * is the full 26-card deck. `totals` are the victory points in each colour's jail.
 */
export interface CozenState extends BaseState {
	readonly decks: readonly CozenDeck[];
	readonly lost: readonly CozenDeck[];
	readonly table: readonly CozenSeatCard[];
}

/** A deck with no card (for the lost piles at the start). */
export function emptyCozenDeck(): CozenDeck {
	return Object.fromEntries(COZEN_CARDS.map((c) => [c, 0])) as Record<CozenCard, number>;
}

/** The state before the first round: full decks, empty jails, nothing on the table (rules/cozen.txt "Game Setup"). */
export function initialCozenState(setup: MatchSetup<CozenConfig>): CozenState {
	const seats = setup.seatCount === 4 ? 4 : 2;
	return {
		totals: [0, 0],
		roundsPlayed: 0,
		decks: Array.from({ length: seats }, fullCozenDeck),
		lost: Array.from({ length: seats }, emptyCozenDeck),
		table: []
	};
}

/**
 * The round's initial face-up stakes in row order: those carried on the table from rounds without
 * captures, then this round's (rules/cozen.txt "There is one exception": "the round begins with 4
 * face-up stakes"). `CozenRowStake.faceUp` indexes this list.
 */
export function faceUpStakes(state: CozenState, faceUp: readonly CozenSeatCard[]): CozenSeatCard[] {
	return [...state.table, ...faceUp];
}

/**
 * Who starts the round and who flips the other face-up stake: the box passes each round
 * (rules/cozen.txt "Hand Setup": "continue passing the box in this way to alternate starting
 * play"), along the turn order entered at setup in 2v2, where only the first and the following
 * player flip stakes (rules/cozen.txt "2v2"). In 1 v 1 both flip; the second seat is the other one.
 */
export function roundStarters(roundsPlayed: number, setup: MatchSetup<CozenConfig>): [number, number] {
	const seats = setup.seatCount === 4 ? 4 : 2;
	const order =
		seats === 4 && isTurnOrder(setup.config.turnOrder, 4) ? setup.config.turnOrder : defaultTurnOrder(seats);
	const start = Math.max(0, order.indexOf(setup.firstDealer));
	const r = isInt(roundsPlayed) && roundsPlayed >= 0 ? roundsPlayed : 0;
	return [order[(start + r) % seats] ?? 0, order[(start + r + 1) % seats] ?? 1];
}

// ---------------------------------------------------------------- reading untrusted input

/** Most stakes in a row: every card of every deck (a bound for untrusted input). */
export const MAX_ROW = 104;
/** Most piles one side can list under a stake or in a jail. */
export const MAX_PILES = 8;
/** Cards in one deck (rules/cozen.txt "Anatomy of a card"). */
export const DECK_SIZE = 26;

interface ReadPile {
	readonly owner: number;
	readonly cards: readonly CozenCard[];
	readonly hidden: number;
}

interface ReadBattle {
	readonly owner: number;
	readonly card: CozenCard | null;
	readonly piles: readonly [readonly ReadPile[], readonly ReadPile[]];
}

/** A validated round, normalised: what `apply` folds. */
export interface ReadRound {
	readonly faceUp: readonly CozenSeatCard[];
	readonly battles: readonly ReadBattle[] | null;
	readonly jails: readonly [readonly CozenSeatCard[], readonly CozenSeatCard[]] | null;
}

interface Entry {
	readonly seat: number;
	readonly card: CozenCard;
	readonly field: string;
}

class Reader {
	readonly out: Violation[] = [];
	readonly seats: number;
	readonly teams: boolean;
	constructor(seatCount: number) {
		this.seats = seatCount;
		this.teams = seatCount === 4;
	}

	push(v: Violation): void {
		this.out.push(v);
	}

	/** A seat number; `missing` is the code used when it is absent. */
	seat(value: unknown, field: string, missing: string): number | null {
		if (value === undefined || value === null) return this.fail(violation(missing, field));
		if (typeof value !== 'number' || !Number.isFinite(value)) return this.fail(violation('core.not-a-number', field));
		if (!Number.isInteger(value)) return this.fail(violation('core.not-whole', field));
		if (value < 0 || value >= this.seats)
			return this.fail(violation('core.out-of-range', field, { min: 0, max: this.seats - 1 }));
		return value;
	}

	whole(value: unknown, field: string, min: number, max: number): number | null {
		if (typeof value !== 'number' || !Number.isFinite(value)) return this.fail(violation('core.not-a-number', field));
		if (!Number.isInteger(value)) return this.fail(violation('core.not-whole', field));
		if (value < min || value > max) return this.fail(violation('core.out-of-range', field, { min, max }));
		return value;
	}

	card(value: unknown, field: string): CozenCard | null {
		if (value === undefined || value === null) return this.fail(violation('core.required', field));
		if (!isCozenCard(value)) return this.fail(violation('cozen.not-a-card', field));
		return value;
	}

	list(value: unknown, field: string, max: number): readonly unknown[] | null {
		if (value === undefined || value === null) return [];
		if (!Array.isArray(value)) return this.fail(violation('cozen.malformed', field));
		if (value.length > max) return this.fail(violation('core.out-of-range', field, { min: 0, max }));
		return value;
	}

	fail(v: Violation): null {
		this.out.push(v);
		return null;
	}
}

/** The new face-up stakes, in entry order; null for an entry that could not be read (so row indexes keep their meaning). */
function readFaceUp(
	r: Reader,
	raw: unknown,
	expected: readonly [number, number],
	entries: Entry[]
): (CozenSeatCard | null)[] {
	const list = Array.isArray(raw) ? raw : null;
	if (list === null) {
		if (raw === undefined || raw === null)
			r.push(violation('cozen.face-up-count', 'faceUp', { count: 0, expected: 2 }));
		else r.push(violation('cozen.malformed', 'faceUp'));
		return [];
	}
	if (list.length !== 2) r.push(violation('cozen.face-up-count', 'faceUp', { count: list.length, expected: 2 }));
	const read: (CozenSeatCard | null)[] = [];
	const owners: (number | null)[] = [];
	list.slice(0, 8).forEach((entry: unknown, i) => {
		const field = `faceUp.${i}`;
		if (!isRecord(entry)) {
			r.push(violation('cozen.malformed', field));
			owners.push(null);
			read.push(null);
			return;
		}
		const owner = r.seat(entry.owner, `${field}.owner`, 'cozen.stake-owner');
		const card = r.card(entry.card, `${field}.card`);
		owners.push(owner);
		if (owner !== null && card !== null) {
			read.push({ owner, card });
			entries.push({ seat: owner, card, field: `${field}.card` });
		} else read.push(null);
	});
	if (list.length === 2 && owners.every((o) => o !== null)) {
		const left = [...expected];
		owners.forEach((o, i) => {
			const at = left.indexOf(o as number);
			if (at >= 0) left.splice(at, 1);
			else
				r.push(
					violation('cozen.face-up-owners', `faceUp.${i}.owner`, { firstSeat: expected[0], secondSeat: expected[1] })
				);
		});
	}
	return read;
}

function readPiles(
	r: Reader,
	raw: unknown,
	field: string,
	side: 0 | 1,
	allowHidden: boolean,
	entries: Entry[],
	code: 'cozen.pile-owner' | 'cozen.jail-owner'
): ReadPile[] {
	const list = r.list(raw, field, MAX_PILES);
	if (list === null) return [];
	const piles: ReadPile[] = [];
	list.forEach((pile: unknown, j) => {
		const pf = `${field}.${j}`;
		if (!isRecord(pile)) return void r.push(violation('cozen.malformed', pf));
		let owner: number | null;
		if ((pile.owner === undefined || pile.owner === null) && !r.teams) owner = side;
		else owner = r.seat(pile.owner, `${pf}.owner`, 'core.required');
		if (owner !== null && sideOfSeat(owner, r.teams) !== side) {
			r.push(violation(code, `${pf}.owner`, { seat: owner, column: side }));
			owner = null;
		}
		if (allowHidden && pile.hidden !== undefined && pile.hidden !== null) {
			const hidden = r.whole(pile.hidden, `${pf}.hidden`, 1, HAND_SIZE);
			if (owner !== null && hidden !== null) piles.push({ owner, cards: [], hidden });
			return;
		}
		if (!Array.isArray(pile.cards)) return void r.push(violation('cozen.malformed', `${pf}.cards`));
		if (pile.cards.length > DECK_SIZE)
			return void r.push(violation('core.out-of-range', `${pf}.cards`, { min: 0, max: DECK_SIZE }));
		const cards: CozenCard[] = [];
		pile.cards.forEach((c: unknown, k) => {
			const card = r.card(c, `${pf}.cards.${k}`);
			if (card !== null) {
				cards.push(card);
				if (owner !== null) entries.push({ seat: owner, card, field: `${pf}.cards.${k}` });
			}
		});
		if (owner !== null) piles.push({ owner, cards, hidden: 0 });
	});
	return piles;
}

function wagerSize(piles: readonly ReadPile[]): number {
	return piles.reduce((n, p) => n + p.cards.length + p.hidden, 0);
}

function readRow(r: Reader, raw: unknown, combined: readonly (CozenSeatCard | null)[], entries: Entry[]): ReadBattle[] {
	const list = r.list(raw, 'stakes', MAX_ROW);
	if (list === null) return [];
	const battles: ReadBattle[] = [];
	const usedFaceUp = new Set<number>();
	const wagered = new Map<number, { count: number; field: string }>();
	list.forEach((entry: unknown, i) => {
		const field = `stakes.${i}`;
		if (!isRecord(entry)) return void r.push(violation('cozen.malformed', field));
		let owner: number | null = null;
		let card: CozenCard | null = null;
		if (entry.faceUp !== undefined && entry.faceUp !== null) {
			const index = r.whole(entry.faceUp, `${field}.faceUp`, 0, Math.max(0, combined.length - 1));
			const stake = index === null ? undefined : combined[index];
			if (index !== null && stake === undefined)
				r.push(violation('core.out-of-range', `${field}.faceUp`, { min: 0, max: combined.length - 1 }));
			if (index !== null && stake) {
				if (usedFaceUp.has(index)) r.push(violation('cozen.face-up-twice', `${field}.faceUp`, { position: index + 1 }));
				usedFaceUp.add(index);
				owner = stake.owner;
				card = stake.card;
				if (entry.owner !== undefined && entry.owner !== null && entry.owner !== stake.owner)
					r.push(violation('cozen.face-up-mismatch', `${field}.owner`, { position: index + 1 }));
				if (entry.card !== undefined && entry.card !== null && entry.card !== stake.card)
					r.push(violation('cozen.face-up-mismatch', `${field}.card`, { position: index + 1 }));
			}
		} else {
			owner = r.seat(entry.owner, `${field}.owner`, 'cozen.stake-owner');
			if (entry.card !== undefined && entry.card !== null) {
				card = r.card(entry.card, `${field}.card`);
				if (card !== null && owner !== null) entries.push({ seat: owner, card, field: `${field}.card` });
			}
		}
		const piles = [
			readPiles(r, entry.red, `${field}.red`, 0, true, entries, 'cozen.pile-owner'),
			readPiles(r, entry.black, `${field}.black`, 1, true, entries, 'cozen.pile-owner')
		] as const;
		piles.forEach((side, s) =>
			side.forEach((p, j) => {
				const now = wagered.get(p.owner)?.count ?? 0;
				wagered.set(p.owner, { count: now + p.cards.length + p.hidden, field: `${field}.${SIDES[s]}.${j}` });
			})
		);
		if (owner === null) return;
		const ownerSide = sideOfSeat(owner, r.teams);
		const has = [wagerSize(piles[0]) > 0, wagerSize(piles[1]) > 0];
		const contested = (has[0] || ownerSide === 0) && (has[1] || ownerSide === 1);
		if (contested && has[0] && has[1]) {
			piles.forEach((side, s) =>
				side.forEach((p, j) => {
					if (p.hidden > 0) r.push(violation('cozen.must-reveal', `${field}.${SIDES[s]}.${j}.hidden`, { column: s }));
				})
			);
		}
		if (contested && card === null && (entry.faceUp === undefined || entry.faceUp === null))
			r.push(violation('core.required', `${field}.card`));
		battles.push({ owner, card, piles });
	});
	for (const [seat, { count, field }] of wagered)
		if (count > HAND_SIZE) r.push(violation('cozen.too-many-wagered', field, { seat, count, max: HAND_SIZE }));
	return battles;
}

/**
 * Checks entered cards against what each deck can still give (RULES-NOTES Cozen "Checks": "no
 * rank appears more than twice per colour (minus jailed cards)"; issue 4 "Bad input": never a
 * third 7, never a jailed card, a marked king only once). `limit(seat, card)` is what the deck
 * can give: home for cards played this round, home plus its stakes still on the table for jail
 * contents.
 */
function checkSupply(
	r: Reader,
	state: CozenState,
	entries: readonly Entry[],
	limit: (seat: number, card: CozenCard) => number
): void {
	const seen = new Map<string, number>();
	for (const { seat, card, field } of entries) {
		const key = `${seat}:${card}`;
		const n = (seen.get(key) ?? 0) + 1;
		seen.set(key, n);
		const first = n === limit(seat, card) + 1;
		if (n === copiesPerDeck(card) + 1 || (first && n > copiesPerDeck(card)))
			r.push(
				card === 'K*'
					? violation('cozen.marked-king-twice', field, { seat })
					: violation('cozen.rank-copies', field, { seat, card, max: copiesPerDeck(card) })
			);
		else if (first && (state.lost[seat]?.[card] ?? 0) > 0)
			r.push(violation('cozen.card-jailed', field, { seat, card }));
		else if (first) r.push(violation('cozen.card-on-table', field, { seat, card }));
	}
}

function tableCount(state: CozenState, seat: number, card: CozenCard): number {
	return state.table.filter((s) => s.owner === seat && s.card === card).length;
}

/**
 * Reads an untrusted round input against the state (issue 4 "Bad input", issue 11 "Bad input").
 * Returns the violations, and the normalised round when there are none. Never throws.
 */
export function readRound(
	state: CozenState,
	input: unknown,
	setup: MatchSetup<CozenConfig>
): { violations: Violation[]; round: ReadRound | null } {
	if (setup.seatCount !== 2 && setup.seatCount !== 4)
		return { violations: [violation('cozen.two-or-four', 'seats')], round: null };
	const r = new Reader(setup.seatCount);
	if (!isRecord(input) || (input.mode !== 'reveal' && input.mode !== 'jails'))
		return { violations: [violation('cozen.mode', 'mode')], round: null };
	const entries: Entry[] = [];
	const faceUpRead = readFaceUp(r, input.faceUp, roundStarters(state.roundsPlayed, setup), entries);
	const faceUp = faceUpRead.filter((s): s is CozenSeatCard => s !== null);
	const home = (seat: number, card: CozenCard): number => state.decks[seat]?.[card] ?? 0;
	let round: ReadRound;
	if (input.mode === 'reveal') {
		const battles = readRow(r, input.stakes, [...state.table, ...faceUpRead], entries);
		checkSupply(r, state, entries, home);
		round = { faceUp, battles, jails: null };
	} else {
		const jailEntries: Entry[] = [];
		const toJail = (raw: unknown, field: string, jail: 0 | 1): CozenSeatCard[] =>
			readPiles(r, raw, field, jail === 0 ? 1 : 0, false, jailEntries, 'cozen.jail-owner').flatMap((p) =>
				p.cards.map((card) => ({ owner: p.owner, card }))
			);
		const jails = [toJail(input.redJail, 'redJail', 0), toJail(input.blackJail, 'blackJail', 1)] as const;
		checkSupply(r, state, entries, home);
		checkSupply(r, state, jailEntries, (seat, card) => home(seat, card) + tableCount(state, seat, card));
		round = { faceUp, battles: null, jails };
	}
	return r.out.length > 0 ? { violations: r.out, round: null } : { violations: [], round };
}

// ---------------------------------------------------------------- folding

function addCard(deck: Record<CozenCard, number>, card: CozenCard, n: number): void {
	deck[card] = (deck[card] ?? 0) + n;
}

function settleRow(
	battles: readonly ReadBattle[],
	teams: boolean,
	lines: ExplanationLine[]
): [CozenSeatCard[], CozenSeatCard[]] {
	const captures: [CozenSeatCard[], CozenSeatCard[]] = [[], []];
	for (const b of battles) {
		if (b.card === null) continue; // uncontested face-down stake: goes home unseen
		const ownerSide = sideOfSeat(b.owner, teams);
		const has = [wagerSize(b.piles[0]) > 0, wagerSize(b.piles[1]) > 0];
		const contested = (has[0] || ownerSide === 0) && (has[1] || ownerSide === 1);
		if (!contested) continue;
		if (!has[ownerSide]) {
			// Only the other colour wagered: it wins by default without revealing and jails the stake.
			const winner = ownerSide === 0 ? 1 : 0;
			const vp = totalVictoryPoints([b.card]);
			lines.push(
				line('cozen.battle', { ownerSeat: b.owner, stakeCard: b.card }),
				line('cozen.wins-alone', { column: winner }),
				line('cozen.capture', { column: winner, cards: b.card, vp }, winner, vp)
			);
			captures[winner].push({ owner: b.owner, card: b.card });
			continue;
		}
		const red = b.piles[0].flatMap((p) => p.cards);
		const black = b.piles[1].flatMap((p) => p.cards);
		const battle = resolveBattle({ card: b.card, owner: SIDES[ownerSide]! }, red, black);
		append(lines, explainBattle(battle, b.owner));
		if (battle.winner === null) continue;
		const winner = battle.winner === 'red' ? 0 : 1;
		const loser = winner === 0 ? 1 : 0;
		for (const p of b.piles[loser]) for (const card of p.cards) captures[winner].push({ owner: p.owner, card });
		if (ownerSide === loser) captures[winner].push({ owner: b.owner, card: b.card });
	}
	return captures;
}

/**
 * Folds a validated round (rules/cozen.txt "Contested Hands", "Winning / The next round!";
 * RULES-NOTES Cozen): captured cards go to the winner's jail for good and score their victory
 * points; every other card goes home, except that a round in which nobody captured leaves its
 * initial face-up stakes on the table for the next round. Both input variants give the same
 * state for the same captures (issue 11).
 */
export function applyRound(
	state: CozenState,
	round: ReadRound,
	setup: MatchSetup<CozenConfig>
): { state: CozenState; result: RoundResult } {
	const teams = setup.seatCount === 4;
	const lines: ExplanationLine[] = [];
	const faceUp = round.faceUp ?? [];
	let captures: [CozenSeatCard[], CozenSeatCard[]] = [[], []];
	if (round.battles) captures = settleRow(round.battles, teams, lines);
	else if (round.jails) {
		captures = [[...round.jails[0]], [...round.jails[1]]];
		captures.forEach((cards, column) => {
			if (cards.length === 0) return;
			const list = cards.map((c) => c.card);
			const vp = totalVictoryPoints(list);
			lines.push(line('cozen.jailed', { column, cards: list.join(','), vp }, column, vp));
		});
	}
	const captured = captures[0].length + captures[1].length > 0;
	const decks = state.decks.map((d) => ({ ...d }));
	const lost = state.lost.map((d) => ({ ...d }));
	if (captured) {
		// Everything not jailed goes home, the stakes carried on the table included.
		for (const s of state.table) if (decks[s.owner]) addCard(decks[s.owner]!, s.card, 1);
	} else {
		// Nobody captured: this round's face-up stakes stay on the table with the carried ones.
		for (const s of faceUp) if (decks[s.owner]) addCard(decks[s.owner]!, s.card, -1);
	}
	for (const side of captures)
		for (const c of side) {
			if (decks[c.owner]) addCard(decks[c.owner]!, c.card, -1);
			if (lost[c.owner]) addCard(lost[c.owner]!, c.card, 1);
		}
	const table = captured ? [] : faceUpStakes(state, faceUp);
	if (!captured) lines.push(line('cozen.stakes-stay', { count: table.length }));
	const points = captures.map((side) => totalVictoryPoints(side.map((c) => c.card)));
	const totals = [0, 1].map((c) => (state.totals[c] ?? 0) + (points[c] ?? 0));
	const target = cozenTarget(setup);
	totals.forEach((total, column) => lines.push(line('cozen.jail-total', { column, total, target })));
	return {
		state: { totals, roundsPlayed: state.roundsPlayed + 1, decks, lost, table },
		result: { points, lines }
	};
}
