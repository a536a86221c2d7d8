/**
 * Backup messages in the person's language: a match named by its game, start date and players,
 * a problem that refuses a file, and a rule's reason for not counting a round.
 */
import type { Violation } from '$lib/engine/core/types';
import { formatDate, gameName, lookup, m } from '$lib/i18n';
import { violationText } from '$lib/i18n/explain';
import type { BackupProblem, MatchRef } from '$lib/state/backup.svelte';

/** "Coinche · 12 Nov 2026, 20:15 · Ana, Ben, Cleo, Dan". */
export function matchLabel(ref: MatchRef): string {
	return `${gameName(ref.gameId)} · ${formatDate(ref.createdAt)} · ${ref.names.join(', ')}`;
}

/** A rule's reason, with the match's players named. */
export function reasonText(violation: Violation, ref: MatchRef): string {
	return violationText(violation, { seats: ref.names, columns: ref.names });
}

/** Why a file cannot be imported. */
export function problemText(problem: BackupProblem): string {
	const values: Record<string, string | number> = { ...problem.values };
	if (problem.match) values.match = matchLabel(problem.match);
	values.other = problem.other ? matchLabel(problem.other) : '—';
	if (problem.violation && problem.match) values.reason = reasonText(problem.violation, problem.match);
	return lookup(`backup_err_${problem.code.replace(/-/g, '_')}`, values) ?? m.backup_err_write();
}
