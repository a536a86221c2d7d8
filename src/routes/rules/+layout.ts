// The rules book and every game's rules page are prerendered: readable before (and without) the
// JavaScript. Their content is the same on every device.
export const ssr = true;
export const prerender = true;
