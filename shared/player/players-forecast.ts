/**
 * Issue 41: the turn as the players may reckon it. A combatant hidden from them (the
 * storyteller's `privacy.hidden`) is not in their forecast: its declared action counts as a pass,
 * so no visible combatant's chance tells that someone unseen is shooting at them. The
 * storyteller's own forecast keeps every declaration.
 */
import type { CombatContext } from '../core/combat/context';

const PASS = { action: { kind: 'pass' as const }, luck: null };

/** The players' context per storyteller's context: the same object back each time, so the host's forecast cache (by context) finds it. */
const made = new WeakMap<CombatContext, CombatContext>();

/** `ctx` itself when nobody hidden has declared anything but a pass (the storyteller's forecast is then the players' too). */
export function forPlayersForecast(ctx: CombatContext): CombatContext {
  const quiet = (c: CombatContext['combatants'][number]) => c.privacy?.hidden !== true || c.declaration === null || (c.declaration.action.kind === 'pass' && !c.declaration.more?.length);
  if (ctx.combatants.every(quiet)) return ctx;
  let theirs = made.get(ctx);
  if (!theirs) made.set(ctx, (theirs = { ...ctx, combatants: ctx.combatants.map((c) => (quiet(c) ? c : { ...c, declaration: PASS })) }));
  return theirs;
}
