/**
 * The strength of one side of a battle (rules/cozen.txt "What Cards do I Wager?", "STRAIGHTS",
 * "PAIRS", "The card in the stakes row..."; RULES-NOTES Cozen "the best arrangement counts"):
 * the best arrangement of its cards into pairs and at most one straight, with its own stake
 * brought in when that reaches the best strength.
 */
import { append } from '../../core/arrays';
import { cozenRank, rankLow, type CozenCard } from '../../cards/cards';
import { sortHigh } from './victory-points';

/** Strength of a pair (rules/cozen.txt "PAIRS": "A Pair is worth 3 Strength"). */
export const PAIR_STRENGTH = 3;

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
