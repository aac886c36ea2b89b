/**
 * Exact attack odds for the GM screen ("62% hit · 18% Serious or worse") and the chart editor's
 * heatmaps: discrete convolutions of the same steps `resolveAttack` rolls, never a simulation.
 */
import { MISS, type HitChart } from '../../domain/gear';
import { withModifiers } from '../dice/ability-roll';
import { poolOdds } from '../dice/odds';
import type { AttackInput } from './attack';
import { SEVERITIES, type CombatRuleset, type Severity } from './combat-ruleset';
import { chartRow, entryForRoll, markDamageModifier } from './hit-location';
import { attackModifiers, defenseModifiers } from './modifiers';
import { armorCovers, stopChance } from './protection';

/** Odds of the attack and defense rolls alone. `hitByNet[k]` = P(hit with k net hits). */
export type ExchangeOdds = {
  pMiss: number;
  pDodged: number;
  pHit: number;
  hitByNet: number[];
  hitByNetExposed: number[];
};

/**
 * From the two hit distributions: miss when the attack has no hits, dodged when it has fewer than
 * the defense, hit otherwise. `hitByNetExposed` keeps the hits with 3+ attack hits (cover).
 */
export function exchangeOdds(
  rules: CombatRuleset,
  attackHits: readonly number[],
  defenseHits: readonly number[],
): ExchangeOdds {
  const hitByNet = new Array<number>(attackHits.length).fill(0);
  const hitByNetExposed = new Array<number>(attackHits.length).fill(0);
  let pDodged = 0;
  for (let a = 1; a < attackHits.length; a++) {
    const pa = attackHits[a]!;
    for (let d = 0; d < defenseHits.length; d++) {
      const p = pa * defenseHits[d]!;
      if (a < d) pDodged += p;
      else {
        hitByNet[a - d]! += p;
        if (a >= rules.cover.exposedAttackHits) hitByNetExposed[a - d]! += p;
      }
    }
  }
  let pHit = 0;
  for (const p of hitByNet) pHit += p;
  return { pMiss: attackHits[0] ?? 1, pDodged, pHit, hitByNet, hitByNetExposed };
}

/** Distribution of the hit-location dice total (2d8: index 0..16). */
export function locationDiceDistribution(rules: CombatRuleset): number[] {
  let dist = [1];
  const { dice, sides } = rules.hitLocation;
  for (let i = 0; i < dice; i++) {
    const next = new Array<number>(dist.length + sides).fill(0);
    dist.forEach((p, s) => {
      for (let f = 1; f <= sides; f++) next[s + f]! += p / sides;
    });
    dist = next;
  }
  return dist;
}

/** P(each result, "miss" included) of the chart row for `target` with `netHits` added. */
export function hitLocationOdds(
  rules: CombatRuleset,
  chart: HitChart,
  target: string | undefined,
  netHits: number,
): Map<string, number> {
  const row = chartRow(chart, target ?? chart.defaultTarget);
  const out = new Map<string, number>();
  locationDiceDistribution(rules).forEach((p, sum) => {
    if (p === 0) return;
    const r = row[entryForRoll(sum + netHits, row.length) - 1]!;
    out.set(r, (out.get(r) ?? 0) + p);
  });
  return out;
}

/** Armor or cover odds: P(stopped) and `reduction[r]` = P(not stopped, r points off the damage). */
export type ProtectionOdds = { stopChance: number; pStopped: number; reduction: number[] };

export function protectionOdds(
  rules: CombatRuleset,
  protection: number,
  penetration: number,
): ProtectionOdds {
  const s = stopChance(rules, protection, penetration);
  const bypassFaces = 101 - rules.armor.bypassRoll;
  const stopFaces = Math.min(s, rules.armor.bypassRoll - 1);
  const reducedFaces = 100 - bypassFaces - stopFaces;
  const reduction = new Array<number>(s + 1).fill(0);
  reduction[0] = bypassFaces / 100;
  // The second roll is capped at the stop chance: faces 1..s-1 count once, faces s..100 become s.
  const pReduced = reducedFaces / 100;
  if (s === 0) reduction[0]! += pReduced;
  else {
    for (let r = 1; r < s; r++) reduction[r] = pReduced / 100;
    reduction[s]! += (pReduced * (101 - s)) / 100;
  }
  return { stopChance: s, pStopped: stopFaces / 100, reduction };
}

/** Damage odds at one spot: P(stopped) and P(each severity). Severities sum to 1 − pStopped. */
export type DamageOdds = { pStopped: number; severities: Record<Severity, number> };

/**
 * Odds of the damage roll: percentile + `modifier` (lethality, location, zone...) minus the
 * reductions of cover and armor that are certain to apply here (null when absent).
 */
