/**
 * Cozen's battle calculator: the best arrangement of each side's cards (pairs and at most one
 * straight), whether the stake's owner brings it in, the tie-break down the line, and what the
 * winner jails (rules/cozen.txt "What Cards do I Wager?", "The card in the stakes row...",
 * "Breaking Ties"; RULES-NOTES Cozen). Pure and standalone: the round engine and the battle
 * referee screen both use it.
 */
import { append } from '../../core/arrays';
import { isRecord, line, violation } from '../../core/helpers';
import type { ExplanationLine, Violation } from '../../core/types';
import { COZEN_CARDS, MARKED_KING, cozenRank, isCozenCard, rankHigh, rankLow, type CozenCard } from '../../cards/cards';
import { HAND_SIZE, SIDES, type CozenSide } from './config';

/** Strength of a pair (rules/cozen.txt "PAIRS": "A Pair is worth 3 Strength"). */
export const PAIR_STRENGTH = 3;

/**
 * Victory points of a card in a jail (rules/cozen.txt "Anatomy of a card"; RULES-NOTES Cozen):
 * ace 1, 2-10 their face value, J Q K 10, the marked king 70.
 */
export function victoryPoints(card: CozenCard): number {
	if (card === MARKED_KING) return 70;
	if (card === 'A') return 1;
	if (card === 'J' || card === 'Q' || card === 'K') return 10;
	return Number(card);
}

/** Victory points of a list of cards. */
export function totalVictoryPoints(cards: readonly CozenCard[]): number {
	return cards.reduce((n, c) => n + victoryPoints(c), 0);
}

/** Copies of a card in one player's deck (rules/cozen.txt "Anatomy of a card": two of each rank; one of the two kings is marked). */
export function copiesPerDeck(card: CozenCard): number {
	return card === 'K' || card === MARKED_KING ? 1 : 2;
}

/**
 * Tie-break order: ace high, the marked king a king (rules/cozen.txt "Quick reference card":
 * "Regardless of run use, Ace = high as high card").
 */
export function highValue(card: CozenCard): number {
	return rankHigh(cozenRank(card));
}

/** Cards sorted for the tie-break: highest first (ace high), plain before marked at equal rank. */
export function sortHigh(cards: readonly CozenCard[]): CozenCard[] {
	return [...cards].sort((a, b) => highValue(b) - highValue(a) || COZEN_CARDS.indexOf(a) - COZEN_CARDS.indexOf(b));
}

/** One combination on a side: a pair (3 strength) or the side's one straight (1 per card). */
export interface Combo {
	readonly kind: 'pair' | 'straight';
	/** The side's own cards in it (a straight in running order, the ace first when low, last when high). */
	readonly cards: readonly CozenCard[];
	/** The owner's stake, when it was brought into this combination. */
	readonly stake: CozenCard | null;
	/** Where the stake sits in a straight's running order (0-based), or -1. */
	readonly stakeAt: number;
	readonly strength: number;
}

/** A side's best arrangement (rules/cozen.txt "What Cards do I Wager?"; RULES-NOTES Cozen "the best arrangement counts"). */
export interface Arrangement {
	/** The side's wagered cards, as entered. */
	readonly cards: readonly CozenCard[];
	readonly combos: readonly Combo[];
	/** Wagered cards in no combination. */
	readonly spare: readonly CozenCard[];
	/** Whether the stake was brought into a combination (only ever for its owner). */
	readonly stakeUsed: boolean;
	readonly strength: number;
	/** The cards that count in a tie-break, highest first: every wagered card, plus the stake when used. */
	readonly highCards: readonly CozenCard[];
}

type Counts = number[]; // index 1..13 = A..K (ace low), the marked king counted as a king

function rankIndex(card: CozenCard): number {
	return rankLow(cozenRank(card));
}

function countRanks(cards: readonly CozenCard[]): Counts {
	const counts = Array.from({ length: 14 }, () => 0);
	for (const c of cards) counts[rankIndex(c)]! += 1;
	return counts;
}

/** A straight as a run of ace-high positions lo..hi in 1..14 (1 = ace low, 14 = ace high). */
interface Plan {
	readonly lo: number;
	readonly hi: number; // lo > hi: no straight
	readonly strength: number;
}

