// Phones for the bridge tests against the real sync server: each its own fake-indexeddb database,
// made the app's before it opens (so its writes are announced as the app's are), sharing live
// over Node's WebSocket.
import { useDb } from '$lib/data/db';
import { createLiveSharing } from '$lib/data/live/bridge';
import { createDb } from '$lib/data/schema';
import { WebSocket } from './node-websocket';

/** A phone whose database is named `label` (made unique); `device` fixes its device id. */
export function bridgePhone(label: string, device?: string) {
	const db = createDb(`${label}-${crypto.randomUUID()}`);
	useDb(db);
	return {
		db,
		sharing: createLiveSharing({ db: () => db, WebSocket, patience: 60_000, ...(device ? { device } : {}) })
	};
}
