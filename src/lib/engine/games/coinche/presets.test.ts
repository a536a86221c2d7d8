import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseCoincheConfig, PRESETS, presetOf, presetsLastFirst, type CoincheConfig } from './index';

const config = (over: Partial<CoincheConfig>): CoincheConfig => ({ ...DEFAULT_CONFIG, ...over });

describe('presets (docs/coinche-house-options.md "Presets")', () => {
	it.each([
		{ name: 'the defaults are "as the rules text"', config: config({}), id: 'rules' },
		{
			name: 'a target of 1000 is still "as the rules text" (presets leave the target)',
			config: config({ target: 1000 }),
			id: 'rules'
		},
		{ name: 'points made alone', config: config({ scale: 'pointsMade' }), id: 'pointsMade' },
		{
			name: 'exact points with the 252 capot is "no rounding" (ScoreIt unrounded)',
			config: config({ exactPoints: true, capot252: true }),
			id: 'exact'
		},
		{ name: 'exact points alone is a mix of its own', config: config({ exactPoints: true }), id: null },
		{
			name: 'points made with announcements',
			config: config({ scale: 'pointsMade', announcements: true }),
			id: 'pointsMadeAnnouncements'
		},
		{ name: 'a mix no preset has', config: config({ exactPoints: true, wholeDeal: true }), id: null },
		{ name: 'a surcoinche that triples is a mix of its own', config: config({ surcoincheTriples: true }), id: null },
		{
			name: 'announcements apart from the contract are a mix of their own',
			config: config({ announcements: true, announcementsApart: true }),
			id: null
		},
		{
			name: 'hundreds by length are a mix of their own',
			config: config({ announcements: true, hundredsByLength: true }),
			id: null
		}
	])('$name', ({ config: c, id }) => {
		expect(presetOf(c)?.id ?? null).toBe(id);
	});

	it.each([
		{ name: 'no last choice: the usual order', last: null, first: null, order: PRESETS.map((p) => p.id) },
		{
			name: 'last time points made: offered first, then the others',
			last: config({ scale: 'pointsMade' }),
			first: 'pointsMade',
			order: ['rules', 'exact', 'wholeDeal', 'announcements', 'pointsMadeAnnouncements']
		},
		{
			name: 'last time a mix of options: that mix first, every preset after',
			last: config({ exactPoints: true, wholeDeal: true }),
			first: null,
			order: PRESETS.map((p) => p.id)
		}
	])('$name', ({ last, first, order }) => {
		const offered = presetsLastFirst(last);
		expect(offered.firstPreset?.id ?? null).toBe(first);
		expect(offered.rest.map((p) => p.id)).toEqual(order);
		expect(offered.first === null).toBe(last === null);
	});
});

describe('last options stored before the surcoinche, announcements-apart and hundreds options', () => {
	it.each([
		{
			name: 'points made with announcements',
			stored: { scale: 'pointsMade', announcements: true },
			id: 'pointsMadeAnnouncements'
		},
		{ name: 'no rounding', stored: { exactPoints: true, capot252: true }, id: 'exact' },
		{ name: 'the rules text', stored: { target: 1500 }, id: 'rules' }
	])('$name reads as the same preset, the new options off', ({ stored, id }) => {
		const read = parseCoincheConfig(stored);
		expect([read.surcoincheTriples, read.announcementsApart, read.hundredsByLength]).toEqual([false, false, false]);
		expect(presetOf(read)?.id).toBe(id);
		expect(presetsLastFirst(read).firstPreset?.id).toBe(id);
	});
});
