/**
 * Where focus goes after a refused save: the control of the first field whose message is shown
 * (the element that names the message in `aria-describedby`, or the control just before the
 * message), else the "not saved" summary, so the person lands on what to fix.
 */

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

function firstFocusable(element: HTMLElement): HTMLElement | null {
	return element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
}

/** Moves focus to the first field in error inside `form`. */
export function focusFirstError(form: HTMLElement | undefined): void {
	if (!form) return;
	// Marked as soon as the field is refused: its words may still be on the way (FieldError loads them).
	const box = form.querySelector<HTMLElement>('.field-error[data-refused]');
	if (!box) {
		form.querySelector<HTMLElement>('[data-testid="invalid-summary"]')?.focus();
		return;
	}
	const describer = box.id ? form.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(box.id)}"]`) : null;
	const before = [...form.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
		(el) => box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING
	);
	const target = (describer && firstFocusable(describer)) ?? before.at(-1) ?? box;
	target.focus();
	target.scrollIntoView({ block: 'center' });
}

const FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Moves focus to the first field of `form` (a fresh form after a save), without scrolling to it. */
export function focusFirstField(form: HTMLElement | undefined): void {
	(form?.querySelector<HTMLElement>(FIELD) ?? form?.querySelector<HTMLElement>(FOCUSABLE))?.focus({
		preventScroll: true
	});
}