function posRank(pos: number): number {
	return pos === 14 ? 1 : pos;
}

/**
 * The strongest plan for rank counts: at most one straight of 2+ consecutive ranks (ace low or
 * high, never both: RULES-NOTES Cozen), then as many pairs as the remaining cards allow. With
 * `forced`, the plan must combine a card of that rank (the stake: in the straight or in a pair).
 */
function planStrength(counts: Counts, forced: number | null, lo: number, hi: number): number {
	const rest = [...counts];
	let inStraight = false;
	for (let p = lo; p <= hi; p++) {
		rest[posRank(p)]! -= 1;
		if (posRank(p) === forced) inStraight = true;
	}
	if (forced !== null && !inStraight && (rest[forced] ?? 0) < 2) return -1;
	let pairs = 0;
	for (let r = 1; r <= 13; r++) pairs += Math.floor((rest[r] ?? 0) / 2);
	return PAIR_STRENGTH * pairs + (hi >= lo ? hi - lo + 1 : 0);
}

function bestPlan(counts: Counts, forced: number | null): Plan | null {
	const candidates: [number, number][] = [[1, 0]];
	for (let lo = 1; lo <= 13; lo++) {
		if ((counts[posRank(lo)] ?? 0) < 1) continue;
		for (let hi = lo + 1; hi <= 14; hi++) {
			if ((lo === 1 && hi === 14) || (counts[posRank(hi)] ?? 0) < 1) break;
			candidates.push([lo, hi]);
		}
	}
	let best: Plan | null = null;
	for (const [lo, hi] of candidates) {
		const strength = planStrength(counts, forced, lo, hi);
		if (strength >= 0 && (best === null || strength > best.strength)) best = { lo, hi, strength };
	}
	return best;
}

/** Builds the combinations of a plan from the actual cards (which copy goes where only matters for display). */
function buildArrangement(cards: readonly CozenCard[], stake: CozenCard | null, plan: Plan): Arrangement {
	const pools = new Map<number, CozenCard[]>();
	for (const c of sortHigh(cards).reverse()) {
		const r = rankIndex(c);
		pools.set(r, [...(pools.get(r) ?? []), c]);
	}
	const stakeRank = stake === null ? -1 : rankIndex(stake);
	let stakeLeft = stake !== null;
	const combos: Combo[] = [];
	if (plan.hi >= plan.lo) {
		const run: CozenCard[] = [];
		let stakeAt = -1;
		for (let p = plan.lo; p <= plan.hi; p++) {
			const r = posRank(p);
			if (stakeLeft && r === stakeRank) {
				stakeAt = p - plan.lo;
				stakeLeft = false;
				continue;
			}
			run.push(pools.get(r)!.shift()!);
		}
		combos.push({
			kind: 'straight',
			cards: run,
			stake: stakeAt >= 0 ? stake : null,
			stakeAt,
			strength: plan.hi - plan.lo + 1
		});
	}
	if (stakeLeft) {
		const partner = pools.get(stakeRank)!.shift()!;
		combos.push({ kind: 'pair', cards: [partner], stake, stakeAt: -1, strength: PAIR_STRENGTH });
	}
	const spare: CozenCard[] = [];
	for (let r = 13; r >= 1; r--) {
		const pool = pools.get(r) ?? [];
		while (pool.length >= 2)
			combos.push({
				kind: 'pair',
				cards: [pool.shift()!, pool.shift()!],
				stake: null,
				stakeAt: -1,
				strength: PAIR_STRENGTH
			});
		append(spare, pool);
	}
	const used = stake !== null;
	return {
		cards: [...cards],
		combos,
		spare: sortHigh(spare),
		stakeUsed: used,
		strength: plan.strength,
		highCards: sortHigh(stake !== null ? [...cards, stake] : cards)
	};
}

/**
 * The best arrangement of one side (rules/cozen.txt "STRAIGHTS", "PAIRS", "The card in the
 * stakes row..."; RULES-NOTES Cozen): 3 per pair plus the length of at most one straight, no card
 * in two combinations. `ownStake` is the side's own stake, if any: it counts only inside a
 * combination, and is brought in whenever the best strength can be reached with it (an extra card
 * only helps in the tie-break).
 */
