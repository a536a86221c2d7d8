/**
 * A shared match's setup (seats, names, options, first dealer, starting scores) kept in step like
 * its rounds: a change made here is appended to the document's setups; a setup from another phone
 * goes through the import's checks and plan (`planMerge`: the game cannot change, the options must
 * suit the game, players are added, never renamed here) before it is written. What was last in
 * step (`base`) tells one from the other.
 */
import type * as Y from 'yjs';
import type { AnyGame } from '$lib/engine/core/types';
import { checkPayload, isProblem } from '../backup-format';
import { sameJson } from '../backup-rules';
import { planMerge } from '../backup-merge';
import { newId, now } from '../db';
import type { Hlc } from '../hlc';
import type { MatchRecord, PlayerRecord, RoundRecord, TablekeeperDb } from '../schema';
import { matchRules } from '../summary';
import { appendSetup, docPayload, type DocView, type SetupEntry } from './match-doc';

/** What of a match its setup is (what another phone may change). */
function keyOf(m: Partial<MatchRecord> | Record<string, unknown>): unknown {
	const r = m as Partial<MatchRecord>;
	return [r.seats, r.teamNames ?? null, r.config, r.firstDealer, r.startingScores ?? null];
}

export class SetupSync {
	#base: unknown = undefined;

	/** A way back to what is in step now, for a run whose writes failed (storage full). */
	saved(): () => void {
		const base = this.#base;
		return () => {
			this.#base = base;
		};
	}

	/**
	 * Appends this phone's setup, stamped by `stamp` (the phone's clock), when it changed here since
	 * the last step (scorers only); returns it.
	 */
	push(
		doc: Y.Doc,
		view: DocView,
		match: MatchRecord,
		players: PlayerRecord[],
		phone: string,
		stamp: () => Hlc
	): SetupEntry | null {
		const there = view.setup ? keyOf(view.setup.match) : null;
		if (this.#base === undefined) this.#base = there;
		const here = keyOf(match);
		if (there !== null && sameJson(here, there)) {
			this.#base = there;
			return null;
		}
		// Unchanged here since the last step: the difference is another phone's, for `pull`.
		if (there !== null && sameJson(here, this.#base)) return null;
		const entry = appendSetup(doc, newId(), stamp(), phone, match, players);
		this.#base = here;
		return entry;
	}

	/**
	 * Writes the document's setup when another phone changed it (checked as an import would);
	 * returns who changed it, or null when nothing was written.
	 */
	async pull(
		d: TablekeeperDb,
		view: DocView,
		match: MatchRecord,
		rounds: readonly RoundRecord[],
		game: AnyGame
	): Promise<string | null> {
		const setup = view.setup;
		if (!setup) return null;
		const there = keyOf(setup.match);
		if (this.#base === undefined) this.#base = there;
		if (sameJson(there, keyOf(match)) || sameJson(there, this.#base)) {
			this.#base = there;
			return null;
		}
		this.#base = there;
		const payload = docPayload({ setup, rounds: [], ahead: [] }, match.id, now()) as { matches: MatchRecord[] };
		for (const m of payload.matches) m.updatedAt = match.updatedAt + 1;
		const file = checkPayload(payload);
		if (isProblem(file) || file.matches[0]?.id !== match.id) return null;
		const ids = [...new Set([...match.playerIds, ...file.players.map((p) => p.id)])];
		const known = (await d.players.bulkGet(ids)).filter((p): p is PlayerRecord => !!p);
		const device = {
			players: new Map(known.map((p) => [p.id, p])),
			matches: new Map([[match.id, match]]),
			rounds: new Map([[match.id, rounds]]),
			roundOwners: new Map<string, string>(),
			tombstones: new Map()
		};
		const keepNames = new Set(known.map((p) => p.id));
		const plan = planMerge(file, device, new Map([[game.id, game]]), matchRules, { at: now(), keepNames });
		if (isProblem(plan)) return null;
		await d.players.bulkPut(plan.writes.players.filter((p) => !keepNames.has(p.id)));
		await d.matches.bulkPut(plan.writes.matches);
		return setup.by;
	}
}
