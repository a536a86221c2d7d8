/**
 * House options described once. A game lists its options with `defineOptions([...])`; from that
 * one list come the config type (`ConfigOf`), the default config, the reader of a stored config
 * (a missing or unreadable key takes its default) and the setup violations for the options. The
 * new-match form renders from the same specs (`OptionSpec`). An option whose value depends on the
 * seat count (a seat order) is read against the seat count the caller gives.
 */
import { isRecord, violation } from './helpers';
import type { OptionSpec, Violation } from './types';

/** An on/off option. */
export interface BooleanOption<K extends string = string> {
	readonly kind: 'boolean';
	readonly key: K;
	readonly default: boolean;
	/** The seat counts the option means anything with (absent: every count). */
	readonly onlyWithSeats?: readonly number[];
}

/** One value out of a fixed list. */
export interface ChoiceOption<K extends string = string, V extends string = string> {
	readonly kind: 'choice';
	readonly key: K;
	readonly choices: readonly V[];
	readonly default: V;
	/** The seat counts the option means anything with (absent: every count). */
	readonly onlyWithSeats?: readonly number[];
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

/**
 * An order of the seats (e.g. a turn order), stored as the list of seats. For the seat counts in
 * `onlyWithSeats` the form offers it as a choice among `choices` (seats joined by `-`, e.g.
 * `0-2-1-3`, the form's value read back into a list); any other seat count has the one order
 * 0, 1, 2… A stored value reads when it names every seat once; anything else is reported with `code`.
 */
export interface SeatOrderOption<K extends string = string> {
	readonly kind: 'seat-order';
	readonly key: K;
	readonly choices: readonly string[];
	/** The default order, one of `choices`, for the seat counts that choose. */
	readonly default: string;
	readonly onlyWithSeats: readonly number[];
	/** The violation code of a stored order that does not name every seat once. */
	readonly code: string;
}

/** Any option a game may declare. */
export type AnyOption = BooleanOption | ChoiceOption | NumberOption | OptionalNumberOption | SeatOrderOption;

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
					: O extends { readonly kind: 'seat-order' }
						? readonly number[]
						: never;

/** The config type a list of options describes: one readonly field per option key. */
export type ConfigOf<Os extends readonly AnyOption[]> = {
	readonly [O in Os[number] as O['key']]: OptionValue<O>;
};

/** An on/off option; `seats.onlyWithSeats` limits it to those seat counts. */
export function booleanOption<const K extends string>(
	key: K,
	byDefault: boolean,
	seats?: { onlyWithSeats: readonly number[] }
): BooleanOption<K> {
	return { kind: 'boolean', key, default: byDefault, ...seats };
}

/** A choice among `choices`, `byDefault` one of them. */
export function choiceOption<const K extends string, const V extends string>(
	key: K,
	choices: readonly V[],
	byDefault: NoInfer<V>,
	seats?: { onlyWithSeats: readonly number[] }
): ChoiceOption<K, V> {
	return { kind: 'choice', key, choices, default: byDefault, ...seats };
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

/** An order of the seats offered as a choice for `onlyWithSeats`, reported with `code` when a stored one is not an order. */
export function seatOrderOption<const K extends string, const V extends string>(
	key: K,
	choices: readonly V[],
	byDefault: NoInfer<V>,
	rule: { onlyWithSeats: readonly number[]; code: string }
): SeatOrderOption<K> {
	return { kind: 'seat-order', key, choices, default: byDefault, ...rule };
}

/** A game's options, and everything derived from them. */
export interface GameOptions<C> {
	/** The specs, in the order the new-match form shows them. */
	readonly specs: readonly OptionSpec[];
	/** Every option at its default (a seat order at its default for the seat counts that choose). */
	readonly defaults: C;
	/** Every option at its default for `seatCount` seats. */
	defaultsFor(seatCount: number): C;
	/**
	 * Reads a stored or user-edited config; a missing or unreadable key takes its default. A seat
	 * order is read against `seatCount` (without it, against its own length). Never throws.
	 */
	parse(raw: unknown, seatCount?: number): C;
	/** Problems with a config's option values, at `config.<key>` (a seat order checked against `seatCount`). */
	violations(config: unknown, seatCount?: number): Violation[];
}

/** Whether `order` names each of the seats 0 to `seatCount - 1` exactly once. */
export function isSeatOrder(order: unknown, seatCount: number): order is readonly number[] {
	if (!Array.isArray(order) || order.length !== seatCount) return false;
	const seen = new Set<number>();
	for (const seat of order) {
		if (!isWhole(seat) || seat < 0 || seat >= seatCount || seen.has(seat)) return false;
		seen.add(seat);
	}
	return true;
}

/** A seat order as stored (a list of seats) or as the form picks it (`"0-3-1-2"`). */
function seatList(value: unknown): unknown {
	return typeof value === 'string' && /^\d(-\d)*$/.test(value) ? value.split('-').map(Number) : value;
}

/** A seat order's default for a seat count: its default choice where the table chooses, else 0, 1, 2… */
function defaultOrder(spec: SeatOrderOption, seatCount: number | undefined): number[] {
	const chosen = seatList(spec.default) as number[];
	if (seatCount === undefined || spec.onlyWithSeats.includes(seatCount)) return chosen;
	return Array.from({ length: Math.max(0, seatCount) }, (_, seat) => seat);
}

/** How a spec is shown on the new-match form: a seat order is a choice among its orders. */
function formSpec(spec: AnyOption): OptionSpec {
	if (spec.kind !== 'seat-order') return spec;
	const { key, choices, onlyWithSeats } = spec;
	return { kind: 'choice', key, choices, default: spec.default, onlyWithSeats };
}

function isWhole(value: unknown): value is number {
	return typeof value === 'number' && Number.isInteger(value);
}

/**
 * How a stored value reads: a choice must be one of its choices, a number whole and in range; an
 * optional number keeps any whole number (its range is reported by `violations`, so a config
 * stored out of range still reads as it was stored).
 */
function readValue(spec: AnyOption, value: unknown, seatCount: number | undefined): unknown {
	switch (spec.kind) {
		case 'boolean':
			return typeof value === 'boolean' ? value : spec.default;
		case 'choice':
			return typeof value === 'string' && (spec.choices as readonly string[]).includes(value) ? value : spec.default;
		case 'number':
			return isWhole(value) && value >= spec.min && value <= spec.max ? value : spec.default;
		case 'optional-number':
			return isWhole(value) ? value : null;
		case 'seat-order': {
			const order = seatList(value);
			const count = seatCount ?? (Array.isArray(order) ? order.length : 0);
			return isSeatOrder(order, count) ? [...order] : defaultOrder(spec, seatCount);
		}
	}
}

function valueViolations(spec: AnyOption, value: unknown, seatCount: number | undefined): Violation[] {
	const field = `config.${spec.key}`;
	switch (spec.kind) {
		case 'seat-order': {
			const count = seatCount ?? (Array.isArray(value) ? value.length : 0);
			return isSeatOrder(value, count) ? [] : [violation(spec.code, field)];
		}
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
	const defaultsFor = (seatCount: number | undefined) =>
		Object.fromEntries(
			specs.map((s) => [s.key, s.kind === 'seat-order' ? defaultOrder(s, seatCount) : s.default])
		) as ConfigOf<Os>;
	const defaults = defaultsFor(undefined);
	return {
		specs: specs.map(formSpec),
		defaults,
		defaultsFor,
		parse(raw, seatCount) {
			if (!isRecord(raw)) return seatCount === undefined ? defaults : defaultsFor(seatCount);
			return Object.fromEntries(specs.map((s) => [s.key, readValue(s, raw[s.key], seatCount)])) as ConfigOf<Os>;
		},
		violations(config, seatCount) {
			if (!isRecord(config)) return [violation('core.required', 'config')];
			return specs.flatMap((s) => valueViolations(s, config[s.key], seatCount));
		}
	};
}
