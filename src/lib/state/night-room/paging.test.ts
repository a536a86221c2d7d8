// The room screen's paging figures: page counts, the items of a page, how many tables and
// standings lines fit a screen.
import { describe, expect, it } from 'vitest';
import { linesPerPage, pageCount, pageOf, tablesPerPage } from './paging';

describe('room screen paging', () => {
	it.each([
		[0, 4, 1],
		[4, 4, 1],
		[5, 4, 2],
		[12, 4, 3],
		[3, 0, 1]
	])('%i items at %i a page make %i pages', (count, perPage, pages) => {
		expect(pageCount(count, perPage)).toBe(pages);
	});

	it('gives the items of a page, the last page for a page past the end', () => {
		const items = [1, 2, 3, 4, 5];
		expect([pageOf(items, 2, 0), pageOf(items, 2, 1), pageOf(items, 2, 2), pageOf(items, 2, 9)]).toEqual([
			[1, 2],
			[3, 4],
			[5],
			[5]
		]);
		expect(pageOf(items, 10, 0)).toEqual(items);
	});

	it('fits whole table cards in columns and rows, at least one', () => {
		// A 1920 × 700 area at 16 px an em: cards of 288 × 144 px, 6 columns by 4 rows.
		expect(tablesPerPage(1920, 700, 16)).toBe(24);
		// Larger type (24 px an em): 432 × 216 px cards, 4 by 3.
		expect(tablesPerPage(1920, 700, 24)).toBe(12);
		expect(tablesPerPage(100, 100, 16)).toBe(1);
		expect(tablesPerPage(0, 0, 16)).toBe(1);
	});

	it('fits whole standings lines in the column, at least one', () => {
		// 2.8 em lines of 44.8 px in 600 px: 13.
		expect(linesPerPage(600, 16)).toBe(13);
		expect(linesPerPage(10, 16)).toBe(1);
	});
});
