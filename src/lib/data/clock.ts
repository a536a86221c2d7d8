/**
 * This phone's hybrid logical clock (`./hlc.ts`): the one source of every stamp that decides
 * between two devices' writes. Its last stamp is kept in localStorage, so a reload continues it
 * and two windows of one phone share it (each reads it before stamping). Where storage is refused
 * the clock lives in memory and still never goes back within the page.
 */
import { now } from './db';
import { isHlc, next, witness, type Hlc, type Witnessed } from './hlc';

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const KEY = 'tk-hlc';

/** A clock over a time source and a store for its last stamp (tests pass their own). */
export class PhoneClock {
	#memory: Hlc = 0;

	constructor(
		private readonly time: () => number,
		private readonly store: () => Store | null
	) {}

	/** The clock's last stamp (made or seen). */
	last(): Hlc {
		let kept = 0;
		try {
			const value = Number(this.store()?.getItem(KEY) ?? 0);
			if (isHlc(value)) kept = value;
		} catch {
			/* storage refused: memory only */
		}
		return Math.max(this.#memory, kept);
	}

	/** A new stamp for a write made now: later than every stamp this phone made or saw. */
	stamp(): Hlc {
		const made = next(this.last(), this.time());
		this.#keep(made);
		return made;
	}

	/**
	 * Moves the clock past a stamp seen from elsewhere (another phone's entry, a backup, a QR code),
	 * unless it is not a stamp or lies far in the future: then the clock is unchanged and the
	 * refusal says why, for the caller to show the entry rather than obey it.
	 */
	see(remote: unknown): Witnessed {
		const seen = witness(this.last(), remote, this.time());
		if (seen.ok && seen.last > this.#memory) this.#keep(seen.last);
		return seen;
	}

	#keep(stamp: Hlc): void {
		this.#memory = stamp;
		try {
			this.store()?.setItem(KEY, String(stamp));
		} catch {
			/* storage refused: the clock goes on in memory */
		}
	}
}

const own = new PhoneClock(now, () => globalThis.localStorage ?? null);
let current = own;

/** This phone's clock (the one `useClock` last gave; tests give each in-memory phone its own). */
export const clock: Pick<PhoneClock, 'last' | 'stamp' | 'see'> = {
	last: () => current.last(),
	stamp: () => current.stamp(),
	see: (remote) => current.see(remote)
};

/**
 * Replaces the clock `clock` uses, as `useDb` replaces the database (tests' in-memory phones and
 * devices); null gives the phone its own clock back.
 */
export function useClock(next: PhoneClock | null): void {
	current = next ?? own;
}
