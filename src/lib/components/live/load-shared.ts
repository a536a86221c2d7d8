/**
 * The one way into the shared match's live screens (`shared-match.ts`): a dynamic import, asked
 * for by the match screen only once the match is shared here or someone taps Share live.
 */
let loading: Promise<typeof import('./shared-match')> | undefined;

/** The live screens of a shared match, loaded once. */
export function sharedMatchScreens(): Promise<typeof import('./shared-match')> {
	return (loading ??= import('./shared-match'));
}
