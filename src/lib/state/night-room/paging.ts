/**
 * Paging the room's screen: how many tables (and standings lines) fit the screen at the size it
 * has, and which of them a page shows. The room's screen needs no touch, so pages turn by
 * themselves (the timer is in `RoomScreen`); these are the plain figures it works with.
 */

/** The size of one table's card on the board, in ems of the board's type (the component draws it so). */
export const TABLE_CARD = { width: 18, height: 9 } as const;
/** The height of one standings line, in ems of the board's type. */
export const STANDINGS_LINE = 2.8;

/** How many pages `count` items make at `perPage` a page (at least one, so an empty board has a page). */
export function pageCount(count: number, perPage: number): number {
	if (perPage < 1 || count <= 0) return 1;
	return Math.ceil(count / perPage);
}

/** The items of page `page` (0-based; a page past the end shows the last one). */
export function pageOf<T>(items: readonly T[], perPage: number, page: number): readonly T[] {
	if (perPage < 1) return items;
	const last = pageCount(items.length, perPage) - 1;
	const start = Math.max(0, Math.min(page, last)) * perPage;
	return items.slice(start, start + perPage);
}

/**
 * How many table cards fit an area of `width` × `height` CSS pixels with `rem` pixels to the board's em:
 * whole columns by whole rows, at least one.
 */
export function tablesPerPage(width: number, height: number, rem: number): number {
	if (!(width > 0 && height > 0 && rem > 0)) return 1;
	const columns = Math.max(1, Math.floor(width / (TABLE_CARD.width * rem)));
	const rows = Math.max(1, Math.floor(height / (TABLE_CARD.height * rem)));
	return columns * rows;
}

/** How many standings lines fit a column `height` CSS pixels tall (at least one). */
export function linesPerPage(height: number, rem: number): number {
	if (!(height > 0 && rem > 0)) return 1;
	return Math.max(1, Math.floor(height / (STANDINGS_LINE * rem)));
}
