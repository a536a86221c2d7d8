/**
 * Reading a Cozen round (RULES-NOTES Cozen "Checks"; rules/cozen.txt "Player Turn Actions"): the
 * untrusted input, in either mode, is walked with one `InputReader` against the decks, jails and
 * stakes carried in the state, and becomes a normalised `ReadRound` or the violations at the
 * fields they concern.
 */
import { append } from '../../core/arrays';
import { isRecord } from '../../core/helpers';
import { InputReader, fieldPath } from '../../core/reader';
import { invalid } from '../../core/round';
import type { CoreCode } from '../../core/ids';
import type { MatchSetup, MessageValues, ReadResult } from '../../core/types';
import { isCozenCard, type CozenCard } from '../../cards/cards';
import { stakeContest } from './contest';
import {
	DECK_SIZE,
	MAX_PILES,
	MAX_ROW,
	type CozenSeatCard,
	type ReadBattle,
	type ReadPile,
	type ReadRound,
	wagerSize
} from './input';
import { HAND_SIZE, type CozenConfig } from './options';
import { roundStarters } from './outcome';
import { ids, type CozenViolation } from './rules';
import { SIDES, sideOfSeat } from './sides';
import type { CozenState } from './state';
import { checkSupply, tableCount, type Entry } from './supply';

/** The reader of one round: the shared reader plus the match's seat count. */
class RoundReader extends InputReader {
	constructor(
		readonly seats: number,
		readonly teams = seats === 4
	) {
		super();
	}

	/** Records one of Cozen's violations (or a core one) and returns null. */
	fail(code: CozenViolation | CoreCode, field: string, values?: MessageValues): null {
		return this.report(code, field, values);
	}

	/** A seat of the match; `missing` is reported when it is absent. */
	owner(value: unknown, field: string, missing: 'cozen.stake-owner' | 'core.required'): number | null {
		return this.seat(value, field, this.seats, { missing });
	}

	/** A Cozen card: absent is `core.required`, anything else not a card `cozen.not-a-card`. */
	cozenCard(value: unknown, field: string): CozenCard | null {
		return this.card(value, field, isCozenCard, 'cozen.not-a-card');
	}

	/** A list of at most `max` items; absent is an empty list, anything else not a list `cozen.malformed`. */
	optionalList(value: unknown, field: string, max: number): readonly unknown[] | null {
		return InputReader.absent(value) ? [] : this.list(value, field, 'cozen.malformed', max);
	}
}

/** The new face-up stakes, in entry order; null for an entry that could not be read (so row indexes keep their meaning). */
function readFaceUp(
	r: RoundReader,
	raw: unknown,
	expected: readonly [number, number],
	entries: Entry[]
): (CozenSeatCard | null)[] {
	if (!Array.isArray(raw)) {
		if (InputReader.absent(raw)) r.fail('cozen.face-up-count', 'faceUp', { count: 0, expected: 2 });
		else r.fail('cozen.malformed', 'faceUp');
		return [];
	}
	const list: readonly unknown[] = raw;
	if (list.length !== 2) r.fail('cozen.face-up-count', 'faceUp', { count: list.length, expected: 2 });
	const read: (CozenSeatCard | null)[] = [];
	const owners: (number | null)[] = [];
	list.slice(0, 8).forEach((entry, i) => {
		const field = fieldPath('faceUp', i);
		if (!isRecord(entry)) {
			r.fail('cozen.malformed', field);
			owners.push(null);
			read.push(null);
			return;
		}
		const owner = r.owner(entry.owner, `${field}.owner`, 'cozen.stake-owner');
		// A card not yet chosen names who flipped it (the face-up list is not in seat order).
		const card =
			InputReader.absent(entry.card) && owner !== null
				? r.fail('core.required', `${field}.card`, { seat: owner })
				: r.cozenCard(entry.card, `${field}.card`);
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
			else r.fail('cozen.face-up-owners', `faceUp.${i}.owner`, { firstSeat: expected[0], secondSeat: expected[1] });
		});
	}
	return read;
}

