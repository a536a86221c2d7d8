/**
 * Coinche's entry form: what the scorekeeper taps and types, kept as
 * plain JSON so it survives as a draft, and its conversions to and from the engine's round input.
 * Half-typed points stay text here; `toInput` hands the engine something it rejects with a
 * violation (never a throw).
 */
import { isSeat as isEngineSeat } from '$lib/engine/core/reader';
import type { MatchSetup } from '$lib/engine/core/types';
import {
	DEAL_POINTS,
	isTrumpMode,
	parseCoincheConfig,
	SEATS,
	teamOf,
	type Announcement,
	type CoincheConfig,
	type CoincheInput,
	type TrumpMode
} from '$lib/engine/games/coinche/index';
import type { InputDraft } from '../types';

/** The "count a pile" helper's state: which team's pile, its cards, and whether it took the last trick. */
export interface PileForm {
	/** Score column whose pile is being counted; null: the takers' team. */
	column: number | null;
	cards: string[];
	lastTrick: boolean;
}

/** The form of one deal. */
export interface CoincheForm {
	/** All four passed: nothing else counts. */
	passed: boolean;
	taker: number | null;
	bid: number | 'capot' | null;
	/** S, H, D, C, or NT / AT when the table plays them. */
	trump: string | null;
	coinche: boolean;
	surcoinche: boolean;
	/** The team column that declared belote, or null for none. */
	belote: number | null;
	allTricks: boolean;
	/**
	 * On a capot bid, made or missed as the scorekeeper chose it (null until chosen: the deal is
	 * not scored on a guess); a capot bid is scored on the tricks alone, so it has no card points.
	 */
	capot?: 'made' | 'missed' | null;
	/** The takers' card points as typed. */
	points: string;
	pile: PileForm;
	/** Each team's tapped announcements, by score column (a draft saved before they existed has none). */
	announcements?: Announcement[][];
	/** The defenders won every trick (offered when the table scores the defenders' capot). */
	defendersAllTricks?: boolean;
}

/** The bids offered as buttons (RULES-NOTES Coinche "Bids": 80 to 160 by 10, or capot). */
export const BIDS: readonly number[] = [80, 90, 100, 110, 120, 130, 140, 150, 160];

/** A blank pile. */
export function blankPile(): PileForm {
	return { column: null, cards: [], lastTrick: false };
}

/** A blank deal. */
export function blankForm(): CoincheForm {
	return {
		passed: false,
		taker: null,
		bid: null,
		trump: null,
		coinche: false,
		surcoinche: false,
		belote: null,
		allTricks: false,
		capot: null,
		points: '',
		pile: blankPile(),
		announcements: [[], []]
	};
}

/** The match's house options (never throws). */
export function configOf(setup: MatchSetup<unknown> | undefined): CoincheConfig {
	return parseCoincheConfig(setup?.config);
}

/** Typed points: '' is missing, digits a number, "12.5" a fraction, anything else stays text (rejected). */
export function parsePoints(text: string): number | string | null {
	const clean = text.trim().replace(',', '.');
	if (clean === '') return null;
	return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : clean;
}

/** The defenders' card points for typed takers' points, or null when the text is not a number in 0..162. */
export function defenderPoints(text: string): number | null {
	const value = parsePoints(text);
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= DEAL_POINTS
		? DEAL_POINTS - value
		: null;
}

/** The takers' team column, once a taker is chosen. */
export function takerColumn(form: CoincheForm): 0 | 1 | null {
	return isEngineSeat(form.taker, SEATS) ? teamOf(form.taker) : null;
}

/**
 * Whether anything of a played deal is entered: "All passed" on such a form is a choice that Save
 * confirms, never a one-tap save that would replace it.
 */
export function hasEntries(form: CoincheForm): boolean {
	return (
		form.taker !== null ||
		form.bid !== null ||
		form.trump !== null ||
		form.coinche ||
		form.surcoinche ||
		form.belote !== null ||
		form.allTricks ||
		form.points.trim() !== '' ||
		(form.announcements?.some((team) => team.length > 0) ?? false)
	);
}

/** The engine input for a form (an unchosen capot result is left missing for the engine to ask for). */
export function toInput(form: CoincheForm): InputDraft<CoincheInput> {
	if (form.passed) return { kind: 'passed' };
	if (form.bid === 'capot') {
		const capot = form.capot ?? null;
		return { ...played(form), allTricks: capot === null ? null : capot === 'made', takerPoints: null };
	}
	return played(form);
}

function played(form: CoincheForm): CoincheInput {
	return {
		kind: 'played',
		taker: form.taker,
		bid: form.bid,
		trump: form.trump as TrumpMode | null,
		coinche: form.coinche,
		surcoinche: form.surcoinche,
		belote: form.belote === null ? [] : [form.belote],
		allTricks: form.allTricks,
		// Text that is not a number goes through as it is, for the engine to reject.
		takerPoints: parsePoints(form.points) as number | null,
		// A deal without announcements is stored as it always was.
		...(form.announcements?.some((team) => team.length > 0) ? { announcements: form.announcements } : {}),
		...(form.defendersAllTricks ? { defendersAllTricks: true } : {})
	};
}

function field<T>(record: Record<string, unknown>, key: string, ok: (v: unknown) => v is T): T | null {
	const value = record[key];
	return ok(value) ? value : null;
}

const isSeat = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 4;
const isBid = (v: unknown): v is number | 'capot' => v === 'capot' || typeof v === 'number';
const isTrump = (v: unknown): v is string => isTrumpMode(v);

/** Stored announcements per team, as stored (the engine checks them); anything else reads as none. */
function storedAnnouncements(value: unknown): Announcement[][] {
	if (!Array.isArray(value)) return [[], []];
	return [0, 1].map((column) => {
		const team: unknown = value[column];
		return Array.isArray(team) ? team.filter((a): a is Announcement => typeof a === 'object' && a !== null) : [];
	});
}

/** A form filled from a stored input (editing a past deal); anything unreadable is left blank. */
export function fromInput(input: unknown): CoincheForm {
	const form = blankForm();
	if (typeof input !== 'object' || input === null) return form;
	const record = input as Record<string, unknown>;
	if (record.kind === 'passed') return { ...form, passed: true };
	const belote = Array.isArray(record.belote) ? (record.belote[0] as unknown) : null;
	const points = record.takerPoints;
	const capot = record.bid === 'capot' && typeof record.allTricks === 'boolean';
	return {
		...form,
		capot: capot ? (record.allTricks === true ? 'made' : 'missed') : null,
		taker: field(record, 'taker', isSeat),
		bid: field(record, 'bid', isBid),
		trump: field(record, 'trump', isTrump),
		coinche: record.coinche === true,
		surcoinche: record.surcoinche === true,
		belote: belote === 0 || belote === 1 ? belote : null,
		allTricks: record.allTricks === true,
		points: typeof points === 'number' || typeof points === 'string' ? String(points) : '',
		announcements: storedAnnouncements(record.announcements),
		...(record.defendersAllTricks === true ? { defendersAllTricks: true } : {})
	};
}
