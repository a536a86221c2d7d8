// Coinche's CSV columns name a surcoinche by what it scored: ×4, or ×3 when the table triples it
// (docs/coinche-house-options.md "Surcoinche triples"; the deal's explanation says so).
import { describe, expect, it } from 'vitest';
import { scoreDeal, readDeal, DEFAULT_CONFIG, type CoincheConfig } from '$lib/engine/games/coinche/index';
import { coincheCsv } from './csv';

const names = { seats: ['Ana', 'Ben', 'Chloé', 'Dan'], columns: ['Us', 'Them'] };
const input = {
	kind: 'played',
	taker: 0,
	bid: 100,
	trump: 'H',
	coinche: true,
	surcoinche: true,
	belote: [],
	allTricks: false,
	takerPoints: 110
};

function callsCell(config: CoincheConfig): string | undefined {
	const deal = readDeal(input, config).deal;
	if (deal === null || deal === 'passed') throw new Error('expected a played deal');
	return coincheCsv.cells(input, names, scoreDeal(deal, config).lines)[3];
}

describe('coinche CSV calls', () => {
	it.each([
		{ name: 'a surcoinche quadruples by default', config: DEFAULT_CONFIG, calls: 'Surcoinched ×4' },
		{
			name: 'a surcoinche the table triples',
			config: { ...DEFAULT_CONFIG, surcoincheTriples: true },
			calls: 'Surcoinched ×3'
		}
	])('$name', ({ config, calls }) => {
		expect(callsCell(config)).toBe(calls);
	});
});
