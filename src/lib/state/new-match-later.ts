/**
 * What New match loads once its form is drawn: the store that starts a match and the roster's live
 * query (the data layer, with Dexie). The form imports it then (`NewMatchForm.start`, `Roster`),
 * and home imports it ahead once the app is installed, so a tap on New match loads no more code.
 */
export { Live } from '$lib/data/live.svelte';
export { startMatch } from '$lib/data/matches';
export { listPlayers } from '$lib/data/players';
