/**
 * Which violations concern a field, without their messages: a form marks its refused fields with
 * this alone, and `FieldError` loads the messages (`./explain`, with the whole message table) only
 * once there is one to show.
 */
import type { Violation } from '$lib/engine/core/types';

/** The violations that concern a field (the field itself or anything under it). */
export function violationsFor(violations: readonly Violation[], field: string): Violation[] {
	return violations.filter((v) => v.field === field || (v.field?.startsWith(`${field}.`) ?? false));
}
