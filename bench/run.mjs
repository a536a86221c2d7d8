#!/usr/bin/env node
// `npm run bench`: builds the production app, measures the engines and the seeded history in Node
// (bench/engines.test.ts), serves the build with `vite preview` on 127.0.0.1 (a free port),
// measures the first load and the large history in Chromium (bench/app.pw.ts), sums the precache,
// runs Lighthouse 12.8.2 three times, and prints a table against the budgets; the same figures go
// to bench/results.json. Timing noise never fails it: only a broken step exits non-zero.
// BENCH_SKIP_BUILD=1 reuses build/; BENCH_SKIP_LIGHTHOUSE=1 skips Lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
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

async function serve(port) {
	const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
		env,
		stdio: 'ignore',
		detached: true
	});
	const url = `http://127.0.0.1:${port}/`;
	for (let i = 0; i < 120; i++) {
		try {
			if ((await fetch(url)).ok) return { child, url };
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
		const path = `build/${url === '/' ? 'index.html' : url.replace(/^\//, '')}`;
		if (!existsSync(path)) continue;
		const body = readFileSync(path);
		raw += body.length;
		gzip += gzipSync(body, { level: 9 }).length;
	}
	return { files: urls.length, raw, gzip };
}

function median(values) {
	const s = [...values].sort((a, b) => a - b);
	const mid = Math.floor(s.length / 2);
	return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function lighthouse(url) {
	if (env.BENCH_SKIP_LIGHTHOUSE) return { available: false, reason: 'skipped (BENCH_SKIP_LIGHTHOUSE)' };
	mkdirSync('bench/.lighthouse', { recursive: true });
	const flags =
		'--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
	const runs = [];
	let reason = '';
	for (let i = 0; i < 3; i++) {
		const out = `bench/.lighthouse/run-${i + 1}.json`;
		console.error(`▶ lighthouse run ${i + 1}/3`);
		const r = spawnSync(
			'npx',
			[
				'-y',
				'lighthouse@12.8.2',
				url,
				'--output=json',
				`--output-path=${out}`,
				`--chrome-path=${chrome}`,
				`--chrome-flags=${flags}`,
				'--form-factor=mobile',
				'--quiet'
			],
			{ env, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000, encoding: 'utf8' }
		);
		if (r.status !== 0 || !existsSync(out)) {
			reason = (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n').slice(-3).join(' ');
			continue;
		}
		const lhr = readJson(out);
		if (lhr.runtimeError) {
			reason = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
			continue;
		}
		runs.push({
			performance: Math.round(lhr.categories.performance.score * 100),
			accessibility: Math.round(lhr.categories.accessibility.score * 100),
			bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
			fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
			lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
			tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue)
		});
	}
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
		all: runs
	};
}

const started = Date.now();
if (!env.BENCH_SKIP_BUILD) run('build', 'npm run --silent build > /dev/null');
run('engines and seeded history (Node)', 'npx vitest run --config bench/vitest.config.ts --reporter=dot');
const port = env.BENCH_PORT ? Number(env.BENCH_PORT) : await freePort();
const server = await serve(port);
// The server runs in its own process group (so it can be stopped with its children): stop it
// however the bench ends, Ctrl-C included, so no server is left behind.
const stopServer = () => {
	try {
		process.kill(-server.child.pid);
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
let lh;
try {
	run('first load and history (Chromium)', 'npx playwright test --config bench/playwright.config.ts', {
		env: { ...env, BENCH_URL: server.url.replace(/\/$/, '') }
	});
	lh = lighthouse(server.url);
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
const budgets = [
	{
		name: 'first load JS+CSS (gzip)',
		budget: '<= 70 KB',
		value: jsCss.gzip / KB,
		unit: 'KB',
		ok: jsCss.gzip <= 70 * KB
	},
	{
		name: 'save to paint, 200-round match',
		budget: '< 16 ms',
		value: h.saveToPaintMs,
		unit: 'ms',
		ok: h.saveToPaintMs < 16
	},
	...(lh.available
		? [
				{ name: 'Lighthouse performance', budget: '>= 98', value: lh.performance, unit: '', ok: lh.performance >= 98 },
				{
					name: 'Lighthouse accessibility',
					budget: '100',
					value: lh.accessibility,
					unit: '',
					ok: lh.accessibility === 100
				},
				{
					name: 'Lighthouse best practices',
					budget: '100',
					value: lh.bestPractices,
					unit: '',
					ok: lh.bestPractices === 100
				}
			]
		: [])
].map((b) => ({ ...b, value: Math.round(b.value * 10) / 10, result: verdict(b.ok) }));

const results = {
	date: new Date().toISOString(),
	machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
	firstLoad: { byType: types, jsCss, files: browser.firstLoad.files },
	precache: pre,
	engines,
	history: h,
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
rows.push(['first load JS+CSS', `${kb(jsCss.gzip)} gzip / ${kb(jsCss.raw)} raw`, '<= 70 KB gzip', budgets[0].result]);
rows.push([`precache (${pre.files} files)`, `${kb(pre.gzip)} gzip / ${kb(pre.raw)} raw`, '', '']);
for (const [id, e] of Object.entries(engines))
	rows.push([`engine ${id}`, `${e.roundsPerSecond.toLocaleString('en')} rounds/s`, '', '']);
rows.push([`open /history (${h.matches} matches, ${h.rounds} rounds)`, `${h.openHistoryMs} ms`, '', '']);
rows.push(['open a 100-round match', `${h.open100RoundMatchMs} ms`, '', '']);
for (const [id, t] of Object.entries(transfer.payload))
	rows.push([
		`QR transfer ${id}`,
		`${t.bytesPerRound} B/round; codes for 20 / 100 rounds: ${t.framesFor20} / ${t.framesFor100}`,
		'',
		''
	]);
for (const [key, t] of Object.entries(transfer.scan))
	rows.push([`scan ${t.frames} pictures (${key}): first code to preview`, `${t.firstCodeToPreviewMs} ms`, '', '']);
rows.push(['save to totals painted (200-round match)', `${h.saveToPaintMs} ms`, '< 16 ms', budgets[1].result]);
if (lh.available) {
	rows.push([
		`Lighthouse performance (median of ${lh.runs})`,
		String(lh.performance),
		'>= 98',
		verdict(lh.performance >= 98)
	]);
	rows.push(['Lighthouse accessibility', String(lh.accessibility), '100', verdict(lh.accessibility === 100)]);
	rows.push(['Lighthouse best practices', String(lh.bestPractices), '100', verdict(lh.bestPractices === 100)]);
	rows.push(['Lighthouse FCP / LCP / TBT', `${lh.fcpMs} / ${lh.lcpMs} / ${lh.tbtMs} ms`, '', '']);
} else rows.push(['Lighthouse', `unavailable: ${lh.reason}`, '', '']);
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
const line = (r) => `| ${r.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
console.log(
	[line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n')
);
console.log(`\nbench/results.json written (${results.seconds}s).`);
