// The play sent to BG Stats: every person with their column's total, place and win, and the link's
// `data` reading back as the same JSON.
import { describe, expect, it } from 'vitest';
import { bgStatsLink, bgStatsPlay, type PlayForBgStats } from './bg-stats-play';
import { localDateTime } from './local-time';

const start = new Date(2026, 10, 26, 20, 5, 9).getTime();

const coinche: PlayForBgStats = {
	gameName: 'Coinche',
	gameId: 'coinche',
	startedAt: start,
	played: 85 * 60_000 + 20_000,
	seatNames: ['Ana', 'Ben', 'Chloé', 'Dan'],
	columnSeats: [
		[0, 2],
		[1, 3]
	],
	totals: [1010, 740],
	winners: [0],
	direction: 'high',
	firstDealer: 1
};

describe('BG Stats play', () => {
	it('gives each partner the team total, place and win, and marks who dealt first', () => {
		expect(bgStatsPlay(coinche)).toEqual({
			playDate: '2026-11-26 20:05:09',
			durationMin: 85,
			game: { name: 'Coinche', sourceGameId: 'coinche', highestWins: true, noPoints: false },
			players: [
				{ name: 'Ana', score: 1010, rank: 1, winner: true, startPlayer: false },
				{ name: 'Chloé', score: 1010, rank: 1, winner: true, startPlayer: false },
				{ name: 'Ben', score: 740, rank: 2, winner: false, startPlayer: true },
				{ name: 'Dan', score: 740, rank: 2, winner: false, startPlayer: false }
			]
		});
	});

	it('ranks by the game’s direction (lowest wins) with shared places, and leaves out an unknown time', () => {
		const play = bgStatsPlay({
			...coinche,
			gameName: 'Cooncan',
			gameId: 'cooncan',
			played: null,
			seatNames: ['Ana', 'Ben', 'Eve'],
			columnSeats: [[0], [1], [2]],
			totals: [12, 30, 12],
			winners: [0, 2],
			direction: 'low',
			firstDealer: 0
		});
		expect(play).not.toHaveProperty('durationMin');
		expect(play.game).toMatchObject({ highestWins: false });
		expect(
			(play.players as { name: string; rank: number; winner: boolean }[]).map((p) => [p.name, p.rank, p.winner])
		).toEqual([
			['Ana', 1, true],
			['Ben', 3, false],
			['Eve', 1, true]
		]);
	});

	it('puts the play in the documented link, URL-encoded so names with & or accents survive', () => {
		const link = new URL(bgStatsLink({ ...coinche, seatNames: ['Ana & Co', 'Ben', 'Chloé', 'Dan?'] }));
		expect(`${link.origin}${link.pathname}`).toBe('https://app.bgstatsapp.com/createPlay.html');
		const data = JSON.parse(link.searchParams.get('data') ?? '') as { players: { name: string }[] };
		expect(data.players.map((p) => p.name)).toEqual(['Ana & Co', 'Chloé', 'Ben', 'Dan?']);
	});

	it('writes the date in the device’s own time, two digits per field', () => {
		expect(localDateTime(new Date(2027, 0, 2, 3, 4, 5).getTime())).toBe('2027-01-02 03:04:05');
	});
});
