/**
 * The Cozen round form: one form holding both entry modes, so switching mode
 * never loses what was picked; and conversions to and from the engine's round
 * input (what the pickers offer and each stake's preview: pickers.ts). Plain JSON throughout (it is saved as a draft).
 */
import { append } from '$lib/engine/core/arrays';
import { isInt, isRecord } from '$lib/engine/core/helpers';
import type { BaseState, MatchSetup } from '$lib/engine/core/types';
import type { InputDraft } from '../types';
import {
	roundStarters,
	seatsOfSide,
	sideOfSeat,
	stakeContest,
	type CozenConfig,
	type CozenInput,
	type CozenPile,
	type CozenRowStake,
	type CozenState
} from '$lib/engine/games/cozen/index';

export type CozenMode = 'reveal' | 'jails';

/** A new face-up stake of this round: the seat that flipped it and its card (null until picked). */
export interface FaceUpForm {
	owner: number;
	card: string | null;
}

/** What one seat put under a stake (or lost to a jail): cards picked, or a count left unrevealed. */
export interface PileForm {
	owner: number;
	cards: string[];
	/** Cards wagered alone and not revealed; null when the cards are revealed (or none). */
	hidden: number | null;
}

/** One stake of the row: a face-up one by its index, or a face-down one by its owner and rank. */
export interface StakeForm {
	faceUp: number | null;
	owner: number | null;
	card: string | null;
	red: PileForm[];
	black: PileForm[];
}

/** The whole round: the mode, the new face-up stakes, the reveal row and the jail contents. */
export interface CozenForm {
	mode: CozenMode;
	faceUp: FaceUpForm[];
	stakes: StakeForm[];
	redJail: PileForm[];
	blackJail: PileForm[];
}

export type Setup = MatchSetup<unknown>;

/** Whether the match is 2v2. */
export function isTeams(setup: Setup): boolean {
	return setup.seatCount === 4;
}

function cozenSetup(setup: Setup): MatchSetup<CozenConfig> {
	return setup as MatchSetup<CozenConfig>;
}

/** One empty pile per seat of a side (column). */
export function sidePiles(side: 0 | 1, setup: Setup): PileForm[] {
	return seatsOfSide(side, isTeams(setup)).map((owner) => ({ owner, cards: [], hidden: null }));
}

/** A stake of the row with an empty pile per seat on each side. */
export function newStake(setup: Setup, faceUp: number | null, owner: number | null = null): StakeForm {
	return { faceUp, owner, card: null, red: sidePiles(0, setup), black: sidePiles(1, setup) };
}

/** The state as Cozen's (the match screen passes it untyped). */
export function cozenState(state: BaseState): CozenState {
	const s = state as Partial<CozenState>;
	return {
		...state,
		decks: Array.isArray(s.decks) ? s.decks : [],
		lost: Array.isArray(s.lost) ? s.lost : [],
		table: Array.isArray(s.table) ? s.table : []
	};
}

const MODE_KEY = 'tablekeeper.cozen.mode';

/** The entry mode last chosen on this device (a table that settles battles itself keeps jails mode). */
export function rememberedMode(): CozenMode {
	try {
		return globalThis.localStorage?.getItem(MODE_KEY) === 'jails' ? 'jails' : 'reveal';
	} catch {
		return 'reveal';
	}
}

/** Remembers the chosen entry mode for the next rounds. */
export function rememberMode(mode: CozenMode): void {
	try {
		globalThis.localStorage?.setItem(MODE_KEY, mode);
	} catch {
		// Private mode or storage full: the default mode will do.
	}
}

/** A blank round in the last mode used: the seats that flip this round's stakes, a row entry per face-up stake. */
export function emptyCozenForm(state: BaseState, setup: Setup): CozenForm {
	const s = cozenState(state);
	const starters = roundStarters(s.roundsPlayed, cozenSetup(setup));
	const faceUpCount = s.table.length + starters.length;
	return {
		mode: rememberedMode(),
		faceUp: starters.map((owner) => ({ owner, card: null })),
		stakes: Array.from({ length: faceUpCount }, (_, i) => newStake(setup, i)),
		redJail: sidePiles(1, setup),
		blackJail: sidePiles(0, setup)
	};
}

// ---------------------------------------------------------------- form → input

/** `value` as an array (empty when it is not one). */
export function list(value: unknown): unknown[] {
	return Array.isArray(value) ? value : [];
}

/** The cards of a pile as typed (empty when there are none). */
export function cardsOf(value: unknown): unknown[] {
	return isRecord(value) ? list(value.cards) : [];
}

/** Whether a pile holds anything (revealed cards or a hidden count). */
export function pileHas(pile: PileForm): boolean {
	return pile.hidden !== null || pile.cards.length > 0;
}