/**
 * The piles one colour (`side`) lists under a stake or in a jail: each pile's owner (left out in
 * a two-player match: the side's only seat) must play that colour (`code`), its cards revealed or,
 * under a stake (`allowHidden`), only counted.
 */
function readPiles(
	r: RoundReader,
	raw: unknown,
	field: string,
	side: 0 | 1,
	allowHidden: boolean,
	entries: Entry[],
	code: 'cozen.pile-owner' | 'cozen.jail-owner'
): ReadPile[] {
	const list = r.optionalList(raw, field, MAX_PILES);
	if (list === null) return [];
	const piles: ReadPile[] = [];
	list.forEach((pile, j) => {
		const pf = fieldPath(field, j);
		if (!isRecord(pile)) return void r.fail('cozen.malformed', pf);
		let owner: number | null;
		if (InputReader.absent(pile.owner) && !r.teams) owner = side;
		else owner = r.owner(pile.owner, `${pf}.owner`, 'core.required');
		if (owner !== null && sideOfSeat(owner, r.teams) !== side) {
			r.fail(code, `${pf}.owner`, { seat: owner, column: side });
			owner = null;
		}
		if (allowHidden && !InputReader.absent(pile.hidden)) {
			const hidden = r.whole(pile.hidden, `${pf}.hidden`, 1, HAND_SIZE);
			if (owner !== null && hidden !== null) piles.push({ owner, cards: [], hidden });
			return;
		}
		if (!Array.isArray(pile.cards)) return void r.fail('cozen.malformed', `${pf}.cards`);
		const raws: readonly unknown[] = pile.cards;
		if (raws.length > DECK_SIZE) return void r.fail('core.out-of-range', `${pf}.cards`, { min: 0, max: DECK_SIZE });
		const cards: CozenCard[] = [];
		raws.forEach((c, k) => {
			const card = r.cozenCard(c, `${pf}.cards.${k}`);
			if (card !== null) {
				cards.push(card);
				if (owner !== null) entries.push({ seat: owner, card, field: `${pf}.cards.${k}` });
			}
		});
		if (owner !== null) piles.push({ owner, cards, hidden: 0 });
	});
	return piles;
}

/** The stake a row entry names: a face-up stake by its index in `combined`, or a face-down one by owner and card. */
function readStake(
	r: RoundReader,
	entry: Record<string, unknown>,
	field: string,
	combined: readonly (CozenSeatCard | null)[],
	usedFaceUp: Set<number>,
	entries: Entry[]
): { owner: number | null; card: CozenCard | null } {
	if (InputReader.absent(entry.faceUp)) {
		const owner = r.owner(entry.owner, `${field}.owner`, 'cozen.stake-owner');
		if (InputReader.absent(entry.card)) return { owner, card: null };
		// A card not yet chosen names who flipped it (the face-up list is not in seat order).
		const card =
			InputReader.absent(entry.card) && owner !== null
				? r.fail('core.required', `${field}.card`, { seat: owner })
				: r.cozenCard(entry.card, `${field}.card`);
		if (card !== null && owner !== null) entries.push({ seat: owner, card, field: `${field}.card` });
		return { owner, card };
	}
	const index = r.whole(entry.faceUp, `${field}.faceUp`, 0, Math.max(0, combined.length - 1));
	const stake = index === null ? undefined : combined[index];
	if (index !== null && stake === undefined)
		r.fail('core.out-of-range', `${field}.faceUp`, { min: 0, max: combined.length - 1 });
	if (index === null || !stake) return { owner: null, card: null };
	if (usedFaceUp.has(index)) r.fail('cozen.face-up-twice', `${field}.faceUp`, { position: index + 1 });
	usedFaceUp.add(index);
	if (!InputReader.absent(entry.owner) && entry.owner !== stake.owner)
		r.fail('cozen.face-up-mismatch', `${field}.owner`, { position: index + 1 });
	if (!InputReader.absent(entry.card) && entry.card !== stake.card)
		r.fail('cozen.face-up-mismatch', `${field}.card`, { position: index + 1 });
	return { owner: stake.owner, card: stake.card };
}

