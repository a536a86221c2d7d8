// @vitest-environment happy-dom
// Home's fetching ahead keeps each idle period's share of work small: New match's files are asked
// for one per idle period (a `<link rel="prefetch">` requests its file in the task that adds it),
// the list read in the first idle period after the page's load and the first file asked for in the
// next; on a slow connection only those files, and nothing on a data-saving one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('$app/navigation', () => ({
	preloadCode: vi.fn(async () => undefined),
	preloadData: vi.fn(async () => undefined)
}));
vi.mock('$app/paths', () => ({ base: '' }));

const { preloadWhenIdle } = await import('./idle-preload');
const { preloadCode } = await import('$app/navigation');

/** The idle callbacks queued and not yet run. */
let idle: (() => void)[] = [];

beforeEach(() => {
	idle = [];
	const handles = new Map<number, () => void>();
	vi.stubGlobal('requestIdleCallback', (work: () => void) => {
		idle.push(work);
		handles.set(handles.size + 1, work);
		return handles.size;
	});
	vi.stubGlobal('cancelIdleCallback', (handle: number) => {
		idle = idle.filter((work) => work !== handles.get(handle));
	});
	document.head.replaceChildren();
});
afterEach(() => {
	vi.unstubAllGlobals();
	vi.mocked(preloadCode).mockClear();
});

const prefetched = () =>
	[...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

/** Runs the next idle callback, then lets its promises settle. */
async function idlePeriod(): Promise<void> {
	// The next idle callback is asked for once the page's load is known to have passed (a promise).
	await new Promise((done) => setTimeout(done, 0));
	const work = idle.shift();
	expect(work).toBeDefined();
	work!();
	await new Promise((done) => setTimeout(done, 0));
}

describe('preloadWhenIdle', () => {
	it('reads the list in one idle period, then asks for the files one per idle period, in order, and only files of the app', async () => {
		const files = Array.from({ length: 8 }, (_, i) => `/_app/immutable/chunks/c${i}.js`);
		preloadWhenIdle({ files: async () => [...files, 'https://elsewhere.example/x.js', '/_app/../secret.js'] });
		expect(prefetched()).toEqual([]);
		await idlePeriod();
		expect(prefetched()).toEqual([]);
		for (let n = 1; n <= files.length; n++) {
			await idlePeriod();
			expect(prefetched()).toEqual(files.slice(0, n));
		}
		expect(idle).toHaveLength(0);
	});

	it('asks for no more files once stopped (home was left), between two of them', async () => {
		const files = Array.from({ length: 8 }, (_, i) => `/_app/immutable/chunks/c${i}.js`);
		const stop = preloadWhenIdle({ files: async () => files, code: ['/new'] });
		await idlePeriod();
		await idlePeriod();
		expect(prefetched()).toEqual(files.slice(0, 1));
		stop();
		expect(idle).toHaveLength(0);
		await new Promise((done) => setTimeout(done, 0));
		expect(idle).toHaveLength(0);
		expect(prefetched()).toEqual(files.slice(0, 1));
	});

	it('fetches nothing when the browser is set to save data', async () => {
		vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
		preloadWhenIdle({ files: async () => ['/_app/immutable/chunks/a.js'] });
		await new Promise((done) => setTimeout(done, 0));
		expect(idle).toHaveLength(0);
		expect(prefetched()).toEqual([]);
	});

	it.each(['slow-2g', '2g', '3g'])(
		'on a connection the browser finds slow (%s), fetches only the files, once idle, and runs nothing ahead',
		async (type) => {
			vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false, effectiveType: type } });
			const game = vi.fn(async () => undefined);
			preloadWhenIdle({ files: async () => ['/_app/immutable/chunks/a.js'], code: ['/match/m1'], modules: [game] });
			expect(prefetched()).toEqual([]);
			await idlePeriod();
			await idlePeriod();
			expect(prefetched()).toEqual(['/_app/immutable/chunks/a.js']);
			await new Promise((done) => setTimeout(done, 0));
			expect(idle).toHaveLength(0);
			expect(game).not.toHaveBeenCalled();
			expect(preloadCode).not.toHaveBeenCalled();
		}
	);

	it('fetches ahead on a 4g connection', async () => {
		vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false, effectiveType: '4g' } });
		preloadWhenIdle({ files: async () => ['/_app/immutable/chunks/a.js'] });
		await idlePeriod();
		await idlePeriod();
		expect(prefetched()).toEqual(['/_app/immutable/chunks/a.js']);
	});

	it('waits for the page to have loaded before its first idle period', async () => {
		const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
		preloadWhenIdle({ files: async () => ['/_app/immutable/chunks/a.js'] });
		await new Promise((done) => setTimeout(done, 0));
		expect(idle).toHaveLength(0);
		state.mockReturnValue('complete');
		dispatchEvent(new Event('load'));
		await idlePeriod();
		await idlePeriod();
		expect(prefetched()).toEqual(['/_app/immutable/chunks/a.js']);
		state.mockRestore();
	});
});
