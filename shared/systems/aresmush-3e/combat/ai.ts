/**
 * Issue 41: AresMUSH's NPC AI (`FS3Combat.ai_action`, `find_ai_target`, reference §C.20) on the
 * GM screen's machine, in AresMUSH's order of checks:
 *   1. subdued (`is_subdued?`) → Escape;
 *   2. `!check_ammo(c, 1)` (a weapon with no `ammo` never runs out) → Reload;
 *   3. `find_ai_target` → none: Pass; else by `weapon_type`: Explosive → Explode, Suppressive →
 *      Suppress, anything else → Attack, at that one target.
 * The target is drawn by the core (npc-targets.ts) among the allowed teams' combatants whose
 * stance is not Hidden; see NOTES.md "NPC automation" for where the GM screen differs.
 */
import type { CombatantState, CombatContext } from '../../../core/combat/context';
import { findCombatant } from '../../../core/combat/context';
import type { NpcChoice } from '../../../core/combat/procedures';
import type { NpcDecision } from '../../../core/combat/npc-profiles';
import { type A3CombatConfig } from './config';
import { splitGear, weaponOf } from './gear-stats';
import { stanceNameOf } from './lists';

/**
 * `is_subdued?`: held by someone whose action is a Subdue on me. AresMUSH keeps an action from
 * turn to turn; the GM screen clears declarations at the end of a turn, so a holder who has not
 * declared yet this turn still holds (their Subdue stands until they choose otherwise).
 */
export function isHeld(ctx: CombatContext, c: CombatantState): boolean {
  if (c.subduedBy === null) return false;
  const by = findCombatant(ctx, c.subduedBy);
  if (!by || by.knockedOut) return false;
  const a = by.declaration?.action;
  return a === undefined || (a.kind === 'subdue' && a.target === c.id);
}

/** `weapon_stat(weapon, …)` of what the combatant holds (an unknown weapon is Unarmed, as the bridge plays it). */
function weaponOfCombatant(cfg: A3CombatConfig, c: CombatantState) {
  const w = splitGear(c.weapon);
  return weaponOf(cfg, w.name, w.specials) ?? weaponOf(cfg, 'Unarmed');
}

/** `check_ammo(c, 1)`: true when the weapon tracks no ammo (`max_ammo` 0) or a round is left. */
export function hasRound(cfg: A3CombatConfig, c: CombatantState): boolean {
  if (c.ammo === null) return true;
  const maxAmmo = weaponOfCombatant(cfg, c)?.ammo ?? 0;
  return maxAmmo === 0 || c.ammo >= 1;
}

/** §C.20 `ai_action`. The 'cautious' profile also takes the Defensive stance (the GM screen's 'cautious'). */
export function ares3eNpcDecision(cfg: A3CombatConfig, ctx: CombatContext, c: CombatantState, choice: NpcChoice): NpcDecision {
  if (isHeld(ctx, c)) return { action: { kind: 'escape' } };
  if (!hasRound(cfg, c)) return { action: { kind: 'reload' } };
  const target = choice.target();
  const stance = choice.settings.profile === 'cautious' ? { stance: 'cautious' } : {};
  if (!target) return { action: { kind: 'pass' }, ...stance };
  switch (weaponOfCombatant(cfg, c)?.type) {
    case 'Explosive':
      return { action: { kind: 'explode', targets: [{ id: target.id, zone: 0 }] }, ...stance };
    case 'Suppressive':
      return { action: { kind: 'suppress', targets: [target.id] }, ...stance };
    default:
      return { action: { kind: 'attack', target: target.id }, ...stance };
  }
}

/** `find_ai_target` skips `stance != "Hidden"`: the game's stance the combatant's stance id stands for. */
export const ares3eHidden = (cfg: A3CombatConfig, c: CombatantState): boolean => stanceNameOf(cfg, c.stance) === 'Hidden';
