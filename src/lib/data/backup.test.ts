import { beforeEach, describe, expect, it } from 'vitest';
import { foldMatch } from '$lib/engine/core/fold';
import { GAME_IDS, loadGame } from '$lib/engine/registry';
import { matchRules } from '$lib/state/backup.svelte';
import { setupOf, SUMMARY_VERSION } from '$lib/data/summary';
import { dealRanges } from './deal-range';
import { applyImport, exportAll, planImport as planSource, type ImportPlan } from './backup';
import { backupText, type BackupSource } from './backup-file';
import { isProblem, MAX_BACKUP_BYTES, type BackupFile, type Progress } from './backup-format';
import type { MatchRules } from './backup-merge';
import { db, useDb } from './db';
import { hlcOf } from './hlc';
import { unexportedOldMatches } from './export-reminder';
import { addRound, createMatch, getMatch, listRounds, saveSummary, setMatchNote, trashMatch } from './matches';
import { addPlayer } from './players';
import { createDb } from './schema';

let dbCount = 0;
let rules: MatchRules;
const planImport = (source: BackupSource, progress?: Progress) => planSource(source, rules, progress);
beforeEach(async () => {
	rules = await matchRules();
	useDb(createDb(`backup-${++dbCount}`));
});

const blob = (text: string) => new Blob([text], { type: 'application/json' });

async function seed(): Promise<void> {
	// Plain text that looks a little like markup, and accents, must survive the round trip.
	const names = ['Ana', 'Ben', 'Cleo', 'Dan "the hand"', 'Eve <3 & co', 'Zoé'];
	const players = [];
	for (const name of names) {
		const p = await addPlayer(name);
		if (typeof p === 'string') throw new Error(p);
		players.push(p);
	}
	for (const gameId of GAME_IDS) {
		const game = await loadGame(gameId);
		const seatCount = Math.max(game.minPlayers, Math.min(4, game.maxPlayers));
		const match = await createMatch({
			gameId,
			playerIds: players.slice(0, seatCount).map((p) => p.id),
			config: game.defaultConfig(seatCount),
			firstDealer: 0,
			// The longest team name the app can store: two full-length names joined by " & ".
			...(gameId === 'coinche' ? { teamNames: [`${'a'.repeat(40)} & ${'b'.repeat(40)}`, 'Them'] } : {})
		});
		const setup = setupOf(game, match);
		const inputs: unknown[] = [];
		for (let i = 0; i < 3; i++) {
			const state = foldMatch(game, setup, inputs).state;
			const input =
				gameId === 'freeform'
					? { scores: Array.from({ length: seatCount }, (_, s) => (s + 1) * (i + 2)) }
					: game.emptyInput(state, setup);
			inputs.push(JSON.parse(JSON.stringify(input)));
			await addRound(match.id, inputs.at(-1));
		}
		const folded = foldMatch(game, setup, inputs);
		await saveSummary(
			match.id,
			{
				engineVersion: game.engineVersion,
				version: SUMMARY_VERSION,
				totals: [...folded.state.totals],
				winners: [],
				roundCount: 3,
				deals: dealRanges(folded, folded.state.totals.length, game.direction(setup))
			},
			'active'
		);
	}
	const trashed = await createMatch({ gameId: 'freeform', playerIds: [players[0]!.id], config: {}, firstDealer: 0 });
	await trashMatch(trashed.id);
}

function sorted(file: BackupFile) {
	const byId = <T extends { id: string }>(xs: T[]) => [...xs].sort((a, b) => a.id.localeCompare(b.id));
	return { players: byId(file.players), matches: byId(file.matches), rounds: byId(file.rounds) };
}

async function plan(text: string): Promise<ImportPlan> {
	const result = await planImport(blob(text));
	if (isProblem(result)) throw new Error(result.code);
	return result;
}

