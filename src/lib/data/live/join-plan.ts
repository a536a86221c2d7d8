/**
 * What joining a room's document would write on this phone, planned as an import and written
 * nowhere: the match of the document's first setup, with the setup that counts (`setup-choice.ts`)
 * and its rounds under the ids they will have here (`round-ids.ts`). A setup entry that does not
 * read or changes the game is named in the summary, never a reason to refuse the join.
 */
import type * as Y from 'yjs';
import { planPayload, type ImportPlan } from '../backup';
import { isProblem } from '../backup-format';
import { now } from '../db';
import { refused, type LiveRefusal, type Outcome } from '../outcome';
import type { TablekeeperDb } from '../schema';
import { matchRules } from '../summary';
import { docPlayers, joinSummary } from './join-summary';
import type { JoinSummary } from './link';
import type { Witness } from './doc-stamps';
import { docPayload, readDoc } from './match-doc';
import { localView, roundIds } from './round-ids';
import { chooseSetup, firstSetup } from './setup-choice';

export interface JoinPlan {
	readonly matchId: string;
	readonly plan: ImportPlan;
	readonly summary: JoinSummary;
}

/** Plans joining the match `doc` holds on database `d` (the app's, which the import plans on). */
export async function planJoin(
	d: TablekeeperDb,
	doc: Y.Doc,
	witness?: Witness
): Promise<Outcome<JoinPlan, LiveRefusal>> {
	const first = await firstSetup(doc);
	if (first === null) return refused({ kind: 'not-a-match', reason: 'empty' });
	const matchId = first.entry.match['id'] as string;
	const clocked = readDoc(doc, matchId, witness);
	const choice = chooseSetup(doc, matchId, first.game, new Set(clocked.ahead.map((e) => e.id)));
	if (choice.setup === null) return refused({ kind: 'not-a-match', reason: 'empty' });
	const read = { ...clocked, setup: choice.setup };
	const [here, stones] = await Promise.all([
		d.rounds.where('matchId').equals(matchId).primaryKeys(),
		d.tombstones.where('matchId').equals(matchId).primaryKeys()
	]);
	const view = localView(
		read,
		await roundIds(
			d,
			read,
			matchId,
			here.map((id) => ({ id: String(id) })),
			stones.map((id) => ({ id: String(id) }))
		)
	);
	const names = new Map<string, string>();
	for (const p of await d.players.bulkGet([...docPlayers(view).keys()])) if (p) names.set(p.id, p.name);
	// A player this phone already has keeps its name here, as every later sync keeps it
	// (match-setup.ts): the join's summary shows no rename, so none happens unannounced.
	const plan = await planPayload(docPayload(view, matchId, now()), matchRules, { keepNames: [...names.keys()] });
	if (isProblem(plan)) return refused({ kind: 'not-a-match', reason: plan.code });
	return { ok: true, value: { matchId, plan, summary: joinSummary(view, matchId, names, plan, choice.skipped) } };
}
