/**
 * What the Cozen round form's pickers may still offer (the cards each seat has used this round,
 * against its deck) and what each stake entered so far comes to, as the saved round will settle
 * it. Split from form.ts, which holds the form itself and its conversions.
 */
import { isInt, isRecord } from '$lib/engine/core/helpers';
import type { ExplanationLine } from '$lib/engine/core/types';
import { isCozenCard, type CozenCard, type CozenDeck } from '$lib/engine/cards/cards';
import {
	SIDES,
	availableCards,
	explainBattle,
	settleBattle,
	sideOfSeat,
	stakeContest,
	winsAloneLines,
	type Battle,
	type CozenSeatCard,
	type CozenState
} from '$lib/engine/games/cozen/index';
import {
	cardsOf,
	isTeams,
	list,
	pileHas,
	type CozenMode,
	type FaceUpForm,
	type PileForm,
	type Setup,
	type StakeForm
} from './form';

/** Cards of each seat the input already uses this round, keyed `seat:card` (what the engine checks against home). */
export function usedCards(input: unknown): Map<string, number> {
	const used = new Map<string, number>();
	const add = (seat: unknown, card: unknown) => {
		if (!isInt(seat) || typeof card !== 'string') return;
		used.set(`${seat}:${card}`, (used.get(`${seat}:${card}`) ?? 0) + 1);
	};
	const i = isRecord(input) ? input : {};
	for (const e of list(i.faceUp)) if (isRecord(e)) add(e.owner, e.card);
	for (const s of list(i.stakes)) {
		if (!isRecord(s)) continue;
		if (s.faceUp === undefined) add(s.owner, s.card);
		for (const p of [...list(s.red), ...list(s.black)]) for (const c of cardsOf(p)) add(isRecord(p) && p.owner, c);
	}
	return used;
}

/**
 * How many copies of each card a picker for `seat` may hold: what the deck gives, minus what the
 * rest of the round already uses (`own` is this picker's share of `used`).
 */
export function pickerLimit(
	deck: CozenDeck,
	used: ReadonlyMap<string, number>,
	seat: number,
	own: readonly (string | null)[]
): (card: string) => number {
	return (card) => {
		if (!isCozenCard(card)) return 0;
		const mine = own.filter((c) => c === card).length;
		return Math.max(0, (deck[card] ?? 0) - (used.get(`${seat}:${card}`) ?? 0) + mine);
	};
}

/** What a seat's deck gives in a mode (reveal: home; jails: home plus its stakes on the table). */
export function deckFor(state: CozenState, seat: number, mode: CozenMode): CozenDeck {
	return availableCards(state, seat, mode);
}

// ---------------------------------------------------------------- previews

/** The round's face-up stakes: carried ones first, then this round's (card null until picked). */
export function faceUpList(
	state: CozenState,
	faceUp: readonly FaceUpForm[]
): { owner: number; card: string | null; carried: boolean }[] {
	return [
		...state.table.map((s: CozenSeatCard) => ({ owner: s.owner, card: s.card as string | null, carried: true })),
		...faceUp.map((f) => ({ owner: f.owner, card: f.card, carried: false }))
	];
}

/** What a stake of the row comes to as entered so far. */
export type StakeOutcome =
	| { kind: 'empty' }
	| { kind: 'uncontested' }
	| { kind: 'need-rank' }
	| { kind: 'need-reveal' }
	| { kind: 'invalid' }
	| { kind: 'settled'; winner: 0 | 1 | null; lines: ExplanationLine[]; battle: Battle | null };

function revealed(piles: readonly PileForm[]): CozenCard[] {
	return piles.flatMap((p) => (p.hidden === null ? p.cards.filter(isCozenCard) : []));
}

/**
 * Settles one stake of the form as the saved round will (the engine's `stakeContest`, then its
 * solver); an incomplete entry says what is missing. Never throws.
 */
export function stakeOutcome(owner: number | null, card: string | null, stake: StakeForm, setup: Setup): StakeOutcome {
	const wagered = [stake.red.some(pileHas), stake.black.some(pileHas)] as const;
	if (!wagered[0] && !wagered[1]) return { kind: 'empty' };
	if (owner === null) return { kind: 'invalid' };
	const side = sideOfSeat(owner, isTeams(setup));
	const contest = stakeContest(side, wagered);
	if (contest.kind === 'uncontested') return { kind: 'uncontested' };
	if (card === null || !isCozenCard(card)) return { kind: 'need-rank' };
	if (contest.kind === 'alone') {
		const lines = winsAloneLines(owner, card, contest.winner).slice(1);
		return { kind: 'settled', winner: contest.winner, battle: null, lines };
	}
	if ([...stake.red, ...stake.black].some((p) => p.hidden !== null)) return { kind: 'need-reveal' };
	const settled = settleBattle({ card, owner: SIDES[side]! }, revealed(stake.red), revealed(stake.black), {
		teams: isTeams(setup)
	});
	if (!settled.ok) return { kind: 'invalid' };
	const battle = settled.battle;
	return {
		kind: 'settled',
		winner: battle.winner === null ? null : battle.winner === 'red' ? 0 : 1,
		battle,
		lines: explainBattle(battle, owner).slice(1)
	};
}