describe('export → wipe → import', () => {
	it(`gives identical data for matches of every registered game (${GAME_IDS.join(', ')})`, async () => {
		await seed();
		const before = await exportAll(1);
		expect(before.matches).toHaveLength(GAME_IDS.length + 1);
		useDb(createDb(`backup-wiped-${++dbCount}`));
		expect((await exportAll(1)).matches).toHaveLength(0);
		const p = await plan(backupText(before));
		expect(p.matches).toEqual({ added: GAME_IDS.length + 1, updated: 0, unchanged: 0 });
		expect(p.players.added).toBe(6);
		const at = Date.now();
		expect(await applyImport(p, rules)).toBeNull();
		// The trashed match stays in the trash, dated from the import (never purged earlier).
		const after = sorted(await exportAll(1));
		const trashed = after.matches.find((m) => m.deletedAt !== undefined)!;
		expect(trashed.deletedAt).toBeGreaterThanOrEqual(at);
		const expected = sorted(before);
		// Its summary is rebuilt from its rounds, as every imported match's is.
		expect(trashed.summary).toMatchObject({ roundCount: 0, winners: [] });
		Object.assign(
			expected.matches.find((m) => m.id === trashed.id)!,
			{
				deletedAt: trashed.deletedAt,
				summary: trashed.summary
			}
		);
		// Every rebuilt summary records the write it follows: the match's last write and last round.
		for (const m of after.matches) {
			const last = after.rounds
				.filter((r) => r.matchId === m.id)
				.sort((a, b) => a.order - b.order)
				.at(-1);
			expect(m.summary?.builtAt).toBe(m.updatedAt);
			expect(m.summary?.lastRoundId).toBe(last?.id);
			expect(m.summary?.lastDealAt).toBe(
				last && Math.max(...after.rounds.filter((r) => r.matchId === m.id).map((r) => r.createdAt))
			);
		}
		const withoutStamps = (file: ReturnType<typeof sorted>) => ({
			...file,
			matches: file.matches.map((m) => {
				if (!m.summary) return m;
				const { builtAt: _b, lastRoundId: _l, lastDealAt: _d, ...summary } = m.summary;
				return { ...m, summary };
			})
		});
		expect(withoutStamps(after)).toEqual(withoutStamps(expected));
	});

	it('importing the same file twice adds nothing', async () => {
		await seed();
		const text = backupText(await exportAll());
		const p = await plan(text);
		expect(p.matches).toEqual({ added: 0, updated: 0, unchanged: GAME_IDS.length + 1 });
		await applyImport(p, rules);
		expect((await exportAll()).rounds).toHaveLength(GAME_IDS.length * 3);
	});

	it('merges by id: the setup edited last wins, and rounds from both sides are kept', async () => {
		const ana = await addPlayer('Ana');
		if (typeof ana === 'string') throw new Error(ana);
		const match = await createMatch({ gameId: 'freeform', playerIds: [ana.id], config: {}, firstDealer: 0 });
		await addRound(match.id, { scores: [1] });
		const file = await exportAll();
		// The file's copy of the match is newer and has another round; its player is older.
		const newer: BackupFile = {
			...file,
			players: [{ ...file.players[0]!, name: 'Old name', updatedAt: 0 }],
			matches: [{ ...file.matches[0]!, updatedAt: file.matches[0]!.updatedAt + 1000 }],
			rounds: [{ ...file.rounds[0]!, id: 'r-new', order: 2, input: { scores: [7] } }]
		};
		const p = await plan(JSON.stringify(newer));
		expect(p.players).toEqual({ added: 0, updated: 0, unchanged: 1 });
		expect(p.matches).toEqual({ added: 0, updated: 1, unchanged: 0 });
		expect(p.rounds).toEqual({ added: 1, replaced: 0, unchanged: 0, deleted: 0, keptDeleted: 0 });
		await applyImport(p, rules);
		expect((await listRounds(match.id)).map((r) => r.input)).toEqual([{ scores: [1] }, { scores: [7] }]);
		expect((await db().players.get(ana.id))?.name).toBe('Ana');
		expect((await getMatch(match.id))?.updatedAt).toBe(newer.matches[0]!.updatedAt);
	});
});

