/**
 * Seed 003 "Initiative", "Calculating the Initiative Factor" and "Initiative and Multiple
 * Actions": the factor from Dexterity + Wits + Perception on the victory chart, the roll at the
 * start of the turn with the modifiers on the whole turn, and what a good roll does to the
 * multiple-action penalty. Pure numbers here; the step that rolls is in turn.ts.
 */
import { victoryPoints } from '../dice';

/** The three traits the factor adds up (003: "determined by three traits - Dexterity, Wits and Perception"). */
export const INITIATIVE_TRAITS = ['Dexterity', 'Wits', 'Perception'] as const;
/** 003: "Ties are resolved in favor of characters with the highest Wits". */
export const TIE_TRAIT = 'Wits';

export type InitiativeFactor = { total: number; vp: number; dice: number; pips: number; text: string };

/**
 * 003: "these three traits are added together and compared to the VP chart as successes. For every
 * 3 full VP thus generated, the character's base IF of 1d6 is increased by a d6. Leftover VP are
 * added as pip bonuses." 6 + 5 + 6 = 17 → 5 VP → 2d6+2; 6 + 6 + 6 = 18 → 6 VP → 3d6.
 */
export function initiativeFactor(dexterity: number, wits: number, perception: number): InitiativeFactor {
  const total = dexterity + wits + perception;
  const vp = victoryPoints(total);
  const dice = 1 + Math.floor(vp / 3);
  const pips = vp % 3;
  return { total, vp, dice, pips, text: `${dice}d6${pips > 0 ? `+${pips}` : ''}` };
}

/** 003 "Common Initiative Modifiers": "-4 Second Action in the turn", "-8 Third Action in the Turn". */
export const LATER_ACTION_INITIATIVE = -4;
/** 003 "Common Initiative Modifiers": "-2 Action is being complemented by another skill". */
export const COMPLEMENT_INITIATIVE = -2;
/** 003 "Accenting": "you take -3 to the global initiative roll". */
export const ACCENT_INITIATIVE = -3;

/** 003 "Multiple Actions": "-5 if attempting two actions, -7 if attempting three". */
export const MULTI_ACTION_PENALTY: Readonly<Record<number, number>> = { 1: 0, 2: -5, 3: -7 };

/**
 * The goal penalty on each of `actions` actions for a turn's initiative (003 "For every 5 full
 * points of the initiative roll (modified only by wounds and other global bonuses / penalties that
 * don't depend on expected actions in the turn) the multiple action Goal Number penalty is reduced
 * by 1. Thus, if a character rolled an initiative of 15 … 2 actions at -2 each or 3 actions at -4
 * each"). The reduction never turns the penalty into a bonus (COMBAT-NOTES.md).
 */
export function multiActionPenalty(actions: number, initiative: number): number {
  const base = MULTI_ACTION_PENALTY[Math.min(3, Math.max(1, actions))] ?? 0;
  if (base === 0) return 0;
  const reduction = Math.floor(Math.max(0, initiative) / 5);
  return Math.min(0, base + reduction);
}

/**
 * Where an action falls in the turn (003 "his first action happens at his normal initiative, his
 * second action happens at his initiative -4 (+/- applicable modifiers), while his 3rd action
 * happens at his initiative -8"), with the accent's −3 on every action of the turn and a
 * complemented action's −2 on that one.
 */
export function actionInitiative(initiative: number, index: number, options: { accented: boolean; complemented: boolean }): number {
  return initiative + LATER_ACTION_INITIATIVE * index + (options.accented ? ACCENT_INITIATIVE : 0) + (options.complemented ? COMPLEMENT_INITIATIVE : 0);
}
