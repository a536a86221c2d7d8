// Sealed rooms' words: how many of the room's entries this phone could not read (skipped).
import { formatNumber, m } from '$lib/i18n';

/** "3 entries from the room could not be read here: they were skipped" (empty for none). */
export function unreadableText(count: number): string {
	return count > 0 ? m.live_secret_unreadable({ count, shown: formatNumber(count) }) : '';
}
