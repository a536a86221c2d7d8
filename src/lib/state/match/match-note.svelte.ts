/**
 * The note on a match as the match screen edits it: the text being typed, whether it is too long
 * (a message beside the field; nothing typed is cut), and saving it. A note changes no score.
 */
import { NOTE_MAX } from '$lib/data/facts';
import { setMatchNote } from '$lib/data/matches';

export class MatchNoteForm {
	/** The text in the field; kept as typed, even when too long, so nothing is lost. */
	text = $state('');
	/** True while the field is open. */
	open = $state(false);
	/** How many characters the text has over the limit (0 when it fits). */
	over = $derived(Math.max(0, this.text.trim().length - NOTE_MAX));
	readonly max = NOTE_MAX;
	readonly #matchId: string;

	constructor(matchId: string) {
		this.#matchId = matchId;
	}

	/** Opens the field on the note as stored. */
	edit(stored: string | undefined): void {
		this.text = stored ?? '';
		this.open = true;
	}

	/** Saves the note (an empty one removes it) and closes the field; refused while too long. */
	async save(): Promise<boolean> {
		if (this.over > 0) return false;
		await setMatchNote(this.#matchId, this.text);
		this.open = false;
		return true;
	}
}
