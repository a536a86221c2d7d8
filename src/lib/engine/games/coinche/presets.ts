/**
 * Named sets of Coinche's scoring options for the new-match form (docs/coinche-house-options.md
 * "Presets"): one tap sets the scoring options; the target, the direction and the trump modes are
 * left as the table set them.
 */
import { DEFAULT_CONFIG, type CoincheConfig } from './options';

/** The options a preset sets. */
export const PRESET_KEYS = [
	'scale',
	'exactPoints',
	'wholeDeal',
	'announcements',
	'doubledFailure',
	'capotBonus',
	'beloteCounts',
	'beloteToWinner',
	'capot252',
	'coincheMultipliesPoints',
	'noTrumpDoubled',
	'defendersCapot',
	'bidsByOne',
	'surcoincheTriples',
	'announcementsApart',
	'hundredsByLength'
] as const satisfies readonly (keyof CoincheConfig)[];

/** The scoring options a preset sets. */
export type PresetOptions = Pick<CoincheConfig, (typeof PRESET_KEYS)[number]>;

/** A named preset. */
export interface CoinchePreset {
	readonly id: 'rules' | 'pointsMade' | 'exact' | 'wholeDeal' | 'announcements' | 'pointsMadeAnnouncements';
	readonly options: PresetOptions;
}

/** The scoring options of a config. */
export function presetOptions(config: CoincheConfig): PresetOptions {
	return Object.fromEntries(PRESET_KEYS.map((key) => [key, config[key]])) as unknown as PresetOptions;
}

const RULES: PresetOptions = presetOptions(DEFAULT_CONFIG);

/** The presets, in the order the form offers them (rules text first). */
export const PRESETS: readonly CoinchePreset[] = [
	{ id: 'rules', options: RULES },
	{ id: 'pointsMade', options: { ...RULES, scale: 'pointsMade' } },
	/** ScoreIt's rounding switch: unrounded, its capot is 162 + 90 = 252 (docs "Capot worth 252"). */
	{ id: 'exact', options: { ...RULES, exactPoints: true, capot252: true } },
	{ id: 'wholeDeal', options: { ...RULES, wholeDeal: true } },
	{ id: 'announcements', options: { ...RULES, announcements: true } },
	{ id: 'pointsMadeAnnouncements', options: { ...RULES, scale: 'pointsMade', announcements: true } }
];

/** The preset whose options a config has, or null for a table's own mix. */
export function presetOf(config: CoincheConfig): CoinchePreset | null {
	return PRESETS.find((p) => PRESET_KEYS.every((key) => p.options[key] === config[key])) ?? null;
}

/**
 * The presets with the table's last choice first: its preset moved to the front, or, for its own
 * mix of options, that mix offered first as `custom`.
 */
export function presetsLastFirst(last: CoincheConfig | null): {
	readonly first: PresetOptions | null;
	readonly firstPreset: CoinchePreset | null;
	readonly rest: readonly CoinchePreset[];
} {
	if (last === null) return { first: null, firstPreset: null, rest: PRESETS };
	const preset = presetOf(last);
	if (preset) return { first: preset.options, firstPreset: preset, rest: PRESETS.filter((p) => p !== preset) };
	return { first: presetOptions(last), firstPreset: null, rest: PRESETS };
}
