/**
 * Display preferences kept in localStorage (read before first paint by static/boot.js): the
 * theme. The language is Paraglide's own setting.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
const THEME_KEY = 'tk-theme';

function readTheme(): ThemeChoice {
	try {
		const saved = localStorage.getItem(THEME_KEY);
		return saved === 'light' || saved === 'dark' ? saved : 'system';
	} catch {
		return 'system';
	}
}

class Preferences {
	theme: ThemeChoice = $state(readTheme());

	/** Applies and remembers a theme. */
	setTheme(choice: ThemeChoice): void {
		this.theme = choice;
		try {
			localStorage.setItem(THEME_KEY, choice);
		} catch {
			// Private mode: the choice lasts for this visit.
		}
		applyTheme(choice);
	}
}

/** Sets `data-theme` on the document from a choice (system follows the device). */
export function applyTheme(choice: ThemeChoice): void {
	const dark = choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
	document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

export const preferences = new Preferences();
