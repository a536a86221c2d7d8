/**
 * The layout of a shared match's Yjs document, and reading it as hostile data.
 * - `setup` (Y.Array): the match's setup as entered on a phone, appended on each change; the one
 *   that counts is the latest by `(at, id)`.
 * - `rounds` (Y.Map): one Y.Array per round id, the round's edits, only ever appended to. The one
 *   that counts is the latest by `(at, id)` (the backup merge's rule); a deletion is an edit marked
 *   `deleted`, so a deleted round stays in the document and a later edit (an undo) brings it back.
 *   A round's place: the number it was entered as (`order`), then its creation stamp, then its id,
 *   renumbered as the backup merge does, so two rounds entered as round 5 on two phones are both
 *   kept, one after the other, the same on every phone. `after` names the round it was typed after.
 *   `base` names the edit that counted on the phone when it made this one (the deal's history).
 * Every entry's `at` is a stamp of its phone's hybrid logical clock (`../hlc.ts`); an entry of a
 * room made before the clock (a millisecond time) reads as its millisecond's stamp (`fromLegacy`).
 * Reading with this phone's clock witnesses every entry, so the phone's next stamp is later than
 * all it read, except an entry dated more than `MAX_DRIFT` ahead of the phone's clock: that one is
 * kept (`ahead`) and shown, never obeyed (it counts for nothing and wins over nothing).
 * Every entry is checked (valibot, the backup format's bounds); what does not read, or names
 * another match, is ignored. Reading never throws.
 */
import * as v from 'valibot';
import * as Y from 'yjs';
import { BACKUP_FORMAT, BACKUP_VERSION, jsonProblem, MAX_ABS_NUMBER } from '../backup-format';
import { NOTE_MAX } from '../facts';
import { fromLegacy, MAX_HLC, type Hlc } from '../hlc';
import type { MatchRecord, PlayerRecord, RoundRecord, TombstoneRecord } from '../schema';
import { horizonOf, type AheadEntry, type Witness } from './doc-stamps';

const MAX_ID = 100;
const MAX_TIME = 8_640_000_000_000_000;
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID));
const Time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TIME));
/** A clock stamp; a millisecond time of a room made before the clock reads as its stamp. */
const Stamp = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_HLC), v.transform(fromLegacy));
const Json = v.custom<unknown>((x) => jsonProblem(x) === null);
/** The longest phone name a document carries (longer ones are cut when written). */
export const PHONE_MAX = 60;
const Phone = v.pipe(v.string(), v.maxLength(PHONE_MAX));

const EditSchema = v.object({
	id: Id,
	at: Stamp,
	by: Phone,
	matchId: Id,
	order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ABS_NUMBER)),
	createdAt: Time,
	after: v.nullable(Id),
	input: v.optional(Json),
	/** The deal's note with this edit (absent: none); text within the note limit, else the edit is ignored. */
	note: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(NOTE_MAX))),
	deleted: v.optional(v.literal(true)),
	/**
	 * The edit that counted on the phone when it made this one (null: the deal's entry; absent: a
	 * phone that did not say). Read for the deal's history only: a malformed one reads as absent,
	 * so the edit still counts as it does on a phone that never reads it.
	 */
	base: v.fallback(v.optional(v.nullable(Id)), undefined)
});

/** One edit of a round as the document holds it. */
export type RoundEdit = v.InferOutput<typeof EditSchema>;

const SetupSchema = v.object({
	id: Id,
	at: Stamp,
	by: Phone,
	/** The match record (checked again by the import's checks before anything is written). */
	match: v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x)),
	players: v.pipe(
		v.array(v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null)),
		v.maxLength(12)
	)
});

/** One setup of the match as the document holds it (its records are checked where they are used). */
export type SetupEntry = v.InferOutput<typeof SetupSchema>;

