// Runs before first paint: applies the saved theme and language so the page never flashes. The
// prerendered pages are written in English; in another language they stay hidden
// (`tk-relang`) until the app has rendered them in it (the layout removes the class).
// It also defines `__tkStart`, which the page's SvelteKit start script is wrapped in (see
// src/lib/server/defer-start.ts): the app's modules are fetched and run only once the
// prerendered page has been painted, or at once when the page is touched; a link tapped before
// then is followed by the app once it runs.
(function () {
	var root = document.documentElement;
	// With the browser set to block site data, merely reading localStorage or sessionStorage
	// throws a SecurityError, and every module that reads them (Paraglide's language among them)
	// with it. Each is replaced by a store that lasts as long as the page, and the app is told
	// (`__tkStorageBlocked`), so every screen renders and says that nothing can be kept.
	function memoryStorage() {
		var items = {};
		return {
			getItem: function (key) {
				return Object.prototype.hasOwnProperty.call(items, key) ? items[key] : null;
			},
			setItem: function (key, value) {
				items[key] = String(value);
			},
			removeItem: function (key) {
				delete items[key];
			},
			clear: function () {
				items = {};
			},
			key: function (i) {
				var keys = Object.keys(items);
				return i < keys.length ? keys[i] : null;
			},
			get length() {
				return Object.keys(items).length;
			}
		};
	}
	['localStorage', 'sessionStorage'].forEach(function (name) {
		try {
			window[name].getItem('tk');
		} catch (e) {
			window.__tkStorageBlocked = true;
			try {
				Object.defineProperty(window, name, { value: memoryStorage(), configurable: true });
			} catch (e2) {
				// Left as it is: every reader of it in the app catches the error.
			}
		}
	});
	// The theme, and while it is set to follow the device, the device's dark mode as it changes.
	function applyTheme() {
		try {
			var theme = localStorage.getItem('tk-theme') || 'system';
			var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
			root.dataset.theme = dark ? 'dark' : 'light';
		} catch (e) {
			root.dataset.theme = 'light';
		}
	}
	applyTheme();
	try {
		matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
	} catch (e) {
		// An old browser without media query events keeps the theme it opened with.
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
	// The install prompt, its screenshots and the home-screen shortcuts in the same language: the
	// build writes a manifest per language (src/lib/server/web-manifest.ts), English's the default.
	var manifest = document.querySelector('link[rel="manifest"]');
	if (manifest && lang !== 'en') manifest.setAttribute('href', '/manifest.' + lang + '.webmanifest');
	// The browser may offer its install prompt before the app's code has run (a prerendered page
	// paints first): keep the event for the app, which picks it up when it starts listening.
	window.addEventListener('beforeinstallprompt', function (event) {
		event.preventDefault();
		window.__tkInstallPrompt = event;
	});
	// New match's files, which home's HTML lists as inert links (`data-tk-next`, see
	// src/lib/server/next-links.ts), switched on: for `path` only (all when none), as `rel`; a
	// stylesheet asked for as a module is preloaded as a style. The ones its form does not wait for
	// (`data-tk-later`: the store with Dexie, the refused fields' messages) are switched on once the
	// others have arrived (those an early tap already switched on included), so the form's own files
	// get the bandwidth first. Resolves once each has arrived or failed.
	function fetchNext(path, rel) {
		return switchOnAll(path, rel, false).then(function () {
			return switchOnAll(path, rel, true);
		});
	}
	function switchOnAll(path, rel, later) {
		var links = document.querySelectorAll('link[data-tk-next]');
		var wanted = [];
		for (var i = 0; i < links.length; i++)
			if (
				links[i].hasAttribute('data-tk-later') === later &&
				(!path || links[i].getAttribute('data-tk-next') === path)
			)
				wanted.push(links[i]);
		return inTurn(wanted, function (link) {
			return link.rel ? link.tkArrived : switchOn(link, rel);
		});
	}
	// Each link switched on asks the network for its file there and then, a millisecond or more
	// apiece on a slow phone: a dozen in one task made a task long enough to block a tap
	// (Lighthouse's Total Blocking Time). So `each` runs on a few items per task, the next few in a
	// task of their own; resolves once every result `each` gave has resolved.
	var PER_TASK = 3;
	function inTurn(items, each) {
		return new Promise(function (done) {
			var results = [];
			var next = 0;
			(function some() {
				for (var end = Math.min(next + PER_TASK, items.length); next < end; next++) results.push(each(items[next]));
				if (next < items.length) setTimeout(some, 0);
				else done(Promise.all(results));
			})();
		});
	}
	function switchOn(link, rel) {
		var arrived = arrival(link);
		link.tkArrived = arrived;
		if (rel === 'modulepreload' && /\.css$/.test(link.getAttribute('href'))) {
			link.as = 'style';
			link.rel = 'preload';
		} else link.rel = rel;
		return arrived;
	}
	function arrival(link) {
		return new Promise(function (done) {
			link.addEventListener('load', done);
			link.addEventListener('error', done);
		});
	}
	// Whether the browser says the connection is slow (Lighthouse's slow 4G reads 3g) and data may
	// be spent: src/lib/components/idle-preload.ts reads it the same way.
	function slowConnection() {
		var connection = navigator.connection;
		return !!connection && !connection.saveData && ['slow-2g', '2g', '3g'].indexOf(connection.effectiveType) >= 0;
	}
	// Starts the app (called at the end of the body, the page parsed): at once when nothing of the
	// page will be painted (the SPA shell, a page hidden for its language or in a background tab),
	// else once the page's largest paint since then is on screen (a largest-contentful-paint
	// entry, else a first-contentful-paint one; two frames after an earlier one, or where there
	// are no such entries), one second at most. The module preloads start with it.
	// A tap on a link of the app before the app has started (the prerendered page is on screen, its
	// code still on the way) would load the next page from nothing: it is kept instead, the app is
	// started at once, and the app follows the link as soon as it runs (src/routes/+layout.svelte
	// sets `__tkStarted` and reads `__tkPendingTap`). Should the app's code fail to arrive, the link
	// is followed as the browser would have.
	var startNow = null;
	document.addEventListener(
		'pointerdown',
		function () {
			if (startNow) startNow();
		},
		true
	);
	document.addEventListener(
		'click',
		function (event) {
			if (window.__tkStarted || event.defaultPrevented || event.button !== 0) return;
			if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
			var link = event.target && event.target.closest && event.target.closest('a[href]');
			if (!link || link.target || link.hasAttribute('download') || link.origin !== location.origin) return;
			if (link.pathname === location.pathname && link.search === location.search) return;
			event.preventDefault();
			window.__tkPendingTap = link.href;
			if (startNow) startNow();
			// The next screen's files come with the app's own instead of after it has started.
			fetchNext(link.pathname, 'modulepreload');
		},
		true
	);
	window.addEventListener('unhandledrejection', function () {
		if (window.__tkStarted || !window.__tkPendingTap) return;
		var href = window.__tkPendingTap;
		window.__tkPendingTap = undefined;
		location.href = href;
	});
	window.__tkStart = function (start) {
		var started = false;
		var since = performance.now();
		startNow = go;
		function go() {
			if (started) return;
			started = true;
			// The start script asks for the app's entry modules itself; the preloads of the modules
			// they import follow, a few per task.
			start();
			var own = inTurn(document.querySelectorAll('link[data-tk-preload]'), function (link) {
				return switchOn(link, 'modulepreload');
			});
			// On a slow connection, New match's files are fetched into the cache once the app's own
			// code has arrived (so they take none of its bandwidth), while it starts: a tap then
			// waits for no round of requests. `__tkAhead` tells idle-preload.ts they are on the way.
			var ahead = slowConnection() && document.querySelector('link[data-tk-next]');
			window.__tkAhead = ahead
				? own.then(function () {
						performance.mark('tk:preload-idle');
						return fetchNext('', 'prefetch');
					}).then(function () {
						return true;
					})
				: Promise.resolve(false);
		}
		function afterFrames() {
			requestAnimationFrame(function () {
				requestAnimationFrame(function () {
					setTimeout(go, 0);
				});
			});
		}
		var app = document.querySelector('.app-root');
		if (!app || app.children.length < 2 || root.classList.contains('tk-relang') || document.visibilityState !== 'visible')
			return go();
		setTimeout(go, 1000);
		// The largest paint where the browser reports it, else the first contentful one (Safari).
		var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
		var type = types.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : 'paint';
		if (types.indexOf(type) < 0) return afterFrames();
		new PerformanceObserver(function (list) {
			var entries = list.getEntries();
			for (var k = 0; k < entries.length; k++)
				if (type === 'paint' && entries[k].name !== 'first-contentful-paint') continue;
				else if (entries[k].startTime >= since) setTimeout(go, 0);
				else afterFrames();
		}).observe({ type: type, buffered: true });
	};
})();
