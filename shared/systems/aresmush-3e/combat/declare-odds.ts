/**
 * The declare panel's odds (issue 18) for a Third Edition fight: the exact chances of one attack
 * or suppression as it would be declared now, computed on a battle built from the context.
 */
import type { CombatContext } from '../../../core/combat/context';
import type { OddsAnswer, OddsQuery } from '../../../core/combat/declaration-odds';
import type { Rng } from '../../../core/dice/rng';
import { damageLevels, type A3CombatConfig } from './config';
import type { A3Battle, A3Fighter } from './fighter';
import { attackOdds, successDist } from './odds';
import { stanceNameOf } from './lists';
import { attackPool, composurePool, defensePool, weaponFor } from './rolls';
import { battleFromContext, type Bridge } from './bridge';
import { severityOfLevel } from './wound-ops';
import { payEarmarkedLuck } from './luck';

/** Odds never roll: any die asked for is a bug. */
const NO_DICE: Rng = {
  die: (): number => {
    throw new Error('Odds must not roll dice');
  },
};

/** §C.7–§C.11 exact odds of one attack as it would be declared now (people only; vehicles: null). */
export function ares3eOdds(cfg: A3CombatConfig, ctx: CombatContext, q: OddsQuery): OddsAnswer | null {
  return ares3eOddsMany(cfg, ctx, [q])[0]!;
}

/**
 * Many odds on one battle (issue 18: a declare panel's every target, location and stance): what a
 * question sets on the two fighters (stance, luck, action) is put back before the next.
 */
export function ares3eOddsMany(cfg: A3CombatConfig, ctx: CombatContext, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
  let br: Bridge | null = null;
  return queries.map((q) => {
    // Bursts and full-auto: each wound lowers the target's next defense roll (§C.18 damage mods), so
    // the bullets are not independent; no odds rather than a single shot's (NOTES 23).
    if (q.action === 'burst' || q.action === 'full-auto') return null;
    // §C.21: luck earmarked now is paid before any roll (initiative pays it): a target's defense luck counts.
    br ??= battleFromContext(cfg, payEarmarkedLuck(ctx).ctx, NO_DICE);
    const c = br.b.fighters[br.nameOf.get(q.attackerId) ?? ''];
    const t = br.b.fighters[br.nameOf.get(q.targetId) ?? ''];
    if (!c || !t) return null;
    const saved = { stance: c.stance, luck: c.luck, action: c.action, targetStance: t.stance };
    try {
      return oddsOn(cfg, br, q, c, t);
    } finally {
      Object.assign(c, { stance: saved.stance, luck: saved.luck, action: saved.action });
      t.stance = saved.targetStance;
      br.b.log.length = 0;
    }
  });
}

function oddsOn(cfg: A3CombatConfig, br: Bridge, q: OddsQuery, c: A3Fighter, t: A3Fighter): OddsAnswer | null {
  if (q.stance) c.stance = stanceNameOf(cfg, q.stance);
  if (q.targetStance) t.stance = stanceNameOf(cfg, q.targetStance);
  c.luck = q.luck ? 'Attack' : null;
  if (q.action === 'suppress') return suppressOdds(br.b, c, t);
  if (q.action === 'explode') return explodeOdds(cfg, br.b, c, t);
  c.action = { kind: 'attack', targets: [t.name], called: q.location ?? null };
  const o = attackOdds(br.b, c, t, { called: q.location ?? null });
  const { stored } = damageLevels(cfg);
  let wounded = 0;
  let serious = 0;
  for (const [level, p] of o.levels) {
    const i = stored.indexOf(level);
    if (i >= 0) wounded += p;
    if (i >= 1) serious += p;
  }
  const weapon = weaponFor(br.b, c);
  return { attackDice: Math.max(1, Math.ceil(attackPool(br.b, c, t) - 1e-9)), defenseDice: Math.max(1, Math.ceil(defensePool(br.b, t, weapon) - 1e-9)), pHit: o.hit, pWounded: wounded, pSeriousOrWorse: serious, ...forecastParts(cfg, c, t, o.levels) };
}

