/**
 * The data layer's live sharing (`LiveSharing`, link.ts): share a match, join one by its code
 * (a preview first, then exactly what was previewed is written, as an import), resume a share
 * after a reload, list the matches shared here. Loaded lazily by the state layer
 * (`await import('$lib/data/live/bridge')`); nothing here loads for a match that is not shared.
 * The room's content is hostile data: a join goes through the import's checks and plan. A match
 * is followed through one room at a time: joining another room of it leaves the first.
 */
import * as Y from 'yjs';
import { KEY_BYTES, toHex } from '$lib/sync/derive.js';
import { formatCode, parseCode, roomOf, tokenOf, viewerCodeOf, type ShareCode } from '$lib/sync/share-code';
import { applyImport, type ImportPlan } from '../backup';
import { db as appDb, newId, now } from '../db';
import { isQuotaFull } from '../facts';
import { refused, type LiveRefusal, type Outcome } from '../outcome';
import { getPlayers } from '../players';
import type { TablekeeperDb } from '../schema';
import { matchRules } from '../summary';
import { clock as phoneClock } from '../clock';
import { connect } from './connection';
import { FROM_STORE, loadDoc, loadSealedDoc, saveWholeDoc, sealedKey } from './doc-store';
import type { JoinPreview, LiveLink, LiveSharing } from './link';
import { MatchLink } from './live-link';
import type { LiveClock } from './doc-stamps';
import { planJoin } from './join-plan';
import { appendSetup, PHONE_MAX } from './match-doc';
import { isSealedRoom, sealDocument } from './sealed-doc';
import { sealOf } from './sealer';
import { codesOf, ownerKey } from './take-back';

/** A copy of `doc` as if read back from the device, so every later update is stored after it. */
function storedCopy(doc: Y.Doc): Y.Doc {
	const stored = new Y.Doc();
	Y.applyUpdate(stored, Y.encodeStateAsUpdate(doc), FROM_STORE);
	return stored;
}

export interface BridgeOptions {
	/** A WebSocket class where the platform has none (Node tests). */
	WebSocket?: unknown;
	/** The database (the app's by default; tests give each phone its own). */
	db?: () => TablekeeperDb;
	/** How long a join waits for the room before calling the server unreachable (ms). */
	patience?: number;
	/** The phone's clock (the app's by default; tests give each phone one). */
	clock?: LiveClock;
	/** This phone's device id (tests run several phones in one process). */
	device?: string;
}

function storageRefusal(error: unknown): { ok: false; refusal: LiveRefusal } {
	return refused({ kind: isQuotaFull(error) ? 'storage-full' : 'failed' });
}

