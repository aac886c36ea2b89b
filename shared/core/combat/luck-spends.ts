/**
 * The luck a combat step moved, per campaign character (issue 16: spent combat luck leaves the
 * character's balance the moment the step is committed). Read off the contexts before and after
 * the step, so every way luck moves in a fight (earmarked luck taken by a roll, an edition paying
 * at initiative, revive with luck, moving an injury, a penalty on someone else's roll, the
 * storyteller's edit of the number) is covered by one rule: the combatant's luck shown is the
 * character's balance, and the ledger explains each change.
 */
import type { CombatantState, CombatContext } from './context';
import type { LuckChoice } from './declarations';
import { findCombatant } from './context';
import { changedCombatants } from './changed-combatants';

/** One character's luck change in one step. */
export type LuckChange = {
  combatantId: string;
  characterId: string;
  name: string;
  /** Points gained (> 0, only by a storyteller edit) or spent (< 0); never 0. */
  delta: number;
  /** What the luck went on, in words ("attack bonus", "recovery from a knockout"). */
  what: string;
};

/** An edition's own words for what earmarked luck bought (its procedures' `luckWords`). */
export type LuckWords = ((luck: LuckChoice, points: number) => string) | undefined;

function luckWords(c: CombatantState, ctx: CombatContext, own: LuckWords, points: number): string | null {
  const luck = c.declaration?.luck;
  if (!luck) return null;
  if (own) return own(luck, points);
  if (luck.effect === 'penalty' || luck.effect === 'cancel') {
    const target = luck.target !== undefined ? (findCombatant(ctx, luck.target)?.name ?? luck.target) : null;
    return luck.effect === 'penalty' ? `penalty on ${target ?? 'an opponent'}'s ${luck.roll}` : `cancelling luck spent against their ${luck.roll}`;
  }
  return `${luck.roll} ${luck.effect === 'reroll' ? 're-roll' : 'bonus'}`;
}

/** Why `after` has less (or more) luck than `before`, in words. */
function whatMoved(before: CombatantState, after: CombatantState, ctx: CombatContext, delta: number, own: LuckWords): string {
  if (after.luckUsed > before.luckUsed) return luckWords(after, ctx, own, -delta) ?? luckWords(before, ctx, own, -delta) ?? 'a roll';
  if (before.knockedOut && !after.knockedOut) return 'recovery from a knockout';
  const movedCount = (c: CombatantState) => c.wounds.filter((w) => (w.movedFrom ?? null) !== null).length;
  const moved = movedCount(after) > movedCount(before);
  if (moved) return 'moving an injury';
  return delta > 0 ? 'returned by the storyteller' : 'taken by the storyteller';
}

/**
 * The luck changes of combatants played by campaign characters between `before` and `after`.
 * Combatants joining or leaving in the step bring their balance with them: no change.
 * Untracked luck (null) is never a change.
 */
export function luckChanges(before: CombatContext, after: CombatContext, own?: LuckWords): LuckChange[] {
  const out: LuckChange[] = [];
  for (const { before: b, after: c } of changedCombatants(before, after)) {
    if (c.characterId === null || c.luckPoints === null) continue;
    if (!b || b.luckPoints === null || b.characterId !== c.characterId) continue;
    const delta = c.luckPoints - b.luckPoints;
    if (delta === 0) continue;
    out.push({ combatantId: c.id, characterId: c.characterId, name: c.name, delta, what: whatMoved(b, c, after, delta, own) });
  }
  return out;
}

/** The ledger's reason for a change: "Luck in combat 'Ambush', turn 3: attack bonus". */
export function luckReason(combatName: string, turn: number, change: LuckChange, word = 'Luck'): string {
  return `${word} in combat '${combatName}', turn ${turn}: ${change.what}`;
}