export function bestArrangement(cards: readonly CozenCard[], ownStake: CozenCard | null = null): Arrangement {
	const alone = bestPlan(countRanks(cards), null)!;
	if (ownStake !== null) {
		const withStake = bestPlan(countRanks([...cards, ownStake]), rankIndex(ownStake));
		if (withStake && withStake.strength >= alone.strength) return buildArrangement(cards, ownStake, withStake);
	}
	return buildArrangement(cards, null, alone);
}

/** The stake a battle is fought over: its card and the colour that owns it. */
export interface BattleStake {
	readonly card: CozenCard;
	readonly owner: CozenSide;
}

/** One comparison of the tie-break: the n-th highest card of each side (null: that side has run out). */
export interface TieStep {
	readonly position: number;
	readonly red: CozenCard | null;
	readonly black: CozenCard | null;
}

/**
 * How a battle was decided: `uncontested` (one colour only: nothing happens), `alone` (only the
 * side not owning the stake wagered: it wins by default), `strength`, `high-card` (tie-break),
 * `out-of-cards` (tie-break: one side ran out first), `full-tie` (everything goes home).
 */
export type BattleDecision = 'uncontested' | 'alone' | 'strength' | 'high-card' | 'out-of-cards' | 'full-tie';

/** A settled battle, with every detail the explanation and the referee screen show. */
export interface Battle {
	readonly stake: BattleStake;
	/** Whether the hand holds both colours, the stake included (rules/cozen.txt "Contested Hands"). */
	readonly contested: boolean;
	readonly red: Arrangement;
	readonly black: Arrangement;
	readonly winner: CozenSide | null;
	readonly decision: BattleDecision;
	/** The comparisons made when strengths tied, up to the deciding one. */
	readonly tieBreak: readonly TieStep[];
	/** The loser's cards and, when the loser owns it, the stake: what goes to the winner's jail. */
	readonly captured: readonly CozenCard[];
	/** Victory points of the captured cards. */
	readonly points: number;
}

function compareDown(
	red: readonly CozenCard[],
	black: readonly CozenCard[]
): { steps: TieStep[]; winner: CozenSide | null } {
	const steps: TieStep[] = [];
	for (let i = 0; i < Math.max(red.length, black.length); i++) {
		const r = red[i] ?? null;
		const b = black[i] ?? null;
		steps.push({ position: i + 1, red: r, black: b });
		if (r === null) return { steps, winner: 'black' };
		if (b === null) return { steps, winner: 'red' };
		if (highValue(r) !== highValue(b)) return { steps, winner: highValue(r) > highValue(b) ? 'red' : 'black' };
	}
	return { steps, winner: null };
}

/**
 * Settles a battle whose input is known to be well-formed (the round engine validated it).
 * rules/cozen.txt "Contested Hands": higher strength wins all the opposing cards in the hand;
 * "Breaking Ties": highest card down the line, ace high, the stake only if combined, running out
 * loses, a full tie returns everything; RULES-NOTES Cozen: the opposing stake is captured too.
 */
export function resolveBattle(stake: BattleStake, red: readonly CozenCard[], black: readonly CozenCard[]): Battle {
	const redArr = bestArrangement(red, stake.owner === 'red' ? stake.card : null);
	const blackArr = bestArrangement(black, stake.owner === 'black' ? stake.card : null);
	const contested = (red.length > 0 || stake.owner === 'red') && (black.length > 0 || stake.owner === 'black');
	const base = { stake, contested, red: redArr, black: blackArr };
	if (!contested) return { ...base, winner: null, decision: 'uncontested', tieBreak: [], captured: [], points: 0 };
	let winner: CozenSide | null;
	let decision: BattleDecision;
	let tieBreak: TieStep[] = [];
	const ownerCards = stake.owner === 'red' ? red : black;
	if (ownerCards.length === 0) {
		winner = stake.owner === 'red' ? 'black' : 'red';
		decision = 'alone';
	} else if (redArr.strength !== blackArr.strength) {
		winner = redArr.strength > blackArr.strength ? 'red' : 'black';
		decision = 'strength';
	} else {
		const down = compareDown(redArr.highCards, blackArr.highCards);
		tieBreak = down.steps;
		winner = down.winner;
		const last = down.steps[down.steps.length - 1];
		decision =
			winner === null ? 'full-tie' : last && (last.red === null || last.black === null) ? 'out-of-cards' : 'high-card';
	}
	if (winner === null) return { ...base, winner, decision, tieBreak, captured: [], points: 0 };
	const loserCards = winner === 'red' ? black : red;
	const captured = stake.owner === winner ? [...loserCards] : [...loserCards, stake.card];
	return { ...base, winner, decision, tieBreak, captured, points: totalVictoryPoints(captured) };
}

