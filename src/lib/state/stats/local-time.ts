/**
 * A time as "2026-11-26 21:05:09" in the device's own calendar and clock: what a spreadsheet reads
 * as a date, what BG Stats reads as a play's date, and (its first seven characters) a month key.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function localDateTime(ms: number): string {
	const d = new Date(ms);
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
