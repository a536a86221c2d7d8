// ESLint (flat config): JavaScript, TypeScript and Svelte rules, plus the security rule that user
// data is never rendered as HTML ({@html} and innerHTML are refused everywhere).
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** `f(...list)` passes each element as an argument: a long list (100,000 rounds) overflows the stack. */
const SPREAD_INTO_CALL = {
	selector: 'CallExpression > SpreadElement',
	message: 'No spread into a call: use maxOf, minOf or append from $lib/engine/core/arrays.'
};

export default ts.config(
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } }
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: { projectService: true, extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig }
		}
	},
	{
		// Type-aware rules over the app's code: a promise nobody awaits or catches loses its
		// rejection (a failed write that says nothing), and a promise where a boolean or a void
		// callback is expected is always truthy or never awaited.
		files: ['src/**/*.ts', 'src/**/*.svelte'],
		ignores: ['src/lib/paraglide/**'],
		languageOptions: {
			parserOptions: { projectService: true, extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig }
		},
		rules: {
			'@typescript-eslint/no-floating-promises': 'error',
			'@typescript-eslint/no-misused-promises': 'error',
			'@typescript-eslint/await-thenable': 'error'
		}
	},
	{
		rules: {
			'svelte/no-at-html-tags': 'error',
			'no-restricted-properties': [
				'error',
				{ property: 'innerHTML', message: 'Render user data as text, never as HTML.' },
				{ property: 'outerHTML', message: 'Render user data as text, never as HTML.' },
				{ property: 'insertAdjacentHTML', message: 'Render user data as text, never as HTML.' }
			],
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'svelte/no-navigation-without-resolve': 'error',
			// Maps and Sets here are built inside $derived and never mutated afterwards.
			'svelte/prefer-svelte-reactivity': 'off'
		}
	},
	{
		// TypeScript checks undefined names itself (svelte-check), including build-time globals.
		files: ['**/*.ts', '**/*.svelte'],
		rules: { 'no-undef': 'off' }
	},
	{
		files: ['src/**/*.ts', 'src/**/*.svelte'],
		ignores: ['**/*.test.ts'],
		rules: { 'no-restricted-syntax': ['error', SPREAD_INTO_CALL] }
	},
	{
		files: ['src/lib/engine/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						'svelte',
						'svelte/*',
						'dexie',
						'$app/*',
						'$lib/data/*',
						'$lib/components/*',
						'$lib/state/*',
						'$lib/i18n/*'
					]
				}
			],
			'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'indexedDB', 'navigator'],
			'no-restricted-syntax': [
				'error',
				{
					selector: "MemberExpression[object.name='Date'][property.name='now']",
					message: 'Engines are pure: no clock.'
				},
				{
					selector: "MemberExpression[object.name='Math'][property.name='random']",
					message: 'Engines are pure: no randomness.'
				},
				SPREAD_INTO_CALL
			]
		}
	},
	{
		// The data layer sits left of state: it never reaches up into a state class (statistics
		// included, under src/lib/state/stats), a component or a route. Tests may drive it through state.
		files: ['src/lib/data/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['$app/*', '$lib/state', '$lib/state/*', '$lib/components/*'],
							message: 'The data layer imports only the engine, sync and itself.'
						},
						{
							group: ['../state/*', '../../state/*', '../components/*', '../../components/*'],
							message: 'The data layer imports only the engine, sync and itself.'
						}
					]
				}
			]
		}
	},
	{
		// Components and routes are markup: they call state classes (src/lib/state), which own every
		// read and write; a type from the data layer is fine, a value is not.
		files: ['src/lib/components/**', 'src/routes/**'],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					paths: [
						{ name: '$lib/data/db', message: 'Components use state classes, never the database.' },
						{ name: 'dexie', message: 'Only src/lib/data touches Dexie.' }
					],
					patterns: [
						{
							group: ['$lib/data', '$lib/data/*', '../data/*', '../../data/*'],
							allowTypeImports: true,
							message: 'Components and routes call a state class (src/lib/state); only types come from $lib/data.'
						}
					]
				}
			]
		}
	},
	{
		// A rules page loads its text module as it starts: a value from a game's engine would bring
		// the chunk of New match's form with it (every game's definition, evaluated in the page's
		// longest task, and its stylesheet). The texts take only types from the engine; the anchors'
		// test checks that every line the engine writes is explained.
		files: ['src/lib/rules/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['$lib/engine', '$lib/engine/*'],
							allowTypeImports: true,
							message: "A rules text takes only types from the engine (its page would load New match's chunk)."
						}
					]
				}
			]
		}
	},
	{
		ignores: [
			'build/',
			'.svelte-kit/',
			'src/lib/paraglide/',
			'node_modules/',
			'test-results/',
			'test-reports/',
			'playwright-report/',
			'static/'
		]
	}
);
