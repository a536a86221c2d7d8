/**
 * The explanation of a battle, line by line (e.g. "Red: straight 3-4-5 + stake 6 = 4; Black:
 * pair of 4s = 3 → Red jails 4, 4 (8 VP)"), shared by the round's explanation and the battle
 * calculator.
 */
import { append } from '../../core/arrays';
import type { ExplanationLine } from '../../core/types';
import type { Arrangement } from './arrangement';
import type { Battle } from './battle';
import { sideColumn, winsAloneLines } from './contest';
import { ids } from './rules';
import type { CozenSide } from './sides';

function comboLines(side: CozenSide, arr: Arrangement): ExplanationLine[] {
	const c = sideColumn(side);
	const out: ExplanationLine[] = [];
	for (const combo of arr.combos) {
		const cards = combo.cards.join(',');
		if (combo.kind === 'straight') {
			if (combo.stake !== null)
				out.push(
					ids.line('cozen.straight-stake', { column: c, cards, stakeCard: combo.stake, strength: combo.strength })
				);
			else out.push(ids.line('cozen.straight', { column: c, cards, strength: combo.strength }));
		} else if (combo.stake !== null)
			out.push(ids.line('cozen.pair-stake', { column: c, cards, stakeCard: combo.stake, strength: combo.strength }));
		else out.push(ids.line('cozen.pair', { column: c, cards, strength: combo.strength }));
	}
	out.push(ids.line('cozen.strength', { column: c, strength: arr.strength }));
	return out;
}

/**
 * The explanation of one battle (e.g. "Red: straight 3-4-5 + stake 6 = 4; Black: pair of 4s =
 * 3 → Red jails 4, 4 (8 VP)"): the stake, each side's combinations and strength, how the winner
 * was decided, and the capture, whose line carries the victory points in the winner's column.
 * `ownerSeat` names the stake's owner (defaults to the colour's column, which is the seat in a
 * two-player match). Uncontested battles explain nothing.
 */
export function explainBattle(battle: Battle, ownerSeat: number = sideColumn(battle.stake.owner)): ExplanationLine[] {
	if (!battle.contested) return [];
	if (battle.decision === 'alone' && battle.winner !== null)
		return winsAloneLines(ownerSeat, battle.stake.card, sideColumn(battle.winner));
	const out: ExplanationLine[] = [ids.line('cozen.battle', { ownerSeat, stakeCard: battle.stake.card })];
	append(out, comboLines('red', battle.red));
	append(out, comboLines('black', battle.black));
	const strength = battle.red.strength;
	const last = battle.tieBreak[battle.tieBreak.length - 1];
	if (battle.decision === 'strength' && battle.winner) {
		const w = battle.winner === 'red' ? battle.red : battle.black;
		const l = battle.winner === 'red' ? battle.black : battle.red;
		out.push(
			ids.line('cozen.stronger', { column: sideColumn(battle.winner), strength: w.strength, otherStrength: l.strength })
		);
	} else if (battle.decision === 'high-card' && battle.winner && last) {
		const mine = battle.winner === 'red' ? last.red : last.black;
		const theirs = battle.winner === 'red' ? last.black : last.red;
		out.push(
			ids.line('cozen.tie-high-card', {
				column: sideColumn(battle.winner),
				card: mine ?? '',
				otherCard: theirs ?? '',
				position: last.position,
				strength
			})
		);
	} else if (battle.decision === 'out-of-cards' && battle.winner && last) {
		out.push(
			ids.line('cozen.tie-out-of-cards', { column: sideColumn(battle.winner), position: last.position, strength })
		);
	} else if (battle.decision === 'full-tie') out.push(ids.line('cozen.tie-full', { strength }));
	if (battle.winner !== null) {
		out.push(
			ids.line(
				'cozen.capture',
				{ column: sideColumn(battle.winner), cards: battle.captured.join(','), vp: battle.points },
				sideColumn(battle.winner),
				battle.points
			)
		);
	}
	return out;
}
