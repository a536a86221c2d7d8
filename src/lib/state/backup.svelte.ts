/**
 * Backups as one workflow for the screens: export everything or one match, and import a file (or
 * an already parsed payload, for a shared match or a later transfer between phones) with a
 * preview first and a write only on confirmation. The backup format, its checks and the merge
 * rules are loaded on first use, so no screen's first load carries them.
 */
import type { ImportPlan } from '$lib/data/backup';
import type { BackupFile, BackupProblem } from '$lib/data/backup-format';
import type { MatchRules } from '$lib/data/backup-merge';
import { lastExport, markExported, unexportedOldMatches } from '$lib/data/export-reminder';
import type { MatchRecord } from '$lib/data/schema';
import { storageStatus } from '$lib/data/storage';

export type { ImportPlan } from '$lib/data/backup';
export type { BackupProblem, MatchRef } from '$lib/data/backup-format';
export type { MatchChange } from '$lib/data/backup-merge';

/** The derived-facts rules of the match screen, so an import summarises exactly as it does. */
export async function matchRules(): Promise<MatchRules> {
	const { setupOf, statusAfter, summarize } = await import('$lib/data/summary');
	return {
		setupOf,
		statusAfter,
		summarize: (game, match, rounds, folded) => summarize(game, match, rounds, folded).summary
	};
}

const loadBackup = () => import('$lib/data/backup');
const loadFormat = () => import('$lib/data/backup-format');

/** How many old matches are in no backup file, and whether this browser may evict storage. */
export class BackupReminder {
	readonly since = lastExport();
	evictable = $state(false);

	pending(matches: readonly Pick<MatchRecord, 'createdAt' | 'updatedAt'>[]): number {
		return unexportedOldMatches(matches, this.since);
	}

	/** Checks whether the browser may clear the data (not asked when installed). */
	async checkEviction(standalone: boolean): Promise<void> {
		if (standalone) return;
		const status = await storageStatus();
		this.evictable = status.persisted === false;
	}
}

export class Backups {
	lastExport = $state(lastExport());
	plan: ImportPlan | null = $state.raw(null);
	problem: BackupProblem | null = $state.raw(null);
	busy: 'reading' | 'writing' | null = $state(null);
	/** 0-1 while a large file is read or written, else null. */
	progress: number | null = $state(null);
	/** Set once an import has been written. */
	imported = $state(false);
	/** A file over 1 MB shows its progress while read and while written. */
	#large = false;

	/** Everything as a backup file, and remembers the export (the reminder counts from it). */
	async exportEverything(): Promise<File> {
		const [{ exportAll }, { backupText, backupFileName }] = await Promise.all([loadBackup(), loadFormat()]);
		// A round a page load cut off belongs in the file.
		await (await import('./pending-rounds')).settlePendingRounds();
		const file = await exportAll();
		markExported(file.exportedAt);
		this.lastExport = file.exportedAt;
		return new File([backupText(file)], backupFileName(file.exportedAt), { type: 'application/json' });
	}

	/** One match as a backup file named `stem.json` (to share it), or null when it is gone. */
	async matchFile(matchId: string, stem: string): Promise<File | null> {
		const [{ exportMatch }, { backupText }] = await Promise.all([loadBackup(), loadFormat()]);
		const file: BackupFile | null = await exportMatch(matchId);
		return file && new File([backupText(file)], `${stem}.json`, { type: 'application/json' });
	}

	#reset(): void {
		this.plan = null;
		this.problem = null;
		this.imported = false;
	}

	/** Reads, checks and plans a chosen file; the preview shows the plan, nothing is written. */
	async chooseFile(file: File): Promise<void> {
		this.#reset();
		this.busy = 'reading';
		this.#large = file.size > (await loadFormat()).PROGRESS_BYTES;
		this.progress = this.#large ? 0 : null;
		const { planImport } = await loadBackup();
		this.#show(await planImport(file, await matchRules(), (f) => (this.progress = f)));
	}

	/** Checks and plans an already parsed payload (a shared match, a transfer); nothing is written. */
	async choosePayload(raw: unknown): Promise<void> {
		this.#reset();
		this.busy = 'reading';
		this.#large = false;
		const { planPayload } = await loadBackup();
		this.#show(await planPayload(raw, await matchRules()));
	}

	#show(result: ImportPlan | BackupProblem): void {
		this.busy = null;
		this.progress = null;
		if ('code' in result) this.problem = result;
		else this.plan = result;
	}

	/** Whether the import also takes this match (in the trash here) out of the trash. */
	async setRestore(matchId: string, on: boolean): Promise<void> {
		const plan = this.plan;
		if (!plan) return;
		const restore = plan.restore.filter((id) => id !== matchId);
		if (on) restore.push(matchId);
		const { planPayload } = await loadBackup();
		this.#show(await planPayload(plan.file, await matchRules(), restore));
	}

	/** Writes the previewed import; if this device changed since the preview, shows the new preview instead. */
	async confirm(): Promise<void> {
		const plan = this.plan;
		if (!plan) return;
		this.busy = 'writing';
		this.progress = this.#large ? 0 : null;
		const { applyImport, planPayload } = await loadBackup();
		const rules = await matchRules();
		let problem: BackupProblem | null;
		try {
			problem = await applyImport(plan, rules, (f) => (this.progress = f));
		} catch {
			problem = { code: 'storage' };
		}
		this.busy = null;
		this.progress = null;
		if (problem?.code === 'changed') {
			const again = await planPayload(plan.file, rules, plan.restore);
			this.#show(again);
			if (!('code' in again)) this.problem = problem;
			return;
		}
		this.plan = null;
		this.problem = problem;
		this.imported = problem === null;
	}

	cancel(): void {
		this.#reset();
	}
}
