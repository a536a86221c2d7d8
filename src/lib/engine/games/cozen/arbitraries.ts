/**
 * Cozen's test input generators, shared by the property tests and the benchmark: random but
 * legal rounds simulated from a state (face-up stakes flipped by the right players, face-down
 * stakes, at most 5 cards wagered per player, contested hands revealed: rules/cozen.txt "Player
 * Turn Actions", "Contested Hands"), random jail contents, and random battles. Never imported by
 * the app.
 */
import fc from 'fast-check';
import type { MatchSetup } from '../../core/types';
import { COZEN_CARDS, fullCozenDeck, type CozenCard, type CozenDeck } from '../../cards/cards';
import type { BattleStake } from './battle';
import type { CozenCardPile, CozenInput, CozenPile, CozenRowStake, CozenSeatCard } from './input';
import { HAND_SIZE, type CozenConfig } from './options';
import { roundStarters } from './outcome';
import { sideOfSeat, type CozenSide } from './sides';
import { faceUpStakes, type CozenState } from './state';

/** A source of random whole numbers drawn by fast-check, consumed in order. */
export type Dice = (n: number) => number;

/** Makes dice from a list of random numbers (cycling through it). */
export function diceFrom(values: readonly number[]): Dice {
	let i = 0;
	return (n) => {
		const v = values.length === 0 ? 0 : (values[i++ % values.length] ?? 0);
		return n <= 0 ? 0 : v % n;
	};
}

/** The random numbers a round is built from. */
export const diceArb = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 40, maxLength: 120 });

/** A deck's cards as a list (two 7s are two entries). */
export function cardsOf(deck: CozenDeck): CozenCard[] {
	return COZEN_CARDS.flatMap((c) => Array.from({ length: deck[c] }, () => c));
}

function take(pool: CozenCard[], dice: Dice): CozenCard | null {
	if (pool.length === 0) return null;
	return pool.splice(dice(pool.length), 1)[0] ?? null;
}

/**
 * A legal battle-by-battle round for `state`, simulated: the right players flip the face-up
 * stakes, each player stakes 0-2 cards face down and spreads up to 5 hand cards over the row;
 * contested hands are revealed, a side that wagered alone may stay hidden.
 */
export function revealRound(state: CozenState, setup: MatchSetup<CozenConfig>, dice: Dice): CozenInput {
	const teams = setup.seatCount === 4;
	const pools = state.decks.map(cardsOf);
	const [first, second] = roundStarters(state.roundsPlayed, setup);
	const faceUp: CozenSeatCard[] = [];
	for (const owner of [first, second]) {
		const card = take(pools[owner]!, dice);
		if (card) faceUp.push({ owner, card });
	}
	type Slot = { faceUp?: number; owner: number; card: CozenCard; wagers: CozenSeatCard[] };
	const row: Slot[] = faceUpStakes(state, faceUp).map((s, i) => ({
		faceUp: i,
		owner: s.owner,
		card: s.card,
		wagers: []
	}));
	for (let seat = 0; seat < state.decks.length; seat++) {
		const downs = dice(3);
		for (let k = 0; k < downs; k++) {
			const card = take(pools[seat]!, dice);
			if (card) row.splice(dice(row.length + 1), 0, { owner: seat, card, wagers: [] });
		}
	}
	for (let seat = 0; seat < state.decks.length; seat++) {
		const hand = dice(HAND_SIZE + 1);
		for (let k = 0; k < hand && row.length > 0; k++) {
			const card = take(pools[seat]!, dice);
			if (card) row[dice(row.length)]!.wagers.push({ owner: seat, card });
		}
	}
	const stakes: CozenRowStake[] = [];
	for (const slot of row) {
		const ownerSide = sideOfSeat(slot.owner, teams);
		const bySide = [0, 1].map((side) => slot.wagers.filter((w) => sideOfSeat(w.owner, teams) === side));
		const has = bySide.map((w) => w.length > 0);
		if (!has[0] && !has[1] && dice(2) === 0) continue;
		const contested = (has[0] || ownerSide === 0) && (has[1] || ownerSide === 1);
		const both = has[0] && has[1];
		const piles = bySide.map((wagers, side) => {
			const seats = [...new Set(wagers.map((w) => w.owner))];
			const hide = !both && (!contested || side !== ownerSide) && dice(2) === 0;
			return seats.map((owner): CozenPile => {
				const cards = wagers.filter((w) => w.owner === owner).map((w) => w.card);
				const who = teams || dice(2) === 0 ? { owner } : {};
				return hide ? { ...who, hidden: cards.length } : { ...who, cards };
			});
		});
		const entry: { -readonly [K in keyof CozenRowStake]: CozenRowStake[K] } = {};
		if (slot.faceUp !== undefined) entry.faceUp = slot.faceUp;
		else {
			entry.owner = slot.owner;
			if (contested || dice(2) === 0) entry.card = slot.card;
		}
		if (piles[0]!.length > 0) entry.red = piles[0];
		if (piles[1]!.length > 0) entry.black = piles[1];
		stakes.push(entry);
	}
	return { mode: 'reveal', faceUp, stakes };
}

