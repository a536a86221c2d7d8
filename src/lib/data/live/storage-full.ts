/**
 * A run of the live bridge that storage refused (full): nothing was written, so what the last run
 * brought into step (`InStep`) is put back as it was, and the deals other phones wrote that this
 * phone's rows lack are counted by phone (`./unstored.ts`), to tell until a later run stores them.
 * The full phone so never sends its older scores back over a deal that arrived.
 */
import type * as Y from 'yjs';
import { isQuotaFull } from '../facts';
import type { TablekeeperDb } from '../schema';
import { readDoc } from './match-doc';
import { SetupSync } from './match-setup';
import { localView, roundIds } from './round-ids';
import { unstoredDeals, type Unstored } from './unstored';

/** What the last run brought into step, as a run that writes nothing must leave it. */
export class InStep<State> {
	/** Each round as last brought into step: tells a change made here from one that arrived. */
	base = new Map<string, State>();
	/** The setup entries not applied that were already told (null before the first run). */
	skipped: Set<string> | null = null;
	readonly setup = new SetupSync();

	/** What is in step now, to put back when a run writes nothing. */
	saved(): () => void {
		const base = new Map(this.base);
		const skipped = this.skipped && new Set(this.skipped);
		const setup = this.setup.saved();
		return () => {
			this.base = base;
			this.skipped = skipped;
			setup();
		};
	}
}

export interface StorageFullOptions {
	db: TablekeeperDb;
	doc: Y.Doc;
	matchId: string;
	/** This phone's name in the document: what it wrote is never counted. */
	phone: string;
}

export class StorageFull {
	readonly #o: StorageFullOptions;
	/** The deals from other phones this phone could not store (storage full), by phone. */
	#unstored: Unstored[] = [];

	constructor(o: StorageFullOptions) {
		this.#o = o;
	}

	/** The deals from other phones the last run could not store (storage full); empty once stored. */
	get unstored(): readonly Unstored[] {
		return this.#unstored;
	}

	/** Runs `step`; when it throws, puts `inStep` back as it was and counts what storage refused. */
	async run<T, State>(inStep: InStep<State>, step: () => Promise<T>): Promise<T> {
		const restore = inStep.saved();
		let run;
		try {
			run = await step();
		} catch (error) {
			// Nothing was written: what was in step stays as it was, and what arrived is counted.
			restore();
			if (isQuotaFull(error)) this.#unstored = await this.#unstoredNow().catch(() => this.#unstored);
			throw error;
		}
		this.#unstored = [];
		return run;
	}

	/** The deals from other phones the document holds and this phone's rows do not. */
	async #unstoredNow(): Promise<Unstored[]> {
		const { db: d, doc, matchId, phone } = this.#o;
		const here = await d.rounds.where('[matchId+order]').between([matchId, -Infinity], [matchId, Infinity]).toArray();
		const stones = await d.tombstones.where('matchId').equals(matchId).toArray();
		const read = readDoc(doc, matchId);
		return unstoredDeals(localView(read, await roundIds(d, read, matchId, here, stones)), here, phone);
	}
}