/** A pile as stored: revealed cards, or the count left unrevealed. */
function pileInput(pile: PileForm): InputDraft<CozenPile> {
	if (!isRecord(pile)) return null;
	if (pile.hidden !== null && pile.hidden !== undefined) return { owner: pile.owner, hidden: pile.hidden };
	return { owner: pile.owner, cards: [...(list(pile.cards) as string[])] };
}

/** The piles of one side as the form keeps them (a damaged draft gives an empty list). */
function piles(value: unknown): PileForm[] {
	return list(value) as PileForm[];
}

function sideHas(raw: unknown): boolean {
	return list(raw).some((p) => isRecord(p) && ((p.hidden !== null && p.hidden !== undefined) || cardsOf(p).length > 0));
}

/**
 * Whether a face-down stake is contested as entered: the engine's `stakeContest` over what each
 * colour wagered, its own stake included; never without an owner.
 */
export function isContested(owner: number | null, red: unknown, black: unknown, setup: Setup): boolean {
	if (owner === null || !isInt(owner)) return false;
	return stakeContest(sideOfSeat(owner, isTeams(setup)), [sideHas(red), sideHas(black)]).kind !== 'uncontested';
}

/** A stake of the row as stored: what each colour wagered, and the stake by index or by owner and rank. */
function stakeInput(stake: StakeForm, setup: Setup): InputDraft<CozenRowStake> {
	if (!isRecord(stake)) return null;
	const red = piles(stake.red).map(pileInput);
	const black = piles(stake.black).map(pileInput);
	if (stake.faceUp !== null && stake.faceUp !== undefined) return { red, black, faceUp: stake.faceUp };
	// The rank is only asked (and only checked) when the hand is contested and the stake turned over.
	const owner = isInt(stake.owner) ? stake.owner : null;
	const asked = owner === null || isContested(owner, stake.red, stake.black, setup);
	return { red, black, owner: stake.owner ?? null, ...(asked ? { card: stake.card ?? null } : {}) };
}

/** The engine input for a form (a damaged draft becomes values the engine rejects, never a throw). */
export function toCozenInput(form: CozenForm, setup: Setup): InputDraft<CozenInput> {
	const f: Partial<CozenForm> = isRecord(form) ? form : {};
	const faceUp = (list(f.faceUp) as FaceUpForm[]).map((e) =>
		isRecord(e) ? { owner: e.owner, card: e.card ?? null } : null
	);
	if (f.mode === 'jails')
		return {
			mode: 'jails',
			faceUp,
			redJail: piles(f.redJail).map(pileInput),
			blackJail: piles(f.blackJail).map(pileInput)
		};
	if (f.mode !== 'reveal') return { mode: f.mode ?? null, faceUp };
	return { mode: 'reveal', faceUp, stakes: (list(f.stakes) as StakeForm[]).map((s) => stakeInput(s, setup)) };
}

// ---------------------------------------------------------------- input → form

function owned(raw: unknown, side: 0 | 1, setup: Setup): number | null {
	if (isRecord(raw) && isInt(raw.owner)) return raw.owner;
	return isTeams(setup) ? null : side;
}

/** Piles of one side as the form keeps them: one per seat of the side, stored piles merged by owner. */
function pilesFrom(raw: unknown, side: 0 | 1, setup: Setup): PileForm[] {
	const piles = sidePiles(side, setup);
	for (const p of list(raw)) {
		const pile = piles.find((x) => x.owner === owned(p, side, setup));
		if (!pile || !isRecord(p)) continue;
		if (isInt(p.hidden)) pile.hidden = p.hidden;
		append(
			pile.cards,
			cardsOf(p).filter((c): c is string => typeof c === 'string')
		);
	}
	return piles;
}

/** A form from a stored input, for editing a past round. */
export function fromCozenInput(input: unknown, setup: Setup): CozenForm {
	const i = isRecord(input) ? input : {};
	const faceUp: FaceUpForm[] = list(i.faceUp).map((e, n) => ({
		owner: isRecord(e) && isInt(e.owner) ? e.owner : n,
		card: isRecord(e) && typeof e.card === 'string' ? e.card : null
	}));
	const stakes: StakeForm[] = list(i.stakes).map((s) => {
		const r = isRecord(s) ? s : {};
		return {
			faceUp: isInt(r.faceUp) ? r.faceUp : null,
			owner: isInt(r.owner) ? r.owner : null,
			card: typeof r.card === 'string' ? r.card : null,
			red: pilesFrom(r.red, 0, setup),
			black: pilesFrom(r.black, 1, setup)
		};
	});
	return {
		mode: i.mode === 'jails' ? 'jails' : 'reveal',
		faceUp,
		stakes,
		redJail: pilesFrom(i.redJail, 1, setup),
		blackJail: pilesFrom(i.blackJail, 0, setup)
	};
}