/** Options of the standalone calculator: `teams` for 2v2 (each colour has two decks). */
export interface BattleOptions {
	readonly teams?: boolean;
}

/** `settleBattle`'s answer: the settled battle, or why the entry cannot be judged. */
export type BattleSettlement =
	{ readonly ok: true; readonly battle: Battle } | { readonly ok: false; readonly violations: readonly Violation[] };

/** Most cards a side can wager against one stake: 5 per player (rules/cozen.txt "Player Turn Actions"). */
export function maxSideCards(teams: boolean): number {
	return HAND_SIZE * (teams ? 2 : 1);
}

function readCards(raw: unknown, field: string, out: Violation[], max: number): CozenCard[] {
	if (raw === undefined || raw === null) return [];
	if (!Array.isArray(raw)) {
		out.push(violation('cozen.malformed', field));
		return [];
	}
	if (raw.length > max) {
		out.push(violation('cozen.too-many-wagered', field, { count: raw.length, max }));
		return [];
	}
	const cards: CozenCard[] = [];
	raw.forEach((c: unknown, i) => {
		if (isCozenCard(c)) cards.push(c);
		else out.push(violation('cozen.not-a-card', `${field}.${i}`));
	});
	return cards;
}

/**
 * Flags more copies of a card in one colour than its decks hold (rules/cozen.txt "Anatomy of a
 * card": two of each rank, one marked king; RULES-NOTES Cozen "Checks"). `entries` pairs each card
 * with its field; `decks` is 1, or 2 for a 2v2 colour.
 */
export function copyViolations(entries: readonly { card: CozenCard; field: string }[], decks: number): Violation[] {
	const out: Violation[] = [];
	const seen = new Map<CozenCard, number>();
	for (const { card, field } of entries) {
		const n = (seen.get(card) ?? 0) + 1;
		seen.set(card, n);
		const max = copiesPerDeck(card) * decks;
		if (n === max + 1) {
			if (card === MARKED_KING && max === 1) out.push(violation('cozen.marked-king-twice', field));
			else out.push(violation('cozen.rank-copies', field, { card, max }));
		}
	}
	return out;
}

/**
 * The standalone battle calculator (issue 4 "Deck tracker and battle referee": "enter two sides
 * and a stake to settle a dispute at the table"). `stake`: `{card, owner: 'red' | 'black'}`;
 * `red`, `black`: the cards each colour wagered under it (empty when it did not wager). Checks:
 * a stake with an owner and a card, at most 5 cards a side (10 in 2v2), no more copies of a card
 * than the colour's deck holds (the stake included). Never throws: bad entries come back as
 * violations with fields `stake.owner`, `red.2`…
 */
