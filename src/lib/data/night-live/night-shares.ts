/**
 * A club night's live share on this phone, kept across reloads as a `liveShares` row under
 * `night:<night id>` (no new store: the row's `code` is the phone's code in its typed form, the
 * organiser's scorer code with its owner key, a table's code, or the room link's viewer code), and
 * what each kind of phone connects with (docs/sync.md, "A club night's tables"). The organiser
 * shares once; its codes (one per table, the tables code, the room link) are derived again
 * whenever asked, never stored.
 */
import {
	KEY_BYTES,
	fromHex,
	roomIdOf,
	scorerKeyOf,
	tablesKeyOf,
	tableSecretOf,
	toHex,
	viewerKeyOf
} from '$lib/sync/derive.js';
import { formatCode, parseCode } from '$lib/sync/share-code';
import { formatTableCode, parseTableCode, tokenForTable, type TableCodeReading } from '$lib/sync/table-code';
import { db } from '../db';
import { sealOf } from '../live/sealer';
import type { LiveShareRecord, TablekeeperDb } from '../schema';
import type { NightLinkOptions } from './night-link';
import type { NightRole } from './night-remote';

/** The `liveShares` key of a night's share. */
export const nightShareKey = (nightId: string) => `night:${nightId}`;

export interface NightCodes {
	/** Each table's code, by table number. */
	readonly tables: readonly { readonly table: number; readonly code: string }[];
	/** The code that gives every table (a phone that picks its table from the night). */
	readonly all: string;
	/** The room link's code: reads only. */
	readonly room: string;
}

/** The organiser's codes for tables 1…`count`. */
export async function nightCodes(scorer: Uint8Array, count: number): Promise<NightCodes> {
	const viewer = await viewerKeyOf(scorer);
	const tablesKey = await tablesKeyOf(scorer);
	const tables = [];
	for (let table = 1; table <= count; table++)
		tables.push({ table, code: formatTableCode({ table, viewer, secret: await tableSecretOf(tablesKey, table) }) });
	return {
		tables,
		all: formatTableCode({ table: 0, viewer, secret: tablesKey }),
		room: formatCode({ role: 'viewer', key: viewer })
	};
}

/** Shares a night from the organiser's phone: a new owner key (from `random`), kept with the share. */
export async function shareNight(
	nightId: string,
	server: string,
	phone: string,
	random: Uint8Array,
	d: TablekeeperDb = db()
): Promise<void> {
	if (random.length !== KEY_BYTES) throw new RangeError(`An owner key takes ${KEY_BYTES} random bytes`);
	const scorer = await scorerKeyOf(random);
	const row: LiveShareRecord = {
		matchId: nightShareKey(nightId),
		role: 'scorer',
		code: formatCode({ role: 'scorer', key: scorer }),
		server,
		phone,
		unsent: [],
		createdAt: Date.now(),
		owner: toHex(random)
	};
	await d.liveShares.put(row);
}

/**
 * Joins a night's room from a table's code (or the tables code, with the table picked) on this
 * phone; its night record will be kept under the room id. The reading of the code when it is
 * refused, or `pick` when the tables code needs a table number.
 */
export async function joinNightTable(
	text: string,
	table: number | null,
	server: string,
	phone: string,
	d: TablekeeperDb = db()
): Promise<{ ok: true; nightId: string } | { ok: false; reading: TableCodeReading } | { ok: false; pick: true }> {
	const reading = parseTableCode(text);
	if (!reading.ok) return { ok: false, reading };
	if (reading.code.table === 0 && table === null) return { ok: false, pick: true };
	const nightId = await roomIdOf(reading.code.viewer);
	const chosen = reading.code.table || table!;
	const code = reading.code.table
		? text
		: formatTableCode({
				table: chosen,
				viewer: reading.code.viewer,
				secret: await tableSecretOf(reading.code.secret, chosen)
			});
	await d.liveShares.put({
		matchId: nightShareKey(nightId),
		role: 'viewer',
		code,
		server,
		phone,
		unsent: [],
		createdAt: Date.now()
	});
	return { ok: true, nightId };
}

/**
 * Joins a night's room from its room link's code (a viewer code: reads only, as the room's screen
 * does); the night record is kept under the room id. The code's reading when it is refused.
 */
export async function joinNightRoom(
	text: string,
	server: string,
	phone: string,
	d: TablekeeperDb = db()
): Promise<{ ok: true; nightId: string } | { ok: false; reading: ReturnType<typeof parseCode> }> {
	const reading = parseCode(text);
	if (!reading.ok || reading.code.role !== 'viewer') return { ok: false, reading };
	const nightId = await roomIdOf(reading.code.key);
	await d.liveShares.put({
		matchId: nightShareKey(nightId),
		role: 'viewer',
		code: formatCode(reading.code),
		server,
		phone,
		unsent: [],
		createdAt: Date.now()
	});
	return { ok: true, nightId };
}

/** What this phone's share of a night connects with, or null when the night is not shared here. */
export async function nightLinkOf(
	nightId: string,
	d: TablekeeperDb = db()
): Promise<Omit<NightLinkOptions, 'changed'> | null> {
	const row = await d.liveShares.get(nightShareKey(nightId));
	if (!row || row.stopped) return null;
	const base = { nightId, server: row.server, phone: row.phone, db: d };
	const table = parseTableCode(row.code);
	if (table.ok) {
		const token = await tokenForTable(table.code, table.code.table);
		if (!token) return null;
		const viewer = { role: 'viewer' as const, key: table.code.viewer };
		return {
			...base,
			room: await roomIdOf(viewer.key),
			token,
			seal: await sealOf(viewer),
			role: { kind: 'table', table: table.code.table },
			viewer: viewer.key
		};
	}
	const share = parseCode(row.code);
	if (!share.ok) return null;
	const seal = await sealOf(share.code);
	const organiser = share.code.role === 'scorer';
	const key = share.code.key;
	return {
		...base,
		room: seal.room,
		token: toHex(key),
		seal,
		role: organiser ? { kind: 'organiser' } : { kind: 'viewer' },
		viewer: organiser ? await viewerKeyOf(key) : key,
		...(organiser ? { tablesKey: await tablesKeyOf(key), scorer: key } : {}),
		...(organiser && row.owner ? { owner: fromHex(row.owner) } : {})
	};
}

/** The organiser's codes of a night shared here (null on another phone, or once sharing stopped). */
export async function sharedNightCodes(
	nightId: string,
	count: number,
	d: TablekeeperDb = db()
): Promise<NightCodes | null> {
	const row = await d.liveShares.get(nightShareKey(nightId));
	const share = row && !row.stopped ? parseCode(row.code) : null;
	return share?.ok && share.code.role === 'scorer' ? nightCodes(share.code.key, count) : null;
}

/**
 * Who this phone is in night `nightId`, from its stored share without opening anything: the
 * organiser (it shared the night), a table (by its table's code) or the room link; `stopped` once
 * the night is no longer shared here. Null when the night was never shared or joined here.
 */
export async function nightShareOf(
	nightId: string,
	d: TablekeeperDb = db()
): Promise<{ role: NightRole; stopped: boolean } | null> {
	const row = await d.liveShares.get(nightShareKey(nightId));
	if (!row) return null;
	const stopped = row.stopped === true;
	const table = parseTableCode(row.code);
	if (table.ok) return { role: { kind: 'table', table: table.code.table }, stopped };
	const share = parseCode(row.code);
	if (!share.ok) return null;
	return { role: share.code.role === 'scorer' ? { kind: 'organiser' } : { kind: 'viewer' }, stopped };
}
