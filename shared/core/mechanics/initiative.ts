/**
 * Initiative (seed 004 "Order of Actions"): everyone rolls the storyteller's initiative ability;
 * more hits act first; ties are broken at random. Wound modifiers apply as to every roll, and a
 * combatant may spend their one combat luck of the turn on it.
 */
import type { AbilityRollResult, PoolSpec, RollModifier } from '../dice/ability-roll';
import { combatLuckModifier } from './combat-luck';
import type { Rng } from '../dice/rng';
import { rollSide } from './attack-roll';
import type { CombatRuleset } from './combat-ruleset';
import type { OwnLuck } from './modifiers';
import { woundRollModifier } from './wounds';

export type InitiativeEntry = {
  id: string;
  name: string;
  /** The initiative ability's pool (the ruleset's special-ability mapping picks the ability). */
  pool: PoolSpec;
  woundModifier: number;
  luck?: OwnLuck;
  modifiers?: readonly RollModifier[];
};

/** One place in the order. `tieBreak` is the random draw that ordered equal hits (null if untied). */
export type InitiativeSlot = {
  id: string;
  name: string;
  roll: AbilityRollResult;
  tieBreak: number | null;
};

/** Rolls initiative for everyone (in the order given) and sorts them, highest hits first. */
export function rollInitiative(
  rules: CombatRuleset,
  entries: readonly InitiativeEntry[],
  rng: Rng,
): InitiativeSlot[] {
  const slots = entries.map((e): InitiativeSlot => {
    const modifiers: RollModifier[] = [];
    const wounds = woundRollModifier(e.woundModifier);
    if (wounds) modifiers.push(wounds);
    if (e.luck === 'bonus')
      modifiers.push(combatLuckModifier(rules.core, 'initiative', 'bonus', e.name));
    if (e.modifiers) modifiers.push(...e.modifiers);
    return {
      id: e.id,
      name: e.name,
      roll: rollSide(rules, { name: e.name, pool: e.pool, modifiers, luck: e.luck }, rng),
      tieBreak: null,
    };
  });
  return orderByHits(slots, rng);
}

/**
 * Sorts by hits, shuffling each group of equal hits with the injected dice (Fisher–Yates, so
 * every order is equally likely) and recording each one's place in its group.
 */
export function orderByHits(slots: readonly InitiativeSlot[], rng: Rng): InitiativeSlot[] {
  const groups = new Map<number, InitiativeSlot[]>();
  for (const s of slots) {
    const g = groups.get(s.roll.hits);
    if (g) g.push(s);
    else groups.set(s.roll.hits, [s]);
  }
  const out: InitiativeSlot[] = [];
  for (const hits of [...groups.keys()].sort((a, b) => b - a)) {
    const group = [...groups.get(hits)!];
    if (group.length > 1) {
      for (let i = group.length - 1; i > 0; i--) {
        const j = rng.die(i + 1) - 1;
        [group[i], group[j]] = [group[j]!, group[i]!];
      }
      group.forEach((s, i) => out.push({ ...s, tieBreak: i + 1 }));
    } else {
      out.push(group[0]!);
    }
  }
  return out;
}