/** A round as the document says it is now. */
export interface DocRound {
	id: string;
	/** The number it was entered as, its creation stamp and the round it was typed after. */
	order: number;
	createdAt: number;
	after: string | null;
	/** The edit that counts. */
	latest: RoundEdit;
	/** The edits obeyed (in the document's order). */
	edits: RoundEdit[];
	/** The edits dated too far ahead of this phone's clock: kept, shown, not obeyed. */
	ahead: RoundEdit[];
}

/** The document read: the setup that counts and every round, in their order. */
export interface DocView {
	setup: SetupEntry | null;
	/** Every round (deleted ones too), by place. */
	rounds: DocRound[];
	/** Every entry of this match not obeyed for being dated too far ahead. */
	ahead: AheadEntry[];
}

export const later = (a: { at: number; id: string }, b: { at: number; id: string }) =>
	a.at > b.at || (a.at === b.at && a.id > b.id);

/** The rounds' place: entered number, creation stamp, id (the backup merge's order). */
export const byPlace = (a: DocRound, b: DocRound) =>
	a.order - b.order || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function parse<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | null {
	try {
		const result = v.safeParse(schema, value);
		return result.success ? result.output : null;
	} catch {
		return null;
	}
}

/** One item of the setup array read as a setup entry (null when it does not read). */
export const readSetup = (item: unknown): SetupEntry | null => parse(SetupSchema, item);

export const setupArray = (doc: Y.Doc) => doc.getArray<unknown>('setup');
export const roundsMap = (doc: Y.Doc) => doc.getMap<unknown>('rounds');

/**
 * Reads the document for match `matchId`: what does not read or names another match is left out.
 * `witness` (this phone's clock) sees every stamp read; what it refuses is `ahead`, not obeyed.
 */
export function readDoc(doc: Y.Doc, matchId: string, witness?: Witness): DocView {
	const setups: SetupEntry[] = [];
	try {
		for (const item of setupArray(doc).toArray()) {
			const entry = parse(SetupSchema, item);
			if (entry && entry.match['id'] === matchId) setups.push(entry);
		}
	} catch {
		setups.length = 0;
	}
	const lists: [string, RoundEdit[]][] = [];
	try {
		roundsMap(doc).forEach((value, id) => {
			if (!(value instanceof Y.Array) || parse(Id, id) === null) return;
			const edits: RoundEdit[] = [];
			for (const item of value.toArray()) {
				const edit = parse(EditSchema, item);
				if (edit && edit.matchId === matchId && (edit.deleted || edit.input !== undefined)) edits.push(edit);
			}
			if (edits.length > 0) lists.push([id, edits]);
		});
	} catch {
		// A document that cannot be walked gives what was read so far.
	}
	const horizon = horizonOf([...setups.map((s) => s.at), ...lists.flatMap(([, e]) => e.map((x) => x.at))], witness);
	const ahead: AheadEntry[] = [];
	let setup: SetupEntry | null = null;
	for (const entry of setups) {
		if (entry.at > horizon) ahead.push({ id: entry.id, by: entry.by, at: entry.at });
		else if (!setup || later(entry, setup)) setup = entry;
	}
	const rounds: DocRound[] = [];
	for (const [id, all] of lists) {
		const edits = all.filter((e) => e.at <= horizon);
		const refused = all.filter((e) => e.at > horizon);
		for (const e of refused) ahead.push({ id: e.id, round: id, by: e.by, at: e.at });
		const first = edits[0];
		if (!first) continue;
		const latest = edits.reduce((a, b) => (later(b, a) ? b : a));
		rounds.push({
			id,
			order: first.order,
			createdAt: first.createdAt,
			after: first.after,
			latest,
			edits,
			ahead: refused
		});
	}
	rounds.sort(byPlace);
	return { setup, rounds, ahead };
}

/**
 * `view` with `edits` (each checked by `isEdit`) appended to their rounds: what `readDoc` reads
 * once `appendEdit` has written them, without reading the document again.
 */