/**
 * A legal jail-contents round for `state`: the right players flip face-up stakes, and each jail
 * receives a random handful of what the opposing decks still hold (home or carried on the table).
 */
export function jailsRound(state: CozenState, setup: MatchSetup<CozenConfig>, dice: Dice): CozenInput {
	const teams = setup.seatCount === 4;
	const faceUpPools = state.decks.map(cardsOf);
	const [first, second] = roundStarters(state.roundsPlayed, setup);
	const faceUp: CozenSeatCard[] = [];
	for (const owner of [first, second]) {
		const card = take(faceUpPools[owner]!, dice);
		if (card) faceUp.push({ owner, card });
	}
	const pools = state.decks.map((d, seat) => [
		...cardsOf(d),
		...state.table.filter((s) => s.owner === seat).map((s) => s.card)
	]);
	const jail = (side: 0 | 1): CozenCardPile[] => {
		if (dice(3) === 0) return [];
		const piles: CozenCardPile[] = [];
		for (let seat = 0; seat < state.decks.length; seat++) {
			if (sideOfSeat(seat, teams) === side) continue;
			const n = dice(4);
			const cards: CozenCard[] = [];
			for (let k = 0; k < n; k++) {
				const card = take(pools[seat]!, dice);
				if (card) cards.push(card);
			}
			if (cards.length > 0) piles.push(teams || dice(2) === 0 ? { owner: seat, cards } : { cards });
		}
		return piles;
	};
	return { mode: 'jails', faceUp, redJail: jail(0), blackJail: jail(1) };
}

/** Two or four seats, with a random first player and (2v2) turn order. */
export const setupArb: fc.Arbitrary<MatchSetup<CozenConfig>> = fc.oneof(
	fc.nat({ max: 1 }).map((firstDealer) => ({ config: { teams: false, turnOrder: [0, 1] }, seatCount: 2, firstDealer })),
	fc
		.tuple(fc.nat({ max: 3 }), fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }))
		.map(([firstDealer, turnOrder]) => ({
			config: { teams: true, turnOrder },
			seatCount: 4,
			firstDealer
		}))
);

/** A random legal battle: a stake of either colour and up to 5 cards a side (10 in 2v2) that the decks can hold. */
export function battleArb(teams: boolean): fc.Arbitrary<{ stake: BattleStake; red: CozenCard[]; black: CozenCard[] }> {
	const colour = [...cardsOf(fullCozenDeck()), ...(teams ? cardsOf(fullCozenDeck()) : [])];
	const max = HAND_SIZE * (teams ? 2 : 1);
	return fc
		.tuple(
			fc.constantFrom<CozenSide>('red', 'black'),
			fc.shuffledSubarray(colour, { maxLength: max + 1 }),
			fc.shuffledSubarray(colour, { maxLength: max + 1 })
		)
		.filter(([owner, red, black]) => (owner === 'red' ? red : black).length > 0)
		.map(([owner, red, black]) => {
			const own = owner === 'red' ? red : black;
			const stake: BattleStake = { card: own[0]!, owner };
			const r = (owner === 'red' ? red.slice(1) : red).slice(0, max);
			const b = (owner === 'black' ? black.slice(1) : black).slice(0, max);
			return { stake, red: r, black: b };
		});
}