describe('bad files are refused and the database stays exactly as it was', () => {
	async function good(): Promise<BackupFile> {
		await seed();
		return exportAll(5);
	}

	const cases: [string, (f: BackupFile) => string, string][] = [
		['a truncated file', (f) => backupText(f).slice(0, 200), 'not-json'],
		['not a backup at all', () => JSON.stringify({ hello: 1 }), 'not-backup'],
		['a future format version', (f) => JSON.stringify({ ...f, version: 6 }), 'future-version'],
		['an old format version', (f) => JSON.stringify({ ...f, version: 0 }), 'old-version'],
		[
			'an unknown game id',
			(f) => JSON.stringify({ ...f, matches: [{ ...f.matches[0]!, gameId: 'poker' }] }),
			'unknown-game'
		],
		[
			'a number out of range in a round',
			(f) => JSON.stringify({ ...f, rounds: [{ ...f.rounds[0]!, input: { scores: [1e12, 1] } }] }),
			'out-of-range'
		],
		[
			'a number out of range in house options',
			(f) => JSON.stringify({ ...f, matches: [{ ...f.matches[0]!, config: { target: -1e10 } }] }),
			'out-of-range'
		],
		[
			'an infinite number (1e999)',
			(f) => backupText(f).replace('"exportedAt":5', '"exportedAt":1e999'),
			'out-of-range'
		],
		[
			'a round input nested 13 levels deep',
			(f) => {
				let deep: unknown = 1;
				for (let i = 0; i < 13; i++) deep = [deep];
				return JSON.stringify({ ...f, rounds: [{ ...f.rounds[0]!, input: deep }] });
			},
			'too-deep'
		],
		[
			'house options nested 100,000 levels deep',
			(f) =>
				JSON.stringify({ ...f, matches: [{ ...f.matches[0]!, config: 'DEEP' }] }).replace(
					'"DEEP"',
					`${'['.repeat(100_000)}${']'.repeat(100_000)}`
				),
			'too-deep'
		],
		[
			'a negative time',
			(f) => JSON.stringify({ ...f, players: [{ ...f.players[0]!, createdAt: -1 }] }),
			'out-of-range'
		],
		['a fractional order', (f) => JSON.stringify({ ...f, rounds: [{ ...f.rounds[0]!, order: 1.5 }] }), 'invalid'],
		[
			'a name with spaces the app never stores',
			(f) => JSON.stringify({ ...f, players: [{ ...f.players[0]!, name: ' Ana' }] }),
			'bad-name'
		],
		[
			'a team name too long',
			(f) => JSON.stringify({ ...f, matches: [{ ...f.matches[0]!, teamNames: ['x'.repeat(84), 'B'] }] }),
			'invalid'
		],
		[
			'a name too long',
			(f) => JSON.stringify({ ...f, players: [{ ...f.players[0]!, name: 'x'.repeat(41) }] }),
			'bad-name'
		],
		['a wrong format name', (f) => JSON.stringify({ ...f, format: 'other-app' }), 'not-backup'],
		['a version that is not a number', (f) => JSON.stringify({ ...f, version: '1' }), 'not-backup'],
		['an empty file', () => '', 'not-json'],
		['a match exported as CSV', () => 'Deal,Us,Them\r\n1,160,0\r\n2,0,250\r\n', 'csv'],
		[
			'a first dealer past the seats',
			(f) => JSON.stringify({ ...f, matches: [{ ...f.matches[0]!, firstDealer: 11 }] }),
			'invalid'
		],
		[
			'a name that is not a string',
			(f) => JSON.stringify({ ...f, players: [{ ...f.players[0]!, name: 42 }] }),
			'invalid'
		],
		['an empty name', (f) => JSON.stringify({ ...f, players: [{ ...f.players[0]!, name: '' }] }), 'bad-name'],
		['duplicate player ids', (f) => JSON.stringify({ ...f, players: [f.players[0]!, f.players[0]!] }), 'duplicate-id'],
		['duplicate round ids', (f) => JSON.stringify({ ...f, rounds: [...f.rounds, f.rounds[0]!] }), 'duplicate-id'],
		[
			'duplicate match ids',
			(f) => JSON.stringify({ ...f, matches: [...f.matches, { ...f.matches[0]!, updatedAt: 9 }] }),
			'duplicate-id'
		],
		[
			'a seat of a player that is nowhere',
			(f) => {
				const match = f.matches[0]!;
				const seats = [{ playerId: 'ghost' }, ...match.seats.slice(1)];
				const playerIds = [...new Set(seats.map((s) => s.playerId))];
				return JSON.stringify({ ...f, matches: [{ ...match, seats, playerIds }] });
			},
			'missing-reference'
		],
		[
			'a round of a match that is nowhere',
			(f) => JSON.stringify({ ...f, rounds: [{ ...f.rounds[0]!, matchId: 'nowhere' }] }),
			'missing-reference'
		]
	];

	it.each(cases)('%s', async (_name, make, code) => {
		const file = await good();
		const before = sorted(await exportAll(5));
		const result = await planImport(blob(make(file)));
		expect(isProblem(result) && result.code).toBe(code);
		expect(sorted(await exportAll(5))).toEqual(before);
	});

	it('a field this version does not know is not read, and reported; a newer version is refused naming it', async () => {
		const file = await good();
		const withEmail = {
			...file,
			players: [{ ...file.players[0]!, email: 'ana@example.org' }, ...file.players.slice(1)],
			rounds: [{ ...file.rounds[0]!, mood: 'x' }, ...file.rounds.slice(1)],
			club: 'Tuesday'
		};
		const p = await plan(JSON.stringify(withEmail));
		expect(p.ignored).toEqual(['club', 'players.0.email', 'rounds.0.mood']);
		expect(p.file.players[0]).not.toHaveProperty('email');
		expect(await applyImport(p, rules)).toBeNull();
		expect(await db().players.get(file.players[0]!.id)).not.toHaveProperty('email');
		const later = await planImport(blob(JSON.stringify({ ...withEmail, version: 6 })));
		expect(later).toMatchObject({ code: 'future-version', values: { version: 6 } });
	});

	it('a round and its own tombstone in one file refuse it (each id is one record)', async () => {
		const file = await good();
		const r = file.rounds[0]!;
		const both = { ...file, deleted: [{ kind: 'round', id: r.id, matchId: r.matchId, deletedAt: 9 }] };
		expect(await planImport(blob(JSON.stringify(both)))).toMatchObject({ code: 'duplicate-id', values: { id: r.id } });
	});

	it('each bad case alone is what breaks the file (the good file itself imports)', async () => {
		const file = await good();
		expect(isProblem(await planImport(blob(backupText(file))))).toBe(false);
	});

	it('a write that fails half-way leaves the database exactly as it was (one transaction)', async () => {
		const file = await good();
		const before = sorted(await exportAll(5));
		// A newer copy of every match, with new rounds, so the import would write a lot.
		const newer: BackupFile = {
			...file,
			matches: file.matches.map((m) => ({ ...m, updatedAt: m.updatedAt + 1000 })),
			rounds: file.rounds.map((r) => ({ ...r, id: `${r.id}-new` }))
		};
		const p = await plan(JSON.stringify(newer));
		let calls = 0;
		await expect(
			applyImport(p, rules, () => {
				if (++calls === 2) throw new Error('disk full');
			})
		).rejects.toThrow('disk full');
		expect(sorted(await exportAll(5))).toEqual(before);
	});

	it('a 51 MB file is refused without being read', async () => {
		await seed();
		const before = sorted(await exportAll(5));
		let read = false;
		const huge = {
			size: 51 * 1024 * 1024,
			text: () => {
				read = true;
				return Promise.resolve('');
			},
			stream: () => {
				read = true;
				return new Blob([]).stream();
			}
		};
		const result = await planImport(huge);
		expect(isProblem(result) && result.code).toBe('too-large');
		expect(read).toBe(false);
		expect(MAX_BACKUP_BYTES).toBe(50 * 1024 * 1024);
		expect(sorted(await exportAll(5))).toEqual(before);
	});

	it('a file over 1 MB is streamed with progress', async () => {
		await seed();
		const file = await exportAll();
		const padded = backupText(file) + ' '.repeat(1_200_000);
		const seen: number[] = [];
		const result = await planImport(blob(padded), (f) => seen.push(f));
		expect(isProblem(result)).toBe(false);
		expect(seen.length).toBeGreaterThan(0);
		expect(seen.at(-1)).toBe(1);
	});
});

