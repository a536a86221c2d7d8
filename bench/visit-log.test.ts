// The log of a lost visit (visit-log.ts), from a stand-in page that emits Playwright's events.
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { describe, expect, test } from 'vitest';
import { logVisit } from './visit-log';

/** A request as Playwright's events carry it. */
function request(url: string, type: string, failure?: string) {
	return { url: () => url, resourceType: () => type, failure: () => (failure ? { errorText: failure } : null) };
}

/** A page that emits what a test tells it to, and whose state reads as `state` (or never, when null). */
function standIn(state: unknown) {
	const events = new EventEmitter();
	const frame = { url: () => 'https://127.0.0.1/new' };
	const page = Object.assign(events, {
		mainFrame: () => frame,
		evaluate: () => (state === null ? new Promise(() => undefined) : Promise.resolve(state))
	});
	return { page: page as unknown as Page, events, frame };
}

const saved = (about: Record<string, unknown>, page: Page, emit: () => void, patienceMs?: number) => {
	const file = pathToFileURL(join(mkdtempSync(join(tmpdir(), 'visit-log-')), 'lost.json'));
	const log = logVisit(page, patienceMs);
	emit();
	return log.save(file, about).then(() => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
};

describe('logVisit', () => {
	test('keeps each request with how it ended, the ones still on the way, the console, errors and documents', async () => {
		const { page, events, frame } = standIn({ url: 'https://127.0.0.1/new', form: 'absent' });
		const done = request('https://127.0.0.1/_app/a.js', 'script');
		const stuck = request('https://127.0.0.1/_app/b.js', 'script');
		const failed = request('https://127.0.0.1/_app/c.js', 'other', 'net::ERR_HTTP2_PROTOCOL_ERROR');
		const log = await saved({ tap: 'early' }, page, () => {
			for (const r of [done, stuck, failed]) events.emit('request', r);
			events.emit('response', { request: () => done, status: () => 200 });
			events.emit('requestfinished', done);
			events.emit('requestfailed', failed);
			events.emit('console', { type: () => 'error', text: () => 'Failed to load resource' });
			events.emit('pageerror', new Error('boom'));
			events.emit('framenavigated', frame);
			events.emit('framenavigated', { url: () => 'about:blank' });
		});
		expect(log.tap).toBe('early');
		expect(log.page).toEqual({ url: 'https://127.0.0.1/new', form: 'absent' });
		expect(log.pending).toEqual(['https://127.0.0.1/_app/b.js']);
		expect(log.failed).toMatchObject([
			{ url: 'https://127.0.0.1/_app/c.js', failure: 'net::ERR_HTTP2_PROTOCOL_ERROR' }
		]);
		expect(log.requests).toMatchObject([{ status: 200, type: 'script' }, { type: 'script' }, { type: 'other' }]);
		expect((log.requests as { finishedMs?: number }[])[0]!.finishedMs).toBeTypeOf('number');
		expect(log.console).toMatchObject([{ type: 'error', text: 'Failed to load resource' }]);
		expect(log.errors).toMatchObject([{ message: expect.stringContaining('boom') }]);
		expect(log.documents).toMatchObject([{ url: 'https://127.0.0.1/new' }]);
	});

	test('is still written when the page no longer answers', async () => {
		const { page } = standIn(null);
		const log = await saved({}, page, () => undefined, 50);
		expect(log.page).toEqual({ unreadable: 'the page did not answer within 50 ms' });
	});
});
