// Live sharing's sentences in both languages: plural forms of the status line, remote changes,
// and a typed code's refusals naming the character and its position (counted from 1).
import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale } from '$lib/paraglide/runtime';
import { changesText, codeRefusalText, historyOlderText, historyText, statusText } from './texts';

afterEach(() => overwriteGetLocale(() => baseLocale));
const NB = '\u202f';

describe('live texts', () => {
	it.each([
		['en', { kind: 'live', phones: 1 }, 'Live · 1 phone'],
		['en', { kind: 'live', phones: 4 }, 'Live · 4 phones'],
		['en', { kind: 'offline', unsent: 1 }, 'Offline · 1 deal will be sent'],
		['en', { kind: 'offline', unsent: 2 }, 'Offline · 2 deals will be sent'],
		['en', { kind: 'offline', unsent: 0 }, 'Offline'],
		['en', { kind: 'unreachable', unsent: 0 }, 'Server unreachable, retrying'],
		['en', { kind: 'unreachable', unsent: 3 }, 'Server unreachable, retrying · 3 deals will be sent'],
		['en', { kind: 'refused' }, 'Code refused'],
		['fr', { kind: 'live', phones: 1 }, 'En direct · 1 téléphone'],
		['fr', { kind: 'live', phones: 4 }, 'En direct · 4 téléphones'],
		['fr', { kind: 'offline', unsent: 1 }, 'Hors ligne · 1 donne sera envoyée'],
		['fr', { kind: 'offline', unsent: 2 }, 'Hors ligne · 2 donnes seront envoyées'],
		[
			'en',
			{ kind: 'not-stored', unstored: [{ by: "Ben's phone", deals: 1 }] },
			"1 deal from Ben's phone is not stored here: storage is full"
		],
		[
			'en',
			{
				kind: 'not-stored',
				unstored: [
					{ by: 'Ana', deals: 3 },
					{ by: '', deals: 1 }
				]
			},
			'3 deals from Ana are not stored here: storage is full. 1 deal from an unnamed phone is not stored here: storage is full'
		],
		[
			'fr',
			{ kind: 'not-stored', unstored: [{ by: 'Ben', deals: 1 }] },
			`1 donne envoyée par Ben n'est pas enregistrée ici${NB}: la mémoire est pleine`
		],
		[
			'fr',
			{ kind: 'not-stored', unstored: [{ by: 'Ben', deals: 2 }] },
			`2 donnes envoyées par Ben ne sont pas enregistrées ici${NB}: la mémoire est pleine`
		]
	] as const)('%s %j: %s', (locale, status, text) => {
		overwriteGetLocale(() => locale);
		expect(statusText(status)).toBe(text);
	});

	it('says why a setup entry is not applied, in both languages', () => {
		expect(changesText([{ kind: 'setup-not-applied', by: 'Eve', reason: 'other-game' }])).toBe(
			'A setup change from Eve is not applied: it would change the game of a running match'
		);
		overwriteGetLocale(() => 'fr');
		expect(changesText([{ kind: 'setup-not-applied', by: '', reason: 'unreadable' }])).toBe(
			`Un changement de réglages envoyé par un téléphone sans nom n'est pas appliqué${NB}: il ne se lit pas comme les réglages de cette partie`
		);
	});

	it('says a batch of changes in one text', () => {
		expect(
			changesText([
				{ kind: 'added', number: 5, by: "Ben's phone" },
				{ kind: 'both-entered', number: 5, by: "Ben's phone" },
				{ kind: 'edit-overruled', number: 2, by: "Ben's phone", lost: "Ana's phone" }
			])
		).toBe(
			"Ben's phone added deal 5. Two deals were entered as deal 5 on two phones: both kept, as deals 5 and 6. Deal 2: the later edit counts (Ana's phone's was overruled)"
		);
		overwriteGetLocale(() => 'fr');
		expect(changesText([{ kind: 'deleted', number: 3, by: 'Ana' }])).toBe('Ana a supprimé la donne 3');
		expect(changesText([{ kind: 'restored', number: 3, by: 'Ben' }])).toBe('Ben a rétabli la donne 3');
		overwriteGetLocale(() => 'en');
		expect(changesText([{ kind: 'restored', number: 3, by: 'Ben' }])).toBe('Ben brought back deal 3');
	});

	it('names a bad character and its position', () => {
		expect(codeRefusalText({ kind: 'character', character: '#', position: 6 })).toBe(
			'“#” cannot be in a code (character 7).'
		);
		overwriteGetLocale(() => 'fr');
		expect(codeRefusalText({ kind: 'length', expected: 28, actual: 8 })).toBe(
			`Un code compte 28 caractères${NB}; celui-ci en compte 8.`
		);
	});

	it.each([
		['en', 'entered', "Entered on Ana's phone"],
		['en', 'changed', "Changed on Ana's phone"],
		['en', 'deleted', "Deleted on Ana's phone"],
		['en', 'restored', "Put back on Ana's phone"],
		['en', 'overruled', "Ana's phone's change was overruled by a later one"],
		['fr', 'entered', "Saisie sur Ana's phone"],
		['fr', 'changed', "Modifiée sur Ana's phone"],
		['fr', 'deleted', "Supprimée sur Ana's phone"],
		['fr', 'restored', "Rétablie sur Ana's phone"],
		['fr', 'overruled', "La modification faite sur Ana's phone a été écartée au profit d'une plus récente"]
	] as const)('a deal history entry, %s %s: %s', (locale, kind, text) => {
		overwriteGetLocale(() => locale);
		expect(historyText({ kind, by: "Ana's phone" })).toBe(text);
	});

	it('names a phone with no name, and counts the entries not shown', () => {
		expect(historyText({ kind: 'changed', by: '  ' })).toBe('Changed on an unnamed phone');
		expect(historyText({ kind: 'overruled', by: '' })).toBe(
			'A change on an unnamed phone was overruled by a later one'
		);
		expect(historyOlderText(1)).toBe('1 earlier entry not shown');
		expect(historyOlderText(15)).toBe('15 earlier entries not shown');
		overwriteGetLocale(() => 'fr');
		expect(historyText({ kind: 'entered', by: '' })).toBe('Saisie sur un téléphone sans nom');
		expect(historyText({ kind: 'overruled', by: '' })).toBe(
			"La modification faite sur un téléphone sans nom a été écartée au profit d'une plus récente"
		);
		expect(historyOlderText(1)).toBe('1 étape plus ancienne non affichée');
		expect(historyOlderText(15)).toBe('15 étapes plus anciennes non affichées');
	});
});
