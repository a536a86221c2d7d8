/**
 * A match's setup changed after the start (house options, first dealer, team names, with any
 * player renames), in one transaction with its summary, its record of setup changes and the
 * writing window's undo history: all commit together or not at all. Refused, nothing is written,
 * when a new name is refused or the setup is no longer the one the change was made from.
 */
import { db, now } from './db';
import { checkRenames, normalizeName, type NameProblem, type Rename } from './players';
import { listRounds } from './rounds';
import type { HistoryRecord, MatchRecord, MatchSetupFields, SetupChangeRecord, SetupFieldChange } from './schema';
import { newStamp, stampAfter } from './stamp';
import type { Summarize } from './summary';

/** JSON with object keys sorted, so two equal values read back from storage compare equal. */
function canonical(value: unknown): string {
	return JSON.stringify(value, (_key, v: unknown) =>
		v && typeof v === 'object' && !Array.isArray(v)
			? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
			: v
	);
}

/** The setup fields of a match, as a setup change starts from them. */
export function setupFieldsOf(match: MatchRecord): MatchSetupFields {
	const fields: MatchSetupFields = { config: match.config, firstDealer: match.firstDealer };
	if (match.teamNames) fields.teamNames = match.teamNames;
	return fields;
}

/** Whether two setups are the same. */
export function sameSetup(a: MatchSetupFields, b: MatchSetupFields): boolean {
	return canonical(setupFieldsOf(a as MatchRecord)) === canonical(setupFieldsOf(b as MatchRecord));
}

const asRecord = (x: unknown): Record<string, unknown> =>
	x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};

/** The house options as the game reads them (a stored setup may lack an option's default). */
export type ReadConfig = (config: unknown) => unknown;

/**
 * What differs between two setups, field by field: each option (`option.<key>`, compared as
 * `read` reads them), the first dealer, the team names.
 */
export function setupDiff(
	before: MatchSetupFields,
	after: MatchSetupFields,
	read: ReadConfig = (c) => c
): SetupFieldChange[] {
	const out: SetupFieldChange[] = [];
	const a = asRecord(read(before.config));
	const b = asRecord(read(after.config));
	for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])])
		if (canonical(a[key]) !== canonical(b[key])) out.push({ key: `option.${key}`, before: a[key], after: b[key] });
	if (before.firstDealer !== after.firstDealer)
		out.push({ key: 'firstDealer', before: before.firstDealer, after: after.firstDealer });
	if (after.teamNames && canonical(before.teamNames ?? null) !== canonical(after.teamNames))
		out.push({ key: 'teamNames', before: before.teamNames ?? null, after: after.teamNames });
	return out;
}

/** One setup change, with everything that belongs in its transaction. */
export interface SetupWrite {
	matchId: string;
	renames?: readonly Rename[];
	/** Refuse the write (nothing written) unless the match's setup is still this. */
	expect: MatchSetupFields;
	next: MatchSetupFields;
	/** How the game reads the options, for the record of what changed. */
	read?: ReadConfig;
	/** Set when the change is an Undo or a Redo (the record says so). */
	via?: SetupChangeRecord['via'];
	/** Rebuilds the match's summary and status from its rounds after the write. */
	summarize?: Summarize;
	/** The writing window's undo history after the change (absent: it does not change). */
	history?: () => HistoryRecord;
}

/** Written; or refused: the name problems in the order of `renames`, or the setup changed elsewhere. */
export type SetupWriteResult =
	| { ok: true }
	| { ok: false; names: (NameProblem | null)[] }
	| { ok: false; changed: true }
	| { ok: false; gone: true };

/**
 * Renames the players and changes the match's setup in one transaction, appending what changed to
 * the match's record of setup changes and moving its stamp.
 */
export async function writeSetup(write: SetupWrite): Promise<SetupWriteResult> {
	const d = db();
	return d.transaction('rw', [d.players, d.matches, d.rounds, d.history], async (): Promise<SetupWriteResult> => {
		const match = await d.matches.get(write.matchId);
		if (!match) return { ok: false, gone: true };
		if (!sameSetup(setupFieldsOf(match), write.expect)) return { ok: false, changed: true };
		const renames = write.renames ?? [];
		const problems = checkRenames(renames, await d.players.toArray());
		if (problems.some((p) => p !== null)) return { ok: false, names: problems };
		const t = now();
		for (const r of renames) await d.players.update(r.id, { name: normalizeName(r.name), updatedAt: newStamp() });
		const changes = setupDiff(setupFieldsOf(match), write.next, write.read);
		let next: MatchRecord = { ...match, config: write.next.config, firstDealer: write.next.firstDealer };
		if (write.next.teamNames) next.teamNames = write.next.teamNames;
		if (changes.length > 0) {
			const entry: SetupChangeRecord = { at: t, changes, ...(write.via ? { via: write.via } : {}) };
			next = { ...next, setupChanges: [...(match.setupChanges ?? []), entry] };
		}
		next.updatedAt = stampAfter(match.updatedAt);
		if (write.summarize) next = { ...next, ...write.summarize(next, await listRounds(write.matchId)) };
		await d.matches.put(next);
		if (write.history) await d.history.put(write.history());
		return { ok: true };
	});
}
