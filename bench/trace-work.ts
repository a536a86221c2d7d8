/**
 * Main-thread work from a Chromium timeline trace, for pairing builds on a busy machine: the CPU
 * time (`tdur`, the thread's own time, not the wall clock) of the renderers' main threads up to a
 * performance mark, split by the kind of work (script, style, layout, paint, HTML parsing, garbage
 * collection, other), each event counted for its own time only (its children's taken off).
 * Wall time moves with the machine's load; CPU time far less.
 */
import type { Browser, Page } from '@playwright/test';

const CATEGORIES = [
	'toplevel',
	'devtools.timeline',
	'disabled-by-default-devtools.timeline',
	'blink.user_timing',
	'v8.execute',
	'disabled-by-default-v8.compile',
	'v8'
].join(',');

interface TraceEvent {
	name: string;
	ph: string;
	pid: number;
	tid: number;
	ts: number;
	dur?: number;
	tdur?: number;
	args?: { name?: string };
}

const KINDS: [kind: string, names: RegExp][] = [
	['gc', /GC|Gc|gc\b|BlinkGC|CppGC/],
	[
		'script',
		/^(FunctionCall|EvaluateScript|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.|V8\.|ScheduledAction|FireIdleCallback|XHR|EmbedderCallback)/
	],
	['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleRecalc)/],
	['layout', /^(Layout|UpdateLayout|InvalidateLayout)/],
	[
		'paint',
		/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|PaintImage|RasterTask|UpdateLayerTree|IntersectionObserverController)/
	],
	['parse', /^(ParseHTML|HTMLDocumentParser)/]
];

function kindOf(name: string): string {
	for (const [kind, pattern] of KINDS) if (pattern.test(name)) return kind;
	return 'other';
}

/** Milliseconds of main-thread CPU time, in all and by kind. */
export type Work = Record<string, number>;

/**
 * Runs `step` with the browser traced, and returns its result and the renderers' main-thread
 * work from `fromMark` (when given, else the trace's start) to the last `toMark`.
 */
export async function traced<T>(
	browser: Browser,
	page: Page,
	toMark: string,
	step: () => Promise<T>,
	fromMark?: string
): Promise<{ value: T; work: Work }> {
	await browser.startTracing(page, { categories: CATEGORIES.split(',') });
	const value = await step();
	const buffer = await browser.stopTracing();
	const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
	return { value, work: mainThreadWork(events, toMark, fromMark) };
}

/** The main-thread work of every renderer in `events` between the two marks. */
export function mainThreadWork(events: readonly TraceEvent[], toMark: string, fromMark?: string): Work {
	const mains = new Set(
		events
			.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
			.map((e) => `${e.pid}:${e.tid}`)
	);
	const markAt = (name: string) => Math.max(...events.filter((e) => e.name === name).map((e) => e.ts));
	const end = markAt(toMark);
	const start = fromMark ? markAt(fromMark) : -Infinity;
	const work: Work = { total: 0 };
	const byThread = new Map<string, TraceEvent[]>();
	for (const e of events) {
		const key = `${e.pid}:${e.tid}`;
		if (e.ph !== 'X' || !mains.has(key) || e.ts + (e.dur ?? 0) < start || e.ts > end) continue;
		let list = byThread.get(key);
		if (!list) byThread.set(key, (list = []));
		list.push(e);
	}
	for (const list of byThread.values()) {
		list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
		// Each event's own time: its time less its direct children's.
		const stack: { e: TraceEvent; own: number }[] = [];
		const close = (entry: { e: TraceEvent; own: number }) => {
			const kind =
				entry.e.name === 'RunTask' || entry.e.name === 'ThreadControllerImpl::RunTask' ? 'other' : kindOf(entry.e.name);
			work[kind] = (work[kind] ?? 0) + Math.max(0, entry.own) / 1000;
		};
		for (const e of list) {
			const time = e.tdur ?? e.dur ?? 0;
			while (stack.length && stack.at(-1)!.e.ts + (stack.at(-1)!.e.dur ?? 0) <= e.ts) close(stack.pop()!);
			const parent = stack.at(-1);
			if (parent) parent.own -= time;
			else work.total! += time / 1000;
			stack.push({ e, own: time });
		}
		while (stack.length) close(stack.pop()!);
	}
	for (const key of Object.keys(work)) work[key] = Math.round(work[key]! * 10) / 10;
	return work;
}
