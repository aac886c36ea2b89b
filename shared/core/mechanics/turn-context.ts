/** The working state of a turn being resolved, shared by the turn's action handlers. */
import type { Rng } from '../dice/rng';
import type { AttackResult } from './attack';
import type { AutoFireResult } from './automatic-fire';
import type { CombatRuleset } from './combat-ruleset';
import type { ExplosionResult } from './explosion';
import type { TreatResult } from './first-aid';
import { CombatRuleError } from './hit-location';
import type { RecoveryRoll } from './knockout';
import type { GrappleResult } from './opposed-action';
import { addSuppression, type SuppressionChange, type SuppressResult } from './suppression';
import type { LiveCombatant } from './turn-state';
import type { Wound } from './wounds';

/** What one combatant's action produced. */
export type TurnActionResult =
  | { actorId: string; kind: 'skipped'; reason: string }
  | { actorId: string; kind: 'attack'; result: AttackResult }
  | { actorId: string; kind: 'burst' | 'full-auto'; result: AutoFireResult }
  | { actorId: string; kind: 'explode'; result: ExplosionResult }
  | { actorId: string; kind: 'suppress'; result: SuppressResult }
  | { actorId: string; kind: 'subdue' | 'escape'; result: GrappleResult }
  | { actorId: string; kind: 'rally'; result: RecoveryRoll }
  | { actorId: string; kind: 'treat'; result: TreatResult }
  | { actorId: string; kind: 'aim' | 'reload' | 'pass' };

/** Everything an action handler reads and updates. */
export type TurnContext = {
  rules: CombatRuleset;
  rng: Rng;
  turn: number;
  live: Map<string, LiveCombatant>;
  suppression: { id: string; change: SuppressionChange }[];
  /** Subduer id → ids of those they hold, so releasing is not a scan of everyone. */
  captives: Map<string, Set<string>>;
};

/** Records that `subduer` holds `captive`. */
export function holdCaptive(
  captives: Map<string, Set<string>>,
  subduer: string,
  captive: string,
): void {
  const held = captives.get(subduer);
  if (held) held.add(captive);
  else captives.set(subduer, new Set([captive]));
}

/** Frees everyone `subduer` holds. */
export function releaseCaptives(ctx: TurnContext, subduer: string): void {
  const held = ctx.captives.get(subduer);
  if (!held) return;
  for (const id of held) {
    const c = ctx.live.get(id);
    if (c && c.subduedBy === subduer) c.subduedBy = null;
  }
  ctx.captives.delete(subduer);
}

/** The live combatant with `id`; throws {@link CombatRuleError} for an unknown id. */
export function target(ctx: TurnContext, id: string): LiveCombatant {
  const t = ctx.live.get(id);
  if (!t) throw new CombatRuleError(`No combatant with id ${id}`);
  return t;
}

/** Adds suppression points to `c` and logs the change. */
export function suppress(ctx: TurnContext, c: LiveCombatant, points: number, reason: string): void {
  if (points <= 0) return;
  const change = addSuppression(ctx.rules, c.suppression, points, reason);
  c.suppression = change.after;
  ctx.suppression.push({ id: c.id, change });
}

/** Adds a wound (if any) and marks `c` as damaged this turn. */
export function wound(c: LiveCombatant, w: Wound | null): void {
  if (!w) return;
  c.wounds.push(w);
  c.damagedThisTurn = true;
}
