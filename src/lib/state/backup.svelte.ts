/**
 * Backups as one workflow for the screens: export everything or one match, and import a file (or
 * an already parsed payload, for a shared match or a later transfer between phones) with a
 * preview first and a write only on confirmation. The backup format, its checks and the merge
 * rules are loaded on first use, so no screen's first load carries them.
 */
import type { ImportChoices, ImportPlan } from '$lib/data/backup';
import type { BackupFile, BackupProblem } from '$lib/data/backup-format';
import type { MatchRules } from '$lib/data/backup-merge';
import { lastExport, markExported, unexportedOldMatches } from '$lib/data/export-reminder';
import type { MatchRecord } from '$lib/data/schema';
import { takeSharedFile } from '$lib/data/shared-file';
import { storageStatus } from '$lib/data/storage';
import type { Outcome, Refusal } from '$lib/data/outcome';
import { storageHealth } from './storage-health.svelte';

export type { ImportPlan } from '$lib/data/backup';
export type { BackupProblem, MatchRef } from '$lib/data/backup-format';
export type { FutureEntry, MatchChange, Rename } from '$lib/data/backup-merge';

/** A choice the preview offers: restore a match from the trash, bring back a deletion, keep a name. */
export type ImportChoice = 'restore' | 'revive' | 'keepNames';

/** The derived-facts rules of the match screen, so an import summarises exactly as it does. */
export async function matchRules(): Promise<MatchRules> {
	return (await import('$lib/data/summary')).matchRules;
}

const loadBackup = () => import('$lib/data/backup');
const loadFormat = () => import('$lib/data/backup-format');
const loadFile = () => import('$lib/data/backup-file');

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
	/** Why the last export or the reading of a file could not use this device's storage. */
	failure: Refusal | null = $state(null);
	/** A file over 1 MB shows its progress while read and while written. */
	#large = false;
	/** The preview's choices being planned again, in the order they were made. */
	#choosing: Promise<void> = Promise.resolve();

	/**
	 * Everything as a backup file, and remembers the export (the reminder counts from it); null,
	 * with `failure` set, when the database cannot be read.
	 */
	async exportEverything(): Promise<File | null> {
		const [{ exportAll }, { backupText, backupFileName }] = await Promise.all([loadBackup(), loadFile()]);
		// A round a page load cut off belongs in the file.
		const read = await storageHealth.attempt(async () => {
			await (await import('./pending-rounds')).settlePendingRounds();
			return exportAll();
		});
		this.failure = read.ok ? null : read.refusal;
		if (!read.ok) return null;
		const file = read.value;
		markExported(file.exportedAt);
		this.lastExport = file.exportedAt;
		return new File([backupText(file)], backupFileName(file.exportedAt), { type: 'application/json' });
	}

	/** One match as a backup file named `stem.json` (to share it), or null when it is gone. */
	async matchFile(matchId: string, stem: string): Promise<File | null> {
		const [{ exportMatch }, { backupText }] = await Promise.all([loadBackup(), loadFile()]);
		const file: BackupFile | null = await exportMatch(matchId);
		return file && new File([backupText(file)], `${stem}.json`, { type: 'application/json' });
	}

	#reset(): void {
		this.plan = null;
		this.problem = null;
		this.imported = false;
		this.failure = null;
	}

	/** Reads, checks and plans a chosen file; the preview shows the plan, nothing is written. */
	async chooseFile(file: File): Promise<void> {
		this.#reset();
		this.busy = 'reading';
		this.#large = file.size > (await loadFormat()).PROGRESS_BYTES;
		this.progress = this.#large ? 0 : null;
		const { planImport } = await loadBackup();
		const rules = await matchRules();
		// Planning reads what this device holds: a refused database ends the reading with its reason.
		this.#planned(await storageHealth.attempt(() => planImport(file, rules, (f) => (this.progress = f))));
	}

	#planned(planned: Outcome<ImportPlan | BackupProblem>): void {
		if (planned.ok) return this.#show(planned.value);
		this.busy = null;
		this.progress = null;
		this.failure = planned.refusal;
	}

	/**
	 * A file another app shared to Tablekeeper (the share sheet; `arrived` is what the share
	 * target found: 'file', 'too-large' or 'none'), checked and previewed like a chosen file.
	 */
	async receiveShared(arrived: string): Promise<void> {
		const file = arrived === 'file' ? await takeSharedFile() : null;
		if (file) return this.chooseFile(file);
		this.#reset();
		const { MAX_BACKUP_BYTES } = await loadFormat();
		this.problem =
			arrived === 'too-large'
				? { code: 'too-large', values: { max: MAX_BACKUP_BYTES / 1024 / 1024 } }
				: { code: 'nothing-shared' };
	}

	/**
	 * Checks and plans an already parsed payload (a shared match, a transfer); nothing is written.
	 * `ignored`: fields the payload had that this version does not read, found before it was checked.
	 */
	async choosePayload(raw: unknown, ignored: readonly string[] = []): Promise<void> {
		this.#reset();
		this.busy = 'reading';
		this.#large = false;
		const { planPayload } = await loadBackup();
		const rules = await matchRules();
		this.#planned(await storageHealth.attempt(() => planPayload(raw, rules, { ignored })));
	}

	#show(result: ImportPlan | BackupProblem): void {
		this.busy = null;
		this.progress = null;
		if ('code' in result) this.problem = result;
		else this.plan = result;
	}

	/**
	 * Takes or leaves one of the preview's choices for `id` (a match to restore from the trash, a
	 * deleted round or match to bring back, a player whose name here is kept) and plans again.
	 */
	choose(choice: ImportChoice, id: string, on: boolean): Promise<void> {
		// Choices are planned one after another, and Import waits for the last: a tick followed at
		// once by Import imports what the ticked preview says.
		const next = this.#choosing.then(() => this.#replan(choice, id, on));
		this.#choosing = next.catch(() => undefined);
		return next;
	}

	async #replan(choice: ImportChoice, id: string, on: boolean): Promise<void> {
		const plan = this.plan;
		if (!plan) return;
		const ids = plan[choice].filter((x) => x !== id);
		if (on) ids.push(id);
		const { planPayload } = await loadBackup();
		this.#show(await planPayload(plan.file, await matchRules(), { ...choicesOf(plan), [choice]: ids }));
	}

	/** Whether the import also takes this match (in the trash here) out of the trash. */
	setRestore(matchId: string, on: boolean): Promise<void> {
		return this.choose('restore', matchId, on);
	}

	/** Writes the previewed import; if this device changed since the preview, shows the new preview instead. */
	async confirm(): Promise<void> {
		await this.#choosing;
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
			const again = await planPayload(plan.file, rules, choicesOf(plan));
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

/** The choices a plan was made with, to plan it again. */
function choicesOf(plan: ImportPlan): ImportChoices {
	return { restore: plan.restore, revive: plan.revive, keepNames: plan.keepNames, ignored: plan.ignored };
}