describe('export reminder', () => {
	const DAY = 86_400_000;
	it.each([
		// `updatedAt` is a clock stamp: its wall time is compared with the export's.
		[{ createdAt: 0, updatedAt: hlcOf(10) }, 0, 40 * DAY, 1],
		[{ createdAt: 0, updatedAt: hlcOf(10) }, 20, 40 * DAY, 0],
		[{ createdAt: 0, updatedAt: hlcOf(10, 5) }, 10, 40 * DAY, 0],
		[{ createdAt: 20 * DAY, updatedAt: hlcOf(20 * DAY) }, 0, 40 * DAY, 0]
	])('%j exported at %d, now %d → %d', (match, since, at, expected) => {
		expect(unexportedOldMatches([match], since, at)).toBe(expected);
	});
});

describe('whatever the app accepts as a name, its importer accepts', () => {
	it('a player named <b>Ana</b> and a team named <script> round-trip as text', async () => {
		const names = ['<b>Ana</b>', '<img src=x onerror=alert(1)>', 'Ben <3', 'x'.repeat(40)];
		const ids: string[] = [];
		for (const name of names) {
			const p = await addPlayer(name);
			if (typeof p === 'string') throw new Error(p);
			ids.push(p.id);
		}
		await createMatch({
			gameId: 'coinche',
			playerIds: ids,
			config: {},
			firstDealer: 0,
			teamNames: ['<script>x</script>', 'Them']
		});
		const file = await exportAll();
		useDb(createDb(`backup-names-${++dbCount}`));
		expect(await applyImport(await plan(backupText(file)), rules)).toBeNull();
		expect((await exportAll()).players.map((p) => p.name).sort()).toEqual([...names].sort());
		expect((await exportAll()).matches[0]!.teamNames).toEqual(['<script>x</script>', 'Them']);
	});
});

