#!/usr/bin/env node
// `npm run bench`: builds the production app, measures the engines and the seeded history in Node
// (bench/engines.test.ts), serves the build with `vite preview` on 127.0.0.1 (a free port),
// measures the first load and the large history in Chromium (bench/app.pw.ts) and what a player
// feels on a throttled phone profile (bench/phone.pw.ts), sums the precache,
// runs Lighthouse 12.8.2 five times on home and on a prerendered rules page, each run followed
// by one on the same page without its scripts (bench/variants.mjs), and prints a table against the budgets; the same figures go
// to bench/results.json. Timing noise never fails it: only a broken step exits non-zero.
// Live sharing: save to paint across two contexts through scripts/serve.mjs (bench/live.pw.ts), the
// sync chunk's size (from the build manifest), the tables of four one sync server holds
// (bench/live-capacity.test.ts) and, for a club night, that one process and two behind Redis hold,
// a small room's delivery while a room near its cap is busy
// (bench/server-fair.test.ts).
// BENCH_SKIP_BUILD=1 reuses build/; BENCH_SKIP_LIGHTHOUSE=1 skips Lighthouse; BENCH_SKIP_LIVE=1 skips
// the live sharing timings (the chunk size is still read). First visits run on a second preview over
// TLS (HTTP/2, a self-signed certificate made with openssl) as well as on the plain one (HTTP/1.1).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const chrome = env.CHROME_PATH && existsSync(env.CHROME_PATH) ? env.CHROME_PATH : '/usr/bin/chromium';
env.CHROME_PATH = chrome;
const KB = 1024;
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function run(name, command, options = {}) {
	console.error(`▶ ${name}`);
	const result = spawnSync('sh', ['-c', command], { stdio: ['ignore', 'inherit', 'inherit'], env, ...options });
	if (result.status !== 0) throw new Error(`${name} failed (${command})`);
}

function freePort() {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

/**
 * A self-signed key and certificate for 127.0.0.1 in bench/.out/tls (made once, with openssl), for
 * the preview served over TLS: Vite's preview then speaks HTTP/2, as a host of an installable app
 * does (a service worker needs HTTPS). Null when openssl is missing: first visits then run over
 * HTTP/1.1 only.
 */
function benchTls() {
	const dir = 'bench/.out/tls';
	if (existsSync(`${dir}/cert.pem`)) return dir;
	mkdirSync(dir, { recursive: true });
	const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
	args.push('-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '365', '-subj', '/CN=127.0.0.1');
	args.push('-addext', 'subjectAltName=IP:127.0.0.1');
	return spawnSync('openssl', args, { stdio: 'ignore' }).status === 0 ? dir : null;
}

/** Whether `url` answers 200 (over TLS, trusting the bench's own certificate in `tls`). */
function answers(url, tls) {
	if (!tls) return fetch(url).then((r) => r.ok);
	return new Promise((resolve, reject) =>
		httpsGet(url, { ca: readFileSync(`${tls}/cert.pem`), agent: false }, (r) => {
			r.resume();
			resolve(r.statusCode === 200);
		}).on('error', reject)
	);
}

/** `vite preview` of the build on `port`; over TLS (HTTP/2) with the key and certificate in `tls`. */
async function serve(port, tls = null) {
	const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
		env: tls ? { ...env, BENCH_TLS_DIR: tls } : env,
		stdio: 'ignore',
		detached: true
	});
	const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}/`;
	for (let i = 0; i < 120; i++) {
		try {
			if (await answers(url, tls)) return { child, url };
		} catch {
			/* not up yet */
		}
		await new Promise((r) => setTimeout(r, 250));
	}
	process.kill(-child.pid);
	throw new Error('vite preview did not start');
}

/** The files build/sw.js precaches, with their raw and gzip sizes. */
function precache() {
	const sw = readFileSync('build/sw.js', 'utf8');
	const urls = [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]))];
	let raw = 0;
	let gzip = 0;
	for (const url of urls) {
		// A prerendered page is precached by its address (`rules/coinche`), stored as `.html`.
		const file = `build/${url === '/' ? 'index.html' : url.replace(/^\//, '')}`;
		const path = [file, `${file}.html`].find((p) => existsSync(p) && statSync(p).isFile());
		if (!path) continue;
		const body = readFileSync(path);
		raw += body.length;
		gzip += gzipSync(body, { level: 9 }).length;
	}
	return { files: urls.length, raw, gzip };
}

