/**
 * Tablekeeper's own change channel: every transaction that writes the database (a round, a
 * match, a player, an import, the trash) announces itself once committed on a BroadcastChannel
 * of the app's own name, which reaches the other windows of this browser and every other channel
 * of that name in this one. Readers that do not load Dexie (home's lean reader) listen here
 * rather than on Dexie's internal broadcast, whose name an upgrade may change. Lean: no Dexie.
 */

/** The channel's name (versioned with what its messages carry). */
export const CHANGE_CHANNEL = 'tablekeeper-changes-1';

/** What a change announcement carries: the stores the committed transaction could write. */
export interface ChangeMessage {
	stores: string[];
}

let sender: BroadcastChannel | null = null;

/** Announces that a transaction writing `stores` committed. */
export function announceChange(stores: readonly string[]): void {
	if (typeof BroadcastChannel === 'undefined') return;
	sender ??= new BroadcastChannel(CHANGE_CHANNEL);
	const message: ChangeMessage = { stores: [...stores] };
	sender.postMessage(message);
}

/**
 * Calls `changed` whenever a write commits, in this window or another one. Returns the function
 * that stops listening.
 */
export function onDataChange(changed: (message: ChangeMessage) => void): () => void {
	if (typeof BroadcastChannel === 'undefined') return () => undefined;
	const channel = new BroadcastChannel(CHANGE_CHANNEL);
	channel.onmessage = (event: MessageEvent<ChangeMessage>) => changed(event.data);
	return () => channel.close();
}
