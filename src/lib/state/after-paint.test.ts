// afterPaint: after the next frame's paint where frames come, else after one task, never later
// than 100 ms (a frame that never comes).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe('afterPaint', () => {
	it('waits for the next frame, then one task', async () => {
		const frames: (() => void)[] = [];
		vi.stubGlobal('document', { visibilityState: 'visible' });
		vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
		let done = false;
		const waiting = afterPaint().then(() => (done = true));
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(done).toBe(false);
		expect(frames).toHaveLength(1);
		frames[0]!();
		await waiting;
		expect(done).toBe(true);
	});

	it('waits one task on a hidden page, where no frame comes', async () => {
		const frame = vi.fn();
		vi.stubGlobal('document', { visibilityState: 'hidden' });
		vi.stubGlobal('requestAnimationFrame', frame);
		await afterPaint();
		expect(frame).not.toHaveBeenCalled();
	});

	it('never waits more than 100 ms for a frame', async () => {
		vi.useFakeTimers();
		vi.stubGlobal('document', { visibilityState: 'visible' });
		vi.stubGlobal('requestAnimationFrame', () => 0);
		let done = false;
		const waiting = afterPaint().then(() => (done = true));
		await vi.advanceTimersByTimeAsync(99);
		expect(done).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		await waiting;
		expect(done).toBe(true);
	});
});