/**
 * The lazy chunks only a shared match loads: what the live bridge (`src/lib/data/live/bridge.ts`,
 * imported on demand) pulls in statically that no entry and no other lazy module does, read from
 * the build's manifest, with their gzip sizes.
 */
function syncChunks() {
	const dir = '.svelte-kit/output/client';
	const manifest = readJson(`${dir}/.vite/manifest.json`);
	const bridge = Object.keys(manifest).find((k) => k.endsWith('src/lib/data/live/bridge.ts'));
	if (!bridge) return { files: [], gzip: 0, raw: 0 };
	const closure = (roots) => {
		const seen = new Set();
		const walk = (k) => {
			if (seen.has(k) || !manifest[k]) return;
			seen.add(k);
			for (const i of manifest[k].imports ?? []) walk(i);
		};
		roots.forEach(walk);
		return seen;
	};
	const elsewhere = closure(
		Object.entries(manifest)
			.filter(([k, e]) => k !== bridge && (e.isEntry || e.isDynamicEntry))
			.map(([k]) => k)
	);
	const own = [...closure([bridge])].filter((k) => !elsewhere.has(k));
	const files = [...new Set(own.flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]))];
	let raw = 0;
	let gzip = 0;
	for (const file of files) {
		const body = readFileSync(`${dir}/${file}`);
		raw += body.length;
		gzip += gzipSync(body, { level: 9 }).length;
	}
	return { files, raw, gzip };
}