/**
 * The stakes row (rules/cozen.txt "Contested Hands"): both colours' wagers revealed when both
 * wagered (`cozen.must-reveal`), a contested face-down stake's card named, at most five cards
 * wagered per player (`cozen.too-many-wagered`).
 */
function readRow(
	r: RoundReader,
	raw: unknown,
	combined: readonly (CozenSeatCard | null)[],
	entries: Entry[]
): ReadBattle[] {
	const list = r.optionalList(raw, 'stakes', MAX_ROW);
	if (list === null) return [];
	const battles: ReadBattle[] = [];
	const usedFaceUp = new Set<number>();
	const wagered = new Map<number, { count: number; field: string }>();
	list.forEach((entry, i) => {
		const field = fieldPath('stakes', i);
		if (!isRecord(entry)) return void r.fail('cozen.malformed', field);
		const { owner, card } = readStake(r, entry, field, combined, usedFaceUp, entries);
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
		const contest = stakeContest(sideOfSeat(owner, r.teams), [wagerSize(piles[0]) > 0, wagerSize(piles[1]) > 0]);
		if (contest.kind === 'battle')
			piles.forEach((side, s) =>
				side.forEach((p, j) => {
					if (p.hidden > 0) r.fail('cozen.must-reveal', `${field}.${SIDES[s]}.${j}.hidden`, { column: s });
				})
			);
		if (contest.kind !== 'uncontested' && card === null && InputReader.absent(entry.faceUp))
			r.fail('core.required', `${field}.card`);
		battles.push({ owner, card, piles });
	});
	for (const [seat, { count, field }] of wagered)
		if (count > HAND_SIZE) r.fail('cozen.too-many-wagered', field, { seat, count, max: HAND_SIZE });
	return battles;
}

/**
 * Reads an untrusted round input against the state (RULES-NOTES Cozen "Checks"):
 * the normalised round, or every violation found. Never throws.
 */
export function read(state: CozenState, input: unknown, setup: MatchSetup<CozenConfig>): ReadResult<ReadRound> {
	if (setup.seatCount !== 2 && setup.seatCount !== 4) return invalid([ids.violation('cozen.two-or-four', 'seats')]);
	if (!isRecord(input) || (input.mode !== 'reveal' && input.mode !== 'jails'))
		return invalid([ids.violation('cozen.mode', 'mode')]);
	const r = new RoundReader(setup.seatCount);
	const entries: Entry[] = [];
	const faceUpRead = readFaceUp(r, input.faceUp, roundStarters(state.roundsPlayed, setup), entries);
	const faceUp = faceUpRead.filter((s): s is CozenSeatCard => s !== null);
	const home = (seat: number, card: CozenCard): number => state.decks[seat]?.[card] ?? 0;
	if (input.mode === 'reveal') {
		const battles = readRow(r, input.stakes, [...state.table, ...faceUpRead], entries);
		append(r.violations, checkSupply(state, entries, home));
		return r.result(() => ({ faceUp, battles, jails: null }));
	}
	const jailEntries: Entry[] = [];
	const toJail = (raw: unknown, field: string, jail: 0 | 1): CozenSeatCard[] =>
		readPiles(r, raw, field, jail === 0 ? 1 : 0, false, jailEntries, 'cozen.jail-owner').flatMap((p) =>
			p.cards.map((card) => ({ owner: p.owner, card }))
		);
	const jails = [toJail(input.redJail, 'redJail', 0), toJail(input.blackJail, 'blackJail', 1)] as const;
	append(r.violations, checkSupply(state, entries, home));
	append(
		r.violations,
		checkSupply(state, jailEntries, (seat, card) => home(seat, card) + tableCount(state, seat, card))
	);
	return r.result(() => ({ faceUp, battles: null, jails }));
}
