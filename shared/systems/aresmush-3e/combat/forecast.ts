/**
 * Issue 41: the Third Edition's pieces of the turn forecast (shared/core/combat/forecast-exact.ts
 * and forecast-table.ts), each the exact odds of what the turn's own procedures roll, so the
 * forecast's fast path serves this edition instead of playing the whole turn 10,000 times:
 * - §C.14 `check_for_ko` at the end of the turn (knockout.ts): only when freshly damaged with
 *   wounds at −1 or worse; an NPC at −7 or worse without a roll; else a KO roll of 0 or less;
 * - §C.3 `get_initiative_order` (turn.ts): the initiative roll and a rand(10) tie die, highest
 *   first, then (equal keys) reverse name order;
 * - §C.13 a landed shot's point of stress (attack.ts `resolveAttack`), a graze's too.
 */
import type { CombatantState, CombatContext } from '../../../core/combat/context';
import type { Rng } from '../../../core/dice/rng';
import type { Wound } from '../../../core/mechanics/wounds';
import { battleFromContext, uniqueNames } from './bridge';
import type { A3CombatConfig } from './config';
import type { A3Battle, A3Fighter } from './fighter';
import { knockoutChance, successDist } from './odds';
import { damageMod, initiativePool, knockoutPool } from './rolls';

/** The forecast never rolls: any die asked for is a bug. */
const NO_DICE: Rng = {
  die: (): number => {
    throw new Error('The forecast must not roll dice');
  },
};

/** §C.3 the tie die's sides (`rand(10)`). */
const TIE_SIDES = 10;
/** §C.13 stress never goes past 5. */
const MAX_STRESS = 5;

/** `c` alone in a battle (with the vehicles, whose wounds and toughness reach its rolls). */
function alone(cfg: A3CombatConfig, ctx: CombatContext, c: CombatantState): { b: A3Battle; f: A3Fighter } {
  const br = battleFromContext(cfg, { ...ctx, combatants: [c] }, NO_DICE);
  return { b: br.b, f: br.b.fighters[br.nameOf.get(c.id)!]! };
}

/** P(`c` is knocked out at the end of this turn) if it now takes `wound` (null: no new wound). */
export function ares3eKnockoutOdds(cfg: A3CombatConfig, ctx: CombatContext, c: CombatantState, wound: Wound | null): number {
  if (c.knockedOut) return 1;
  if (!c.damagedThisTurn && wound === null) return 0;
  const { b, f } = alone(cfg, ctx, wound ? { ...c, wounds: [...c.wounds, wound], damagedThisTurn: true } : c);
  const mod = damageMod(b, f);
  if (mod > -1) return 0;
  if (f.npcLevel !== null && mod <= -7) return 1;
  return knockoutChance(knockoutPool(b, f));
}

/**
 * P(each initiative key) for `c`: index (successes + 1)·10 + the tie die (0–9), so a higher index
 * goes first exactly as AresMUSH's sort by [roll, rand(10)]. Luck on initiative: null (the
 * forecast plays the full turn).
 */
export function ares3eInitiativeOdds(cfg: A3CombatConfig, ctx: CombatContext, c: CombatantState): readonly number[] | null {
  if (c.declaration?.luck?.roll === 'initiative') return null;
  const { b, f } = alone(cfg, ctx, c);
  const dist = successDist(initiativePool(b, f));
  const top = Math.max(...dist.keys());
  const out = new Array<number>((top + 2) * TIE_SIDES).fill(0);
  for (const [level, p] of dist) for (let t = 0; t < TIE_SIDES; t++) out[(level + 1) * TIE_SIDES + t]! += p / TIE_SIDES;
  return out;
}

/** §C.3 equal keys: Ruby's sort then reverse leaves them in reverse name order (the battle's names). */
export function ares3eInitiativeTieOrder(ctx: CombatContext, ids: readonly string[]): readonly string[] {
  const names = uniqueNames(ctx);
  return [...ids].sort((x, y) => {
    const [a, b] = [names.get(x)!, names.get(y)!];
    return a < b ? 1 : a > b ? -1 : 0;
  });
}

/** §C.13 `c` after `hits` shots landed on it this turn (a wound or a graze): a point of stress each. */
export function ares3eStruck(c: CombatantState, hits: number): CombatantState {
  if (hits === 0) return c;
  const stress = Math.min(MAX_STRESS, Math.max(0, c.suppression) + hits);
  return stress === c.suppression ? c : { ...c, suppression: stress };
}
