#!/usr/bin/env node
// Runs every test: finds (or installs) a Chromium, type-checks, lints, runs the unit and property
// tests, builds the app and runs the end-to-end tests against it. Ends with one summary line.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

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

function step(name, command, minutes) {
	console.log(`\n▶ ${name}: ${command}`);
	const started = Date.now();
	const result = spawnSync('sh', ['-c', command], { stdio: 'inherit', env, timeout: minutes * 60 * 1000 });
	const seconds = ((Date.now() - started) / 1000).toFixed(0);
	if (result.status !== 0) {
		console.error(`✖ ${name} failed after ${seconds}s${result.signal ? ` (${result.signal})` : ''}`);
		return false;
	}
	console.log(`✔ ${name} (${seconds}s)`);
	return true;
}

// Outside Playwright's own output folder (test-results), which it empties when it starts.
const unitJson = 'test-reports/unit.json';
const e2eJson = 'test-reports/e2e.json';
rmSync('test-reports', { recursive: true, force: true });

// Every step runs even when an earlier one failed, so one run reports everything; the build is
// the exception, since the end-to-end tests need it.
const results = [
	step('messages', 'npm run --silent i18n', 3),
	step('types', 'npx svelte-kit sync && npx svelte-check --fail-on-warnings', 10),
	step('lint', 'npx eslint . && npx prettier --check .', 10),
	step('unit and property tests', `npx vitest run --reporter=default --reporter=json --outputFile.json=${unitJson}`, 20)
];
const built = step('build', 'npx vite build', 10);
results.push(built, built && step('end-to-end tests', `E2E_JSON=${e2eJson} npx playwright test`, 40));
const ok = results.every(Boolean);

function counts(file, read) {
	try {
		return read(JSON.parse(readFileSync(file, 'utf8')));
	} catch {
		return { passed: 0, failed: 0 };
	}
}
const unit = counts(unitJson, (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }));
const e2e = counts(e2eJson, (r) => ({ passed: r.stats?.expected ?? 0, failed: r.stats?.unexpected ?? 0 }));
const passed = unit.passed + e2e.passed;
// A step that failed without a failing test (types, lint, build) still counts as one failure.
let failed = unit.failed + e2e.failed;
if (!ok && failed === 0) failed = 1;

console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