/**
 * Issue 41: each stored level's chance as the GM screen's severity (the bridge's mapping:
 * wound-ops.ts), and the graze's, for the turn forecast. Left out when that mapping loses a level
 * (more than three stored levels) or a mount is involved (a hit mount may throw its rider, §C.19):
 * the forecast then plays the full turn.
 */
function forecastParts(cfg: A3CombatConfig, c: A3Fighter, t: A3Fighter, levels: ReadonlyMap<string, number>): Pick<OddsAnswer, 'severities' | 'pGrazed'> {
  const { stored, graze } = damageLevels(cfg);
  if (stored.length > 3 || c.mount !== null || t.mount !== null) return {};
  const severities: Record<string, number> = { light: 0, moderate: 0, serious: 0, critical: 0 };
  for (const [level, p] of levels) {
    const severity = stored.includes(level) ? severityOfLevel(cfg, level) : 'healed';
    if (severity !== 'healed') severities[severity]! += p;
  }
  return { severities, pGrazed: levels.get(graze) ?? 0 };
}

/**
 * §C.15 Suppress: attack roll (no recoil) against the target's composure; a margin of 0 or more
 * adds margin + 2 stress, capped at 5; it never wounds. The odds are the stress each margin gives.
 */
function suppressOdds(b: A3Battle, c: A3Fighter, t: A3Fighter): OddsAnswer {
  c.action = { kind: 'suppress', targets: [t.name] };
  const attack = attackPool(b, c, t, 0);
  const composure = composurePool(b, t);
  const gained = new Map<number, number>();
  let hit = 0;
  for (const [a, pa] of successDist(attack)) {
    for (const [d, pd] of successDist(composure)) {
      const margin = a - d;
      const points = margin >= 0 ? Math.min(t.stress + margin + 2, 5) - t.stress : 0;
      if (margin >= 0) hit += pa * pd;
      gained.set(points, (gained.get(points) ?? 0) + pa * pd);
    }
  }
  const suppression = [...gained].map(([points, p]) => ({ points, p })).sort((x, y) => y.points - x.points);
  const dice = (pool: number) => Math.max(1, Math.ceil(pool - 1e-9));
  return { action: 'suppress', attackDice: dice(attack), defenseDice: dice(composure), pHit: hit, pWounded: 0, pSeriousOrWorse: 0, suppression };
}

/**
 * Issue 39 item 11: §C.16 `resolve_explosion` at one target: the attack margin as any attack's
 * (AresMUSH has no zones: the zone picked is not used), then the blast's own hit (location, armor,
 * damage); shrapnel's extra hits are not in the odds (as FS3.2's and FS3.1's). Null when the
 * weapon does not explode, or for a passenger (an attack would go to the pilot, a blast does not).
 */
function explodeOdds(cfg: A3CombatConfig, b: A3Battle, c: A3Fighter, t: A3Fighter): OddsAnswer | null {
  const weapon = weaponFor(b, c);
  if (weapon?.type !== 'Explosive' || (t.vehicle && !t.piloting)) return null;
  c.action = { kind: 'explode', targets: [t.name] };
  const o = attackOdds(b, c, t);
  const { stored } = damageLevels(cfg);
  let wounded = 0;
  let serious = 0;
  for (const [level, p] of o.levels) {
    const i = stored.indexOf(level);
    if (i >= 0) wounded += p;
    if (i >= 1) serious += p;
  }
  const dice = (pool: number) => Math.max(1, Math.ceil(pool - 1e-9));
  return { action: 'explode', attackDice: dice(attackPool(b, c, t)), defenseDice: dice(defensePool(b, t, weapon)), pHit: o.hit, pWounded: wounded, pSeriousOrWorse: serious, ...forecastParts(cfg, c, t, o.levels) };
}
