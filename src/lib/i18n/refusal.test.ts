// The one refusal text: every reason of the one Refusal type, the round's Save and live sharing
// worded where they differ (a live failure may be the network, not the browser's storage).
import { afterEach, describe, expect, it } from 'vitest';
import type { Refusal } from '$lib/data/outcome';
import { getLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { refusalText, type RefusedAction } from './refusal';

const paraglideGet = getLocale;

describe('refusalText', () => {
	afterEach(() => overwriteGetLocale(paraglideGet));

	it.each<[Refusal, RefusedAction, string]>([
		[{ kind: 'invalid', violations: [] }, 'save', ''],
		[
			{ kind: 'changed-elsewhere', number: 3 },
			'undo',
			'Round 3 was changed in another window since: Undo left it as it is.'
		],
		[{ kind: 'changed-elsewhere', number: 3 }, 'delete', 'Round 3 was changed in another window: it was not deleted.'],
		[
			{ kind: 'storage-full' },
			'save',
			"The round was not saved: this device's storage is full. Free some space (or export a backup and empty the trash), then save again. Your entry is still in the form."
		],
		[
			{ kind: 'storage-full' },
			'other',
			"This was not saved: this device's storage is full. Free some space (or export a backup and empty the trash), then try again."
		],
		[{ kind: 'storage-full' }, 'live', "This phone's storage is full: nothing was saved."],
		[{ kind: 'failed' }, 'other', 'This was not saved: the browser refused to write it. Nothing changed; try again.'],
		[{ kind: 'failed' }, 'live', 'That did not work, and nothing was changed. Try again.'],
		[{ kind: 'code-refused' }, 'live', 'The server refused this code: it is wrong, or the match is no longer shared.'],
		[
			{ kind: 'server-unreachable', address: 'wss://x/sync' },
			'live',
			'No sync server answered at wss://x/sync. Check the network, or the address in Settings.'
		],
		[
			{ kind: 'not-a-match', reason: 'empty' },
			'live',
			'This code opens a room that holds no match yet. Nothing was saved.'
		],
		[
			{ kind: 'not-a-match', reason: 'bad-setup' },
			'live',
			'What this code opens is not a match Tablekeeper can read. Nothing was saved.'
		],
		[{ kind: 'viewer-only' }, 'live', 'A viewer code cannot share or change this match.']
	])('%j on %s', (refusal, action, text) => {
		overwriteGetLocale(() => 'en');
		expect(refusalText(refusal, action)).toBe(text);
	});
});
