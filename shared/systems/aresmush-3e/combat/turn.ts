/**
 * §C.3 turn processing: initiative order, each action in that order, then the end-of-turn reset
 * (aim, holds, luck, recoil, stress decay, knockouts, NPC removal, invalid actions).
 */
import { rand } from './dice';
import type { A3Battle, A3Fighter } from './fighter';
import { isSubdued, prepareError, resolveAction } from './actions';
import { checkForKo, resetStress } from './knockout';
import { rollInitiative } from './rolls';

/** §C.1 `active_combatants`: not Observers, not removed, sorted by name. */
export function activeFighters(b: A3Battle): A3Fighter[] {
  return Object.values(b.fighters)
    .filter((f) => !f.removed && f.type !== 'Observer')
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
}

export type InitiativeEntry = { name: string; roll: number; tiebreak: number };

/** §C.3 `get_initiative_order`: everyone rolls, then sort by [roll, rand(10)], highest first. */
export function initiativeOrder(b: A3Battle): InitiativeEntry[] {
  const rolls = activeFighters(b).map((f) => ({ name: f.name, roll: rollInitiative(b, f), tiebreak: 0 }));
  for (const r of rolls) r.tiebreak = rand(b.rng, 10);
  // Ruby's sort_by then reverse; equal keys keep the reverse of roster order (Ruby leaves them unspecified).
  return rolls.sort((x, y) => x.roll - y.roll || x.tiebreak - y.tiebreak).reverse();
}

/** §C.3 `reset_for_new_turn` for one fighter. */
export function resetForNewTurn(b: A3Battle, c: A3Fighter): void {
  if (c.aimTarget !== null && c.action?.kind !== 'aim') c.aimTarget = null;
  if (!isSubdued(b, c)) c.subduedBy = null;
  c.luck = null;
  c.recoil = 0;
  resetStress(b, c);
  checkForKo(b, c);
  c.freshlyDamaged = false;
  if (c.isKo && c.npcLevel !== null) removeFighter(b, c);
  else c.damagedBy = [];
}

/** Leaves the fight: off any vehicle, marked removed (an NPC's wounds go with it). */
export function removeFighter(b: A3Battle, c: A3Fighter): void {
  const v = c.vehicle ? b.vehicles[c.vehicle] : undefined;
  if (v) {
    if (v.pilot === c.name) v.pilot = null;
    v.passengers = v.passengers.filter((p) => p !== c.name);
  }
  c.removed = true;
  c.action = null;
}

/** §C.3 step 2: resolves a whole turn (after the first). Returns the initiative order used. */
export function resolveTurn(b: A3Battle): InitiativeEntry[] {
  const order = initiativeOrder(b);
  for (const { name } of order) {
    const c = b.fighters[name]!;
    if (!c.action || c.removed || c.type === 'Observer') continue;
    if (prepareError(b, c, c.action)) continue;
    resolveAction(b, c);
  }
  for (const c of activeFighters(b)) resetForNewTurn(b, c);
  for (const c of activeFighters(b)) {
    if (c.action && prepareError(b, c, c.action)) {
      b.log.push(`Resetting ${c.name}'s action.`);
      c.action = null;
    }
  }
  return order;
}
