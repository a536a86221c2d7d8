/**
 * `./explain` (violations and explanations in words, with the whole message table: about 30 KB
 * gzip) loaded on first need, as a reactive value: `FieldError` reads it only once a field has a
 * violation, so a form paints without it (New match on a slow first visit) and its messages show
 * as soon as it has arrived. Where a screen already imports `./explain`, it is there at once.
 */
type Explain = typeof import('./explain');

let loaded: Explain | undefined = $state.raw();
let loading: Promise<void> | undefined;

/** The explain module once loaded, else undefined (and its loading started; a failed one is tried again). */
export function explainer(): Explain | undefined {
	loading ??= import('./explain').then(
		(module) => {
			loaded = module;
		},
		() => {
			loading = undefined;
		}
	);
	return loaded;
}
