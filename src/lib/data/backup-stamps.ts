/**
 * Reading a backup written before the hybrid logical clock (versions 1 to 3): its `updatedAt` and
 * `deletedAt` are millisecond times, read as the stamps of their milliseconds (`fromLegacy`), so
 * they compare with this device's stamps (docs/backup-format.md).
 */
import type { BackupFile } from './backup-format';
import { fromLegacy } from './hlc';

/** A file written before version 4 with its `updatedAt` and `deletedAt` read as stamps. */
export function readAsStamps(file: BackupFile): BackupFile {
	return {
		...file,
		players: file.players.map((p) => ({ ...p, updatedAt: fromLegacy(p.updatedAt) })),
		matches: file.matches.map((m) => {
			const match = { ...m, updatedAt: fromLegacy(m.updatedAt) };
			if (m.deletedAt !== undefined) match.deletedAt = fromLegacy(m.deletedAt);
			return match;
		}),
		rounds: file.rounds.map((r) => ({ ...r, updatedAt: fromLegacy(r.updatedAt) })),
		deleted: (file.deleted ?? []).map((t) => ({ ...t, deletedAt: fromLegacy(t.deletedAt) }))
	};
}
