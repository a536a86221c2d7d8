/**
 * The live screens of a shared match: its status line, a deal's history, the texts Share live and
 * its refusals need, and the question of this phone's name asked before the first share. Loaded
 * on demand (`sharedMatchScreens`), so an unshared match's screen loads none of this code.
 */
export { default as LiveStatusLine } from './LiveStatusLine.svelte';
export { default as DealHistory } from './DealHistory.svelte';
export { default as PhoneNameAsk } from './PhoneNameAsk.svelte';
export { phoneName } from './texts';
