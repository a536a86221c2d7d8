/**
 * The matches the phone profile's save rows are timed in, as schema v1 rows: a 200-deal Coinche
 * match that stays open (`coinche200`) and a 200-round free-form one (`freeform200`), shared by bench/phone.pw.ts and bench/save-pair.pw.ts.
 */
import { generateMatch } from './generators';
import { loadGame } from '../src/lib/engine/registry';

export const COINCHE_PLAYERS = ['Ana', 'Ben', 'Chloé', 'Dan'];
export const TRUMPS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/**
 * A Coinche match of 200 deals, as schema v1 rows. A real one ends long before 200 deals (at most
 * 10,000 points, and a played deal gives out at least 162): the target is the highest a table
 * may set, and a deal that would take a team past half of it is one all four passed instead, so
 * the match stays open for the deals the bench saves.
 */
export async function coinche200(): Promise<{ players: unknown[]; matches: unknown[]; rounds: unknown[] }> {
	const game = await loadGame('coinche');
	const g = generateMatch(game, 'coinche', 44, 200, {
		config: (config) => ({ ...(config as object), target: 10_000 }),
		instead: { kind: 'passed' },
		// Room for the deals the bench saves: no team past half the target.
		fits: (state) => state.totals.every((total) => total < 5_000)
	});
	if (g.inputs.length !== 200) throw new Error(`the Coinche match has ${g.inputs.length} deals, not 200`);
	const ids = COINCHE_PLAYERS.map((_, i) => `bench-coinche-p${i}`);
	return v1Rows('bench-coinche-200', 'bench-coinche', 'coinche', ids, COINCHE_PLAYERS, g);
}

/** A 200-round free-form match (the seeded history's `bench-200`), as schema v1 rows. */
export async function freeform200(): Promise<{ players: unknown[]; matches: unknown[]; rounds: unknown[] }> {
	const g = generateMatch(await loadGame('freeform'), 'freeform', 1, 200);
	const ids = Array.from({ length: g.setup.seatCount }, (_, i) => `bench-free-p${i}`);
	return v1Rows(
		'bench-200',
		'bench-200',
		'freeform',
		ids,
		ids.map((_, i) => `Player ${i + 1}`),
		g
	);
}

/** One active match and its players and rounds (ids `<roundPrefix>-r<n>`) as schema v1 rows, every stamp from 2020-01-01. */
function v1Rows(
	matchId: string,
	roundPrefix: string,
	gameId: string,
	ids: string[],
	names: string[],
	g: ReturnType<typeof generateMatch>
): { players: unknown[]; matches: unknown[]; rounds: unknown[] } {
	const at = Date.UTC(2020, 0, 1);
	return {
		players: names.map((name, i) => ({ id: ids[i], name, createdAt: at, updatedAt: at })),
		matches: [
			{
				id: matchId,
				gameId,
				status: 'active',
				createdAt: at,
				updatedAt: at + g.inputs.length,
				seats: ids.map((playerId) => ({ playerId })),
				playerIds: ids,
				config: g.setup.config,
				firstDealer: g.setup.firstDealer
			}
		],
		rounds: g.inputs.map((input, i) => ({
			id: `${roundPrefix}-r${i + 1}`,
			matchId,
			order: i + 1,
			input,
			createdAt: at + i,
			updatedAt: at + i
		}))
	};
}
