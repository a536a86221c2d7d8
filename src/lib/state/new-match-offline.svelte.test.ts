// The new-match form loads the store only when the match starts: when its code cannot arrive (the
// network dropped on a first visit), Start says it failed and keeps everything typed.
import { describe, expect, it, vi } from 'vitest';
import { loadGame } from '$lib/engine/registry';

vi.mock('$lib/data/matches', () => {
	throw new Error('Failed to fetch dynamically imported module');
});

describe('NewMatchForm.start without the store', () => {
	it('refuses with "failed", keeps the form as it was, and is not left starting', async () => {
		const { NewMatchForm } = await import('./new-match.svelte');
		const form = new NewMatchForm();
		form.choose(await loadGame('freeform'));
		form.seats[0]!.name = 'Anne';
		form.seats[1]!.name = 'Bruno';
		expect(await form.start()).toBeNull();
		expect(form.failure).toEqual({ kind: 'failed' });
		expect(form.starting).toBe(false);
		expect(form.violations).toEqual([]);
		expect(form.seats.map((s) => s.name)).toEqual(['Anne', 'Bruno']);
	});
});
