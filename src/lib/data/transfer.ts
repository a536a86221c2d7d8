/**
 * A match handed to another phone as QR codes (docs/backup-format.md, "Handing a match over by QR
 * code"). The payload is a backup file holding one match, its players and its rounds, so the
 * receiving phone checks and merges it on the backup import's one path (`planPayload`). On the
 * way it is JSON, compressed with zlib (fflate), cut into qrloop frames (Ledger's fountain-coded
 * loop: numbered data frames plus XOR frames that rebuild a missed one, with an MD5 of the whole)
 * and each frame's text is prefixed with `TK1:` (the transfer's own version). A receiver takes
 * frames in any order, any number of times, and refuses what is not ours, damaged or too large.
 */
import { strToU8, strFromU8, zlibSync } from 'fflate';
import {
	areFramesComplete,
	currentNumberOfFrames,
	dataToFrames,
	framesToData,
	parseFramesReducer,
	totalNumberOfFrames,
	type State
} from 'qrloop';
import type { BackupFile } from './backup-format';
import { inflateZlib } from './inflate';

/** The prefix of every code: the app, then the transfer's version. */
export const TRANSFER_PREFIX = 'TK';
export const TRANSFER_VERSION = 1;
/** Bytes of compressed payload one frame of an animated loop carries (a code a phone reads at arm's length). */
export const FRAME_BYTES = 180;
/** Up to this many compressed bytes, the match is one still code. */
export const SINGLE_CODE_BYTES = 520;
/**
 * A loop longer than this is refused on both sides (a file is the way to move such a match): 400
 * codes are 100 s of loop at 4 codes a second, and hold about 1,600 rounds of any game (measured
 * in transfer.test.ts), far more than a match at a table. A receiver refuses a longer loop at its
 * first code, since no phone running Tablekeeper makes one.
 */
export const MAX_FRAMES = 400;
/**
 * A payload that inflates past this is refused as it inflates (a forged code cannot fill the
 * phone's memory). The largest real match a loop of `MAX_FRAMES` codes holds inflates to under
 * 1 MB (transfer.test.ts), so a real match never comes near it.
 */
export const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024;

/**
 * Why a code or a set of codes cannot be read as a match: `too-long` (a loop over `max` codes,
 * `count` when known), `too-large` (inflates past `max` MB), `checksum` (the zlib trailer's
 * adler-32 does not match what inflated).
 */
export interface TransferProblem {
	code: 'not-transfer' | 'future-version' | 'damaged' | 'too-long' | 'too-large' | 'checksum' | 'other-match';
	values?: Record<string, number>;
}

/** Frames collected so far (qrloop's state) and the loop they belong to. */
export interface Reception {
	readonly loop: State;
	/** The frames seen (each new text counts once), for the bench and the progress line. */
	readonly seen: number;
}

export function isTransferProblem(x: object): x is TransferProblem {
	return 'code' in x;
}

/** The file without what an import ignores anyway (summaries are rebuilt on arrival). */
function lean(file: BackupFile): BackupFile {
	return { ...file, matches: file.matches.map(({ summary: _summary, ...rest }) => rest) };
}

/** The compressed bytes of a transfer payload. */
export function packPayload(file: BackupFile): Uint8Array {
	return zlibSync(strToU8(JSON.stringify(lean(file))), { level: 9 });
}

/** The texts of the codes that carry `file`: one for a small match, else a loop to show in turn. */
export function transferFrames(file: BackupFile): string[] | TransferProblem {
	const packed = packPayload(file);
	const size = packed.length <= SINGLE_CODE_BYTES ? packed.length + 20 : FRAME_BYTES;
	// qrloop's Buffer type is the `buffer` package's; any Uint8Array is read the same way.
	const frames = dataToFrames(packed as Parameters<typeof dataToFrames>[0], size, 1);
	if (frames.length > MAX_FRAMES) return { code: 'too-long', values: { max: MAX_FRAMES } };
	return frames.map((frame) => `${TRANSFER_PREFIX}${TRANSFER_VERSION}:${frame}`);
}

/** An empty reception. */
export function startReception(): Reception {
	return { loop: null, seen: 0 };
}

/**
 * Takes one code's text. Returns the reception with the frame in it (unchanged for a frame
 * already held), or why the code is refused; a refused code leaves the reception as it was.
 */
export function receiveFrame(reception: Reception, text: string): Reception | TransferProblem {
	const head = /^TK(\d{1,4}):/.exec(text);
	if (!head) return { code: 'not-transfer' };
	const version = Number(head[1]);
	if (version > TRANSFER_VERSION) return { code: 'future-version', values: { version } };
	if (version !== TRANSFER_VERSION) return { code: 'not-transfer' };
	const frame = text.slice(head[0].length);
	if (!/^[A-Za-z0-9+/]+={0,2}$/.test(frame) || frame.length > 8192) return { code: 'damaged' };
	try {
		const before = totalNumberOfFrames(reception.loop);
		const loop = parseFramesReducer(reception.loop, frame);
		const total = totalNumberOfFrames(loop);
		if (total && total > MAX_FRAMES) return { code: 'too-long', values: { max: MAX_FRAMES, count: total } };
		// qrloop keeps only the frames of the latest loop length: a frame of another match's loop.
		if (before && total !== before && currentNumberOfFrames(reception.loop) > 0) return { code: 'other-match' };
		return { loop, seen: reception.seen + 1 };
	} catch {
		return { code: 'damaged' };
	}
}

/** How many parts are held and how many the loop has (null before the first frame). */
export function partsOf(reception: Reception): { have: number; total: number | null } {
	return { have: currentNumberOfFrames(reception.loop), total: totalNumberOfFrames(reception.loop) ?? null };
}

export function isComplete(reception: Reception): boolean {
	return reception.loop !== null && reception.loop !== undefined && areFramesComplete(reception.loop);
}

/**
 * The parsed payload of a complete reception, to check and plan as a backup payload
 * (`planPayload`): or why the codes do not make one (MD5, zlib or adler-32 check failed, inflates
 * past `max` bytes, not JSON).
 */
export function payloadOf(reception: Reception, max = MAX_PAYLOAD_BYTES): { value: unknown } | TransferProblem {
	if (!isComplete(reception)) return { code: 'damaged' };
	let packed: Uint8Array;
	try {
		packed = framesToData(reception.loop);
	} catch {
		return { code: 'damaged' };
	}
	const bytes = inflateZlib(packed, max);
	if (bytes === 'too-large') return { code: 'too-large', values: { max: max / 1024 / 1024 } };
	if (typeof bytes === 'string') return { code: bytes };
	try {
		return { value: JSON.parse(strFromU8(bytes)) as unknown };
	} catch {
		return { code: 'damaged' };
	}
}
