// The parts of a club night's room document that the sync server reads (plain JavaScript with
// JSDoc types, shared by the app and the Node server as ./derive.js is). The room's OUTER document
// holds the organiser's sealed entries (the array `sealed`, as a match's), one array of sealed
// entries per table (`table:<n>`), and a plain map `tables` of each table's public commitment
// (docs/sync.md, "A club night's tables"). Only the organiser writes `sealed` and `tables`; a
// table token may append to its own `table:<n>` and nothing else.

/** The outer document's map of table commitments: table number (as text) → commitment (hex). */
export const COMMITMENTS = 'tables';

/**
 * The outer document's array of one table's sealed entries.
 * @param {number} table 1-based
 */
export function tablePart(table) {
	return `table:${table}`;
}
