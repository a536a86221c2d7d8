/**
 * Display preferences kept in localStorage on this device: the theme (read before first paint
 * by static/boot.js) and the order of the match screen's standings. The language is Paraglide's
 * own setting.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
const THEME_KEY = 'tk-theme';
/** The match screen's standings: best first, or in seat order as the players sit. */
export type StandingsOrder = 'rank' | 'seat';
const ORDER_KEY = 'tk-standings-order';

function readTheme(): ThemeChoice {
	try {
		const saved = localStorage.getItem(THEME_KEY);
		return saved === 'light' || saved === 'dark' ? saved : 'system';
	} catch {
		return 'system';
	}
}

function readOrder(): StandingsOrder {
	try {
		return localStorage.getItem(ORDER_KEY) === 'seat' ? 'seat' : 'rank';
	} catch {
		return 'rank';
	}
}

/** Remembers a value on this device; in private mode it lasts for this visit. */
function remember(key: string, value: string): void {
	try {
		localStorage.setItem(key, value);
	} catch {
		// Private mode or storage blocked: nothing to keep.
	}
}

class Preferences {
	theme: ThemeChoice = $state(readTheme());
	standingsOrder: StandingsOrder = $state(readOrder());

	/** Applies and remembers a theme. */
	setTheme(choice: ThemeChoice): void {
		this.theme = choice;
		remember(THEME_KEY, choice);
		applyTheme(choice);
	}

	/** Lists the standings by rank or by seat, remembered on this device. */
	setStandingsOrder(order: StandingsOrder): void {
		this.standingsOrder = order;
		remember(ORDER_KEY, order);
	}
}

/** Sets `data-theme` on the document from a choice (system follows the device). */
export function applyTheme(choice: ThemeChoice): void {
	const dark = choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
	document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

export const preferences = new Preferences();
