/**
 * Coosner scoring on input that has already been read and checked: what each advisor wants, the
 * best-scoring split of a suit's puppies among that suit's advisors, unwanted puppies, the
 * Coosner bonus, and the explanation lines of one player's round (rules/coosner.txt "What
 * advisors tell you", "Scoring unwanted puppies", "Scoring a Coosner"; RULES-NOTES Coosner).
 */
import { append } from '../../core/arrays';
import type { ExplanationLine } from '../../core/types';
import { parseCard, rankLow, SUITS, type Suit } from '../../cards/cards';
import type { PackCard, ParsedHand } from './input';
import { ADVISORS, SUIT_SIZE, type AceRule } from './options';
import { ids } from './rules';

/** The counts an ace may want (rules/coosner.txt "What advisors tell you": "Aces are worth a bid of 1 or 4"). */
export const ACE_WANTS: readonly number[] = [1, 4];

/** Points per puppy given to a satisfied advisor (rules/coosner.txt: "each puppy is worth three points"). */
export const SATISFIED_POINTS = 3;

/**
 * The numbers of puppies an advisor may want. rules/coosner.txt "What advisors tell you": value
 * divided by three, rounded up; J, Q, K count as 10 (want 4); an ace wants 1 or 4. RULES-NOTES
 * Coosner: 2-3 want 1, 4-6 want 2, 7-9 want 3, 10 J Q K want 4. Returns one count for any card
 * but an ace; for an ace, `[1, 4]` under the 'best' rule or an undeclared ace, and the declared
 * count (`aceWants` 1 or 4) under the 'declared' rule. Not a card: `[]`. Never throws.
 */
export function wantedPuppies(card: unknown, aceRule: AceRule, aceWants?: unknown): readonly number[] {
	const parsed = parseCard(card);
	if (!parsed) return [];
	if (parsed.rank === 'A') {
		return aceRule === 'declared' && (aceWants === 1 || aceWants === 4) ? [aceWants] : ACE_WANTS;
	}
	return [Math.ceil(Math.min(rankLow(parsed.rank), 10) / 3)];
}

/** How one suit's puppies are shared among that suit's advisors (RULES-NOTES Coosner: the best-scoring split). */
export interface SuitSplit {
	/** The count each advisor wants, in the order given (an ace's chosen reading under 'best'). */
	readonly wants: readonly number[];
	/** Puppies given to each advisor, in the order given; they add up to the suit's puppies. */
	readonly shares: readonly number[];
	/** Points of the suit: 3 per puppy of a satisfied advisor, 1 per other puppy. */
	readonly points: number;
	/** Advisors given exactly what they want. */
	readonly satisfied: number;
}

/** Most advisors one suit can have (a player has three) and most puppies of one suit (two packs). */
const MAX_SUIT_PUPPIES = 2 * SUIT_SIZE;

function isWantList(value: unknown): value is readonly number[] {
	return (
		Array.isArray(value) &&
		value.length > 0 &&
		value.length <= 2 &&
		value.every((w) => Number.isInteger(w) && (w as number) >= 1 && (w as number) <= 4)
	);
}

/**
 * The best-scoring split of `puppies` puppies of one suit among the advisors of that suit
 * (RULES-NOTES Coosner: "split among that suit's advisors in the best-scoring way: an advisor
 * given exactly its number scores 3 per puppy, otherwise 1 per puppy"). `options[i]` lists the
 * counts advisor i may want (see `wantedPuppies`): every reading of every ace and every split is
 * searched. Ties keep the split that satisfies more advisors, then the one closest to what the
 * advisors want, then the one giving earlier advisors more. Returns `null` (never throws) for
 * anything but 1-3 advisors with wants in 1..4 and 0..26 puppies.
 */
export function bestSplit(options: readonly (readonly number[])[], puppies: number): SuitSplit | null {
	if (!Array.isArray(options) || options.length < 1 || options.length > ADVISORS) return null;
	if (!options.every(isWantList)) return null;
	if (!Number.isInteger(puppies) || puppies < 0 || puppies > MAX_SUIT_PUPPIES) return null;
	const k = options.length;
	const wants = new Array<number>(k).fill(0);
	const shares = new Array<number>(k).fill(0);
	let best: SuitSplit | null = null;
	let bestMiss = 0;

	const evaluate = () => {
		let points = 0;
		let satisfied = 0;
		let miss = 0;
		for (let i = 0; i < k; i++) {
			const share = shares[i] ?? 0;
			const want = wants[i] ?? 0;
			if (share === want) {
				points += SATISFIED_POINTS * share;
				satisfied++;
			} else {
				points += share;
				miss += Math.abs(share - want);
			}
		}
		const better =
			best === null ||
			points > best.points ||
			(points === best.points && (satisfied > best.satisfied || (satisfied === best.satisfied && miss < bestMiss)));
		if (better) {
			best = { wants: [...wants], shares: [...shares], points, satisfied };
			bestMiss = miss;
		}
	};
	const share = (i: number, left: number): void => {
		if (i === k - 1) {
			shares[i] = left;
			evaluate();
			return;
		}
		for (let s = left; s >= 0; s--) {
			shares[i] = s;
			share(i + 1, left - s);
		}
	};
	const choose = (i: number): void => {
		if (i === k) {
			share(0, puppies);
			return;
		}
		for (const w of options[i] ?? []) {
			wants[i] = w;
			choose(i + 1);
		}
	};
	choose(0);
	return best;
}