describe('a match note', () => {
	it('goes out in the file and comes back; one over the limit is refused', async () => {
		const ids: string[] = [];
		for (const name of ['Ana', 'Ben']) {
			const p = await addPlayer(name);
			if (typeof p === 'string') throw new Error(p);
			ids.push(p.id);
		}
		const match = await createMatch({ gameId: 'freeform', playerIds: ids, config: {}, firstDealer: 0 });
		await setMatchNote(match.id, 'Donne ratée, redistribuée');
		const file = await exportAll();
		expect(file.matches[0]!.note).toBe('Donne ratée, redistribuée');
		useDb(createDb(`backup-note-${++dbCount}`));
		expect(await applyImport(await plan(backupText(file)), rules)).toBeNull();
		expect((await exportAll()).matches[0]!.note).toBe('Donne ratée, redistribuée');
		const long = { ...file, matches: [{ ...file.matches[0]!, note: 'x'.repeat(501) }] };
		await expect(plan(backupText(long))).rejects.toThrow('invalid');
	});
});

describe('one match', () => {
	it('exports a match with its players and rounds, importable elsewhere', async () => {
		await seed();
		const all = await exportAll();
		const id = all.matches.find((m) => m.gameId === 'freeform' && m.deletedAt === undefined)!.id;
		const { exportMatch } = await import('./backup');
		const one = await exportMatch(id);
		expect(one?.matches.map((m) => m.id)).toEqual([id]);
		expect(one?.rounds).toHaveLength(3);
		useDb(createDb(`backup-one-${++dbCount}`));
		// A transfer that already holds the parsed payload takes the same path and checks.
		const { planPayload } = await import('./backup');
		const p = await planPayload(JSON.parse(backupText(one!)), rules);
		if (isProblem(p)) throw new Error(p.code);
		expect(p.changes.map((c) => [c.ref.id, c.kind, c.roundsAdded])).toEqual([[id, 'added', 3]]);
		expect(await planPayload({ ...one!, version: 6 }, rules)).toMatchObject({
			code: 'future-version',
			values: { version: 6 }
		});
		await applyImport(p, rules);
		expect(await listRounds(id)).toHaveLength(3);
	});
});

