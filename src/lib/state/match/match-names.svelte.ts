/**
 * The names the match screen shows: each seat's player, and each score column's (a player's
 * name, or the team's). The players are followed live; until the live query answers, the ones
 * read with the match when it opened stand in.
 */
import type { ScoreColumn } from '$lib/engine/core/types';
import { Live } from '$lib/data/live.svelte';
import { getMatch } from '$lib/data/matches';
import { getPlayers } from '$lib/data/players';
import type { MatchRecord, PlayerRecord } from '$lib/data/schema';

export class MatchNames {
	#players: Live<PlayerRecord[]>;
	#opened: PlayerRecord[] | undefined;
	#match: () => MatchRecord | undefined;
	#columns: () => readonly ScoreColumn[];

	constructor(
		id: string,
		match: () => MatchRecord | undefined,
		columns: () => readonly ScoreColumn[],
		opened?: PlayerRecord[]
	) {
		this.#match = match;
		this.#columns = columns;
		this.#opened = opened;
		this.#players = new Live(async () => {
			const found = await getMatch(id);
			return found ? getPlayers(found.seats.map((s) => s.playerId)) : [];
		});
	}

	/** Seat names in seat order (a removed player shows as "?"). */
	seats: string[] = $derived.by(() => {
		const players = this.#players.current ?? this.#opened ?? [];
		return (this.#match()?.seats ?? []).map((s) => players.find((p) => p.id === s.playerId)?.name ?? '?');
	});

	/** Column names: a player's name, or the team's name. */
	columns: string[] = $derived.by(() =>
		this.#columns().map((column, i) =>
			column.kind === 'player'
				? (this.seats[column.seats[0] ?? 0] ?? '?')
				: this.#match()?.teamNames?.[i]?.trim() || column.seats.map((s) => this.seats[s]).join(' & ')
		)
	);
}
