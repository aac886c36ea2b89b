/**
 * Issue 41: AresMUSH's NPC behaviour (escape when held, reload when empty, attack a target or
 * pass) in seed 003's actions, which are all tasks: held → Strength + Fight to break free; an
 * empty gun → a Dexterity task named "Reload" (seed 003 has no reload rule: the storyteller
 * fills the clip); a target → the quick-declare's task at it (Dexterity + Shoot, Melee or Fight).
 * Several actions a turn only when the storyteller enables it for the NPC (`multi`): a gun then
 * fires up to three shots at its target (003: "Firearms are the exception"), never accented;
 * a cautious NPC always takes one action.
 */
import type { CombatantState, CombatContext } from '../../../core/combat/context';
import { weaponNamed } from '../../../core/combat/gear';
import type { NpcChoice } from '../../../core/combat/procedures';
import type { NpcDecision } from '../../../core/combat/npc-profiles';
import { MAX_ACTIONS, quickTask } from './actions';

export function etkinNpcDecision(ctx: CombatContext, c: CombatantState, choice: NpcChoice): NpcDecision {
  if (c.subduedBy !== null) return { action: { kind: 'task', characteristic: 'Strength', skill: 'Fight', label: 'Break free' } };
  const type = weaponNamed(ctx.gear, c.weapon).type;
  const gun = type === 'ranged' || type === 'explosive';
  if (gun && c.ammo !== null && c.ammo <= 0) return { action: { kind: 'task', characteristic: 'Dexterity', skill: null, label: 'Reload' } };
  const action = quickTask(ctx, c, choice.target(), type);
  if (action.kind !== 'task' || !gun || !choice.settings.multi || choice.settings.profile === 'cautious') return { action };
  const shots = Math.min(MAX_ACTIONS, c.ammo ?? MAX_ACTIONS);
  return { action: shots > 1 ? { ...action, shots } : action };
}