describe('docs/backup-format.md', () => {
	it('documents the limits and games this code enforces', async () => {
		const { readFileSync } = await import('node:fs');
		const doc = readFileSync(new URL('../../../docs/backup-format.md', import.meta.url), 'utf8');
		const { BACKUP_FORMAT, BACKUP_VERSION, MAX_ABS_NUMBER, MAX_DEPTH, PROGRESS_BYTES } =
			await import('./backup-format');
		const { NAME_MAX, TEAM_NAME_MAX } = await import('./players');
		expect(doc).toContain(`# Tablekeeper backup format, version ${BACKUP_VERSION}`);
		expect(doc).toContain(`"format": "${BACKUP_FORMAT}"`);
		expect(doc).toContain(`"version": ${BACKUP_VERSION}`);
		expect(doc).toContain(`${MAX_BACKUP_BYTES / 1024 / 1024} MB`);
		expect(doc).toContain(`${PROGRESS_BYTES / 1024 / 1024} MB`);
		expect(doc).toContain(MAX_ABS_NUMBER.toLocaleString('en'));
		expect(doc).toContain(`${MAX_DEPTH} levels deep`);
		expect(doc).toContain(`1–${NAME_MAX} characters`);
		expect(doc).toContain(`0–${TEAM_NAME_MAX} characters`);
		expect(doc).toContain(GAME_IDS.map((id) => `\`${id}\``).join(', '));
	});
});

