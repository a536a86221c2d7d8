// Live sharing's words: the status line, what other phones did, and why a typed code does not read
// (why sharing or joining was refused is said by refusalText, $lib/i18n/refusal, with the 'live' action).
import { formatNumber, m } from '$lib/i18n';
import type { CodeRefusal } from '$lib/state/live/join-live.svelte';
import type { HistoryEntry, LiveChange, LiveStatus } from '$lib/state/live/match-live.svelte';
import { liveSettings, phoneTag } from '$lib/state/live/live-settings.svelte';

const counted = (count: number) => ({ count, shown: formatNumber(count) });

/** The status line's text. */
export function statusText(status: LiveStatus): string {
	switch (status.kind) {
		case 'connecting':
			return m.live_status_connecting();
		case 'live':
			return m.live_status_live(counted(status.phones));
		case 'offline':
			return status.unsent > 0 ? m.live_status_offline_unsent(counted(status.unsent)) : m.live_status_offline();
		case 'unreachable':
			return status.unsent > 0 ? m.live_status_unreachable_unsent(counted(status.unsent)) : m.live_status_unreachable();
		case 'refused':
			return m.live_status_refused();
		case 'stopped':
			return '';
		case 'not-stored':
			return status.unstored.map(notStoredText).join('. ');
		case 'ended':
			if (status.replaced) return m.live_status_replaced();
			return status.by ? m.live_status_ended_by({ by: status.by }) : m.live_status_ended();
	}
}

/** Deals from one phone that storage refused here. */
function notStoredText({ by, deals }: { by: string; deals: number }): string {
	return m.live_hostile_not_stored({ ...counted(deals), by: by.trim() === '' ? m.live_history_unnamed() : by });
}

/** One change another phone made, as a sentence. */
export function changeText(change: LiveChange): string {
	const number = 'number' in change ? formatNumber(change.number) : '';
	switch (change.kind) {
		case 'added':
			return m.live_change_added({ by: change.by, number });
		case 'edited':
			return m.live_change_edited({ by: change.by, number });
		case 'deleted':
			return m.live_change_deleted({ by: change.by, number });
		case 'restored':
			return m.live_change_restored({ by: change.by, number });
		case 'both-entered':
			return m.live_change_both({ number, next: formatNumber(change.number + 1) });
		case 'edit-overruled':
			return m.live_change_overruled({ number, lost: change.lost });
		case 'not-counted':
			return m.live_change_not_counted({ by: change.by, number });
		case 'setup-changed':
			return m.live_change_setup({ by: change.by });
		case 'round-refused':
			return m.live_change_refused({ by: change.by });
		case 'dated-ahead':
			return m.trust_clock_change_ahead({ by: change.by });
		case 'setup-not-applied':
			return setupNotAppliedText(change);
		case 'moved':
			return change.by ? m.live_change_moved({ by: change.by }) : m.live_change_moved_unnamed();
	}
}

/** A setup entry not applied, and why (a phone with no name is said to be unnamed). */
export function setupNotAppliedText(entry: { by: string; reason: 'unreadable' | 'other-game' }): string {
	const by = entry.by.trim() === '' ? m.live_history_unnamed() : entry.by;
	return entry.reason === 'other-game'
		? m.live_hostile_setup_other_game({ by })
		: m.live_hostile_setup_unreadable({ by });
}

/** A batch of changes, said once. */
export function changesText(changes: readonly LiveChange[]): string {
	return changes.map(changeText).join('. ');
}

/** One step of a deal's history, naming the phone (one with no name is said to be unnamed). */
export function historyText(entry: HistoryEntry): string {
	const named = entry.by.trim() !== '';
	const by = named ? entry.by : m.live_history_unnamed();
	switch (entry.kind) {
		case 'entered':
			return m.live_history_entered({ by });
		case 'changed':
			return m.live_history_changed({ by });
		case 'deleted':
			return m.live_history_deleted({ by });
		case 'restored':
			return m.live_history_restored({ by });
		case 'overruled':
			return named ? m.live_history_overruled({ by }) : m.live_history_overruled_unnamed();
		case 'ahead':
			return m.trust_clock_history_ahead({ by });
	}
}

/** How many older steps of a deal's history are not shown. */
export function historyOlderText(count: number): string {
	return m.live_history_older(counted(count));
}

/** Why a typed code does not read. */
export function codeRefusalText(refusal: CodeRefusal): string {
	switch (refusal.kind) {
		case 'empty':
			return m.live_code_empty();
		case 'character':
			return m.live_code_character({ character: refusal.character, position: formatNumber(refusal.position + 1) });
		case 'length':
			return m.live_code_length({ expected: formatNumber(refusal.expected), actual: formatNumber(refusal.actual) });
		case 'typo':
			return m.live_code_typo();
		case 'role':
			return m.live_code_role();
		case 'malformed':
			return m.live_code_malformed();
	}
}

/** This phone's name for live sharing: the one set in Settings, or "Phone 7K2" (kept once made). */
export function phoneName(): string {
	return liveSettings.phoneName(m.live_phone_default({ tag: phoneTag() }));
}
