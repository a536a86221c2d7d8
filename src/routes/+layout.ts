// The app renders in the browser by default (its screens read this device's IndexedDB). The
// screens that do not depend on the device's data — home's frame and the rules — turn on
// server rendering and prerendering in their own `+page.ts` / `+layout.ts`.
export const ssr = false;
export const prerender = false;
