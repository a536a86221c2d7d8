/**
 * Which of a shared match's setup entries counts, decided from the document alone so that every
 * phone with the same document decides the same, whatever else it holds:
 * - the match a document is about, and its game, are those of its first setup (the earliest by
 *   `(at, id)` that reads as a setup in its own game): the setup the match was shared with;
 * - the setup that counts is the latest that reads as a setup of that match (the import's checks,
 *   its seats among its players, the game's setup rules) and keeps that game;
 * - every later entry, and every entry naming the match that does not read at all, is not applied
 *   and is listed with its reason (the most recent `SKIPPED_MAX`), never obeyed and never blocking
 *   a join.
 * Known limit: an entry that reads, in another game, stamped earlier than the match's first setup
 * can still pick the game for a phone that joins after it (the join succeeds, the deals show "not
 * counted"; the phones already holding the match keep their game, `match-setup.ts`).
 */
import type * as Y from 'yjs';
import type { AnyGame } from '$lib/engine/core/types';
import { isGameId, loadGame, type GameId } from '$lib/engine/registry';
import { checkPayload, isProblem } from '../backup-format';
import { setupViolations } from '../backup-rules';
import { matchRules } from '../summary';
import { docPayload, later, readSetup, setupArray, type SetupEntry } from './match-doc';

/** Why a setup entry is not applied. */
export type SetupSkipReason = 'unreadable' | 'other-game';

/** A setup entry not applied: the phone that wrote it (as it calls itself) and why. */
export interface SetupSkip {
	readonly id: string;
	readonly by: string;
	readonly reason: SetupSkipReason;
}

/** The most not-applied entries listed (the latest ones). */
export const SKIPPED_MAX = 10;

/** The setup that counts and the entries not applied, latest first. */
export interface SetupChoice {
	readonly setup: SetupEntry | null;
	readonly skipped: readonly SetupSkip[];
}

function entries(doc: Y.Doc): unknown[] {
	try {
		return setupArray(doc).toArray();
	} catch {
		return [];
	}
}

const field = (value: unknown, key: string): unknown =>
	typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The document's first setup (the earliest by `(at, id)`) that reads as a setup of its match in
 * its own game, with that game (null when none does).
 */
export async function firstSetup(doc: Y.Doc): Promise<{ entry: SetupEntry; game: AnyGame } | null> {
	const candidates: SetupEntry[] = [];
	for (const item of entries(doc)) {
		const entry = readSetup(item);
		const id = entry?.match['id'];
		if (entry && typeof id === 'string' && id !== '' && id.length <= 100 && isGameId(entry.match['gameId']))
			candidates.push(entry);
	}
	candidates.sort((a, b) => (later(b, a) ? -1 : later(a, b) ? 1 : 0));
	for (const entry of candidates) {
		const game = await loadGame(entry.match['gameId'] as GameId);
		if (setupProblem(entry, entry.match['id'] as string, game) === null) return { entry, game };
	}
	return null;
}

/** Why `entry` cannot be match `matchId`'s setup in `game` (null: it can). */
export function setupProblem(entry: SetupEntry, matchId: string, game: AnyGame): SetupSkipReason | null {
	if (entry.match['gameId'] !== game.id) return 'other-game';
	const file = checkPayload(docPayload({ setup: entry, rounds: [], ahead: [] }, matchId, entry.at));
	if (isProblem(file)) return 'unreadable';
	const match = file.matches[0];
	if (!match || match.id !== matchId) return 'unreadable';
	const players = new Set(file.players.map((p) => p.id));
	if (match.seats.some((s) => !players.has(s.playerId))) return 'unreadable';
	return setupViolations(game, match, matchRules.setupOf).length > 0 ? 'unreadable' : null;
}

/**
 * The setup of match `matchId` (in `game`) that counts, and the entries not applied. Entries in
 * `aside` (dated too far ahead of this phone's clock, `doc-stamps.ts`) are neither: they are told apart.
 */
export function chooseSetup(
	doc: Y.Doc,
	matchId: string,
	game: AnyGame,
	aside: ReadonlySet<string> = new Set()
): SetupChoice {
	const readable: SetupEntry[] = [];
	const skipped: SetupSkip[] = [];
	for (const item of entries(doc)) {
		const entry = readSetup(item);
		if (entry && aside.has(entry.id)) continue;
		if (entry && entry.match['id'] === matchId) readable.push(entry);
		else if (!entry && field(field(item, 'match'), 'id') === matchId) {
			const by = field(item, 'by');
			const id = field(item, 'id');
			skipped.push({
				id: typeof id === 'string' ? id : '',
				by: typeof by === 'string' ? by : '',
				reason: 'unreadable'
			});
		}
	}
	readable.sort((a, b) => (later(a, b) ? -1 : later(b, a) ? 1 : 0));
	let setup: SetupEntry | null = null;
	const passed: SetupSkip[] = [];
	for (const entry of readable) {
		const reason = setupProblem(entry, matchId, game);
		if (reason === null) {
			setup = entry;
			break;
		}
		passed.push({ id: entry.id, by: entry.by, reason });
	}
	return { setup, skipped: [...passed, ...skipped].slice(0, SKIPPED_MAX) };
}
