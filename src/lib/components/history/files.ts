/**
 * Getting a file or a text out of the browser: share it through the Web Share API when the browser can
 * (a file is otherwise downloaded, a text copied).
 */

/** Downloads a file. */
export function download(file: File): void {
	const url = URL.createObjectURL(file);
	const a = document.createElement('a');
	a.href = url;
	a.download = file.name;
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether this browser's share sheet takes files (a phone's usually does; a desktop's often not). */
export function canShareFiles(): boolean {
	if (typeof navigator === 'undefined') return false;
	const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
	try {
		return (
			typeof nav.share === 'function' &&
			nav.canShare?.({ files: [new File(['{}'], 'backup.json', { type: 'application/json' })] }) === true
		);
	} catch {
		return false;
	}
}

/** Shares a file where the browser can, else downloads it; says which happened. */
export async function shareOrDownload(file: File, title: string): Promise<'shared' | 'downloaded' | 'cancelled'> {
	const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
	if (typeof nav.share === 'function' && nav.canShare?.({ files: [file] })) {
		try {
			await nav.share({ files: [file], title });
			return 'shared';
		} catch (error) {
			if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
		}
	}
	download(file);
	return 'downloaded';
}

/** A safe file name part from a game name and a date. */
export function fileStem(game: string, at: number): string {
	return `${game.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}-${new Date(at).toISOString().slice(0, 10)}`;
}

/** Shares a text through the share sheet where the browser has one, else copies it; says which happened. */
export async function shareOrCopy(text: string, title: string): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
	if (typeof navigator.share === 'function') {
		try {
			await navigator.share({ text, title });
			return 'shared';
		} catch (error) {
			if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
		}
	}
	try {
		await navigator.clipboard.writeText(text);
		return 'copied';
	} catch {
		return 'failed';
	}
}
