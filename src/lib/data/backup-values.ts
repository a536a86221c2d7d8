/**
 * The values a backup file is made of, as valibot schemas shared by every record of the format
 * (backup-format.ts, backup-night-format.ts): ids, times and stamps, whole numbers and scores in
 * range, free JSON of bounded depth, names as the app stores them. Issue messages that name a
 * problem better than "invalid" become the problem's code.
 */
import * as v from 'valibot';
import { isStoredName, isStoredTeamName, TEAM_NAME_MAX } from './players';

/** Any number stored in a file must stay within ± this (well inside exact integers). */
export const MAX_ABS_NUMBER = 1_000_000_000;
/** How deep house options and round inputs may nest. */
export const MAX_DEPTH = 12;
export const MAX_TIME = 8_640_000_000_000_000;
export const MAX_ID = 100;

/** Issue messages that single out a problem the person can understand better than "invalid". */
export const OUT_OF_RANGE = 'out-of-range';
export const TOO_DEEP = 'too-deep';
export const BAD_NAME = 'bad-name';

/** What is wrong with a free JSON value (house options, a round input), or null. */
export function jsonProblem(value: unknown, depth = 0): typeof TOO_DEEP | typeof OUT_OF_RANGE | 'invalid' | null {
	if (depth > MAX_DEPTH) return TOO_DEEP;
	if (typeof value === 'number')
		return Number.isFinite(value) && Math.abs(value) <= MAX_ABS_NUMBER ? null : OUT_OF_RANGE;
	if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
	if (typeof value !== 'object') return 'invalid';
	const items = Array.isArray(value) ? value : Object.values(value);
	let found: ReturnType<typeof jsonProblem> = null;
	for (const item of items) {
		const problem = jsonProblem(item, depth + 1);
		if (problem === TOO_DEEP) return problem;
		found ??= problem;
	}
	return found;
}

export const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID));
export const Range = (min: number, max: number) =>
	v.check((x: number) => Number.isFinite(x) && x >= min && x <= max, OUT_OF_RANGE);
export const Time = v.pipe(v.number(), Range(0, MAX_TIME), v.integer());
export const Int = (min: number, max: number) => v.pipe(v.number(), Range(min, max), v.integer());
export const Score = v.pipe(v.number(), Range(-MAX_ABS_NUMBER, MAX_ABS_NUMBER));
export const AnyJson = v.pipe(
	v.unknown(),
	v.check((x) => jsonProblem(x) !== TOO_DEEP, TOO_DEEP),
	v.check((x) => jsonProblem(x) !== OUT_OF_RANGE, OUT_OF_RANGE),
	v.check((x) => jsonProblem(x) === null, 'invalid')
);
/** A value the import reads nothing from (a cache it rebuilds): only its depth is bounded. */
export const IgnoredJson = v.pipe(
	v.unknown(),
	v.check((x) => jsonProblem(x) !== TOO_DEEP, TOO_DEEP)
);
/** A player's name exactly as the app stores one (players.ts `isStoredName`). */
export const Name = v.pipe(v.string(), v.check(isStoredName, BAD_NAME));
/** A team name as the app stores one; empty means the default. */
export const TeamName = v.pipe(v.string(), v.maxLength(TEAM_NAME_MAX), v.check(isStoredTeamName, BAD_NAME));
