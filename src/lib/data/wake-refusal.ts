/**
 * Whether the browser refused the screen wake lock earlier in this browsing session: kept in
 * sessionStorage, so match screens opened later, a reload included, stay quiet until the person
 * asks again; the tab's memory alone where the browser blocks storage.
 */
const KEY = 'tk-wake-refused';
let remembered = false;

export const wakeRefusal = {
	get refused(): boolean {
		try {
			return remembered || globalThis.sessionStorage?.getItem(KEY) === '1';
		} catch {
			return remembered;
		}
	},
	set refused(value: boolean) {
		remembered = value;
		try {
			if (value) globalThis.sessionStorage?.setItem(KEY, '1');
			else globalThis.sessionStorage?.removeItem(KEY);
		} catch {
			// Storage blocked: the tab's memory above is all there is.
		}
	}
};
