// Home is prerendered: its title and "New match" paint from the HTML; the match lists are read
// from this device's storage once the page runs.
export const ssr = true;
export const prerender = true;
