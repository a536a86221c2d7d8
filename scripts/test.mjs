#!/usr/bin/env node
// Runs every test: finds (or installs) a Chromium and redis-server, checks the formatting beside
// the messages' compile and the build, then type-checks, lints and runs the unit and property tests
// beside the end-to-end tests once the build is there. Prints each step's time, the
// total, the machine's load average at the start and the end, and one summary line (docs/testing.md).
//
// No step has its own time limit (on a busy machine a healthy lint or unit run can take many times
// its quiet time); the whole run has one, TEST_MINUTES (70 by default, inside CI's 80 minutes for
// `npm ci && npm test`): when it is reached, the steps still running are stopped and named.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const started = Date.now();
/** The 1-minute load average, to read the times by (a busy machine stretches every step). */
const load = () => loadavg()[0].toFixed(1);
const loadAtStart = load();
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const limitMinutes = Number(process.env.TEST_MINUTES) > 0 ? Number(process.env.TEST_MINUTES) : 70;

const seconds = (since) => Math.round((Date.now() - since) / 1000);
const clock = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`);

function findChromium() {
	if (env.CHROME_PATH && existsSync(env.CHROME_PATH)) return env.CHROME_PATH;
	if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
	return null;
}

let chromium = findChromium();
if (!chromium) {
	const root = typeof process.getuid === 'function' && process.getuid() === 0;
	const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
	if (!root || !hasApt) {
		console.error(
			'No Chromium found: install Debian\'s "chromium" package (sudo apt-get install chromium) or set CHROME_PATH.'
		);
		process.exit(1);
	}
	console.log("Installing Debian's chromium (no browser found)…");
	execSync(
		'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=300 chromium',
		{
			stdio: 'inherit',
			timeout: 15 * 60 * 1000
		}
	);
	chromium = findChromium();
	if (!chromium) {
		console.error('Installing chromium did not provide /usr/bin/chromium; set CHROME_PATH to a Chromium binary.');
		process.exit(1);
	}
}
env.CHROME_PATH = chromium;

// The multi-process sync tests start their own redis-server (server/multi-process.test.ts).
if (spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status !== 0) {
	const root = typeof process.getuid === 'function' && process.getuid() === 0;
	if (root && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
		console.log("Installing Debian's redis-server (not found)…");
		const install = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=300 redis-server';
		execSync(`apt-get update -qq && ${install}`, {
			stdio: 'inherit',
			timeout: 15 * 60 * 1000
		});
	} else
		console.error(
			'No redis-server found: install Debian\'s "redis-server" package (sudo apt-get install redis-server).'
		);
}

/** svelte-eslint-parser's opt-in for its ts.sys hook (type-aware lint of .svelte files without a program per file). */
const TS_SYS_HOOK = 'SVELTE_ESLINT_PARSER_EXPERIMENTAL_TS_SYS_HOOK=1';

/** Steps still running: name → their process (its own process group, so it stops with its children). */
const running = new Map();
/** Each finished step's name, time and result, in the order they end. */
const finished = [];
/** Set once the run is being stopped: the summary is printed, the steps' endings are not. */
let stopping = false;

/** Writes a step's output line by line, each line prefixed with the step's name (steps overlap). */
function prefixed(name, stream) {
	let rest = '';
	stream.setEncoding('utf8');
	stream.on('data', (chunk) => {
		const lines = (rest + chunk).split('\n');
		rest = lines.pop();
		for (const line of lines) process.stdout.write(`${name} │ ${line}\n`);
	});
	stream.on('end', () => rest && process.stdout.write(`${name} │ ${rest}\n`));
}

/** Where each step's shell leaves its process times (/proc/<pid>/stat) once its command is done. */
const cpuDir = mkdtempSync(join(tmpdir(), 'tablekeeper-test-'));
let stepCount = 0;

/**
 * A control group of the CPU accounting controller this run may make steps' groups in (Linux,
 * cgroup v1's cpuacct or a writable cgroup v2 folder; often root only), else null. A group counts
 * every process in it, Chromium's renderers included: Chromium does not wait for them, so the
 * /proc count below misses them (one accessibility test: 19 CPU s by /proc, 46 by its cgroup).
 */
function cgroupRoot() {
	const v1 = '/sys/fs/cgroup/cpuacct';
	const v2 = (() => {
		try {
			const line = readFileSync('/proc/self/cgroup', 'utf8')
				.split('\n')
				.find((l) => l.startsWith('0::'));
			return line && existsSync('/sys/fs/cgroup/cgroup.controllers') ? join('/sys/fs/cgroup', line.slice(3)) : null;
		} catch {
			return null;
		}
	})();
	for (const [dir, usage, procs] of [
		[v1, 'cpuacct.usage', 'tasks'],
		[v2, 'cpu.stat', 'cgroup.procs']
	]) {
		if (!dir || !existsSync(join(dir, procs))) continue;
		const probe = join(dir, `tablekeeper-test-${process.pid}-probe`);
		try {
			mkdirSync(probe);
			const ok = existsSync(join(probe, usage)) && existsSync(join(probe, procs));
			rmdirSync(probe);
			if (ok) return { dir, usage, procs };
		} catch {
			// Not ours to write: the /proc count.
		}
	}
	return null;
}
const cgroups = cgroupRoot();
/** Each step's group, removed when the run exits (a group with a process left in it stays). */
const groups = [];
process.on('exit', () => {
	rmSync(cpuDir, { recursive: true, force: true });
	for (const dir of groups) {
		try {
			rmdirSync(dir);
		} catch {
			// A process outlived its step: the group goes when it does, or at the next boot.
		}
	}
});

/**
 * The CPU seconds (user + system) a finished step used: with a cgroup, every process it started;
 * without, its command's and every process it waited for (Vitest's workers, Chromium's browser
 * process), read from its shell's /proc entry; null where there is neither (not Linux). Wall time
 * on a busy machine says little; CPU time says what the step costs.
 */
function cpuSeconds(file, group) {
	try {
		// The shell removes the group when it could not join it: then the /proc count.
		if (group && existsSync(group)) {
			const usage = readFileSync(join(group, cgroups.usage), 'utf8');
			if (cgroups.usage === 'cpuacct.usage') return Math.round(Number(usage) / 1e9);
			const usec = /usage_usec (\d+)/.exec(usage);
			if (usec) return Math.round(Number(usec[1]) / 1e6);
		}
		const stat = readFileSync(file, 'utf8');
		// Fields after the command's name (in parentheses): utime, stime, cutime, cstime are 14–17.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		const ticks = fields.slice(11, 15).reduce((n, f) => n + Number(f), 0);
		// In clock ticks of 1/100 s (USER_HZ, 100 on Linux).
		return Number.isFinite(ticks) ? Math.round(ticks / 100) : null;
	} catch {
		return null;
	}
}

/** A new group for a step, or null (no cgroup, or it could not be made). */
function newGroup(n) {
	if (!cgroups) return null;
	const dir = join(cgroups.dir, `tablekeeper-test-${process.pid}-${n}`);
	try {
		mkdirSync(dir);
		groups.push(dir);
		return dir;
	} catch {
		return null;
	}
}

/** Runs `command` as the step `name`; resolves to whether it passed. */
function step(name, command) {
	console.log(`▶ ${name}: ${command}`);
	const since = Date.now();
	const statFile = join(cpuDir, `${++stepCount}.stat`);
	const group = newGroup(stepCount);
	// The shell joins the step's group before the command starts (every process it starts is in it),
	// and copies its own /proc entry once the command has ended (its children's times included).
	const enter = group ? `echo $$ 2>/dev/null > '${join(group, cgroups.procs)}' || rmdir '${group}'\n` : '';
	const script = `${enter}${command}\nstatus=$?\ncat /proc/$$/stat > '${statFile}' 2>/dev/null\nexit $status`;
	const child = spawn('sh', ['-c', script], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
	running.set(name, child);
	prefixed(name, child.stdout);
	prefixed(name, child.stderr);
	return new Promise((resolve) => {
		child.on('close', (code, signal) => {
			running.delete(name);
			if (stopping) return;
			const ok = code === 0;
			const cpu = cpuSeconds(statFile, group);
			finished.push({ name, seconds: seconds(since), cpu, ok });
			const why = signal ? ` (${signal})` : '';
			const time = `${clock(seconds(since))}${cpu == null ? '' : `, CPU ${clock(cpu)}`}`;
			console.log(ok ? `✔ ${name} (${time})` : `✖ ${name} failed after ${time}${why}`);
			resolve(ok);
		});
	});
}

// Outside Playwright's own output folder (test-results), which it empties when it starts.
const unitJson = 'test-reports/unit.json';
const e2eJson = 'test-reports/e2e.json';
rmSync('test-reports', { recursive: true, force: true });

function counts(file, read) {
	try {
		return read(JSON.parse(readFileSync(file, 'utf8')));
	} catch {
		return { passed: 0, failed: 0 };
	}
}

function summary(ok) {
	const unit = counts(unitJson, (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }));
	const e2e = counts(e2eJson, (r) => ({ passed: r.stats?.expected ?? 0, failed: r.stats?.unexpected ?? 0 }));
	const passed = unit.passed + e2e.passed;
	// A step that failed without a failing test (types, lint, build) still counts as one failure.
	let failed = unit.failed + e2e.failed;
	if (!ok && failed === 0) failed = 1;
	console.log('\nsteps (they overlap, so their times add up to more than the total; CPU is user + system):');
	for (const s of finished) {
		const cpu = s.cpu == null ? '' : `  CPU ${clock(s.cpu)}`;
		console.log(`  ${s.ok ? '✔' : '✖'} ${s.name.padEnd(24)} ${clock(s.seconds).padEnd(13)}${cpu}`.trimEnd());
	}
	console.log(
		cgroups
			? 'CPU counted by a cgroup per step: every process the step started.'
			: "CPU counted from /proc: the processes each step waited for; Chromium's renderers are left out (docs/testing.md)."
	);
	console.log(`total: ${clock(seconds(started))} (load average ${loadAtStart} at the start, ${load()} at the end)`);
	// What the run costs whatever else runs: on a quiet 2-core machine it takes about half its CPU
	// time (the steps overlap enough to keep both cores busy; docs/testing.md).
	if (finished.length > 0 && finished.every((s) => s.cpu != null)) {
		const cpu = finished.reduce((n, s) => n + s.cpu, 0);
		console.log(`CPU: ${clock(cpu)} in all, so about ${clock(Math.round(cpu / 2))} on a quiet 2-core machine`);
	}
	console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
	console.log(`tests: ${passed} passed, ${failed} failed`);
}

/** Sends `signal` to every running step's process group. */
function signalSteps(signal) {
	for (const child of running.values()) {
		try {
			process.kill(-child.pid, signal);
		} catch {
			// Already gone.
		}
	}
}

/**
 * Stops the steps still running and ends the run: an interrupt first, which lets Playwright stop
 * the preview server it started (in a process group of its own, which a kill of Playwright's group
 * would leave running) and write its report; once every step has ended, `then` runs and the run
 * exits. A step still there after 60 s (a busy machine is slow to stop too) is killed.
 */
function stopSteps(code, then = () => {}) {
	stopping = true;
	signalSteps('SIGINT');
	const end = () => {
		then();
		process.exit(code);
	};
	setInterval(() => running.size === 0 && end(), 200);
	setTimeout(() => {
		signalSteps('SIGKILL');
		end();
	}, 60_000);
}

// The run's one limit: a hung step ends the run with its name, in time for CI to report it.
const deadline = setTimeout(
	() =>
		stopEarly(
			1,
			`its limit of ${limitMinutes} min (TEST_MINUTES)`,
			'A step hung, or the machine is too busy for the limit; its output above shows where.'
		),
	limitMinutes * 60 * 1000
);

/** Names the steps still running, prints the summary of what finished, and stops the run. */
function stopEarly(code, why, hint) {
	const names = [...running.keys()];
	console.error(`\n✖ npm test stopped at ${why} with these steps still running: ${names.join(', ')}. ${hint}`);
	for (const name of names) finished.push({ name, seconds: seconds(started), cpu: null, ok: false });
	stopSteps(code, () => summary(false));
}

// Ctrl-C stops every step with the run (the steps run in process groups of their own).
process.on('SIGINT', () => (stopping ? undefined : stopEarly(130, 'an interrupt (Ctrl-C)', '')));

// The run is CPU-bound on two cores, and the end-to-end tests are its longest step: they start as
// soon as there is a build, and everything else fills the time they leave. So the messages and
// SvelteKit's generated types first (every step but the formatting check reads them), beside the
// formatting check; then the build alone with it; then the checks (types, lint), the unit tests
// and the end-to-end tests side by side. Vitest loads SvelteKit's Vite plugin, which writes the
// generated files again with a new version id: beside a build, the build's server and client
// halves would disagree on it (the app then fails to start), so the unit tests wait for the build
// too. Every step runs even when another failed, so one run reports everything; only the
// end-to-end tests need the build to have passed.
const format = step('format', 'npx prettier --check .');
const messages = await step('messages', 'npm run --silent i18n && npx svelte-kit sync');
const built = await step('build', 'npx vite build');
const results = await Promise.all([
	format,
	step('types', 'npx svelte-check --fail-on-warnings'),
	// The parser's hook gives TypeScript each component's translated code, so the type-aware rules
	// keep one program instead of rebuilding it for every .svelte file (docs/testing.md).
	step('lint', `${TS_SYS_HOOK} npx eslint .`),
	step('unit and property tests', `npx vitest run --reporter=default --reporter=json --outputFile.json=${unitJson}`),
	built ? step('end-to-end tests', `E2E_JSON=${e2eJson} npx playwright test`) : Promise.resolve(true)
]);
clearTimeout(deadline);
const ok = messages && built && results.every(Boolean);
summary(ok);
process.exit(ok ? 0 : 1);
