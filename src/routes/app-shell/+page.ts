// The empty app shell, prerendered as /app-shell.html: the service worker answers every
// navigation it has no page for with it, and the client then renders the address it was asked
// for (a shell without server-rendered content starts the router at `location`). Opened by its
// own address, it goes home.
import { redirect } from '@sveltejs/kit';
import { resolve } from '$app/paths';
import type { PageLoad } from './$types';

export const prerender = true;

export const load: PageLoad = () => redirect(307, resolve('/'));