/** How one advisor scored: 3 per puppy when it got exactly what it wants, else 1 (rules/coosner.txt end-of-round scoring). */
export interface AdvisorScore {
	readonly card: PackCard;
	readonly suit: Suit;
	/** The count it wants (for an ace under 'best', the better reading). */
	readonly wants: number;
	/** True for an ace whose count was chosen for the better score (ace rule 'best'). */
	readonly aceChosen: boolean;
	/** Puppies of its suit given to it by the best split. */
	readonly got: number;
	readonly satisfied: boolean;
	/** 3 per puppy when satisfied, 1 per puppy otherwise. */
	readonly points: number;
}

/** How one suit of a player's puppies scored: split among its advisors, or unwanted at 1 each (RULES-NOTES Coosner). */
export interface SuitScore {
	readonly suit: Suit;
	readonly puppies: number;
	/** Indices (into the advisors) of this suit's advisors; empty when its puppies are unwanted. */
	readonly advisors: readonly number[];
	readonly points: number;
}

/** One player's round score with its explanation (rules/coosner.txt scoring, "Scoring a Coosner"; RULES-NOTES Coosner). */
export interface PlayerScore {
	/** The advisors in the order entered. */
	readonly advisors: readonly AdvisorScore[];
	/** Every suit with an advisor or a puppy, in suit order. */
	readonly suits: readonly SuitScore[];
	/** Puppies of suits no advisor holds (1 point each). */
	readonly unwanted: number;
	/** All three advisors satisfied and no unwanted puppy. */
	readonly coosner: boolean;
	/** Points of the Coosner bonus (0 without a Coosner). */
	readonly bonus: number;
	readonly total: number;
	/** The explanation; lines carry `column` when one was given to `scoreHand`. */
	readonly lines: readonly ExplanationLine[];
}

/**
 * Scores one checked hand (rules/coosner.txt "At the end of a round…", "Scoring unwanted
 * puppies", "Scoring a Coosner"; RULES-NOTES Coosner): the best split per suit, 1 point per
 * unwanted puppy, and `bonus` when all three advisors are satisfied and no puppy is unwanted.
 * Explanation: per suit with two or more advisors the chosen split (`coosner.split`), each ace
 * whose count was chosen (`coosner.ace-best`), every advisor ("8♠ wants 3, got 3: 3 x 3 = 9",
 * `coosner.advisor-satisfied` / `coosner.advisor-unsatisfied`), the unwanted puppies per suit
 * (`coosner.unwanted`) and the bonus (`coosner.bonus`); their points add up to `total`.
 */
export function scoreHand(hand: ParsedHand, bonus: number, column?: number): PlayerScore {
	const advisorScores: (AdvisorScore | undefined)[] = hand.advisors.map(() => undefined);
	const suits: SuitScore[] = [];
	const lines: ExplanationLine[] = [];
	const suitLines = new Map<Suit, ExplanationLine[]>();
	let unwanted = 0;
	const unwantedLines: ExplanationLine[] = [];

	for (const suit of SUITS) {
		const puppies = hand.puppies[suit];
		const idx = hand.advisors.flatMap((a, i) => (parseCard(a.card)?.suit === suit ? [i] : []));
		if (idx.length === 0) {
			if (puppies > 0) {
				suits.push({ suit, puppies, advisors: [], points: puppies });
				unwanted += puppies;
				unwantedLines.push(ids.line('coosner.unwanted', { suit, count: puppies }, column, puppies));
			}
			continue;
		}
		const split = bestSplit(
			idx.map((i) => hand.advisors[i]?.wants ?? []),
			puppies
		) ?? { wants: idx.map(() => 1), shares: idx.map((_, j) => (j === 0 ? puppies : 0)), points: puppies, satisfied: 0 };
		suits.push({ suit, puppies, advisors: idx, points: split.points });
		const out: ExplanationLine[] = [];
		if (idx.length > 1) {
			out.push(
				ids.line('coosner.split', {
					suit,
					count: puppies,
					cards: idx.map((i) => hand.advisors[i]?.card ?? '').join(','),
					split: split.shares.join(' + ')
				})
			);
		}
		idx.forEach((i, j) => {
			const advisor = hand.advisors[i];
			if (!advisor) return;
			const wants = split.wants[j] ?? 0;
			const got = split.shares[j] ?? 0;
			const satisfied = got === wants;
			const points = satisfied ? SATISFIED_POINTS * got : got;
			const aceChosen = advisor.wants.length > 1;
			advisorScores[i] = { card: advisor.card, suit, wants, aceChosen, got, satisfied, points };
			if (aceChosen) out.push(ids.line('coosner.ace-best', { card: advisor.card, wants }));
			out.push(
				ids.line(
					satisfied ? 'coosner.advisor-satisfied' : 'coosner.advisor-unsatisfied',
					{ card: advisor.card, wants, got, points },
					column,
					points
				)
			);
		});
		suitLines.set(suit, out);
	}

	// Suits in the order their first advisor was entered, so the explanation follows the form.
	const seen = new Set<Suit>();
	for (const advisor of hand.advisors) {
		const suit = parseCard(advisor.card)?.suit;
		if (!suit || seen.has(suit)) continue;
		seen.add(suit);
		append(lines, suitLines.get(suit) ?? []);
	}
	append(lines, unwantedLines);

	const scored = advisorScores.filter((a): a is AdvisorScore => a !== undefined);
	const coosner = scored.length === ADVISORS && scored.every((a) => a.satisfied) && unwanted === 0;
	const bonusPoints = coosner ? bonus : 0;
	if (coosner) lines.push(ids.line('coosner.bonus', { points: bonus }, column, bonus));
	const total = suits.reduce((n, s) => n + s.points, 0) + bonusPoints;
	return { advisors: scored, suits, unwanted, coosner, bonus: bonusPoints, total, lines };
}
