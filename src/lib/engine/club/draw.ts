/**
 * Drawing a club night's tables (issue 41, "Draw the tables"). The first round is drawn by chance
 * from a seed; later rounds Swiss style: entrants in standings order, the best unseated one heads
 * the next table and takes the next best it has not met yet, so nobody meets the same opponent
 * twice where that can be avoided (a bounded search; past the bound, the seating with the fewest
 * repeated meetings the greedy pass finds, counted in `repeats`). Tables are as even as the
 * game's table sizes allow; when no split fits, the lowest ranked who have not yet sat out a
 * round sit this one out. Pure: no randomness but the seed, never throws.
 */
import { shuffled } from './seeded';

/** What a draw needs. */
export interface DrawRequest {
	/** Every entrant playing the night, best first (the standings order; any order for the first round). */
	readonly entrants: readonly string[];
	/** The most entrants a table seats (2 for teams or head-to-head games). */
	readonly seats: number;
	/** The fewest a table may seat (default `seats`). */
	readonly minSeats?: number;
	/** Every earlier table of the night: the entrants who sat together. */
	readonly met: readonly (readonly string[])[];
	/** Entrants who already sat a round out. */
	readonly satOut: readonly string[];
	/** Whether this is the night's first round (drawn by chance from `seed`). */
	readonly first: boolean;
	readonly seed: number;
}

/** A drawn round: its tables (numbered from 1), who sits out, and how many pairs meet again. */
export interface DrawPlan {
	readonly tables: readonly (readonly string[])[];
	readonly sitOut: readonly string[];
	readonly repeats: number;
}

/** How many steps the search for a seating with no repeated meeting may take before settling. */
const SEARCH_STEPS = 50_000;

const pairKey = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** The unordered pairs who have sat at one table. */
function meetings(tables: readonly (readonly string[])[]): Set<string> {
	const pairs = new Set<string>();
	for (const table of tables)
		for (let i = 0; i < table.length; i++)
			for (let j = i + 1; j < table.length; j++) pairs.add(pairKey(table[i]!, table[j]!));
	return pairs;
}

/** How many pairs at these tables have met before. */
export function repeatsOf(tables: readonly (readonly string[])[], met: readonly (readonly string[])[]): number {
	const before = meetings(met);
	return [...meetings(tables)].filter((pair) => before.has(pair)).length;
}

/** Table sizes for `n` entrants: as many tables as fit, as even as possible, within [min, max]; `seated` ≤ n. */
export function tableSizes(n: number, max: number, min: number = max): number[] {
	if (max < 1 || min < 1 || min > max) return [];
	for (let tables = Math.ceil(n / max); tables >= 1; tables--) {
		const seated = Math.min(n, tables * max);
		const base = Math.floor(seated / tables);
		if (base < min) continue;
		const extra = seated % tables;
		return Array.from({ length: tables }, (_, i) => base + (i < extra ? 1 : 0));
	}
	return [];
}

/** Seats `order` at tables of `sizes` with no pair that has met, or null past the step bound. */
function seatWithoutRepeats(order: readonly string[], sizes: readonly number[], met: Set<string>): string[][] | null {
	const seated = new Set<string>();
	const tables: string[][] = [];
	let steps = SEARCH_STEPS;
	const place = (index: number, current: string[]): boolean => {
		if (--steps <= 0) return false;
		if (index === sizes.length) return true;
		if (current.length === sizes[index]) {
			tables.push([...current]);
			if (place(index + 1, [])) return true;
			tables.pop();
			return false;
		}
		const candidates = current.length === 0 ? [order.find((e) => !seated.has(e))!] : order;
		for (const candidate of candidates) {
			if (seated.has(candidate) || current.some((c) => met.has(pairKey(c, candidate)))) continue;
			seated.add(candidate);
			current.push(candidate);
			if (place(index, current)) return true;
			current.pop();
			seated.delete(candidate);
			if (steps <= 0) return false;
		}
		return false;
	};
	return place(0, []) ? tables : null;
}

/** Seats `order` at tables of `sizes`, each seat taking the unseated entrant who has met the table least. */
function seatGreedily(order: readonly string[], sizes: readonly number[], met: Set<string>): string[][] {
	const free = [...order];
	return sizes.map((size) => {
		const table = [free.shift()!];
		while (table.length < size) {
			let best = 0;
			let fewest = Infinity;
			free.forEach((candidate, i) => {
				const repeats = table.filter((c) => met.has(pairKey(c, candidate))).length;
				if (repeats < fewest) [best, fewest] = [i, repeats];
			});
			table.push(free.splice(best, 1)[0]!);
		}
		return table;
	});
}

/** Who sits out: from the end of `order`, those who have not sat out yet first. */
function sittingOut(order: readonly string[], count: number, satOut: ReadonlySet<string>): string[] {
	const fromEnd = [...order].reverse();
	return [...fromEnd.filter((e) => !satOut.has(e)), ...fromEnd.filter((e) => satOut.has(e))].slice(0, count);
}

/** Draws a round's tables (see the module header); entrants named twice count once. */
export function drawTables(request: DrawRequest): DrawPlan {
	const entrants = [...new Set(request.entrants)];
	const order = request.first ? shuffled(entrants, request.seed) : entrants;
	const sizes = tableSizes(entrants.length, request.seats, request.minSeats ?? request.seats);
	const seatedCount = sizes.reduce((a, b) => a + b, 0);
	const sitOut = sittingOut(order, entrants.length - seatedCount, new Set(request.satOut));
	const playing = order.filter((e) => !sitOut.includes(e));
	const met = meetings(request.met);
	const tables = seatWithoutRepeats(playing, sizes, met) ?? seatGreedily(playing, sizes, met);
	return { tables, sitOut, repeats: repeatsOf(tables, request.met) };
}

/**
 * The plan with two entrants swapped (the organiser's change before confirming): each takes the
 * other's seat, or place among those sitting out; `repeats` is counted again. Unknown names: unchanged.
 */
export function swapEntrants(plan: DrawPlan, a: string, b: string, met: readonly (readonly string[])[]): DrawPlan {
	const all = [...plan.tables.flat(), ...plan.sitOut];
	if (a === b || !all.includes(a) || !all.includes(b)) return plan;
	const swap = (e: string) => (e === a ? b : e === b ? a : e);
	const tables = plan.tables.map((table) => table.map(swap));
	return { tables, sitOut: plan.sitOut.map(swap), repeats: repeatsOf(tables, met) };
}

/**
 * Every round of a round robin (each entrant meets every other once, heads-to-head), by the circle
 * method: the first entrant stays, the others turn one place a round. With an odd number, one sits
 * out each round (each once). Up to `n - 1` rounds (n even) or `n` rounds (n odd).
 */
export function roundRobin(entrants: readonly string[]): DrawPlan[] {
	const list: (string | null)[] = [...new Set(entrants)];
	if (list.length < 2) return [];
	if (list.length % 2 === 1) list.push(null);
	const n = list.length;
	const rounds: DrawPlan[] = [];
	let ring = list.slice(1);
	for (let round = 0; round < n - 1; round++) {
		const line = [list[0], ...ring];
		const tables: string[][] = [];
		const sitOut: string[] = [];
		for (let i = 0; i < n / 2; i++) {
			const home = line[i] ?? null;
			const away = line[n - 1 - i] ?? null;
			if (home === null || away === null) sitOut.push((home ?? away)!);
			else tables.push([home, away]);
		}
		rounds.push({ tables, sitOut, repeats: 0 });
		ring = [...ring.slice(-1), ...ring.slice(0, -1)];
	}
	return rounds;
}