function median(values) {
	const s = [...values].sort((a, b) => a - b);
	const mid = Math.floor(s.length / 2);
	return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Lighthouse runs a side on each page; a page's runs and its floor's alternate (`lighthousePair`). */
const LIGHTHOUSE_RUNS = 5;

/** One Lighthouse run of `url` into bench/.lighthouse/`out`.json: its figures, or why there are none. */
function lighthouseRun(url, out) {
	const flags =
		'--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
	const path = `bench/.lighthouse/${out}.json`;
	const r = spawnSync(
		'npx',
		[
			'-y',
			'lighthouse@12.8.2',
			url,
			'--output=json',
			`--output-path=${path}`,
			`--chrome-path=${chrome}`,
			`--chrome-flags=${flags}`,
			'--form-factor=mobile',
			'--quiet'
		],
		{ env, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000, encoding: 'utf8' }
	);
	if (r.status !== 0 || !existsSync(path))
		return { reason: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n').slice(-3).join(' ') };
	const lhr = readJson(path);
	if (lhr.runtimeError) return { reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
	return {
		performance: Math.round(lhr.categories.performance.score * 100),
		accessibility: Math.round(lhr.categories.accessibility.score * 100),
		bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
		fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
		lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
		tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
		cls: lhr.audits['cumulative-layout-shift'].numericValue
	};
}

/** The medians of a page's completed runs, or why none completed. */
function lighthouseSummary(runs, reason) {
	if (runs.length === 0) return { available: false, reason: reason || 'no run completed' };
	const pick = (k) => median(runs.map((r) => r[k]));
	return {
		available: true,
		runs: runs.length,
		performance: pick('performance'),
		accessibility: pick('accessibility'),
		bestPractices: pick('bestPractices'),
		fcpMs: pick('fcpMs'),
		lcpMs: pick('lcpMs'),
		tbtMs: pick('tbtMs'),
		cls: pick('cls'),
		all: runs
	};
}

/**
 * `LIGHTHOUSE_RUNS` rounds of Lighthouse on `pageUrl` then on its script-free floor `floorUrl`,
 * in turn, so that each page run has a floor run of the same minute: the page's and the floor's
 * medians, and `lcpRatios`, each round's page LCP over its floor's. Lighthouse's simulated LCP
 * is bimodal on these pages, for the page and the floor alike (docs/performance.md, "What paints
 * before the JavaScript"): the budget reads the median of the rounds' ratios, not the ratio of
 * two medians that can fall in different modes.
 */
function lighthousePair(pageUrl, floorUrl, name) {
	const skipped = { available: false, reason: 'skipped (BENCH_SKIP_LIGHTHOUSE)' };
	if (env.BENCH_SKIP_LIGHTHOUSE) return { page: skipped, floor: skipped };
	mkdirSync('bench/.lighthouse', { recursive: true });
	const page = [];
	const floor = [];
	const lcpRatios = [];
	let pageReason = '';
	let floorReason = '';
	for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
		console.error(`▶ lighthouse ${name} and its floor, round ${i}/${LIGHTHOUSE_RUNS}`);
		const p = lighthouseRun(pageUrl, `${name}-${i}`);
		const f = lighthouseRun(floorUrl, `${name}-floor-${i}`);
		if (p.reason) pageReason = p.reason;
		else page.push(p);
		if (f.reason) floorReason = f.reason;
		else floor.push(f);
		if (!p.reason && !f.reason) lcpRatios.push((100 * p.lcpMs) / f.lcpMs);
	}
	return {
		page: { ...lighthouseSummary(page, pageReason), lcpRatios },
		floor: lighthouseSummary(floor, floorReason)
	};
}

const started = Date.now();
const loadBefore = loadavg()[0];
if (!env.BENCH_SKIP_BUILD) run('build', 'npm run --silent build > /dev/null');
// Live sharing's figures are only ever this run's.
rmSync('bench/.out/live.json', { force: true });
rmSync('bench/.out/live-capacity.json', { force: true });
rmSync('bench/.out/night-capacity.json', { force: true });
rmSync('bench/.out/server-fair.json', { force: true });
run('engines and seeded history (Node)', 'npx vitest run --config bench/vitest.config.ts --reporter=dot');
const port = env.BENCH_PORT ? Number(env.BENCH_PORT) : await freePort();
const server = await serve(port);
const tls = benchTls();
const h2 = tls ? await serve(await freePort(), tls) : null;
/** The certificate's key hash, which the bench's Chromium trusts (bench/playwright.config.ts). */
const spki = tls
	? spawnSync(
			'sh',
			[
				'-c',
				`openssl x509 -in ${tls}/cert.pem -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`
			],
			{ encoding: 'utf8' }
		).stdout.trim()
	: '';
// The page variants (bench/variants.mjs): the script-free floor and the app started at once.
const variantsPort = await freePort();
const variants = spawn('node', ['bench/variants.mjs', String(variantsPort)], { env, stdio: 'ignore', detached: true });
const variantsUrl = `http://127.0.0.1:${variantsPort}/`;
// The server runs in its own process group (so it can be stopped with its children): stop it
// however the bench ends, Ctrl-C included, so no server is left behind.
const stopServer = () => {
	for (const child of [server.child, variants, ...(h2 ? [h2.child] : [])])
		try {
			process.kill(-child.pid);
		} catch {
			/* already stopped */
		}
};
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
	process.on(signal, () => {
		stopServer();
		process.exit(130);
	});
/** Lighthouse runs on these pages: home, and a prerendered rules page. */
const PAGES = { home: '', rules: 'rules/coinche' };
const lh = {};
// A phone figure is only ever this run's.
rmSync('bench/.out/phone.json', { force: true });
try {
	run('first load and history (Chromium)', 'npx playwright test --config bench/playwright.config.ts', {
		env: {
			...env,
			BENCH_URL: server.url.replace(/\/$/, ''),
			BENCH_VARIANTS_URL: variantsUrl.replace(/\/$/, ''),
			...(h2 ? { BENCH_H2_URL: h2.url.replace(/\/$/, ''), BENCH_TLS_SPKI: spki } : {})
		}
	});
	// Page and floor from the same static server (the page as built, its CSP included), so that
	// they differ only in their scripts.
	for (const [name, path] of Object.entries(PAGES)) {
		const pair = lighthousePair(variantsUrl + path, `${variantsUrl}${path}?variant=floor`, name);
		lh[name] = pair.page;
		lh[`${name}Floor`] = pair.floor;
	}
} finally {
	stopServer();
}

const engines = readJson('bench/.out/engines.json');
const browser = readJson('bench/.out/browser.json');
const types = browser.firstLoad.byType;
const jsCss = {
	raw: (types.js?.raw ?? 0) + (types.css?.raw ?? 0),
	gzip: (types.js?.gzip ?? 0) + (types.css?.gzip ?? 0)
};
const pre = precache();
const transfer = { payload: readJson('bench/.out/transfer.json'), scan: readJson('bench/.out/transfer-browser.json') };
const h = browser.history;

const verdict = (ok) => (ok ? 'PASS' : 'OVER');
const budget = (name, value, unit, limit, ok) => ({
	name,
	value: Math.round(value * 10) / 10,
	unit,
	budget: limit,
	result: verdict(ok)
});
const huge = browser.huge;
/**
 * A save's two budgets: the new totals within two frames and the write that makes the round
 * pending in its draft (a row paints only once no page load or kill can lose its round), and the
 * next round's form within a frame after them (docs/performance.md, "How a save paints").
 */
const saveBudgets = (match, f) => [
	budget(`save to the next form painted, ${match}`, f.saveToFormMs, 'ms', '< 56 ms', f.saveToFormMs < 56),
	budget(
		`save to the new totals painted, ${match}`,
		f.saveToPaintMs,
		`ms (in its draft at ${f.savePendingMs} ms)`,
		'< 40 ms',
		f.saveToPaintMs < 40
	)
];
/**
 * A page's Lighthouse LCP against the LCP of the same page with every script removed, measured in
 * the same run, a floor run after each page run (bench/variants.mjs, `lighthousePair`): the
 * scripts may cost at most 15 % of the paint a page cannot beat, read as the median of the
 * rounds' ratios. An absolute time would move with the machine; the ratio does not.
 */
const lcpToFloor = (page, l) => {
	const floor = lh[`${page}Floor`];
	if (!floor?.available || !l.lcpRatios?.length) return [];
	const percent = median(l.lcpRatios);
	const rounds = l.lcpRatios.map((r) => Math.round(r)).join(', ');
	return [
		budget(
			`Lighthouse ${page}: LCP, % of the script-free page's`,
			percent,
			`% (median of rounds ${rounds}; medians ${l.lcpMs} / ${floor.lcpMs} ms)`,
			'<= 115 %',
			percent <= 115
		)
	];
};
const phone = existsSync('bench/.out/phone.json') ? readJson('bench/.out/phone.json') : {};
/**
 * A phone-profile row: its median (and p95) against the budgets, and its median as a multiple of
 * the in-browser reference workload timed next to it; absent when the run did not measure it.
 */
const phoneRow = (name, key, medianMax, p95Max) => figuresRow(name, phone[key], medianMax, p95Max);
/** A phone-profile row from its figures `f`. */
const figuresRow = (name, f, medianMax, p95Max) => {
	if (!f || !Number.isFinite(f.medianMs)) return [];
	const ok = f.medianMs <= medianMax && (p95Max === undefined || f.p95Ms <= p95Max) && !f.lost;
	const limit = `<= ${medianMax.toLocaleString('en')} ms median${p95Max ? `, <= ${p95Max} ms p95` : ''}`;
	const ratio = f.referenceMs ? `, ${(f.medianMs / f.referenceMs).toFixed(1)}× ref ${f.referenceMs} ms` : '';
	const extra = [
		f.form ? `next form at ${f.form.medianMs}` : '',
		f.lost ? `${f.lost} lost` : '',
		f.pageLoads ? `${f.pageLoads} page loads` : ''
	].filter(Boolean);
	const unit = `ms (p95 ${f.p95Ms}${ratio}${extra.length ? `; ${extra.join(', ')}` : ''})`;
	return [{ ...budget(`phone: ${name}`, f.medianMs, unit, limit, ok), lost: f.lost ?? 0 }];
};
/** The networks and servers of the first visits (bench/phone.pw.ts), as the rows name them. */
const NETWORK_NAMES = { slow4g: 'slow 4G', rtt150: '150 ms RTT' };
const SERVER_NAMES = { h2: 'HTTP/2', h1: 'HTTP/1.1' };
/**
 * The first-visit rows: on each network and server, New match tapped as soon as it shows
 * (<= 2,500 ms), once the app has started (<= 1,500 ms) and 5 s after that (the same budget).
 */
function firstVisitRows() {
	const out = [];
	for (const [network, servers] of Object.entries(phone.firstVisits ?? {}))
		for (const [server, taps] of Object.entries(servers)) {
			const where = `${NETWORK_NAMES[network] ?? network}, ${SERVER_NAMES[server] ?? server}`;
			out.push(
				...figuresRow(`first visit, ${where}: tap New match at once, to form`, taps.early, 2500),
				...figuresRow(`first visit, ${where}: tap New match once started, to form`, taps.started, 1500),
				...figuresRow(`first visit, ${where}: tap New match 5 s after the start, to form`, taps.later, 1500)
			);
		}
	return out;
}
/**
 * The published run's in-browser reference and load (docs/performance.md): a run whose reference
 * is more than 1.5× it ran on a busier or slower machine, and its times are not read against the
 * budgets.
 */
const published = readJson('bench/published.json');
const busy = phone.reference ? phone.reference.medianMs / published.referenceMs : null;
const tooBusy = busy !== null && busy > 1.5;
const live = existsSync('bench/.out/live.json') ? readJson('bench/.out/live.json') : null;
const capacity = existsSync('bench/.out/live-capacity.json') ? readJson('bench/.out/live-capacity.json') : null;
const fair = existsSync('bench/.out/server-fair.json') ? readJson('bench/.out/server-fair.json') : null;
const night = existsSync('bench/.out/night-capacity.json') ? readJson('bench/.out/night-capacity.json') : null;
/** A club night's capacity row: one process, or two behind Redis (bench/live-capacity.test.ts). */
const nightBudget = (/** @type {string} */ who, /** @type {{ tables: number, capped: boolean }} */ c) =>
	budget(
		`club night: tables of four ${who} holds (p95 <= ${night.limitMs} ms, load ${night.loadAverage.before.toFixed(1)})`,
		c.tables,
		c.capped ? `tables (cap ${night.maxTables} reached)` : 'tables',
		'>= 32',
		c.tables >= 32
	);
const sync = syncChunks();
const budgets = [
	budget('first load JS+CSS (gzip)', jsCss.gzip / KB, 'KB', '<= 60 KB', jsCss.gzip <= 60 * KB),
	budget(`open History (${h.matches} matches)`, h.openHistoryMs, 'ms', '<= 200 ms', h.openHistoryMs <= 200),
	budget('open player statistics', h.openStatsMs, 'ms', '<= 300 ms', h.openStatsMs <= 300),
	budget('open a 100-round match', h.open100RoundMatchMs, 'ms', '<= 150 ms', h.open100RoundMatchMs <= 150),
	...saveBudgets('200-round match', h),
	budget(`open a ${huge.rounds.toLocaleString('en')}-round match`, huge.openMs, 'ms', 'opens', huge.openMs > 0),
	...saveBudgets(`${huge.rounds.toLocaleString('en')}-round match`, huge),
	budget(
		`sync chunk (gzip, ${sync.files.length} file${sync.files.length === 1 ? '' : 's'})`,
		sync.gzip / KB,
		'KB',
		'<= 40 KB',
		sync.files.length > 0 && sync.gzip <= 40 * KB
	),
	...(live
		? [
				budget(
					'live: save on one phone to totals painted on another',
					live.medianMs,
					`ms (p95 ${live.p95Ms})`,
					'<= 250 ms median, <= 500 ms p95',
					live.medianMs <= 250 && live.p95Ms <= 500
				)
			]
		: []),
	...(capacity
		? [
				budget(
					`live: tables of four one server holds (p95 <= ${capacity.limitMs} ms)`,
					capacity.tables,
					capacity.capped ? `tables (cap ${capacity.maxTables} reached)` : 'tables',
					'>= 32',
					capacity.tables >= 32
				)
			]
		: []),
	...(night ? [nightBudget('one process', night.one), nightBudget('two processes behind Redis', night.two)] : []),
	...(fair
		? [
				budget(
					'live: small room delivery p95 while a room near its cap is busy, x idle',
					fair.ratio,
					`x (p95 ${fair.busy.p95Ms} / ${fair.idle.p95Ms} ms, load ${fair.loadAverage.before.toFixed(1)})`,
					'<= 1.5x',
					fair.ratio <= 1.5
				)
			]
		: []),
	...phoneRow('tap Save, 200-deal Coinche match, to new totals', 'saveCoinche200', 100, 150),
	...phoneRow('tap Save, 200-round free-form match, to new totals', 'save200', 100, 150),
	...phoneRow('sealing one save of a 200-round match shared live (AES-GCM)', 'sealSave', 10),
	...phoneRow('tap a 100-round match in History, to totals', 'open100FromHistory', 400),
	...phoneRow('open History (1,000 matches), to first card', 'openHistory', 700),
	...firstVisitRows(),
	...phoneRow('repeat visit: home, tap New match, to form', 'repeatVisit', 400),
	...Object.entries(lh).flatMap(([page, l]) =>
		l.available && !page.endsWith('Floor')
			? [
					budget(`Lighthouse ${page}: performance`, l.performance, '', '100', l.performance === 100),
					budget(`Lighthouse ${page}: accessibility`, l.accessibility, '', '100', l.accessibility === 100),
					budget(`Lighthouse ${page}: best practices`, l.bestPractices, '', '100', l.bestPractices === 100),
					...lcpToFloor(page, l),
					budget(`Lighthouse ${page}: TBT`, l.tbtMs, 'ms', '<= 20 ms', l.tbtMs <= 20),
					budget(`Lighthouse ${page}: CLS`, l.cls, '', '0', l.cls === 0)
				]
			: []
	)
];

const results = {
	date: new Date().toISOString(),
	machine: { node: process.version, cpus: cpus().length, loadAverage: { before: loadBefore, after: loadavg()[0] } },
	reference: phone.reference ? { ...phone.reference, publishedMs: published.referenceMs, busy: tooBusy } : null,
	firstLoad: {
		byType: types,
		jsCss,
		files: browser.firstLoad.files,
		preloadedWhenIdle: browser.firstLoad.preloadedWhenIdle
	},
	precache: pre,
	engines,
	history: h,
	huge,
	phone,
	live: { saveToPaint: live, sync, capacity, fair },
	transfer,
	lighthouse: lh,
	budgets,
	seconds: Math.round((Date.now() - started) / 1000)
};
writeFileSync('bench/results.json', `${JSON.stringify(results, null, '\t')}\n`);

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const rows = [['Measure', 'Value', 'Budget', 'Result']];
for (const t of ['html', 'js', 'css', 'other'])
	if (types[t])
		rows.push([
			`first load ${t} (${types[t].files} files)`,
			`${kb(types[t].gzip)} gzip / ${kb(types[t].raw)} raw`,
			'',
			''
		]);
const ahead = browser.firstLoad.preloadedWhenIdle?.byType ?? {};
const aheadGzip = (ahead.js?.gzip ?? 0) + (ahead.css?.gzip ?? 0);
if (aheadGzip > 0)
	rows.push([
		`fetched ahead once home is idle (${(ahead.js?.files ?? 0) + (ahead.css?.files ?? 0)} files: the next screens' code)`,
		`${kb(aheadGzip)} gzip`,
		'',
		''
	]);
rows.push([`precache (${pre.files} files)`, `${kb(pre.gzip)} gzip / ${kb(pre.raw)} raw`, '', '']);
if (h.rebuildSummariesMs !== undefined)
	rows.push([
		`History once: upgrade from v1 and rebuild ${h.matches.toLocaleString('en')} summaries`,
		`${h.rebuildSummariesMs.toLocaleString('en')} ms`,
		'',
		''
	]);
for (const [id, e] of Object.entries(engines))
	rows.push([`engine ${id}`, `${e.roundsPerSecond.toLocaleString('en')} rounds/s`, '', '']);
for (const [page, l] of Object.entries(lh))
	if (l.available)
		rows.push([`Lighthouse ${page} FCP / LCP (median of ${l.runs})`, `${l.fcpMs} / ${l.lcpMs} ms`, '', '']);
	else rows.push([`Lighthouse ${page}`, `unavailable: ${l.reason}`, '', '']);
if (phone.reference)
	rows.push([
		'phone: reference workload (sort 200,000 numbers in the page, CPU 4×)',
		`${phone.reference.medianMs} ms (p95 ${phone.reference.p95Ms}; published ${published.referenceMs})`,
		'',
		''
	]);
for (const [network, servers] of Object.entries(phone.firstVisits ?? {}))
	for (const [server, { started, later }] of Object.entries(servers)) {
		const where = `${NETWORK_NAMES[network] ?? network}, ${SERVER_NAMES[server] ?? server}`;
		if (started?.startedMs)
			rows.push([
				`phone: first visit, ${where}: home to the app started`,
				`${started.startedMs.medianMs} ms (p95 ${started.startedMs.p95Ms})`,
				'',
				''
			]);
		if (later?.aheadDone)
			rows.push([
				`phone: first visit, ${where}: home to New match fetched ahead`,
				`${later.aheadDone.medianMs} ms (p95 ${later.aheadDone.p95Ms}; ${later.aheadDone.count} of the later taps)`,
				'',
				''
			]);
	}
for (const [variant, f] of Object.entries(phone.deferredStart ?? {}))
	rows.push([
		`phone: first visit, 150 ms RTT, app started ${variant === 'deferred' ? 'after the paint' : 'at once'}: LCP / started`,
		`${f.paint.medianMs} / ${f.started.medianMs} ms (p95 ${f.paint.p95Ms} / ${f.started.p95Ms})`,
		'',
		''
	]);
if (phone.open100FromHistory)
	rows.push([
		'phone: first History → 100-round match of the session',
		`${phone.open100FromHistory.firstMs} ms`,
		'',
		''
	]);
/** Byte counts are exact whatever the machine; every other figure is a time, or a score made of times. */
const exact = (b) => b.unit === 'KB';
for (const b of budgets)
	rows.push([b.name, `${b.value}${b.unit ? ` ${b.unit}` : ''}`, b.budget, tooBusy && !exact(b) ? 'busy' : b.result]);
for (const step of capacity?.steps ?? [])
	rows.push([
		`live capacity: ${step.tables} tables of four (${step.saves} saves)`,
		`${step.medianMs} ms median, ${step.p95Ms} ms p95, ${step.lost} lost`,
		'',
		''
	]);
for (const [who, c] of night
	? [
			['one process', night.one],
			['two processes', night.two]
		]
	: [])
	for (const step of c.steps)
		rows.push([
			`night capacity, ${who}: ${step.tables} tables of four (${step.saves} saves)`,
			`${step.medianMs} ms median, ${step.p95Ms} ms p95, ${step.lost} lost`,
			'',
			''
		]);
for (const [id, t] of Object.entries(transfer.payload))
	rows.push([
		`QR transfer ${id}`,
		`${t.bytesPerRound} B/round; codes for 20 / 100 rounds: ${t.framesFor20} / ${t.framesFor100}`,
		'',
		''
	]);
for (const [key, t] of Object.entries(transfer.scan))
	rows.push([`scan ${t.frames} pictures (${key}): first code to preview`, `${t.firstCodeToPreviewMs} ms`, '', '']);
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
const line = (r) => `| ${r.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
const loads = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`;
console.log(
	busy === null
		? `No in-browser reference this run (${loads}).\n`
		: tooBusy
			? `BUSY RUN: the in-browser reference took ${phone.reference.medianMs} ms, ${busy.toFixed(1)}× the published ${published.referenceMs} ms (${loads}). The times below are this machine's, not read against the budgets: no pass or fail.\n`
			: `Reference ${phone.reference.medianMs} ms, ${busy.toFixed(1)}× the published ${published.referenceMs} ms (${loads}).\n`
);
console.log(
	[line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n')
);
console.log(`\nbench/results.json written (${results.seconds}s).`);
