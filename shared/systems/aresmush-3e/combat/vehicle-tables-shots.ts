/**
 * Issue 41: the attacks the Third Edition's vehicle tables (vehicle-tables.ts) play this turn, in
 * the roster's places, with who is aboard each vehicle; null when the turn holds anything else
 * (several actions, bursts, explosions, a knocked-out target, someone attacking themselves).
 */
import { canAct, declaredActions, type CombatContext } from '../../../core/combat/context';
import type { TableShot } from './vehicle-tables-memo';

const QUIET = new Set(['aim', 'reload', 'pass']);

/** The turn's attacks; each person's vehicle (−1: none); each vehicle's people (§C.18: passengers, then the pilot). */
export type TableShots = { shots: TableShot[]; vehicleOf: Int32Array; aboard: number[][] };

export function tableShots(ctx: CombatContext): TableShots | null {
  const n = ctx.combatants.length;
  const index = new Map(ctx.combatants.map((c, i) => [c.id, i]));
  const vehicleOf = new Int32Array(n).fill(-1);
  const pilotOf = ctx.vehicles.map((v) => (v.pilotId === null ? -1 : (index.get(v.pilotId) ?? -1)));
  // §C.18 crew hits go to the passengers, then the pilot.
  const aboard = ctx.vehicles.map((v, k) => {
    const list = [...v.passengerIds, ...(v.pilotId ? [v.pilotId] : [])].flatMap((id) => (index.has(id) ? [index.get(id)!] : []));
    for (const i of list) vehicleOf[i] = k;
    return list;
  });
  const ids = ctx.order ? ctx.order.slots.slice(ctx.order.next).map((s) => s.id) : ctx.combatants.filter(canAct).map((c) => c.id);
  if (new Set(ids).size !== ids.length) return null;
  const shots: TableShot[] = [];
  for (const id of ids) {
    const i = index.get(id);
    const c = i === undefined ? undefined : ctx.combatants[i];
    if (!c || !canAct(c) || !c.declaration) continue;
    const actions = declaredActions(c.declaration);
    if (actions.length > 1) return null;
    const a = actions[0]!;
    if (QUIET.has(a.kind)) continue;
    if (a.kind !== 'attack' || a.burst) return null;
    const t = index.get(a.target);
    if (t === undefined || ctx.combatants[t]!.knockedOut) return null;
    const v = vehicleOf[t]!;
    const defender = v >= 0 && pilotOf[v]! >= 0 && pilotOf[v] !== t ? pilotOf[v]! : t;
    if (defender === i!) return null;
    shots.push({ attacker: i!, target: t, defender, vehicle: v, called: a.location ?? null });
  }
  return { shots, vehicleOf, aboard };
}