/** A live sharing on the app's database (or `options`' for tests). */
export function createLiveSharing(options: BridgeOptions = {}): LiveSharing {
	const links = new Map<string, MatchLink>();
	const pending = new WeakMap<JoinPreview, { doc: Y.Doc; outer: Y.Doc | null; matchId: string; server: string }>();
	const d = options.db ?? appDb;
	const clock = options.clock ?? phoneClock;

	async function open(
		matchId: string,
		code: ShareCode,
		doc: Y.Doc,
		outer: Y.Doc | null,
		server: string,
		phone: string,
		unsent: readonly string[],
		owner: Uint8Array | null
	): Promise<MatchLink> {
		const link = new MatchLink({
			db: d(),
			matchId,
			code,
			viewer: await viewerCodeOf(code),
			doc,
			outer,
			server,
			phone,
			unsent,
			owner,
			...(options.device ? { device: options.device } : {}),
			...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
			clock,
			stopped: () => links.delete(matchId)
		});
		links.set(matchId, link);
		await link.start();
		return link;
	}

	async function resume(matchId: string, server: string, phone: string): Promise<LiveLink | null> {
		const running = links.get(matchId);
		if (running) return running;
		const row = await d().liveShares.get(matchId);
		const reading = row ? parseCode(row.code) : null;
		if (!row || !reading?.ok || row.stopped) return null;
		await d().liveShares.update(matchId, { server, phone });
		const owner = row.owner ? ownerKey(row.owner) : null;
		const [doc, outer] = await Promise.all([loadDoc(d(), matchId), loadSealedDoc(d(), matchId)]);
		return open(matchId, reading.code, doc, outer, server, phone, row.unsent, owner);
	}

	/** Shares again a match whose sharing this phone stopped: same room, or new codes once it is live. */
	async function again(matchId: string, server: string, phone: string, how: 'reuse' | 'replace') {
		await d().liveShares.update(matchId, { stopped: false });
		const link = await resume(matchId, server, phone);
		if (!link || how === 'reuse') return link ? { ok: true as const, value: link } : refused({ kind: 'failed' });
		const first = await (link as MatchLink).settled;
		if (first !== 'synced') {
			await link.stop();
			return refused(
				first === 'refused' ? { kind: 'room-ended', by: null } : { kind: 'server-unreachable', address: server }
			);
		}
		const moved = await link.newCodes([]);
		return moved.ok ? { ok: true as const, value: link } : moved;
	}

	return {
		async share(matchId, server, phone, how): Promise<Outcome<LiveLink, LiveRefusal>> {
			try {
				const row = await d().liveShares.get(matchId);
				if (row?.role === 'viewer') return refused({ kind: 'viewer-only' });
				if (row?.stopped && how) return await again(matchId, server, phone, how);
				if (row) {
					const link = await resume(matchId, server, phone);
					return link ? { ok: true, value: link } : refused({ kind: 'failed' });
				}
				const match = await d().matches.get(matchId);
				if (!match) return refused({ kind: 'failed' });
				const owner = ownerKey(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
				const code = (await codesOf(owner)).scorer;
				const doc = new Y.Doc();
				const players = await getPlayers(match.seats.map((s) => s.playerId));
				appendSetup(doc, newId(), clock.stamp(), phone.slice(0, PHONE_MAX), match, players);
				await saveWholeDoc(d(), matchId, doc);
				// A new share is sealed: its entries are kept beside the document (sealed as the link starts).
				const outer = new Y.Doc();
				await saveWholeDoc(d(), sealedKey(matchId), outer);
				const share = { matchId, role: 'scorer' as const, code: formatCode(code), server, phone, unsent: [] };
				await d().liveShares.put({ ...share, owner: toHex(owner), createdAt: now() });
				return { ok: true, value: await open(matchId, code, doc, outer, server, phone, [], owner) };
			} catch (error) {
				return storageRefusal(error);
			}
		},

		resume,

		async stoppedHere(matchId) {
			return (await d().liveShares.get(matchId))?.stopped === true;
		},

		async previewJoin(code, server): Promise<Outcome<JoinPreview, LiveRefusal>> {
			const room = new Y.Doc();
			const seal = await sealOf(code);
			const connection = connect({
				server,
				room: await roomOf(code),
				token: tokenOf(code),
				doc: room,
				presence: seal,
				phone: '',
				...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
				changed: () => undefined,
				acknowledged: () => undefined
			});
			let timer: ReturnType<typeof setTimeout> | undefined;
			const late = new Promise<'unreachable'>((resolve) => {
				timer = setTimeout(() => resolve('unreachable'), options.patience ?? 15_000);
			});
			const outcome = await Promise.race([connection.settled, late]);
			clearTimeout(timer);
			connection.destroy();
			if (outcome === 'refused') {
				const gone = connection.gone();
				if (gone === 'room-ended') return refused({ kind: 'room-ended', by: null });
				return refused({ kind: gone === 'room-replaced' ? 'code-replaced' : 'code-refused' });
			}
			if (outcome === 'unreachable') return refused({ kind: 'server-unreachable', address: server });
			// A sealed room's entries are opened into the match document; a room shared before
			// sealing is the match document itself.
			const outer = isSealedRoom(room) ? room : null;
			const doc = outer ? new Y.Doc() : room;
			if (outer) {
				const opening = sealDocument({ inner: doc, outer, seal });
				await opening.ready;
				opening.stop();
			}
			try {
				const planned = await planJoin(d(), doc, clock);
				if (!planned.ok) return planned;
				const { matchId, plan, summary } = planned.value;
				const before = await d().liveShares.get(matchId);
				const leaves = before !== undefined && !before.stopped && before.code !== formatCode(code);
				const preview: JoinPreview = { code, plan, summary, leaves };
				pending.set(preview, { doc, outer, matchId, server });
				return { ok: true, value: preview };
			} catch (error) {
				return storageRefusal(error);
			}
		},

		async join(preview, phone): Promise<Outcome<LiveLink, LiveRefusal>> {
			const held = pending.get(preview);
			if (!held) return refused({ kind: 'failed' });
			try {
				const problem = await applyImport(preview.plan as ImportPlan, matchRules);
				if (problem) return refused(problem.code === 'storage' ? { kind: 'storage-full' } : { kind: 'failed' });
				const { doc, outer, matchId, server } = held;
				// One room per match: the room this phone followed the match through is left first.
				await links.get(matchId)?.close();
				await saveWholeDoc(d(), matchId, doc);
				if (outer) await saveWholeDoc(d(), sealedKey(matchId), outer);
				const share = { matchId, role: preview.code.role, code: formatCode(preview.code), server, phone, unsent: [] };
				await d().liveShares.put({ ...share, createdAt: now() });
				pending.delete(preview);
				const link = await open(
					matchId,
					preview.code,
					storedCopy(doc),
					outer && storedCopy(outer),
					server,
					phone,
					[],
					null
				);
				return { ok: true, value: link };
			} catch (error) {
				return storageRefusal(error);
			}
		},

		async sharedMatches(): Promise<ReadonlySet<string>> {
			const rows = await d().liveShares.toArray();
			return new Set(rows.filter((row) => !row.stopped).map((row) => row.matchId));
		}
	};
}

/** The app's live sharing. */
export const liveSharing: LiveSharing = createLiveSharing();
