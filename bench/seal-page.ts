// What bench/phone.pw.ts loads into a phone page to time sealing (bundled by rolldown, the app's
// own modules): the sealer, Yjs and the match document's writer, so the update sealed is the one a
// real save makes in a 200-round match.
export { sealEntry, sealOf } from '../src/lib/data/live/sealer';
export { appendEdit } from '../src/lib/data/live/match-doc';
export * as Y from 'yjs';
