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
/** A noun before a name that the name is in apposition to ("l'équipe Les Renards"): what follows agrees with the noun. */
const APPOSITION = /(?:^|[\s'’])(?:équipe|camp)\s$/iu;

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
		const subject = !PREPOSITIONS.test(before) && !APPOSITION.test(before) && /^\s+[a-zà-ÿ’']/u.test(after);
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
		expect(teamSubjects("Annonces de l'équipe Les Renards ajoutées.", 'Les Renards')).toEqual([]);
	});

	it.each(['en', 'fr'] as const)('%s: no team is the subject of a verb', (lang) => {
		const all = rendered(lang);
		expect(all.length).toBeGreaterThan(20);
		const bad = all.filter(([, text]) => teamSubjects(text, TEAM[lang]).length > 0).map(([k, t]) => `${k}: ${t}`);
		expect(bad).toEqual([]);
	});
});

// French contracts "de" and "à" with the article that starts many team names ("des Renards",
// "aux Renards", "du Club"), which "de {team}" cannot do: "Points de Les Renards". No French
// message may put "de" or "à" before a placeholder that can hold a team's name; it is phrased
// around the team instead ("Points — Les Renards", "Les Renards : …", "de l'équipe Les Renards").
/** Every placeholder that can hold a team's name: a score column (`…Column`), a team, a Cozen side. */
const TEAM_SLOTS = /\{(column|[a-z]+Column|team|side)\}/g;
/** A plural and a singular team name that begins with an article. */
const ARTICLE_TEAMS = ['Les Renards', 'Le Club'] as const;

/** Every French message (every file, every kind, every variant's text) that has a team placeholder. */
function frenchWithTeamSlots(): [string, string][] {
	const paths = [join(ROOT, 'fr.json'), ...files('fr')];
	const texts = (value: unknown): string[] =>
		typeof value === 'string'
			? [value]
			: value !== null && typeof value === 'object'
				? Object.values(value).flatMap(texts)
				: [];
	return paths.flatMap((file) =>
		Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).flatMap(([key, value]) =>
			texts(value)
				.filter((text) => text.match(TEAM_SLOTS))
				.map((text): [string, string] => [key, text])
		)
	);
}

/** Where a team name follows "de", "à" or "d'" uncontracted ("de Les Renards", "à Le Club"). */
function uncontracted(text: string, team: string): boolean {
	const escaped = team.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(`(?:^|[^\\p{L}])(?:de\\s+|à\\s+|d['’]\\s*)${escaped}`, 'iu').test(text);
}

describe('team names after a French preposition', () => {
	it('the checker catches "de Les", "à Les", "de Le" and passes a contracted or labelled team', () => {
		expect(uncontracted('Points de Les Renards : 92.', 'Les Renards')).toBe(true);
		expect(uncontracted('Avantage à Les Renards.', 'Les Renards')).toBe(true);
		expect(uncontracted('À Les Renards : 20.', 'Les Renards')).toBe(true);
		expect(uncontracted('Victoire de Le Club', 'Le Club')).toBe(true);
		expect(uncontracted('Points — Les Renards : 92.', 'Les Renards')).toBe(false);
		expect(uncontracted("Annonces de l'équipe Les Renards", 'Les Renards')).toBe(false);
		expect(uncontracted('500 pour Les Renards.', 'Les Renards')).toBe(false);
		expect(uncontracted('Victoire : Le Club', 'Le Club')).toBe(false);
	});

	it.each(ARTICLE_TEAMS)('fr: no "de" or "à" before a team named %s', (team) => {
		const all = frenchWithTeamSlots();
		expect(all.length).toBeGreaterThan(60);
		const bad = all
			.map(([key, text]): [string, string] => [key, text.replace(TEAM_SLOTS, team)])
			.filter(([, text]) => uncontracted(text, team))
			.map(([key, text]) => `${key}: ${text}`);
		expect(bad).toEqual([]);
	});
});
