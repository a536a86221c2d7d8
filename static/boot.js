// Runs before first paint: applies the saved theme and language so the page never flashes.
(function () {
	try {
		var theme = localStorage.getItem('tk-theme') || 'system';
		var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
		document.documentElement.dataset.theme = dark ? 'dark' : 'light';
		var lang = localStorage.getItem('PARAGLIDE_LOCALE');
		if (!lang) lang = (navigator.language || 'en').slice(0, 2) === 'fr' ? 'fr' : 'en';
		document.documentElement.lang = lang === 'fr' ? 'fr' : 'en';
	} catch (e) {
		document.documentElement.dataset.theme = 'light';
	}
})();
