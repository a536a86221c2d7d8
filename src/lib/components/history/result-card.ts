/**
 * The result card: a finished match drawn as a picture for a messenger (a 1080 px square PNG):
 * the game and date (written the phone's way), each column by place with its total and the
 * winners marked, the time played, and the running totals as a chart right under them, its rounds
 * numbered on an axis, in the current language. Drawing goes through the
 * few canvas calls below, so a test can read back what was drawn.
 */
import { dateFormat, formatDuration, formatNumber, gameName, m } from '$lib/i18n';
import type { MatchResult } from '$lib/i18n/result-text';
import { ranking } from '$lib/state/stats/ranking';
import { chartScales } from '../score-chart';

/** The canvas calls the card makes (a CanvasRenderingContext2D has them all). */
export type CardContext = Pick<
	CanvasRenderingContext2D,
	| 'fillRect'
	| 'fillText'
	| 'beginPath'
	| 'moveTo'
	| 'lineTo'
	| 'stroke'
	| 'save'
	| 'restore'
	| 'font'
	| 'fillStyle'
	| 'strokeStyle'
	| 'lineWidth'
	| 'lineJoin'
	| 'textAlign'
	| 'textBaseline'
	| 'setLineDash'
>;

/** A result and the running totals to chart (one series per column, from the start). */
export interface ResultCard extends MatchResult {
	series: readonly (readonly number[])[];
}

export const CARD_SIZE = 1080;

/** The card's colours: the app's theme as it is (app.css), each column in its player colour. */
export interface CardColours {
	bg: string;
	text: string;
	muted: string;
	border: string;
	accent: string;
	/** `--player-0` …: one per score column, in order. */
	players: readonly string[];
}

const DASHES = [[], [18, 9], [4, 8], [24, 8, 4, 8]];
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Draws the card on `ctx` (a CARD_SIZE square) in these colours. */
export function drawResultCard(ctx: CardContext, card: ResultCard, colours: CardColours): void {
	const size = CARD_SIZE;
	const pad = 72;
	const INK = colours.text;
	const MUTED = colours.muted;
	const player = (column: number) => colours.players[column % colours.players.length] ?? INK;
	ctx.fillStyle = colours.bg;
	ctx.fillRect(0, 0, size, size);
	ctx.fillStyle = colours.accent;
	ctx.fillRect(0, 0, size, 16);
	ctx.textAlign = 'left';
	ctx.textBaseline = 'alphabetic';

	ctx.fillStyle = INK;
	ctx.font = `700 60px ${FONT}`;
	ctx.fillText(gameName(card.gameId), pad, 120);
	ctx.fillStyle = MUTED;
	ctx.font = `400 34px ${FONT}`;
	const date = dateFormat({ dateStyle: 'long' }).format(card.startedAt);
	const played = card.played === null ? '' : ` · ${m.share_result_played({ duration: formatDuration(card.played) })}`;
	ctx.fillText(`${date}${played}`, pad, 172);

	const rows = ranking(card.totals, card.direction, card.winners);
	const lineHeight = Math.min(64, 330 / Math.max(1, rows.length));
	ctx.font = `600 ${Math.round(lineHeight * 0.66)}px ${FONT}`;
	rows.forEach((row, i) => {
		const y = 250 + i * lineHeight;
		ctx.fillStyle = player(row.column);
		ctx.fillRect(pad, y - lineHeight * 0.45, 28, 8);
		ctx.fillStyle = INK;
		const line = {
			place: m.hist_place({ place: row.place }),
			name: card.columnNames[row.column] ?? '?',
			total: formatNumber(row.total)
		};
		ctx.fillText(row.winner ? m.share_result_winner_line(line) : m.share_result_line(line), pad + 44, y);
	});

	// The chart starts just under the last row, whatever the number of rows (no empty band), and
	// leaves room below for the rounds' axis and the footer.
	const chartTop = 250 + (rows.length - 1) * lineHeight + 72;
	const chartBottom = size - 160;
	drawChart(ctx, card.series, { x: pad, y: chartTop, width: size - 2 * pad, height: chartBottom - chartTop }, colours);

	ctx.fillStyle = MUTED;
	ctx.font = `400 28px ${FONT}`;
	ctx.fillText(m.share_result_footer(), pad, size - 48);
}