export function withEdits(view: DocView, matchId: string, edits: ReadonlyArray<[string, RoundEdit]>): DocView {
	const rounds = new Map(view.rounds.map((r) => [r.id, r]));
	for (const [id, written] of edits) {
		const edit = parse(EditSchema, written);
		if (!edit || parse(Id, id) === null || edit.matchId !== matchId || (!edit.deleted && edit.input === undefined))
			continue;
		const old = rounds.get(id);
		rounds.set(
			id,
			old
				? { ...old, edits: [...old.edits, edit], latest: later(edit, old.latest) ? edit : old.latest }
				: {
						id,
						order: edit.order,
						createdAt: edit.createdAt,
						after: edit.after,
						latest: edit,
						edits: [edit],
						ahead: []
					}
		);
	}
	return { ...view, rounds: [...rounds.values()].sort(byPlace) };
}

/** `view` with a setup appended by `appendSetup`: what `readDoc` reads once it is written. */
export function withSetup(view: DocView, matchId: string, appended: SetupEntry): DocView {
	const entry = parse(SetupSchema, appended);
	if (!entry || entry.match['id'] !== matchId || (view.setup && !later(entry, view.setup))) return view;
	return { ...view, setup: entry };
}

/** The rounds that count (not deleted), as records with their numbers renumbered as the backup merge does. */
export function liveRounds(view: DocView, matchId: string): RoundRecord[] {
	const out: RoundRecord[] = [];
	let previous = -Infinity;
	for (const r of view.rounds) {
		if (r.latest.deleted) continue;
		const order = r.order > previous ? r.order : previous + 1;
		previous = order;
		const { at, by, input, note } = r.latest;
		const round: RoundRecord = { id: r.id, matchId, order, input, createdAt: r.createdAt, updatedAt: at, by };
		out.push(note === undefined ? round : { ...round, note });
	}
	return out;
}

/** The deleted rounds, as tombstones. */
export function deletedRounds(view: DocView, matchId: string): TombstoneRecord[] {
	return view.rounds
		.filter((r) => r.latest.deleted)
		.map((r) => ({ id: r.id, kind: 'round' as const, matchId, deletedAt: r.latest.at }));
}

/**
 * The document as a backup payload (unchecked: the import's checks read it): the setup that
 * counts with its players, the rounds that count and the deleted ones as tombstones.
 */
export function docPayload(view: DocView, matchId: string, at: number): unknown {
	return {
		format: BACKUP_FORMAT,
		version: BACKUP_VERSION,
		exportedAt: at,
		players: view.setup?.players ?? [],
		matches: view.setup ? [{ ...view.setup.match, updatedAt: view.setup.at }] : [],
		rounds: liveRounds(view, matchId).map(({ by: _by, ...round }) => round),
		deleted: deletedRounds(view, matchId)
	};
}

/** Whether an edit reads as one (what this phone writes must, or every phone would ignore it). */
export function isEdit(value: unknown): value is RoundEdit {
	return parse(EditSchema, value) !== null;
}

/** Appends an edit to a round (making the round's list when it has none). */
export function appendEdit(doc: Y.Doc, roundId: string, edit: RoundEdit): void {
	const map = roundsMap(doc);
	let list = map.get(roundId);
	if (!(list instanceof Y.Array)) {
		list = new Y.Array<unknown>();
		map.set(roundId, list);
	}
	(list as Y.Array<unknown>).push([edit]);
}

/** Appends a setup of the match: its record (no summary, no trash mark) and its players; returns it. */
export function appendSetup(
	doc: Y.Doc,
	id: string,
	at: Hlc,
	by: string,
	match: MatchRecord,
	players: PlayerRecord[]
): SetupEntry {
	const record: Record<string, unknown> = { ...match };
	delete record['summary'];
	delete record['deletedAt'];
	const entry: SetupEntry = {
		id,
		at,
		by,
		match: JSON.parse(JSON.stringify(record)),
		players: JSON.parse(JSON.stringify(players))
	};
	setupArray(doc).push([entry]);
	return entry;
}
