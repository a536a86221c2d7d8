// Runs before first paint: applies the saved theme and language so the page never flashes. The
// prerendered pages are written in English; in another language they stay hidden
// (`tk-relang`) until the app has rendered them in it (the layout removes the class).
(function () {
	var root = document.documentElement;
	try {
		var theme = localStorage.getItem('tk-theme') || 'system';
		var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
		root.dataset.theme = dark ? 'dark' : 'light';
	} catch (e) {
		root.dataset.theme = 'light';
	}
	// The language Paraglide will pick: the saved one, else the first supported of the
	// browser's languages, else English.
	var locales = ['en', 'fr'];
	var lang = '';
	try {
		lang = localStorage.getItem('PARAGLIDE_LOCALE') || '';
	} catch (e) {
		lang = '';
	}
	var preferred = navigator.languages || [];
	for (var i = 0; locales.indexOf(lang) < 0 && i < preferred.length; i++) lang = preferred[i].split('-')[0];
	if (locales.indexOf(lang) < 0) lang = 'en';
	if (lang !== root.lang) root.classList.add('tk-relang');
	root.lang = lang;
	// The browser may offer its install prompt before the app's code has run (a prerendered page
	// paints first): keep the event for the app, which picks it up when it starts listening.
	window.addEventListener('beforeinstallprompt', function (event) {
		event.preventDefault();
		window.__tkInstallPrompt = event;
	});
})();
