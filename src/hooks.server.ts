// Server rendering (the prerender at build time, and `vite preview`): static/boot.js, which sets
// the theme and language before the first paint, goes inline into every page so that paint waits
// for no script request. Its hash is in the CSP's script-src (svelte.config.js).
import type { Handle } from '@sveltejs/kit';
import boot from '../static/boot.js?raw';

const TAG = '<script src="/boot.js"></script>';

export const handle: Handle = ({ event, resolve }) =>
	resolve(event, { transformPageChunk: ({ html }) => html.replace(TAG, `<script>${boot}</script>`) });
