// A match's record of setup changes travels in a backup (an optional field of the format, so an
// older app leaves it out and says so), and an import keeps the entries of both copies.
import { beforeEach, describe, expect, it } from 'vitest';
import { matchRules } from '$lib/state/backup.svelte';
import { applyImport, exportAll, exportMatch, planImport } from './backup';
import { backupText } from './backup-file';
import { isProblem } from './backup-format';
import type { MatchRules } from './backup-merge';
import { useDb } from './db';
import { hlcOf } from './hlc';
import { getMatch, startMatch, writeSetup } from './matches';
import { createDb, type MatchSetupFields } from './schema';

let dbCount = 0;
let rules: MatchRules;
beforeEach(async () => {
	rules = await matchRules();
	useDb(createDb(`backup-setup-changes-${++dbCount}`));
});

const at100: MatchSetupFields = { config: { winner: 'high', target: 100, rounds: null }, firstDealer: 0 };
const at200: MatchSetupFields = { config: { winner: 'high', target: 200, rounds: null }, firstDealer: 0 };
const at300: MatchSetupFields = { config: { winner: 'high', target: 300, rounds: null }, firstDealer: 0 };

async function importText(text: string) {
	const plan = await planImport(new Blob([text], { type: 'application/json' }), rules);
	if (isProblem(plan)) throw new Error(plan.code);
	expect(await applyImport(plan, rules)).toBeNull();
	return plan;
}

describe('the record of setup changes in a backup', () => {
	it('is exported, imported on another device as it was, and reported as no unknown field', async () => {
		const { match } = await startMatch(['Ana', 'Ben'], { gameId: 'freeform', ...at100 });
		await writeSetup({ matchId: match.id, expect: at100, next: at200 });
		const here = (await getMatch(match.id))!.setupChanges;
		expect(here).toHaveLength(1);
		const text = backupText(await exportAll());
		useDb(createDb(`backup-setup-changes-other-${++dbCount}`));
		const plan = await importText(text);
		expect(plan.ignored).toEqual([]);
		expect((await getMatch(match.id))!.setupChanges).toEqual(here);
	});

	it('an import keeps the entries of both copies, oldest first', async () => {
		const { match } = await startMatch(['Ana', 'Ben'], { gameId: 'freeform', ...at100 });
		await writeSetup({ matchId: match.id, expect: at100, next: at200 });
		const file = (await exportMatch(match.id))!;
		await writeSetup({ matchId: match.id, expect: at200, next: at300 });
		// The file's copy is the newer one: its setup wins, and the change made only here stays recorded.
		const newer = { ...file.matches[0]!, updatedAt: hlcOf(Date.now() + 60_000) };
		await importText(backupText({ ...file, matches: [newer] }));
		const merged = (await getMatch(match.id))!;
		expect(merged.config).toMatchObject({ target: 200 });
		expect(merged.setupChanges?.map((c) => c.changes[0]!.after)).toEqual([200, 300]);
	});
});