describe('imports onto a device that has the same matches', () => {
	async function oneMatch(rounds: number) {
		const ana = await addPlayer('Ana');
		const ben = await addPlayer('Ben');
		if (typeof ana === 'string' || typeof ben === 'string') throw new Error('names');
		const match = await createMatch({ gameId: 'freeform', playerIds: [ana.id, ben.id], config: {}, firstDealer: 0 });
		for (let i = 0; i < rounds; i++) await addRound(match.id, { scores: [i + 1, 10] });
		return match;
	}

	it('a round deleted here after the export stays deleted, and is named; none is added or removed', async () => {
		const match = await oneMatch(3);
		const file = await exportAll();
		const [, second] = await listRounds(match.id);
		const { deleteRound } = await import('./matches');
		await deleteRound(second!);
		const p = await plan(backupText(file));
		expect(p.rounds).toEqual({ added: 0, replaced: 0, unchanged: 2, deleted: 0, keptDeleted: 1 });
		expect(p.changes[0]).toMatchObject({ kind: 'unchanged', roundsAdded: 0, staysDeleted: [2], moved: 0 });
		expect(await applyImport(p, rules)).toBeNull();
		expect(await listRounds(match.id)).toHaveLength(2);
	});

	it('a file with fewer rounds and a newer match removes nothing', async () => {
		const match = await oneMatch(3);
		const file = await exportAll();
		const newer = {
			...file,
			matches: [{ ...file.matches[0]!, updatedAt: Date.now() + 1000 }],
			rounds: file.rounds.slice(0, 2)
		};
		const p = await plan(JSON.stringify(newer));
		expect(p.changes).toEqual([]);
		expect(p.rounds).toEqual({ added: 0, replaced: 0, unchanged: 2, deleted: 0, keptDeleted: 0 });
		expect(await applyImport(p, rules)).toBeNull();
		expect(await listRounds(match.id)).toHaveLength(3);
	});

	it('a 1970 trash time is dated from the import: no purge for 30 days after it', async () => {
		const match = await oneMatch(2);
		const file = await exportAll();
		const hostile = { ...file, matches: [{ ...file.matches[0]!, updatedAt: Date.now() + 1000, deletedAt: 0 }] };
		const p = await plan(JSON.stringify(hostile));
		expect(p.changes[0]?.trash).toBe('to-trash');
		const at = Date.now();
		expect(await applyImport(p, rules)).toBeNull();
		const { purgeTrash, TRASH_DAYS } = await import('./matches');
		const DAY = 86_400_000;
		expect(await purgeTrash()).toBe(0);
		expect(await purgeTrash(at + (TRASH_DAYS - 1) * DAY)).toBe(0);
		expect(await listRounds(match.id)).toHaveLength(2);
		expect((await getMatch(match.id))?.deletedAt).toBeGreaterThanOrEqual(at);
	});

	it('a forged summary is never stored: the imported match has its folded totals', async () => {
		const match = await oneMatch(1);
		const file = await exportAll();
		useDb(createDb(`backup-forged-${++dbCount}`));
		const forged = {
			...file,
			matches: [
				{
					...file.matches[0]!,
					// Shaped as the app's own summaries are (a write time, a round id), with forged totals.
					summary: {
						engineVersion: 1,
						totals: [999_999, 0],
						winners: [0],
						roundCount: 1,
						builtAt: Date.now(),
						lastRoundId: 'forged'
					}
				}
			]
		};
		await applyImport(await plan(JSON.stringify(forged)), rules);
		const stored = await getMatch(match.id);
		expect(stored?.summary).toEqual({
			engineVersion: 1,
			version: SUMMARY_VERSION,
			totals: [1, 10],
			winners: [],
			roundCount: 1,
			deals: [
				{ best: { round: 1, points: 1 }, worst: { round: 1, points: 1 } },
				{ best: { round: 1, points: 10 }, worst: { round: 1, points: 10 } }
			],
			builtAt: stored?.updatedAt,
			lastRoundId: file.rounds[0]!.id,
			lastDealAt: file.rounds[0]!.createdAt
		});
	});

	it('a device that changed since the preview is not written: the plan is made again', async () => {
		const match = await oneMatch(1);
		const file = await exportAll();
		const more = { ...file, rounds: [...file.rounds, { ...file.rounds[0]!, id: 'other', order: 2 }] };
		const p = await plan(JSON.stringify(more));
		await addRound(match.id, { scores: [5, 5] });
		expect(await applyImport(p, rules)).toEqual({ code: 'changed' });
		expect(await listRounds(match.id)).toHaveLength(2);
	});

	it('a round id of another match here refuses the file and changes nothing', async () => {
		const match = await oneMatch(1);
		const file = await exportAll();
		const [r] = await listRounds(match.id);
		const other = { ...file.matches[0]!, id: 'm-new' };
		const hostile = { ...file, matches: [other], rounds: [{ ...r!, matchId: 'm-new' }] };
		const result = await planImport(blob(JSON.stringify(hostile)));
		expect(isProblem(result) && result).toMatchObject({
			code: 'round-moved',
			match: { id: 'm-new' },
			other: { id: match.id }
		});
		expect((await listRounds(match.id)).map((x) => x.id)).toEqual([r!.id]);
	});

	// About 20 s on a quiet 2-core machine, over 120 s on one running two suites and more: the headroom is for that.
	it('a 100,000-round match exports and imports', async () => {
		const match = await oneMatch(0);
		const base = Date.now();
		const rounds = Array.from({ length: 100_000 }, (_, i) => ({
			id: `r${i}`,
			matchId: match.id,
			order: i + 1,
			input: { scores: [i % 7, 3] },
			createdAt: base + i,
			updatedAt: base + i
		}));
		await db().rounds.bulkPut(rounds);
		const file = await exportAll();
		const text = backupText(file);
		expect(text.length).toBeLessThan(MAX_BACKUP_BYTES);
		useDb(createDb(`backup-long-${++dbCount}`));
		const p = await plan(text);
		expect(p.rounds.added).toBe(100_000);
		expect(await applyImport(p, rules)).toBeNull();
		expect(await db().rounds.count()).toBe(100_000);
		expect((await getMatch(match.id))?.summary).toMatchObject({ roundCount: 100_000 });
	}, 600_000);
});
