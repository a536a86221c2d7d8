/**
 * A merge plan's fingerprint: a short digest of exactly what it would write, so the import that
 * runs can check it writes what the preview showed (a database changed meanwhile plans again).
 */
import type { MergePlan } from './backup-plan';

/** A short running digest (FNV-1a) of strings, cheap enough for 100,000 rounds. */
function digest(parts: Iterable<string>): string {
	let h = 0x811c9dc5;
	let n = 0;
	for (const part of parts) {
		for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193);
		h = Math.imul(h ^ 0x7c, 0x01000193);
		n++;
	}
	return `${n}:${(h >>> 0).toString(36)}`;
}

function* writeKeys(plan: MergePlan): Generator<string> {
	for (const p of plan.writes.players) yield `p${p.id}${p.updatedAt}`;
	for (const m of plan.writes.matches) yield `m${m.id}${m.updatedAt}${m.deletedAt === undefined ? '' : 'd'}${m.status}`;
	for (const r of plan.writes.rounds) yield `r${r.id}${r.order}${r.updatedAt}`;
	for (const id of plan.writes.removeRounds) yield `x${id}`;
	for (const t of plan.writes.tombstones) yield `t${t.id}${t.deletedAt}`;
	for (const id of plan.writes.clearTombstones) yield `c${id}`;
	for (const n of plan.writes.nights) yield `n${n.id}${n.updatedAt}${n.deletedAt === undefined ? '' : 'd'}`;
}

/** The fingerprint of what `plan` writes. */
export function fingerprintOf(plan: MergePlan): string {
	return digest(writeKeys(plan));
}
