/**
 * The one message for each reason something was not done (`Refusal`), in the user's language.
 * A refusal about a round says which round; `action` says what was refused where the message
 * differs (a round's Save, a deletion, Undo, Redo).
 */
import * as m from '$lib/paraglide/messages';
import type { Refusal } from '$lib/state/outcome';

/** What was refused. */
export type RefusedAction = 'save' | 'delete' | 'undo' | 'redo' | 'other';

/** The message for `refusal` (empty for `invalid`: each violation is shown beside its field). */
export function refusalText(refusal: Refusal, action: RefusedAction = 'other'): string {
	switch (refusal.kind) {
		case 'invalid':
			return '';
		case 'changed-elsewhere':
		case 'deleted-elsewhere':
			if (action === 'undo') return m.match_undo_refused({ number: refusal.number });
			if (action === 'redo') return m.match_redo_refused({ number: refusal.number });
			if (action === 'delete')
				return refusal.kind === 'deleted-elsewhere'
					? m.match_delete_refused_deleted({ number: refusal.number })
					: m.match_delete_refused({ number: refusal.number });
			return refusal.kind === 'deleted-elsewhere'
				? m.round_deleted_elsewhere({ number: refusal.number })
				: m.round_changed_elsewhere({ number: refusal.number });
		case 'setup-changed-elsewhere':
			if (action === 'undo') return m.match_undo_setup_refused();
			if (action === 'redo') return m.match_redo_setup_refused();
			return m.setup_changed_elsewhere();
		case 'added-elsewhere':
			return m.round_added_elsewhere({ number: refusal.number, next: refusal.number + 1 });
		case 'storage-full':
			return action === 'save' ? m.err_storage_full() : m.storage_refused_full();
		case 'storage-unavailable':
			return m.storage_refused_unavailable();
		case 'failed':
			return action === 'save' ? m.err_save_failed() : m.storage_refused_failed();
	}
}
