// Test phones for a club night's room, in memory (no server): each phone its own outer document,
// sealing transport and bridge; outer documents exchange updates by hand, and a phone may be cut
// off (its updates held) and come back. The night: four players, two tables of two, one round.
import * as Y from 'yjs';
import type { Night, TableReport } from '$lib/engine/club/night';
import { KEY_BYTES } from '$lib/sync/derive.js';
import { newScorerCode } from '$lib/sync/share-code';
import { sealOf, type Seal } from '../live/sealer';
import { bridgeNight, type NightBridge } from './night-bridge';
import type { NightRole } from './night-remote';
import { sealNight, type NightTransport } from './night-share';
import type { NightReading } from './night-view';

export const NIGHT: Night = {
	settings: {
		name: 'Thursday belote',
		date: '2026-11-26',
		gameId: 'freeform',
		config: {},
		teams: false,
		format: { kind: 'swiss', rounds: 2 },
		counting: { rule: 'match-points', direction: 'high' },
		seats: 2,
		minSeats: 2
	},
	entrants: ['Ann', 'Bob', 'Cat', 'Dan'].map((name) => ({ id: name.toLowerCase(), name, players: [name] })),
	rounds: [
		{
			number: 1,
			seed: 7,
			plan: {
				tables: [
					['ann', 'bob'],
					['cat', 'dan']
				],
				sitOut: [],
				repeats: 0
			},
			confirmed: true
		}
	],
	reports: []
};

export const report = (table: number, totals: number[], deals = 1, finished = false): TableReport => ({
	round: 1,
	table,
	matchId: `match-${table}`,
	totals,
	deals,
	finished
});

export interface NightPhone {
	outer: Y.Doc;
	transport: NightTransport;
	bridge: NightBridge;
	/** Every reading the bridge handed on. */
	readings: NightReading[];
	/** Whether the phone is cut off from the others. */
	offline: boolean;
}

export async function newSeal(): Promise<Seal> {
	return sealOf(newScorerCode(crypto.getRandomValues(new Uint8Array(KEY_BYTES))));
}

let clock = 1_790_000_000_000;

/** A phone in the night's room, its outer document connected to the others'. */
export function nightPhone(seal: Seal, role: NightRole, others: readonly NightPhone[] = []): NightPhone {
	const outer = new Y.Doc();
	for (const other of others) Y.applyUpdate(outer, Y.encodeStateAsUpdate(other.outer));
	const transport = sealNight(outer, seal);
	const readings: NightReading[] = [];
	const bridge = bridgeNight({
		transport,
		role,
		stamp: () => ++clock,
		see: (at) => (clock = Math.max(clock, at)),
		remote: (r) => readings.push(r)
	});
	return { outer, transport, bridge, readings, offline: false };
}

/** Relays every outer update between the phones that are online. */
export function link(phones: readonly NightPhone[]): void {
	for (const phone of phones)
		phone.outer.on('update', (update: Uint8Array, origin: unknown) => {
			if (origin === 'relay' || phone.offline) return;
			for (const other of phones) if (other !== phone && !other.offline) Y.applyUpdate(other.outer, update, 'relay');
		});
}

/** Brings a phone back: it and the others exchange what each lacks. */
export function reconnect(phone: NightPhone, others: readonly NightPhone[]): void {
	phone.offline = false;
	for (const other of others) {
		Y.applyUpdate(other.outer, Y.encodeStateAsUpdate(phone.outer, Y.encodeStateVector(other.outer)), 'relay');
		Y.applyUpdate(phone.outer, Y.encodeStateAsUpdate(other.outer, Y.encodeStateVector(phone.outer)), 'relay');
	}
}

/** Waits until every phone's entries are sealed and opened. */
export async function settle(phones: readonly NightPhone[]): Promise<void> {
	for (let i = 0; i < 3; i++) for (const phone of phones) await phone.transport.settled();
}