export function damageOdds(
  rules: CombatRuleset,
  spec: {
    modifier: number;
    penetration: number;
    armorProtection: number | null;
    coverProtection: number | null;
    /** A vehicle's armor around an occupant (`Defender.shield`). */
    shieldProtection?: number | null;
  },
): DamageOdds {
  let pass = 1;
  let reduction = [1];
  for (const prot of [spec.coverProtection, spec.shieldProtection ?? null, spec.armorProtection]) {
    if (prot === null) continue;
    const o = protectionOdds(rules, prot, spec.penetration);
    pass *= 1 - o.pStopped;
    reduction = convolve(
      reduction,
      o.reduction.map((p) => p / (1 - o.pStopped || 1)),
    );
  }
  const severities = emptySeverities();
  const cdf = (x: number) => Math.min(100, Math.max(0, x)) / 100;
  const b = rules.severityBands;
  reduction.forEach((p, r) => {
    if (p === 0) return;
    const m = spec.modifier - r;
    severities.light += pass * p * cdf(b.light - m);
    severities.moderate += pass * p * (cdf(b.moderate - m) - cdf(b.light - m));
    severities.serious += pass * p * (cdf(b.serious - m) - cdf(b.moderate - m));
    severities.critical += pass * p * (1 - cdf(b.serious - m));
  });
  return { pStopped: 1 - pass, severities };
}

/** The whole shot: what the GM screen shows before the dice are rolled. */
export type AttackOdds = ExchangeOdds & {
  attackDice: number;
  defenseDice: number;
  /** The rolls hit but the chart said miss. */
  pNearMiss: number;
  pStopped: number;
  pWounded: number;
  /** P(the wound lands at each location), over all outcomes. */
  locations: Record<string, number>;
  /** P(a wound of each severity), over all outcomes. */
  severities: Record<Severity, number>;
  /** P(a wound of each severity at each location): a vehicle's crew hits depend on both (issue 41). */
  byLocation: Record<string, Record<Severity, number>>;
  pSeriousOrWorse: number;
};

/** Exact odds of `resolveAttack(rules, input, rng)` (luck re-rolls included). */
export function attackOdds(rules: CombatRuleset, input: AttackInput): AttackOdds {
  const { weapon, attacker, defender } = input;
  const aPool = withModifiers(
    rules.core,
    attacker.pool,
    attackModifiers(rules, attacker, weapon, input.shot),
  );
  const dPool = withModifiers(rules.core, defender.pool, defenseModifiers(rules, defender, weapon));
  const aHits = poolOdds(rules.core, aPool.diceRolled, aPool.attributeRating, {
    reroll: attacker.luck === 'reroll',
  }).hits;
  const dHits = poolOdds(rules.core, dPool.diceRolled, dPool.attributeRating, {
    reroll: defender.luck === 'reroll',
  }).hits;
  const ex = exchangeOdds(rules, aHits, dHits);
  let extra = weapon.lethality;
  for (const m of input.damageModifiers ?? []) extra += m.value;
  const locations: Record<string, number> = {};
  const severities = emptySeverities();
  const byLocation: Record<string, Record<Severity, number>> = {};
  let pNearMiss = 0;
  let pStopped = 0;
  const cache = new Map<string, DamageOdds>();
  const damageAt = (location: string, cover: number | null): DamageOdds => {
    const key = `${location}|${cover}`;
    let o = cache.get(key);
    if (!o) {
      const mark = defender.chart.locations.find((l) => l.name === location)?.mark ?? 'normal';
      const armor =
        defender.armor && armorCovers(defender.armor, location) ? defender.armor.protection : null;
      o = damageOdds(rules, {
        modifier: extra + markDamageModifier(rules, mark),
        penetration: weapon.penetration,
        armorProtection: armor,
        coverProtection: cover,
        shieldProtection: defender.shield?.protection ?? null,
      });
      cache.set(key, o);
    }
    return o;
  };
  const inCover = defender.stance === 'cover';
  const coverProt = defender.cover?.protection ?? rules.cover.protection;
  const coverChance = rules.cover.chance / 100;
  ex.hitByNet.forEach((pNet, net) => {
    if (pNet === 0) return;
    const pExposed = ex.hitByNetExposed[net]!;
    for (const [result, pLoc] of hitLocationOdds(rules, defender.chart, input.target, net)) {
      const p = pNet * pLoc;
      if (result === MISS) {
        pNearMiss += p;
        continue;
      }
      // Cover applies with its chance unless 3+ attack hits found an exposed part.
      const parts: [number, number | null][] = inCover
        ? [
            [pLoc * pExposed + pLoc * (pNet - pExposed) * (1 - coverChance), null],
            [pLoc * (pNet - pExposed) * coverChance, coverProt],
          ]
        : [[p, null]];
      for (const [w, cover] of parts) {
        if (w === 0) continue;
        const o = damageAt(result, cover);
        pStopped += w * o.pStopped;
        locations[result] = (locations[result] ?? 0) + w * (1 - o.pStopped);
        const here = (byLocation[result] ??= emptySeverities());
        for (const s of SEVERITIES) {
          severities[s] += w * o.severities[s];
          here[s] += w * o.severities[s];
        }
      }
    }
  });
  const pWounded = ex.pHit - pNearMiss - pStopped;
  return {
    ...ex,
    attackDice: aPool.diceRolled,
    defenseDice: dPool.diceRolled,
    pNearMiss,
    pStopped,
    pWounded,
    locations,
    severities,
    byLocation,
    pSeriousOrWorse: severities.serious + severities.critical,
  };
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  }
  return out;
}

function emptySeverities(): Record<Severity, number> {
  return { light: 0, moderate: 0, serious: 0, critical: 0 };
}
