/**
 * The shared reader of untrusted round input: each game's `read` walks the raw input with one
 * `InputReader`, which records a violation at the field's path for anything it cannot accept and
 * hands back the typed value (or null). The core codes (`core.required`, `core.not-a-number`,
 * `core.not-whole`, `core.out-of-range`) are emitted here and nowhere else.
 */
import { isRecord, violation } from './helpers';
import type { MessageValues, ReadResult, Seat, Violation } from './types';

/** Joins field path parts: `fieldPath('hands', 1, 'cards', 3)` is `hands.1.cards.3`. */
export function fieldPath(...parts: readonly (string | number)[]): string {
	return parts.join('.');
}

/** Codes a seat check reports: `missing` when absent, `invalid` (if given) for any other bad value. */
export interface SeatCodes {
	readonly missing?: string;
	readonly invalid?: string;
}

/** Reads untrusted input field by field, collecting violations; never throws. */
export class InputReader {
	readonly violations: Violation[] = [];

	/** Records a violation and returns null, so a check can `return reader.report(...)`. */
	report(code: string, field?: string, values?: MessageValues): null {
		this.violations.push(violation(code, field, values));
		return null;
	}

	/** Whether any violation was recorded. */
	get failed(): boolean {
		return this.violations.length > 0;
	}

	/** Whether a value is absent (undefined or null), as an optional or required field may be. */
	static absent(value: unknown): value is null | undefined {
		return value === undefined || value === null;
	}

	/** A finite whole number from `min` to `max`: `core.not-a-number`, `core.not-whole`, `core.out-of-range`. */
	whole(value: unknown, field: string, min: number, max: number): number | null {
		if (typeof value !== 'number' || !Number.isFinite(value)) return this.report('core.not-a-number', field);
		if (!Number.isInteger(value)) return this.report('core.not-whole', field);
		if (value < min || value > max) return this.report('core.out-of-range', field, { min, max });
		return value;
	}

	/** A present whole number from `min` to `max`; absent is `core.required`. */
	requiredWhole(value: unknown, field: string, min: number, max: number): number | null {
		return InputReader.absent(value) ? this.report('core.required', field) : this.whole(value, field, min, max);
	}

	/**
	 * A seat from 0 to `seatCount - 1`. Absent: `codes.missing` (default `core.required`); any
	 * other bad value: `codes.invalid` when given, else the whole-number codes.
	 */
	seat(value: unknown, field: string, seatCount: number, codes: SeatCodes = {}): Seat | null {
		if (InputReader.absent(value)) return this.report(codes.missing ?? 'core.required', field);
		if (codes.invalid !== undefined) return isSeat(value, seatCount) ? value : this.report(codes.invalid, field);
		return this.whole(value, field, 0, seatCount - 1) as Seat | null;
	}

	/** A true/false field; anything else is `core.required`. */
	boolean(value: unknown, field: string): boolean | null {
		return typeof value === 'boolean' ? value : this.report('core.required', field);
	}

	/** A plain object; anything else is reported with `code`. */
	record(value: unknown, field: string | undefined, code: string): Record<string, unknown> | null {
		return isRecord(value) ? value : this.report(code, field);
	}

	/** An array of at most `max` items: not an array is `code`, too long `core.out-of-range`. */
	list(value: unknown, field: string, code: string, max = Number.POSITIVE_INFINITY): readonly unknown[] | null {
		if (!Array.isArray(value)) return this.report(code, field);
		if (value.length > max) return this.report('core.out-of-range', field, { min: 0, max });
		return value;
	}

	/** A card as the game spells it: absent is `core.required`, anything else not a card is `code`. */
	card<C>(value: unknown, field: string, isCard: (v: unknown) => v is C, code: string): C | null {
		if (InputReader.absent(value)) return this.report('core.required', field);
		return isCard(value) ? value : this.report(code, field);
	}

	/** The read's result: the round built by `build` when nothing was reported, else the violations. */
	result<R>(build: () => R): ReadResult<R> {
		return this.failed ? { ok: false, violations: this.violations } : { ok: true, round: build() };
	}
}

/** A whole number naming one of `seatCount` seats. */
export function isSeat(value: unknown, seatCount: number): value is Seat {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < seatCount;
}
