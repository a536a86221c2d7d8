/**
 * Waits until the frame with the latest changes has been painted (the task queued from its
 * requestAnimationFrame runs after it), so work that need not be seen first — a round's write
 * once the round is on screen and safe in its draft — does not hold that frame back. A hidden
 * page paints nothing: there, and where there are no frames, it waits one task; and never more
 * than 100 ms.
 */
export function afterPaint(): Promise<void> {
	return new Promise((resolve) => {
		if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
			setTimeout(resolve, 0);
			return;
		}
		const fallback = setTimeout(resolve, 100);
		// Two tasks after the frame: what else that frame queued (the benchmark's paint marks) runs first.
		requestAnimationFrame(() =>
			setTimeout(() => {
				clearTimeout(fallback);
				setTimeout(resolve, 0);
			}, 0)
		);
	});
}