export function settleBattle(
	stake: BattleStake,
	red: readonly CozenCard[],
	black: readonly CozenCard[],
	options: BattleOptions = {}
): BattleSettlement {
	const out: Violation[] = [];
	const teams = isRecord(options) && options.teams === true;
	const max = maxSideCards(teams);
	const rawStake: unknown = stake;
	let card: CozenCard | null = null;
	let owner: CozenSide | null = null;
	if (!isRecord(rawStake)) out.push(violation('cozen.stake-owner', 'stake.owner'));
	else {
		if (rawStake.owner === 'red' || rawStake.owner === 'black') owner = rawStake.owner;
		else out.push(violation('cozen.stake-owner', 'stake.owner'));
		if (isCozenCard(rawStake.card)) card = rawStake.card;
		else
			out.push(
				rawStake.card === undefined || rawStake.card === null
					? violation('core.required', 'stake.card')
					: violation('cozen.not-a-card', 'stake.card')
			);
	}
	const sides = { red: readCards(red, 'red', out, max), black: readCards(black, 'black', out, max) };
	for (const side of SIDES) {
		const entries = sides[side].map((c, i) => ({ card: c, field: `${side}.${i}` }));
		if (card !== null && owner === side) entries.unshift({ card, field: 'stake.card' });
		append(out, copyViolations(entries, teams ? 2 : 1));
	}
	if (out.length > 0 || card === null || owner === null) return { ok: false, violations: out };
	return { ok: true, battle: resolveBattle({ card, owner }, sides.red, sides.black) };
}

function column(side: CozenSide): 0 | 1 {
	return side === 'red' ? 0 : 1;
}

function comboLines(side: CozenSide, arr: Arrangement): ExplanationLine[] {
	const c = column(side);
	const out: ExplanationLine[] = [];
	for (const combo of arr.combos) {
		const cards = combo.cards.join(',');
		if (combo.kind === 'straight') {
			if (combo.stake !== null)
				out.push(line('cozen.straight-stake', { column: c, cards, stakeCard: combo.stake, strength: combo.strength }));
			else out.push(line('cozen.straight', { column: c, cards, strength: combo.strength }));
		} else if (combo.stake !== null)
			out.push(line('cozen.pair-stake', { column: c, cards, stakeCard: combo.stake, strength: combo.strength }));
		else out.push(line('cozen.pair', { column: c, cards, strength: combo.strength }));
	}
	out.push(line('cozen.strength', { column: c, strength: arr.strength }));
	return out;
}

/**
 * The explanation of one battle (issue 4: "Red: straight 3-4-5 + stake 6 = 4; Black: pair of 4s =
 * 3 → Red jails 4, 4 (8 VP)"): the stake, each side's combinations and strength, how the winner
 * was decided, and the capture, whose line carries the victory points in the winner's column.
 * `ownerSeat` names the stake's owner (defaults to the colour's column, which is the seat in a
 * two-player match). Uncontested battles explain nothing.
 */
export function explainBattle(battle: Battle, ownerSeat: number = column(battle.stake.owner)): ExplanationLine[] {
	if (!battle.contested) return [];
	const out: ExplanationLine[] = [line('cozen.battle', { ownerSeat, stakeCard: battle.stake.card })];
	if (battle.decision === 'alone') {
		const w = battle.winner === 'red' ? 0 : 1;
		out.push(line('cozen.wins-alone', { column: w }));
	} else {
		append(out, comboLines('red', battle.red));
		append(out, comboLines('black', battle.black));
		const strength = battle.red.strength;
		const last = battle.tieBreak[battle.tieBreak.length - 1];
		if (battle.decision === 'strength' && battle.winner) {
			const w = battle.winner === 'red' ? battle.red : battle.black;
			const l = battle.winner === 'red' ? battle.black : battle.red;
			out.push(
				line('cozen.stronger', { column: column(battle.winner), strength: w.strength, otherStrength: l.strength })
			);
		} else if (battle.decision === 'high-card' && battle.winner && last) {
			const mine = battle.winner === 'red' ? last.red : last.black;
			const theirs = battle.winner === 'red' ? last.black : last.red;
			out.push(
				line('cozen.tie-high-card', {
					column: column(battle.winner),
					card: mine ?? '',
					otherCard: theirs ?? '',
					position: last.position,
					strength
				})
			);
		} else if (battle.decision === 'out-of-cards' && battle.winner && last) {
			out.push(line('cozen.tie-out-of-cards', { column: column(battle.winner), position: last.position, strength }));
		} else if (battle.decision === 'full-tie') out.push(line('cozen.tie-full', { strength }));
	}
	if (battle.winner !== null) {
		out.push(
			line(
				'cozen.capture',
				{ column: column(battle.winner), cards: battle.captured.join(','), vp: battle.points },
				column(battle.winner),
				battle.points
			)
		);
	}
	return out;
}
