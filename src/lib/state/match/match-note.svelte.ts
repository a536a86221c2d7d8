/**
 * The note on a match as the match screen edits it: the text being typed, whether it is too long
 * (a message beside the field; nothing typed is cut), and saving it. A note changes no score. A
 * refused write (storage full, or refused) leaves the field open with the text and says why.
 */
import { NOTE_MAX } from '$lib/data/facts';
import { setMatchNote } from '$lib/data/matches';
import { refused, type Outcome, type Refusal } from '$lib/data/outcome';
import { storageHealth } from '../storage-health.svelte';

export class MatchNoteForm {
	/** The text in the field; kept as typed, even when too long, so nothing is lost. */
	text = $state('');
	/** True while the field is open. */
	open = $state(false);
	/** How many characters the text has over the limit (0 when it fits). */
	over = $derived(Math.max(0, this.text.trim().length - NOTE_MAX));
	/** Why the last save was not written (null: saved, or not tried). */
	failure: Refusal | null = $state.raw(null);
	readonly max = NOTE_MAX;
	readonly #matchId: string;

	constructor(matchId: string) {
		this.#matchId = matchId;
	}

	/** Opens the field on the note as stored. */
	edit(stored: string | undefined): void {
		this.text = stored ?? '';
		this.failure = null;
		this.open = true;
	}

	/**
	 * Saves the note (an empty one removes it) and closes the field. Refused while too long (the
	 * field's own message, from `over`, says by how much), or when storage refuses the write.
	 */
	async save(): Promise<Outcome<void>> {
		if (this.over > 0) return refused({ kind: 'invalid', violations: [] });
		const saved = await storageHealth.attempt(() => setMatchNote(this.#matchId, this.text));
		this.failure = saved.ok ? null : saved.refusal;
		if (saved.ok) this.open = false;
		return saved;
	}
}
