// A match session followed in a test as the match screen follows it, and the free-form rounds the
// session tests write.
import type { MatchSession } from './session.svelte';
import { until } from '../test-storage';

let stops: (() => void)[] = [];

/** Follows a session as the match screen does, until it has loaded. */
export async function follow(session: MatchSession): Promise<MatchSession> {
	stops.push(
		$effect.root(() => {
			$effect(() => {
				void session.folded;
				void session.match;
			});
		})
	);
	await until(() => session.ready);
	return session;
}

/** Stops following every session (as closing the match screen does). */
export function unfollow(): void {
	for (const stop of stops) stop();
	stops = [];
}

export const round = (a: number, b: number) => ({ scores: [a, b] });
export const totals = (s: MatchSession) => [...(s.folded?.state.totals ?? [])];
