/**
 * A match's CSV carries, per round, what was entered (the dealer and each game's own fields), the
 * points and the explanation, under a header in the user's language; a passed Coinche deal says
 * it was passed. The text is RFC 4180 with a byte-order mark.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { foldMatch } from '$lib/engine/core/fold';
import { loadGame, type GameId } from '$lib/engine/registry';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { loadGameUi } from '../games/registry';
import { matchCsvText } from './match-csv';

let lang: 'en' | 'fr' = baseLocale;
overwriteGetLocale(() => lang);

/** The CSV of a match of `id` with these players and stored inputs, as rows of fields. */
async function csv(id: GameId, seats: string[], columns: string[], inputs: unknown[]): Promise<string> {
	const game = await loadGame(id);
	const ui = await loadGameUi(id);
	const setup = { seatCount: seats.length, firstDealer: 0, config: game.defaultConfig(seats.length) };
	return matchCsvText(game, setup, inputs, foldMatch(game, setup, inputs), { seats, columns }, ui.csv);
}

/** Splits CSV text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parse(text: string): string[][] {
	expect(text.startsWith('\uFEFF')).toBe(true);
	const rows: string[][] = [[]];
	let field = '';
	let quoted = false;
	const body = text.slice(1);
	for (let i = 0; i < body.length; i++) {
		const c = body[i]!;
		if (quoted && c === '"' && body[i + 1] === '"') {
			field += '"';
			i++;
		} else if (c === '"') quoted = !quoted;
		else if (quoted) field += c;
		else if (c === ',') {
			rows.at(-1)!.push(field);
			field = '';
		} else if (c === '\r' && body[i + 1] === '\n') {
			rows.at(-1)!.push(field);
			field = '';
			rows.push([]);
			i++;
		} else field += c;
	}
	rows.pop();
	return rows;
}

const seats4 = ['Ana', 'Ben', 'Chloé', 'Dan'];
const teams = ['Us', 'Them'];
const coinched = {
	kind: 'played',
	taker: 1,
	bid: 100,
	trump: 'H',
	coinche: true,
	surcoinche: false,
	belote: [1],
	allTricks: false,
	takerPoints: 110
};

describe('match CSV', () => {
	afterEach(() => (lang = baseLocale));

	it('Coinche: a passed deal says so, a coinched deal carries taker, bid, trump, coinche, points, belote', async () => {
		const rows = parse(await csv('coinche', seats4, teams, [{ kind: 'passed' }, coinched]));
		const head = rows[0]!;
		expect(head).toEqual([
			'Round',
			'Dealer',
			'Taker',
			'Bid',
			'Trump',
			'Coinche',
			"Takers' card points",
			'Belote-rebelote',
			'Capot',
			'Announcements',
			'Us',
			'Them',
			'Explanation'
		]);
		const row = (n: number) => Object.fromEntries(head.map((h, i) => [h, rows[n]![i]]));
		expect(row(1)).toMatchObject({ Round: '1', Dealer: 'Ana', Taker: 'All passed', Bid: '', Us: '0', Them: '0' });
		expect(row(1).Explanation).toMatch(/All four passed: no score\. Dan deals next\./);
		expect(row(2)).toMatchObject({
			Round: '2',
			Dealer: 'Dan',
			Taker: 'Ben',
			Bid: '100',
			Trump: 'hearts',
			Coinche: 'Coinched ×2',
			"Takers' card points": '110',
			'Belote-rebelote': 'Them'
		});
		expect(row(2).Explanation).toContain('Them');
		expect(Number(row(2).Them)).toBeGreaterThan(0);
		expect(rows.at(-1)![0]).toBe('Total');
		expect(rows.every((r) => r.length === head.length)).toBe(true);
	});

	it('Coinche in French: the header and the cells are in French', async () => {
		lang = 'fr';
		const rows = parse(await csv('coinche', seats4, teams, [{ kind: 'passed' }, coinched]));
		expect(rows[0]!.slice(0, 5)).toEqual(['Manche', 'Donneur', 'Preneur', 'Enchère', 'Atout']);
		expect(rows[2]![4]).toBe('cœur');
		expect(rows.at(-1)![0]).toBe('Total');
	});

	it('Cooncan: who went out and what each other player held', async () => {
		const rows = parse(
			await csv(
				'cooncan',
				['Ana', 'Ben', 'Chloé'],
				['Ana', 'Ben', 'Chloé'],
				[{ kind: 'out', winner: 0, hands: [null, { cards: ['KS', '7D'] }, { count: 22 }] }, { kind: 'pack-ran-out' }]
			)
		);
		expect(rows[0]).toEqual(['Round', 'Dealer', 'Went out', 'Left in hand', 'Ana', 'Ben', 'Chloé', 'Explanation']);
		expect(rows[1]!.slice(2, 4)).toEqual(['Ana', 'Ben: K♠ 7♦; Chloé: 22']);
		expect(rows[2]![2]).toBe('The pack ran out: nobody went out');
	});

	it('Free-form: the dealer and the points are what was entered; a round not counted says why', async () => {
		const rows = parse(await csv('freeform', ['Ana', 'Ben'], ['Ana', 'Ben'], [{ scores: [5, -3] }, { scores: [1] }]));
		expect(rows[0]).toEqual(['Round', 'Dealer', 'Ana', 'Ben', 'Explanation']);
		expect(rows[1]!.slice(0, 4)).toEqual(['1', 'Ana', '5', '-3']);
		expect(rows[2]!.slice(0, 4)).toEqual(['2', 'Ben', '', '']);
		expect(rows[2]![4]).toMatch(/^Not counted: /);
		expect(rows[3]).toEqual(['Total', '', '5', '-3', '']);
	});

	it("Coosner: each player's advisors and puppies", async () => {
		const players = [
			{ advisors: [{ card: '8S' }, { card: '4H' }, { card: 'KD' }], puppies: { counts: { S: 3, H: 1, D: 4, C: 2 } } },
			{ advisors: [{ card: '9S' }, { card: '5H' }, { card: 'QD' }], puppies: { cards: ['7C'] } }
		];
		const rows = parse(await csv('coosner', ['Ana', 'Ben'], ['Ana', 'Ben'], [{ players }]));
		const head = rows[0]!;
		expect(head).toContain('Advisors');
		const row = Object.fromEntries(head.map((h, i) => [h, rows[1]![i]]));
		expect(row.Advisors).toBe('Ana: 8♠ 4♥ K♦; Ben: 9♠ 5♥ Q♦');
		expect(row.Puppies).toBe('Ana: 3♠ 1♥ 4♦ 2♣; Ben: 7♣');
	});

	it('KooseKort and Cozen: who went out first and who called Krush; the face-up cards and who flipped them', async () => {
		const board = (krush: boolean) => ({ columns: [], swap: false, rearrange: false, krush });
		const kk = parse(
			await csv('koosekort', ['Ana', 'Ben'], ['Ana', 'Ben'], [{ wentOut: 1, boards: [board(false), board(true)] }])
		);
		const kkRow = Object.fromEntries(kk[0]!.map((h, i) => [h, kk[1]![i]]));
		expect(kkRow).toMatchObject({ 'Went out first': 'Ben', Krush: 'Ben' });
		const input = {
			mode: 'reveal',
			faceUp: [
				{ owner: 0, card: '6R' },
				{ owner: 1, card: 'AB' }
			],
			stakes: []
		};
		const cozen = parse(await csv('cozen', ['Ana', 'Ben'], ['Ana', 'Ben'], [input]));
		const cozenRow = Object.fromEntries(cozen[0]!.map((h, i) => [h, cozen[1]![i]]));
		expect(cozenRow['Face-up cards']).toMatch(/^Ana: .+; Ben: .+$/);
	});
});
