/**
 * A backup as a file: its text and name when exported, and reading a chosen file's text (refused
 * past the size limit before a byte is read, streamed with progress past 1 MB) and its JSON. What
 * the JSON must hold is checked by `backup-format.ts`.
 */
import { MAX_BACKUP_BYTES, PROGRESS_BYTES, type BackupFile, type BackupProblem, type Progress } from './backup-format';

/** The file's text: compact, so a 100,000-round match stays well under the size limit. */
export function backupText(file: BackupFile): string {
	return JSON.stringify(file);
}

/** A file name like `tablekeeper-2026-11-22.json`. */
export function backupFileName(at = Date.now()): string {
	return `tablekeeper-${new Date(at).toISOString().slice(0, 10)}.json`;
}

/** What an import needs of a file: its size, and a way to read it (whole or streamed). */
export type BackupSource = Pick<Blob, 'size' | 'text'> & Partial<Pick<Blob, 'stream'>>;

const MAX_MB = MAX_BACKUP_BYTES / 1024 / 1024;

/** Reads a file's text, refusing big files before reading a byte; streams with progress past 1 MB. */
export async function readBackup(source: BackupSource, onProgress?: Progress): Promise<string | BackupProblem> {
	if (source.size > MAX_BACKUP_BYTES) return { code: 'too-large', values: { max: MAX_MB } };
	try {
		if (source.size <= PROGRESS_BYTES || !source.stream) return await source.text();
		const reader = source.stream().getReader();
		const decoder = new TextDecoder();
		const parts: string[] = [];
		let read = 0;
		for (;;) {
			const chunk = await reader.read();
			if (chunk.done) break;
			read += chunk.value.byteLength;
			if (read > MAX_BACKUP_BYTES) {
				await reader.cancel();
				return { code: 'too-large', values: { max: MAX_MB } };
			}
			parts.push(decoder.decode(chunk.value, { stream: true }));
			onProgress?.(Math.min(1, read / source.size));
		}
		parts.push(decoder.decode());
		return parts.join('');
	} catch {
		return { code: 'unreadable' };
	}
}

/**
 * Parses a file's text as JSON, or says it is not JSON; a match's CSV export (a first line of
 * comma-separated headings, not JSON) is named as such, since the import takes only a backup.
 */
export function parseText(text: string): { value: unknown } | BackupProblem {
	try {
		return { value: JSON.parse(text) as unknown };
	} catch {
		const first = text.trimStart().split(/\r?\n/, 1)[0] ?? '';
		return { code: /^[^{[].*,/.test(first) ? 'csv' : 'not-json' };
	}
}
