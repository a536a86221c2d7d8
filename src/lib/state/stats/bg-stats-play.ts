/**
 * A finished match as a play for BG Stats, through the link it documents for other apps
 * ("Push plays to BG Stats from other apps": `https://app.bgstatsapp.com/createPlay.html?data=`
 * and a URL-encoded JSON play). Each person is one player: in a team game everyone carries the
 * team's total, place and win. BG Stats shows the play for the person to match and confirm.
 */
import { localDateTime } from './local-time';
import { ranking } from './ranking';

export interface PlayForBgStats {
	/** The game's name as the person reads it. */
	gameName: string;
	gameId: string;
	/** When the match was started (ms). */
	startedAt: number;
	/** Time played in ms, or null when unknown. */
	played: number | null;
	seatNames: readonly string[];
	/** The seats of each score column (one seat per column, or a team's seats). */
	columnSeats: readonly (readonly number[])[];
	totals: readonly number[];
	winners: readonly number[];
	direction: 'high' | 'low';
	/** The seat that dealt first. */
	firstDealer: number;
}

/** The play as BG Stats' `data` JSON. */
export function bgStatsPlay(play: PlayForBgStats): Record<string, unknown> {
	const places = new Map(ranking(play.totals, play.direction, play.winners).map((row) => [row.column, row]));
	const players = play.columnSeats.flatMap((seats, column) =>
		seats.map((seat) => ({
			name: play.seatNames[seat] ?? '?',
			score: play.totals[column] ?? 0,
			rank: places.get(column)?.place ?? 0,
			winner: play.winners.includes(column),
			startPlayer: seat === play.firstDealer
		}))
	);
	return {
		playDate: localDateTime(play.startedAt),
		...(play.played !== null ? { durationMin: Math.max(1, Math.round(play.played / 60_000)) } : {}),
		game: {
			name: play.gameName,
			sourceGameId: play.gameId,
			highestWins: play.direction === 'high',
			noPoints: false
		},
		players
	};
}

/** The link that opens the play in BG Stats. */
export function bgStatsLink(play: PlayForBgStats): string {
	return `https://app.bgstatsapp.com/createPlay.html?data=${encodeURIComponent(JSON.stringify(bgStatsPlay(play)))}`;
}
