// Tests of schema upgrades: a database written exactly as version 1 wrote it, from fixtures/v1.json.
import Dexie from 'dexie';
import fixture from './fixtures/v1.json';

type V1Table = 'players' | 'matches' | 'rounds' | 'drafts';

/** Writes the fixture's rows of `tables` into a new version 1 database `name`, then closes it. */
export async function writeV1(name: string, tables: readonly V1Table[]): Promise<void> {
	const v1 = new Dexie(name);
	v1.version(1).stores({
		players: 'id, name, updatedAt',
		matches: 'id, gameId, status, createdAt, updatedAt, deletedAt, *playerIds',
		rounds: 'id, matchId, [matchId+order]',
		drafts: 'key'
	});
	for (const table of tables) await v1.table(table).bulkAdd(fixture[table]);
	v1.close();
}
