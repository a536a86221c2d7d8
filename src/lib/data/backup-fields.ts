/**
 * Fields a backup payload has that this version of the format does not know, in the places the
 * format has (the file, a player, a match, a seat, a round, a tombstone, a night): they are not read, and
 * the preview names them (docs/backup-format.md "The file").
 */

/** The fields each record of the format has, by where it sits; any other field is unknown. */
const KNOWN = {
	file: ['format', 'version', 'exportedAt', 'players', 'matches', 'rounds', 'deleted', 'nights'],
	players: ['id', 'name', 'createdAt', 'updatedAt', 'archived'],
	matches: [
		'id',
		'gameId',
		'status',
		'createdAt',
		'updatedAt',
		'deletedAt',
		'seats',
		'playerIds',
		'teamNames',
		'config',
		'firstDealer',
		'startingScores',
		'summary',
		'setupChanges',
		'note'
	],
	seats: ['playerId'],
	rounds: ['id', 'matchId', 'order', 'input', 'createdAt', 'updatedAt', 'by', 'note'],
	deleted: ['kind', 'id', 'matchId', 'deletedAt'],
	nights: [
		'id',
		'status',
		'createdAt',
		'updatedAt',
		'endedAt',
		'deletedAt',
		'settings',
		'entrants',
		'rounds',
		'reports'
	]
} as const;

/** The first version with club nights (backup-format.ts `NIGHTS_VERSION`; a number here, so no import cycle). */
const NIGHTS_VERSION = 5;

/** Whether a parsed value is a JSON object (not an array). */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);

function unknownKeys(record: unknown, known: readonly string[], at: string, out: string[]): void {
	if (!isRecord(record)) return;
	for (const key of Object.keys(record)) if (!known.includes(key)) out.push(at === '' ? key : `${at}.${key}`);
}

/**
 * The fields of a parsed payload that this version of the format does not know (`players.0.email`),
 * in the places it does know; they are not read. A version 1 file's `deleted` is one of them, and
 * so is the `nights` of a file before version 5.
 */
export function unknownFields(raw: unknown): string[] {
	const out: string[] = [];
	if (!isRecord(raw)) return out;
	const version = typeof raw.version === 'number' ? raw.version : 0;
	const top: readonly string[] = KNOWN.file.filter(
		(k) => !(k === 'deleted' && version === 1) && !(k === 'nights' && version < NIGHTS_VERSION)
	);
	unknownKeys(raw, top, '', out);
	for (const place of ['players', 'matches', 'rounds', 'deleted', 'nights'] as const) {
		const list = top.includes(place) ? raw[place] : undefined;
		if (!Array.isArray(list)) continue;
		list.forEach((record, i) => {
			unknownKeys(record, KNOWN[place], `${place}.${i}`, out);
			if (place === 'matches' && isRecord(record) && Array.isArray(record.seats))
				record.seats.forEach((seat, j) => unknownKeys(seat, KNOWN.seats, `matches.${i}.seats.${j}`, out));
		});
	}
	return out;
}
