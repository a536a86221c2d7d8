/**
 * The result card: a finished match drawn as a picture for a messenger (a 1080 px square PNG):
 * the game and date, each column by place with its total and the winners marked, the time
 * played, and the running totals as a chart, in the current language. Drawing goes through the
 * few canvas calls below, so a test can read back what was drawn.
 */
import { dateFormat, formatDuration, formatNumber, gameName, m } from '$lib/i18n';
import type { MatchResult } from '$lib/i18n/result-text';
import { ranking } from '$lib/stats/ranking';
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

/** The light theme's series colours, as the match screen's chart draws them (column order). */
const SERIES = ['#1f5f4a', '#b3541e', '#3355aa', '#a4161a', '#6b4c9a', '#5b6b00', '#00707a', '#8a5a00'];
const DASHES = [[], [18, 9], [4, 8], [24, 8, 4, 8]];
const INK = '#1d1d1b';
const MUTED = '#5c5a52';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Draws the card on `ctx` (a CARD_SIZE square). */
export function drawResultCard(ctx: CardContext, card: ResultCard): void {
	const size = CARD_SIZE;
	const pad = 72;
	ctx.fillStyle = '#f7f5ef';
	ctx.fillRect(0, 0, size, size);
	ctx.fillStyle = '#1f5f4a';
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
		ctx.fillStyle = SERIES[row.column % SERIES.length]!;
		ctx.fillRect(pad, y - lineHeight * 0.45, 28, 8);
		ctx.fillStyle = INK;
		const line = {
			place: m.hist_place({ place: row.place }),
			name: card.columnNames[row.column] ?? '?',
			total: formatNumber(row.total)
		};
		ctx.fillText(row.winner ? m.share_result_winner_line(line) : m.share_result_line(line), pad + 44, y);
	});

	drawChart(ctx, card.series, { x: pad, y: 600, width: size - 2 * pad, height: 360 });

	ctx.fillStyle = MUTED;
	ctx.font = `400 28px ${FONT}`;
	ctx.fillText(m.share_result_footer(), pad, size - 48);
}

/** The running totals in a box: a zero line and one line per column (colour and dash per column). */
function drawChart(
	ctx: CardContext,
	series: readonly (readonly number[])[],
	box: { x: number; y: number; width: number; height: number }
): void {
	if ((series[0]?.length ?? 0) < 2) return;
	const scales = chartScales(series, null);
	const sx = box.width / scales.width;
	const sy = box.height / scales.height;
	const moveTo = (i: number, v: number) => ctx.moveTo(box.x + scales.x(i) * sx, box.y + scales.y(v) * sy);
	const lineTo = (i: number, v: number) => ctx.lineTo(box.x + scales.x(i) * sx, box.y + scales.y(v) * sy);
	// The scale: a faint line and its value at each tick.
	const last = (series[0]?.length ?? 1) - 1;
	ctx.strokeStyle = '#d9d5c8';
	ctx.lineWidth = 2;
	ctx.setLineDash([]);
	ctx.fillStyle = MUTED;
	ctx.font = `400 26px ${FONT}`;
	ctx.textAlign = 'right';
	ctx.textBaseline = 'middle';
	ctx.beginPath();
	for (const tick of scales.ticks) {
		moveTo(0, tick);
		lineTo(last, tick);
		ctx.fillText(formatNumber(tick), box.x + (scales.left - 4) * sx, box.y + scales.y(tick) * sy);
	}
	ctx.stroke();
	ctx.textAlign = 'left';
	ctx.textBaseline = 'alphabetic';
	ctx.lineWidth = 7;
	ctx.lineJoin = 'round';
	series.forEach((values, c) => {
		ctx.strokeStyle = SERIES[c % SERIES.length]!;
		ctx.setLineDash(DASHES[c % DASHES.length]!);
		ctx.beginPath();
		values.forEach((v, i) => (i === 0 ? moveTo(i, v) : lineTo(i, v)));
		ctx.stroke();
	});
	ctx.setLineDash([]);
}

/** The card as a PNG file, or null where the browser cannot draw one. */
export async function resultCardFile(card: ResultCard, name: string): Promise<File | null> {
	const canvas = document.createElement('canvas');
	canvas.width = CARD_SIZE;
	canvas.height = CARD_SIZE;
	const ctx = canvas.getContext('2d');
	if (!ctx) return null;
	drawResultCard(ctx, card);
	const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
	return blob ? new File([blob], name, { type: 'image/png' }) : null;
}
