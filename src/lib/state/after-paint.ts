/**
 * Work a screen leaves until its first frame is on screen (the rest of a long list, sections
 * below the fold, checks that change nothing visible): it runs from the next animation frame,
 * two tasks later, so the frame is painted first and tasks queued from that same frame (a paint
 * watcher, an earlier screen's own follow-up) are not held up by it.
 */
export function afterPaint(work: () => void): void {
	requestAnimationFrame(() => setTimeout(() => setTimeout(work)));
}
