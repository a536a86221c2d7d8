// Where the system Chromium is (CHROME_PATH, else Debian's /usr/bin/chromium) and the flags it
// needs to run headless on these machines.
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
	const fromEnv = process.env.CHROME_PATH;
	if (fromEnv && existsSync(fromEnv)) return fromEnv;
	return '/usr/bin/chromium';
}

export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage'
];
