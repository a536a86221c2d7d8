// Team names are often plural ("Les Renards", "The Foxes"): no explanation, refusal, outcome or
// screen text may make a team the subject of a conjugated verb, or agree a word with it, since the
// verb's number cannot follow the name. Messages are phrased around the team instead ("Les Renards : …").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'messages';
/** Placeholders that name a team (a score column), as opposed to one player's seat. */
const TEAM_PARAMS = /\{(column|takerColumn|fromColumn|winningColumn|team|side)\}/g;
const TEAM = { en: 'The Foxes', fr: 'Les Renards' } as const;
/** Words before a name that keep it from being the subject. */
const PREPOSITIONS = /(?:^|\s)(?:de|à|pour|par|contre|avec|chez|of|to|for|by|against|with|from|than)\s$/iu;

function files(lang: 'en' | 'fr'): string[] {
	return readdirSync(ROOT)
		.filter((dir) => statSync(join(ROOT, dir)).isDirectory())
		.map((dir) => join(ROOT, dir, `${lang}.json`))
		.filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
}

/** Messages of the explanation, refusal, outcome and screen kinds, rendered with a plural team name. */
function rendered(lang: 'en' | 'fr'): [string, string][] {
	return files(lang).flatMap((file) =>
		Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
			.filter(([key, text]) => /^(x|v|outcome|ui)_/.test(key) && typeof text === 'string')
			.filter(([, text]) => (text as string).match(TEAM_PARAMS))
			.map(([key, text]): [string, string] => [key, (text as string).replace(TEAM_PARAMS, TEAM[lang])])
	);
}

/** Where the team name is the subject of a verb or agrees with a word: the texts to fix. */
function teamSubjects(text: string, team: string): string[] {
	const found: string[] = [];
	let at = text.indexOf(team);
	while (at >= 0) {
		const before = text.slice(0, at);
		const after = text.slice(at + team.length);
		const subject = !PREPOSITIONS.test(before) && /^\s+[a-zà-ÿ’']/u.test(after);
		const relative = /^,?\s+(qui|who)\b/u.test(after);
		const agreed = /(?:^|\s)(seule?s?|only)\s$/iu.test(before);
		if (subject || relative || agreed) found.push(text);
		at = text.indexOf(team, at + team.length);
	}
	return found;
}

describe('team names in explanations', () => {
	it('the checker catches a team as subject and passes a team as label', () => {
		expect(teamSubjects('Les Renards perd la donne coinchée.', 'Les Renards')).toHaveLength(1);
		expect(teamSubjects('Seule Les Renards a annoncé.', 'Les Renards')).toHaveLength(1);
		expect(teamSubjects('revient à Les Renards, qui gagne', 'Les Renards')).toHaveLength(1);
		expect(teamSubjects('The Foxes loses the deal.', 'The Foxes')).toHaveLength(1);
		expect(teamSubjects('Les Renards : donne perdue.', 'Les Renards')).toEqual([]);
		expect(teamSubjects('500 pour Les Renards.', 'Les Renards')).toEqual([]);
	});

	it.each(['en', 'fr'] as const)('%s: no team is the subject of a verb', (lang) => {
		const all = rendered(lang);
		expect(all.length).toBeGreaterThan(20);
		const bad = all.filter(([, text]) => teamSubjects(text, TEAM[lang]).length > 0).map(([k, t]) => `${k}: ${t}`);
		expect(bad).toEqual([]);
	});
});
