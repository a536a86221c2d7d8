/**
 * Rounds whose Save a page load cut off: Save keeps the typed round in its draft, marked pending,
 * until the round's own write removes the draft. Such rounds are completed once per page, before
 * anything reads the matches as a whole (an export, History, statistics), so none is missing
 * there until its match is opened again. A round is completed only while the match is as it was
 * typed against (no round added after the one it was typed after; the edited round unchanged) and
 * it is valid there; otherwise its draft stays, and the match's round form puts it back.
 * The write itself refuses a round added meanwhile, so a round is never completed twice; and it
 * completes the draft's pending round only while the draft still holds it (a form that took the
 * draft over, or completed it, first is its owner). A draft whose round a form of this page is
 * saving is that form's. The round form that opens on a pending draft waits for this completion
 * and decides only on what it leaves (`round-draft.svelte.ts`): a cut-off round is written or
 * offered back once, never both.
 */
import { foldMatch, validateAt } from '$lib/engine/core/fold';
import { isGameId, loadGame } from '$lib/engine/registry';
import { pendingRoundDrafts, type PendingRoundDraft } from '$lib/data/drafts';
import { withNote } from '$lib/data/facts';
import type { RoundRecord } from '$lib/data/schema';
import { newRoundId, newStamp, readMatch, stampAfter, writeRound } from '$lib/data/matches';
import { setupOf, summarize, type Summarize } from '$lib/data/summary';
import { savingHere } from './draft-store';
import { openWindows, windowId } from './window-id';

let settling: Promise<number> | null = null;

/** Completes the pending rounds (once per page); resolves with how many were written. Never rejects. */
export function settlePendingRounds(): Promise<number> {
	settling ??= completePendingRounds().catch(() => 0);
	return settling;
}

/** Completes the pending rounds now (`settlePendingRounds` does it once per page). */
export async function completePendingRounds(): Promise<number> {
	const drafts = await pendingRoundDrafts();
	if (drafts.length === 0) return 0;
	const [own, open] = await Promise.all([windowId(), openWindows()]);
	let written = 0;
	for (const draft of drafts) {
		// Another open window's Save may still be under way: that window completes it.
		if (draft.owner !== own && (open === null || open.has(draft.owner))) continue;
		if (await complete(draft)) written++;
	}
	return written;
}

/** Writes one pending round if its match is still as it was typed against; true when written. */
async function complete(draft: PendingRoundDraft): Promise<boolean> {
	const read = await readMatch(draft.matchId);
	const gameId = read?.match.gameId;
	if (!read || !isGameId(gameId)) return false;
	const { match, rounds } = read;
	const game = await loadGame(gameId);
	const setup = setupOf(game, match);
	const folded = foldMatch(
		game,
		setup,
		rounds.map((r) => r.input)
	);
	const { input, note } = draft.stored.pending;
	const build: Summarize = (m, now) => summarize(game, m, now);
	if (draft.roundId === null) {
		const base = draft.stored.base;
		if (base === undefined || (rounds.at(-1)?.id ?? null) !== base) return false;
		if (validateAt(game, setup, folded, rounds.length, input).length > 0) return false;
		if (savingHere(draft.key)) return false;
		const t = Date.now();
		const result = await writeRound({
			matchId: match.id,
			put: withNote<RoundRecord>(
				{ id: newRoundId(), matchId: match.id, order: 0, input, createdAt: t, updatedAt: newStamp() },
				note
			),
			appendAfter: base,
			completes: draft.key,
			summarize: build
		});
		return result.ok;
	}
	const index = rounds.findIndex((r) => r.id === draft.roundId);
	const round = rounds[index];
	if (!round || draft.stored.stamp === undefined || round.updatedAt !== draft.stored.stamp) return false;
	if (validateAt(game, setup, folded, index, input).length > 0) return false;
	if (savingHere(draft.key)) return false;
	const result = await writeRound({
		matchId: match.id,
		put: withNote({ ...round, input, updatedAt: stampAfter(round.updatedAt) }, note ?? round.note),
		expect: { id: round.id, updatedAt: round.updatedAt },
		completes: draft.key,
		summarize: build
	});
	return result.ok;
}
