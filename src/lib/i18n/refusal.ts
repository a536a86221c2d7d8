/**
 * The one message for each reason something was not done (`Refusal`), in the user's language.
 * A refusal about a round says which round; `action` says what was refused where the message
 * differs (a round's Save, a deletion, Undo, Redo, live sharing's Share live and Join).
 */
import * as m from '$lib/paraglide/messages';
import type { Refusal } from '$lib/data/outcome';

/** What was refused (`live`: sharing, joining or stopping a live match, where the network may be why). */
export type RefusedAction = 'save' | 'delete' | 'undo' | 'redo' | 'live' | 'other';

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
		case 'night-changed-elsewhere':
			return m.night_changed_elsewhere();
		case 'added-elsewhere':
			return m.round_added_elsewhere({ number: refusal.number, next: refusal.number + 1 });
		case 'code-refused':
			return m.live_err_code_refused();
		case 'room-ended':
			return refusal.by ? m.live_err_room_ended_by({ by: refusal.by }) : m.live_err_room_ended();
		case 'code-replaced':
			return m.live_err_code_replaced();
		case 'server-unreachable':
			return m.live_err_unreachable({ address: refusal.address });
		case 'not-a-match':
			// The reason is the import's internal code: it chooses the words, never shown itself.
			return refusal.reason === 'empty' ? m.live_hostile_no_match_yet() : m.live_hostile_not_a_match();
		case 'viewer-only':
			return m.live_err_viewer_only();
		case 'storage-full':
			if (action === 'live') return m.live_err_storage_full();
			return action === 'save' ? m.err_storage_full() : m.storage_refused_full();
		case 'storage-unavailable':
			return m.storage_refused_unavailable();
		case 'failed':
			if (action === 'live') return m.live_err_failed();
			return action === 'save' ? m.err_save_failed() : m.storage_refused_failed();
	}
}
