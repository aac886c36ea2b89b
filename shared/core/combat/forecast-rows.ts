/**
 * Issue 41: which vehicles the turn forecast gives a row (forecast.ts assembles every engine's
 * answer through this). A vehicle the turn can still change has one: an attack still to come aims
 * at it or at someone aboard (the Third Edition hits a vehicle through the person aboard), or a
 * chance is above zero (a vehicle damaged earlier this turn still rolls its knockout at the end).
 * An idle one has none, whichever engine answered: its all-zero bar would read as a forecast of
 * something this turn does not do, and the exact forecast never names it anyway.
 */
import { canAct, declaredActions, type CombatContext } from './context';
import { actionTargets } from './declarations';
import type { ExactOutcome } from './forecast-types';

/** Every id a declaration still to come this turn points at (all of them before initiative). */
function pendingTargets(ctx: CombatContext): Set<string> {
  const still = ctx.order ? new Set([...ctx.order.slots.slice(ctx.order.next), ...(ctx.order.held ?? [])].map((s) => s.id)) : null;
  const out = new Set<string>();
  for (const c of ctx.combatants) {
    if (!c.declaration || !canAct(c) || (still && !still.has(c.id))) continue;
    for (const a of declaredActions(c.declaration)) for (const t of actionTargets(a)) out.add(t);
  }
  return out;
}

/** Whether vehicle `v`'s answer `o` is shown as a row. */
export function vehicleRowShown(ctx: CombatContext): (v: CombatContext['vehicles'][number], o: ExactOutcome) => boolean {
  let targets: Set<string> | null = null;
  return (v, o) => {
    if (o.pHit > 0 || (o.pSerious ?? 0) > 0 || (o.pOut ?? 0) > 0) return true;
    targets ??= pendingTargets(ctx);
    return targets.has(v.id) || (v.pilotId !== null && targets.has(v.pilotId)) || v.passengerIds.some((id) => targets!.has(id));
  };
}