/** The running totals in a box: a zero line and one line per column (colour and dash per column). */
function drawChart(
	ctx: CardContext,
	series: readonly (readonly number[])[],
	box: { x: number; y: number; width: number; height: number },
	colours: CardColours
): void {
	if ((series[0]?.length ?? 0) < 2) return;
	const scales = chartScales(series, null);
	const sx = box.width / scales.width;
	const sy = box.height / scales.height;
	const moveTo = (i: number, v: number) => ctx.moveTo(box.x + scales.x(i) * sx, box.y + scales.y(v) * sy);
	const lineTo = (i: number, v: number) => ctx.lineTo(box.x + scales.x(i) * sx, box.y + scales.y(v) * sy);
	// The scale: a faint line and its value at each tick.
	const last = (series[0]?.length ?? 1) - 1;
	ctx.strokeStyle = colours.border;
	ctx.lineWidth = 2;
	ctx.setLineDash([]);
	ctx.fillStyle = colours.muted;
	ctx.font = `400 26px ${FONT}`;
	ctx.textAlign = 'right';
	ctx.textBaseline = 'middle';
	ctx.beginPath();
	for (const tick of scales.ticks) {
		moveTo(0, tick);
		lineTo(last, tick);
		ctx.fillText(formatNumber(tick), box.x + (scales.left - 4) * sx, box.y + scales.y(tick) * sy);
	}
	// The rounds' axis: a tick and its number under the chart at a few rounds, and its title.
	const bottom = box.y + box.height;
	ctx.textAlign = 'center';
	ctx.textBaseline = 'top';
	for (const round of roundTicks(last)) {
		const x = box.x + scales.x(round) * sx;
		ctx.moveTo(x, bottom);
		ctx.lineTo(x, bottom + 10);
		ctx.fillText(formatNumber(round), x, bottom + 16);
	}
	ctx.fillText(m.card_rounds_axis(), box.x + ((scales.left + scales.right) / 2) * sx, bottom + 50);
	ctx.stroke();
	ctx.textAlign = 'left';
	ctx.textBaseline = 'alphabetic';
	ctx.lineWidth = 7;
	ctx.lineJoin = 'round';
	series.forEach((values, c) => {
		ctx.strokeStyle = colours.players[c % colours.players.length] ?? colours.text;
		ctx.setLineDash(DASHES[c % DASHES.length]!);
		ctx.beginPath();
		values.forEach((v, i) => (i === 0 ? moveTo(i, v) : lineTo(i, v)));
		ctx.stroke();
	});
	ctx.setLineDash([]);
}

/** The rounds numbered on the card's axis: 0 (the start) to `last`, at most seven, evenly spaced by 1, 2, 5, 10… */
export function roundTicks(last: number): number[] {
	const step =
		[1, 2, 5]
			.flatMap((f) => [f, f * 10, f * 100, f * 1000])
			.sort((a, b) => a - b)
			.find((s) => last / s <= 6) ?? 10_000;
	const ticks: number[] = [];
	for (let round = 0; round <= last; round += step) ticks.push(round);
	if (ticks.at(-1) !== last && last - (ticks.at(-1) ?? 0) >= step / 2) ticks.push(last);
	return ticks;
}

/** The theme's colours as the page shows them now (light or dark). */
function themeColours(): CardColours {
	const style = getComputedStyle(document.documentElement);
	const read = (name: string) => style.getPropertyValue(name).trim();
	const players: string[] = [];
	for (let i = 0; read(`--player-${i}`) !== ''; i++) players.push(read(`--player-${i}`));
	return {
		bg: read('--bg'),
		text: read('--text'),
		muted: read('--muted'),
		border: read('--border'),
		accent: read('--accent'),
		players
	};
}

/** The card as a PNG file, or null where the browser cannot draw one. */
export async function resultCardFile(card: ResultCard, name: string): Promise<File | null> {
	const canvas = document.createElement('canvas');
	canvas.width = CARD_SIZE;
	canvas.height = CARD_SIZE;
	const ctx = canvas.getContext('2d');
	if (!ctx) return null;
	drawResultCard(ctx, card, themeColours());
	const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
	return blob ? new File([blob], name, { type: 'image/png' }) : null;
}
