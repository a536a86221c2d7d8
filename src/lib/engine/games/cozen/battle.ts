/**
 * Settling one battle (rules/cozen.txt "Contested Hands", "Breaking Ties"; RULES-NOTES Cozen):
 * each side's best arrangement, who wins on strength or down the tie-break, and what the winner
 * jails; and the standalone battle calculator that checks an entry before settling it. Pure: the
 * round engine and the battle referee screen both use it.
 */
import { append } from '../../core/arrays';
import { isRecord } from '../../core/helpers';
import type { Violation } from '../../core/types';
import { MARKED_KING, isCozenCard, type CozenCard } from '../../cards/cards';
import { bestArrangement, type Arrangement } from './arrangement';
import { sideColumn, stakeContest } from './contest';
import { HAND_SIZE } from './options';
import { ids } from './rules';
import { SIDES, type CozenSide } from './sides';
import { copiesPerDeck, highValue, totalVictoryPoints } from './victory-points';

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
	const contest = stakeContest(sideColumn(stake.owner), [red.length > 0, black.length > 0]);
	const base = { stake, contested: contest.kind !== 'uncontested', red: redArr, black: blackArr };
	if (contest.kind === 'uncontested')
		return { ...base, winner: null, decision: 'uncontested', tieBreak: [], captured: [], points: 0 };
	let winner: CozenSide | null;
	let decision: BattleDecision;
	let tieBreak: TieStep[] = [];
	if (contest.kind === 'alone') {
		winner = SIDES[contest.winner]!;
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
		out.push(ids.violation('cozen.malformed', field));
		return [];
	}
	if (raw.length > max) {
		out.push(ids.violation('cozen.too-many-wagered', field, { count: raw.length, max }));
		return [];
	}
	const cards: CozenCard[] = [];
	raw.forEach((c: unknown, i) => {
		if (isCozenCard(c)) cards.push(c);
		else out.push(ids.violation('cozen.not-a-card', `${field}.${i}`));
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
			if (card === MARKED_KING && max === 1) out.push(ids.violation('cozen.marked-king-twice', field));
			else out.push(ids.violation('cozen.rank-copies', field, { card, max }));
		}
	}
	return out;
}

/**
 * The standalone battle calculator (the battle referee: "enter two sides
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
	if (!isRecord(rawStake)) out.push(ids.violation('cozen.stake-owner', 'stake.owner'));
	else {
		if (rawStake.owner === 'red' || rawStake.owner === 'black') owner = rawStake.owner;
		else out.push(ids.violation('cozen.stake-owner', 'stake.owner'));
		if (isCozenCard(rawStake.card)) card = rawStake.card;
		else
			out.push(
				rawStake.card === undefined || rawStake.card === null
					? ids.violation('core.required', 'stake.card')
					: ids.violation('cozen.not-a-card', 'stake.card')
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
