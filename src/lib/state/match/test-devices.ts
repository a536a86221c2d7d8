// Devices in one test process: each its own database and its own clock, skewed from real time, and
// backups carried between them as JSON (the file or QR code a person would move).
import { applyImport, exportAll, planPayload } from '$lib/data/backup';
import { isProblem } from '$lib/data/backup-format';
import { PhoneClock, useClock } from '$lib/data/clock';
import { useDb } from '$lib/data/db';
import { createDb, type TablekeeperDb } from '$lib/data/schema';
import { matchRules } from '../backup.svelte';

/** One device: its database and its clock, `skew` ms off real time (`time` lets a test move it). */
export interface Device {
	name: string;
	db: TablekeeperDb;
	clock: PhoneClock;
	skew: number;
}

let count = 0;

/** A new device whose clock is `skew` ms off. */
export function device(name: string, skew: number): Device {
	const memory = new Map<string, string>();
	const store = {
		getItem: (k: string) => memory.get(k) ?? null,
		setItem: (k: string, v: string) => void memory.set(k, v)
	};
	const clock = new PhoneClock(
		() => Date.now() + skew,
		() => store
	);
	return { name, db: createDb(`device-${name}-${++count}`), clock, skew };
}

/** Makes `d` the device the data layer reads, writes and stamps on. */
export function use(d: Device): void {
	useDb(d.db);
	useClock(d.clock);
}

/** Exports everything on `from` and imports it on `to`, as a person moving the file does; leaves `to` in use. */
export async function carry(from: Device, to: Device): Promise<void> {
	use(from);
	const text = JSON.stringify(await exportAll());
	use(to);
	const rules = await matchRules();
	const plan = await planPayload(JSON.parse(text), rules);
	if (isProblem(plan)) throw new Error(`${from.name} → ${to.name}: ${plan.code}`);
	const problem = await applyImport(plan, rules);
	if (problem) throw new Error(`${from.name} → ${to.name}: ${problem.code}`);
}
