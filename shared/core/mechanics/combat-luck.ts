import type { RollModifier } from '../dice/ability-roll';
import { luckModifier, LuckRuleError, type LuckEffect } from '../dice/luck';
import type { Ruleset } from '../dice/ruleset';

/**
 * Luck in combat replaces the ordinary luck rules (seed 004 "Luck > Combat"): a point may modify
 * an attack, defense or initiative roll (with the ordinary bonus / penalty / re-roll / cancel
 * effects, one such roll per combat turn), recover from a knockout, or move an injury to another
 * hit location right after it happened (cosmetic). The combat engine (shared/core/mechanics) calls
 * these checks; it owns the turn bookkeeping.
 */

export const COMBAT_LUCK_ROLLS = ['attack', 'defense', 'initiative'] as const;
export type CombatLuckRoll = (typeof COMBAT_LUCK_ROLLS)[number];

export const COMBAT_LUCK_USE_KINDS = ['modify-roll', 'recover-from-knockout', 'move-injury'] as const;
export type CombatLuckUseKind = (typeof COMBAT_LUCK_USE_KINDS)[number];

/** One combat use of a luck point. */
export type CombatLuckUse =
  | { use: 'modify-roll'; roll: CombatLuckRoll; effect: LuckEffect }
  | { use: 'recover-from-knockout'; isKnockedOut: boolean }
  | { use: 'move-injury'; /** The wound was taken in the action just resolved. */ justInjured: boolean };

/** A combatant's luck as combat sees it. */
export type CombatLuckState = {
  luckPoints: number;
  /** Rolls this combatant has already modified with luck this turn. */
  rollsModifiedThisTurn: number;
};

/** Why the use is not allowed, or null when it is. */
export function combatLuckRefusal(ruleset: Ruleset, state: CombatLuckState, use: CombatLuckUse): string | null {
  const rules = ruleset.luck;
  if (state.luckPoints < 1) return 'No luck points left.';
  switch (use.use) {
    case 'modify-roll':
      if (!COMBAT_LUCK_ROLLS.includes(use.roll)) return 'Luck in combat only modifies attack, defense or initiative rolls.';
      if (state.rollsModifiedThisTurn >= rules.combat.rollsPerTurn) {
        return `Luck may modify only ${rules.combat.rollsPerTurn} roll per combat turn.`;
      }
      if (use.effect === 'reroll' && !rules.allowReroll) return 'This ruleset does not allow luck re-rolls.';
      if (use.effect === 'penalty' && rules.penaltyDice === 0) return 'This ruleset has no luck penalty on someone else\'s roll.';
      if (use.effect === 'cancel' && !rules.allowCancel) return 'This ruleset does not allow cancelling luck.';
      return null;
    case 'recover-from-knockout':
      if (!rules.combat.recoverFromKnockout) return 'This ruleset does not allow luck to recover from a knockout.';
      if (!use.isKnockedOut) return 'Only a knocked-out character can spend luck to recover.';
      return null;
    case 'move-injury':
      if (!rules.combat.moveInjury) return 'This ruleset does not allow luck to move an injury.';
      if (!use.justInjured) return 'An injury can only be moved immediately after it was taken.';
      return null;
  }
}

/**
 * Spends a point for a combat use and returns the new state. Throws {@link LuckRuleError} with a
 * plain message when the use is not allowed.
 */
export function spendCombatLuck(ruleset: Ruleset, state: CombatLuckState, use: CombatLuckUse): CombatLuckState {
  const refusal = combatLuckRefusal(ruleset, state, use);
  if (refusal !== null) throw new LuckRuleError(refusal);
  return {
    luckPoints: state.luckPoints - 1,
    rollsModifiedThisTurn: state.rollsModifiedThisTurn + (use.use === 'modify-roll' ? 1 : 0),
  };
}

/** Resets the per-turn count at the start of a new combat turn. */
export function newCombatTurnLuck(state: CombatLuckState): CombatLuckState {
  return { luckPoints: state.luckPoints, rollsModifiedThisTurn: 0 };
}

/** The dice modifier of a combat luck bonus or penalty, with its source for the log. */
export function combatLuckModifier(
  ruleset: Ruleset,
  roll: CombatLuckRoll,
  effect: 'bonus' | 'penalty',
  by: string,
): RollModifier {
  const m = luckModifier(ruleset, effect, by);
  return { ...m, source: `${m.source} on ${roll}` };
}
