/**
 * The free-form sheet's house options: whether the highest or lowest total wins, an
 * optional target, an optional number of rounds.
 */
import { choiceOption, defineOptions, optionalNumberOption, type ConfigOf } from '../../core/options';

/** Largest target a sheet may set. */
export const FREEFORM_MAX_TARGET = 1_000_000;
/** Most rounds a sheet may be limited to. */
export const FREEFORM_MAX_ROUNDS = 500;

const specs = [
	/** Whether the highest or the lowest total wins. */
	choiceOption('winner', ['high', 'low'], 'high'),
	/** The match ends at the end of the round in which any total reaches this. */
	optionalNumberOption('target', null, { min: 1, max: FREEFORM_MAX_TARGET, presets: [100, 500, 1000] }),
	/** The match ends after this many rounds. */
	optionalNumberOption('rounds', null, { min: 1, max: FREEFORM_MAX_ROUNDS, presets: [5, 10, 20] })
] as const;

export const options = defineOptions(specs);

/** House options of a free-form sheet. */
export type FreeformConfig = ConfigOf<typeof specs>;
