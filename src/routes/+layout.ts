// The whole app renders in the browser (adapter-static SPA with an index.html fallback).
export const ssr = false;
export const prerender = false;
