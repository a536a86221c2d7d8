/**
 * One `<title>` per page: app.html names the app for pages that set no title of their own (the
 * SPA fallback, the app shell); a page that sets its own (`<svelte:head><title>`) must not keep
 * that default in front of it, or a browser without JavaScript (and a search engine) shows the
 * first one, "Tablekeeper", for every page.
 */
const TITLE = /<title>[\s\S]*?<\/title>\s*/g;

/**
 * The page with only the last `<title>` of its head (the page's own, which follows app.html's
 * default); titles in the body (an SVG's) are not the page's and stay.
 */
export function oneTitle(html: string): string {
	const end = html.indexOf('</head>');
	const head = end < 0 ? html : html.slice(0, end);
	const titles = head.match(TITLE);
	if (!titles || titles.length < 2) return html;
	let left = titles.length - 1;
	return head.replace(TITLE, (title) => (left-- > 0 ? '' : title)) + html.slice(head.length);
}
