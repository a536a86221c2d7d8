// Test helper: a backup file holding one match, as the app exports it, for the transfer's tests and bench.
import { BACKUP_VERSION, type BackupFile } from './backup-format';

/** What the one match is made of. */
export interface OneMatch {
	gameId: string;
	config: unknown;
	firstDealer?: number;
	/** The rounds' inputs, in order. */
	inputs: readonly unknown[];
	/** The players' names, or how many players named "Player 1", "Player 2"… */
	players: readonly string[] | number;
	/** When the match was created; round i is entered `step` ms after round i - 1. */
	at: number;
	step: number;
	/** Fixed ids (`<prefix>-m`, `<prefix>-p0`, `<prefix>-r0`…) instead of random ones like the app's. */
	idPrefix?: string;
}

/** A backup file of one active match with its players and rounds. */
export function oneMatchFile(m: OneMatch): BackupFile {
	const names =
		typeof m.players === 'number' ? Array.from({ length: m.players }, (_, i) => `Player ${i + 1}`) : m.players;
	const newId = (kind: string) => (m.idPrefix === undefined ? crypto.randomUUID() : `${m.idPrefix}-${kind}`);
	const players = names.map((name, i) => ({ id: newId(`p${i}`), name, createdAt: m.at, updatedAt: m.at }));
	const id = newId('m');
	return {
		format: 'tablekeeper-backup',
		version: BACKUP_VERSION,
		exportedAt: m.at,
		players,
		matches: [
			{
				id,
				gameId: m.gameId,
				status: 'active',
				createdAt: m.at,
				updatedAt: m.at + m.inputs.length * m.step,
				seats: players.map((p) => ({ playerId: p.id })),
				playerIds: players.map((p) => p.id),
				config: m.config as BackupFile['matches'][number]['config'],
				firstDealer: m.firstDealer ?? 0
			}
		],
		rounds: m.inputs.map((input, i) => ({
			id: newId(`r${i}`),
			matchId: id,
			order: i + 1,
			input: input as BackupFile['rounds'][number]['input'],
			createdAt: m.at + i * m.step,
			updatedAt: m.at + i * m.step
		})),
		deleted: []
	};
}
