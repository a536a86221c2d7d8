/**
 * House options described once. A game lists its options with `defineOptions([...])`; from that
 * one list come the config type (`ConfigOf`), the default config, the reader of a stored config
 * (a missing or unreadable key takes its default) and the setup violations for the options. The
 * new-match form renders from the same specs (`OptionSpec`).
 */
import { isRecord, violation } from './helpers';
import type { OptionSpec, Violation } from './types';

/** An on/off option. */
export interface BooleanOption<K extends string = string> {
	readonly kind: 'boolean';
	readonly key: K;
	readonly default: boolean;
}

/** One value out of a fixed list. */
export interface ChoiceOption<K extends string = string, V extends string = string> {
	readonly kind: 'choice';
	readonly key: K;
	readonly choices: readonly V[];
	readonly default: V;
}

/** A whole number in a range, with optional one-tap presets. */
export interface NumberOption<K extends string = string> {
	readonly kind: 'number';
	readonly key: K;
	readonly default: number;
	readonly min: number;
	readonly max: number;
	readonly step?: number;
	readonly presets?: readonly number[];
}

/** A whole number in a range that may also be off (null). */
export interface OptionalNumberOption<K extends string = string> {
	readonly kind: 'optional-number';
	readonly key: K;
	readonly default: number | null;
	readonly min: number;
	readonly max: number;
	readonly presets?: readonly number[];
}

/** Any option a game may declare. */
export type AnyOption = BooleanOption | ChoiceOption | NumberOption | OptionalNumberOption;

/** The config value an option holds. */
export type OptionValue<O> =
	O extends ChoiceOption<string, infer V>
		? V
		: O extends { readonly kind: 'boolean' }
			? boolean
			: O extends { readonly kind: 'number' }
				? number
				: O extends { readonly kind: 'optional-number' }
					? number | null
					: never;

/** The config type a list of options describes: one readonly field per option key. */
export type ConfigOf<Os extends readonly AnyOption[]> = {
	readonly [O in Os[number] as O['key']]: OptionValue<O>;
};

/** An on/off option. */
export function booleanOption<const K extends string>(key: K, byDefault: boolean): BooleanOption<K> {
	return { kind: 'boolean', key, default: byDefault };
}

/** A choice among `choices`, `byDefault` one of them. */
export function choiceOption<const K extends string, const V extends string>(
	key: K,
	choices: readonly V[],
	byDefault: NoInfer<V>
): ChoiceOption<K, V> {
	return { kind: 'choice', key, choices, default: byDefault };
}

/** A whole number from `min` to `max`. */
export function numberOption<const K extends string>(
	key: K,
	byDefault: number,
	range: { min: number; max: number; step?: number; presets?: readonly number[] }
): NumberOption<K> {
	return { kind: 'number', key, default: byDefault, ...range };
}

/** A whole number from `min` to `max`, or off. */
export function optionalNumberOption<const K extends string>(
	key: K,
	byDefault: number | null,
	range: { min: number; max: number; presets?: readonly number[] }
): OptionalNumberOption<K> {
	return { kind: 'optional-number', key, default: byDefault, ...range };
}

/** A game's options, and everything derived from them. */
export interface GameOptions<C> {
	/** The specs, in the order the new-match form shows them. */
	readonly specs: readonly OptionSpec[];
	/** Every option at its default. */
	readonly defaults: C;
	/** Reads a stored or user-edited config; a missing or unreadable key takes its default. Never throws. */
	parse(raw: unknown): C;
	/** Problems with a config's option values, at `config.<key>`. */
	violations(config: unknown): Violation[];
}

function isWhole(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value);
}

/**
 * How a stored value reads: a choice must be one of its choices, a number whole and in range; an
 * optional number keeps any whole number (its range is reported by `violations`, so a config
 * stored out of range still reads as it was stored).
 */
function readValue(spec: AnyOption, value: unknown): unknown {
	switch (spec.kind) {
		case 'boolean':
			return typeof value === 'boolean' ? value : spec.default;
		case 'choice':
			return typeof value === 'string' && (spec.choices as readonly string[]).includes(value) ? value : spec.default;
		case 'number':
			return isWhole(value) && value >= spec.min && value <= spec.max ? value : spec.default;
		case 'optional-number':
			return isWhole(value) ? value : null;
	}
}

function valueViolations(spec: AnyOption, value: unknown): Violation[] {
	const field = `config.${spec.key}`;
	switch (spec.kind) {
		case 'boolean':
			return typeof value === 'boolean' ? [] : [violation('core.required', field)];
		case 'choice':
			return (spec.choices as readonly unknown[]).includes(value) ? [] : [violation('core.required', field)];
		case 'optional-number':
		case 'number':
			if (spec.kind === 'optional-number' && value === null) return [];
			if (typeof value !== 'number' || !Number.isFinite(value)) return [violation('core.not-a-number', field)];
			if (!Number.isInteger(value)) return [violation('core.not-whole', field)];
			if (value < spec.min || value > spec.max)
				return [violation('core.out-of-range', field, { min: spec.min, max: spec.max })];
			return [];
	}
}

/** Describes a game's options once; see the module header for what is derived. */
export function defineOptions<const Os extends readonly AnyOption[]>(specs: Os): GameOptions<ConfigOf<Os>> {
	const defaults = Object.fromEntries(specs.map((s) => [s.key, s.default])) as ConfigOf<Os>;
	return {
		specs,
		defaults,
		parse(raw) {
			if (!isRecord(raw)) return defaults;
			return Object.fromEntries(specs.map((s) => [s.key, readValue(s, raw[s.key])])) as ConfigOf<Os>;
		},
		violations(config) {
			if (!isRecord(config)) return [violation('core.required', 'config')];
			return specs.flatMap((s) => valueViolations(s, config[s.key]));
		}
	};
}
