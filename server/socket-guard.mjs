// What one socket may cost the sync server, enforced before Hocuspocus reads a message: the
// server's sockets are `GuardedSocket`s (the websocket server's `WebSocket` class), whose
// 'message' events pass a gate first.
// - A rate limit: messages and bytes per second, as token buckets (a burst, refilled at the
//   rate). A socket over either is closed with 4429 `rate-limited`; nothing it sent after is read.
// - A bound on what a socket sends for rooms it has not been let into (Hocuspocus queues those
//   messages until the token is checked): past it, or past too many rooms, it is closed with 4403
//   `unauthenticated-flood`.
// - A socket's errors (EPIPE, ECONNRESET, a bad frame: one peer's trouble, never the server's) are
//   one log line each, not a stack.
import * as decoding from 'lib0/decoding';
import WebSocket from 'ws';

export const RATE_LIMITED = { code: 4429, reason: 'rate-limited' };
export const UNAUTHENTICATED_FLOOD = { code: 4403, reason: 'unauthenticated-flood' };

/** A token bucket: `burst` at first, refilled at `rate` a second. */
class Bucket {
	/**
	 * @param {number} rate
	 * @param {number} burst
	 */
	constructor(rate, burst) {
		this.rate = rate;
		this.burst = burst;
		this.level = burst;
		this.at = performance.now();
	}

	/** Takes `n`; false when the bucket is overdrawn. @param {number} n */
	take(n) {
		const now = performance.now();
		this.level = Math.min(this.burst, this.level + ((now - this.at) / 1000) * this.rate);
		this.at = now;
		this.level -= n;
		return this.level >= 0;
	}
}

/**
 * @typedef {{
 *   messagesPerSecond: number, messageBurst: number, bytesPerSecond: number, byteBurst: number,
 *   unauthenticated: number, roomsPerSocket: number
 * }} SocketLimits
 */

/**
 * The websocket class of a server with these limits.
 * @param {SocketLimits} limits
 * @param {(line: string) => void} log
 */
export function guardedSocketClass(limits, log) {
	/** Messages already let through once (Hocuspocus emits queued ones again after the token). */
	const passed = new WeakSet();

	return class GuardedSocket extends WebSocket {
		/**
		 * Made by the websocket server, as its own class is.
		 * @param {any} address
		 * @param {any} [protocols]
		 * @param {any} [options]
		 */
		constructor(address, protocols, options) {
			super(address, protocols, options);
			this.messages = new Bucket(limits.messagesPerSecond, limits.messageBurst);
			this.bytes = new Bucket(limits.bytesPerSecond, limits.byteBurst);
			/** Rooms this socket was let into. @type {Set<string>} */
			this.trusted = new Set();
			/** @type {Set<string>} */
			this.asked = new Set();
			this.pending = 0;
			/** Closed by the gate: nothing more is read. */
			this.shut = false;
			/** Who is at the other end, for the log. */
			this.peer = 'a socket';
		}

		/**
		 * @override
		 * @param {string | symbol} event
		 * @param {any[]} args
		 */
		emit(event, ...args) {
			if (event === 'error') {
				const error = args[0] ?? {};
				log(`socket error (${this.peer}): ${error.code ?? error.name ?? 'error'} ${error.message ?? ''}`.trim());
				return true;
			}
			if (event === 'message') {
				if (this.shut) return false;
				const data = args[0];
				if (!passed.has(data)) {
					passed.add(data);
					const refused = this.gate(data);
					if (refused) {
						this.shut = true;
						log(`closing ${this.peer}: ${refused.reason}`);
						this.close(refused.code, refused.reason);
						return false;
					}
				}
			}
			return super.emit.apply(this, [event, ...args]);
		}

		/**
		 * Why a message may not be read, if it may not.
		 * @param {Buffer} data
		 */
		gate(data) {
			const length = data.length ?? 0;
			// Both buckets are drawn, so a socket over one is not spared by the other.
			const withinMessages = this.messages.take(1);
			const withinBytes = this.bytes.take(length);
			if (!withinMessages || !withinBytes) return RATE_LIMITED;
			let room;
			try {
				room = decoding.readVarString(decoding.createDecoder(new Uint8Array(data)));
			} catch {
				return null; // Not the protocol: Hocuspocus closes the socket.
			}
			if (this.trusted.has(room)) return null;
			this.pending += length;
			this.asked.add(room);
			if (this.pending > limits.unauthenticated || this.asked.size > limits.roomsPerSocket)
				return UNAUTHENTICATED_FLOOD;
			return null;
		}
	};
}
