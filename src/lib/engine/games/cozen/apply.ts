/**
 * Folding a read Cozen round onto the state (rules/cozen.txt "Contested Hands", "The End of a
 * Round", "Winning / The next round!"; RULES-NOTES Cozen): each contested stake settled, captured
 * cards moved into jails for good, the rest sent home, and the initial face-up stakes left on the
 * table after a round without captures. Both input modes give the same state for the same captures.
 */
import { append } from '../../core/arrays';
import type { ExplanationLine, MatchSetup, RoundResult } from '../../core/types';
import type { CozenCard } from '../../cards/cards';
import { resolveBattle } from './battle';
import { stakeContest, winsAloneLines } from './contest';
import { explainBattle } from './explain-battle';
import { wagerSize, type CozenSeatCard, type ReadBattle, type ReadRound } from './input';
import type { CozenConfig } from './options';
import { cozenMustPass, cozenTarget } from './outcome';
import { ids } from './rules';
import { SIDES, sideOfSeat } from './sides';
import { faceUpStakes, type CozenState } from './state';
import { totalVictoryPoints } from './victory-points';

function addCard(deck: Record<CozenCard, number>, card: CozenCard, n: number): void {
	deck[card] = (deck[card] ?? 0) + n;
}

/** Settles the row: what each colour's jail captures (column 0 red, 1 black), each battle explained. */
function settleRow(
	battles: readonly ReadBattle[],
	teams: boolean,
	lines: ExplanationLine[]
): [CozenSeatCard[], CozenSeatCard[]] {
	const captures: [CozenSeatCard[], CozenSeatCard[]] = [[], []];
	for (const b of battles) {
		if (b.card === null) continue; // uncontested face-down stake: goes home unseen
		const ownerSide = sideOfSeat(b.owner, teams);
		const contest = stakeContest(ownerSide, [wagerSize(b.piles[0]) > 0, wagerSize(b.piles[1]) > 0]);
		if (contest.kind === 'uncontested') continue;
		if (contest.kind === 'alone') {
			// Only the other colour wagered: it wins by default without revealing and jails the stake.
			append(lines, winsAloneLines(b.owner, b.card, contest.winner));
			captures[contest.winner].push({ owner: b.owner, card: b.card });
			continue;
		}
		const red = b.piles[0].flatMap((p) => p.cards);
		const black = b.piles[1].flatMap((p) => p.cards);
		const battle = resolveBattle({ card: b.card, owner: SIDES[ownerSide]! }, red, black);
		append(lines, explainBattle(battle, b.owner));
		if (battle.winner === null) continue;
		const winner = battle.winner === 'red' ? 0 : 1;
		const loser = winner === 0 ? 1 : 0;
		for (const p of b.piles[loser]) for (const card of p.cards) captures[winner].push({ owner: p.owner, card });
		if (ownerSide === loser) captures[winner].push({ owner: b.owner, card: b.card });
	}
	return captures;
}

/**
 * Folds a read round: captured cards go to the winner's jail for good and score their victory
 * points; every other card goes home, except that a round in which nobody captured leaves its
 * initial face-up stakes on the table for the next round.
 */
export function apply(
	state: CozenState,
	round: ReadRound,
	setup: MatchSetup<CozenConfig>
): { state: CozenState; result: RoundResult } {
	const teams = setup.seatCount === 4;
	const lines: ExplanationLine[] = [];
	const faceUp = round.faceUp ?? [];
	let captures: [CozenSeatCard[], CozenSeatCard[]] = [[], []];
	if (round.battles) captures = settleRow(round.battles, teams, lines);
	else if (round.jails) {
		captures = [[...round.jails[0]], [...round.jails[1]]];
		captures.forEach((cards, column) => {
			if (cards.length === 0) return;
			const list = cards.map((c) => c.card);
			const vp = totalVictoryPoints(list);
			lines.push(ids.line('cozen.jailed', { column, cards: list.join(','), vp }, column, vp));
		});
	}
	const captured = captures[0].length + captures[1].length > 0;
	const decks = state.decks.map((d) => ({ ...d }));
	const lost = state.lost.map((d) => ({ ...d }));
	if (captured) {
		// Everything not jailed goes home, the stakes carried on the table included.
		for (const s of state.table) if (decks[s.owner]) addCard(decks[s.owner]!, s.card, 1);
	} else {
		// Nobody captured: this round's face-up stakes stay on the table with the carried ones.
		for (const s of faceUp) if (decks[s.owner]) addCard(decks[s.owner]!, s.card, -1);
	}
	for (const side of captures)
		for (const c of side) {
			if (decks[c.owner]) addCard(decks[c.owner]!, c.card, -1);
			if (lost[c.owner]) addCard(lost[c.owner]!, c.card, 1);
		}
	const table = captured ? [] : faceUpStakes(state, faceUp);
	if (!captured) lines.push(ids.line('cozen.stakes-stay', { count: table.length }));
	const points = captures.map((side) => totalVictoryPoints(side.map((c) => c.card)));
	const totals = [0, 1].map((c) => (state.totals[c] ?? 0) + (points[c] ?? 0));
	const target = cozenTarget(setup);
	const rule = cozenMustPass(setup) ? 'cozen.jail-total-over' : 'cozen.jail-total';
	totals.forEach((total, column) => lines.push(ids.line(rule, { column, total, target })));
	return {
		state: { totals, roundsPlayed: state.roundsPlayed + 1, decks, lost, table },
		result: { points, lines }
	};
}
