/**
 * Exact odds (no simulation) of the Third Edition's attack procedure: success levels of a pool
 * (§A.1), the attack outcome with cover and mounts (§C.7, §C.10, §C.19), hit location (§C.8),
 * armor (§C.9), damage severity (§C.11) and knockouts (§C.14). Everything is a sum over the exact
 * distributions of each random draw, in the same branch order as the procedures.
 */
import { chartOf, damageLevels, vehicleOf, type A3Chart, type A3CombatConfig } from './config';
import { armorOf, weaponOf } from './gear-stats';
import { coverChance, chartFor, locationClass, mountChance } from './attack';
import { diceRolled } from './dice';
import type { A3Battle, A3Fighter } from './fighter';
import { titlecase } from './names';
import { npcWoundsBonus } from './npc';
import { attackPool, defensePool, knockoutPool, strengthPool } from './rolls';

/** A discrete distribution: value → probability. */
export type Dist = Map<number, number>;

function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

const successCache = new Map<number, Dist>();

/** §A.1 the success level of a pool: k ≥ 1 successes, 0, or −1 (embarrassing failure). */
export function successDist(dice: number): Dist {
  const n = diceRolled(dice);
  if (n === null) return new Map([[15, 1]]);
  const hit = successCache.get(n);
  if (hit) return hit;
  const d: Dist = new Map();
  let botch = 0;
  for (let j = Math.floor(n / 2) + 1; j <= n; j++) botch += binom(n, j) * (1 / 8) ** j * 0.5 ** (n - j);
  d.set(-1, botch);
  d.set(0, (5 / 8) ** n - botch);
  for (let k = 1; k <= n; k++) d.set(k, binom(n, k) * (3 / 8) ** k * (5 / 8) ** (n - k));
  successCache.set(n, d);
  return d;
}

/** §C.14 the chance a KO roll of `dice` gives ≤ 0 successes. */
export const knockoutChance = (dice: number): number => {
  const d = successDist(dice);
  return (d.get(0) ?? 0) + (d.get(-1) ?? 0);
};

export type MarginOdds = {
  miss: number;
  nearMiss: number;
  dodged: number;
  dodgedEasily: number;
  mount: number;
  cover: number;
  hit: number;
  /** net → probability of a hit with that net. */
  hitByNet: Dist;
};

export type MarginOptions = {
  called?: boolean;
  cover?: boolean;
  /** Misses with net < 0 are dodges (melee weapon or a target aboard a vehicle). */
  dodges?: boolean;
  attackerMounted?: boolean;
  defenderMounted?: boolean;
  mountSpecial?: boolean;
};

/** §C.7 `determine_attack_margin` branches over the attack and defense pools. */
export function marginOdds(attackDice: number, defenseDice: number, o: MarginOptions = {}): MarginOdds {
  const r: MarginOdds = { miss: 0, nearMiss: 0, dodged: 0, dodgedEasily: 0, mount: 0, cover: 0, hit: 0, hitByNet: new Map() };
  const atk = successDist(attackDice);
  const def = successDist(defenseDice);
  for (const [a, pa] of atk) {
    if (a <= 0) {
      r.miss += pa;
      continue;
    }
    for (const [d, pd] of def) {
      let p = pa * pd;
      const net = a - d;
      if (o.called && net === 1) {
        r.nearMiss += p;
        continue;
      }
      const mc = mountChance(!!o.attackerMounted, !!o.defenderMounted, net, !!o.mountSpecial);
      if (mc !== null) {
        r.mount += (p * mc) / 100;
        p *= 1 - mc / 100;
      }
      if (o.cover) {
        const cc = coverChance(net) / 100;
        r.cover += p * cc;
        p *= 1 - cc;
      }
      if (net < 0) {
        if (o.dodges) {
          if (net < -2) r.dodgedEasily += p;
          else r.dodged += p;
        } else r.nearMiss += p;
        continue;
      }
      r.hit += p;
      r.hitByNet.set(net, (r.hitByNet.get(net) ?? 0) + p);
    }
  }
  return r;
}

/** §C.8 the location distribution of one hit at `net` on `chart`. */
export function locationDist(chart: A3Chart, net: number, called: string | null): Map<string, number> {
  const area = called ? titlecase(called) : null;
  if (area && net > 2) return new Map([[area, 1]]);
  const list = (area && chart.areas[area]) || chart.areas[chart.defaultArea] || [];
  const out = new Map<string, number>();
  for (let r = 0; r < list.length; r++) {
    const loc = list[Math.min(Math.max(r + net, 0), list.length - 1)]!;
    out.set(loc, (out.get(loc) ?? 0) + 1 / list.length);
  }
  return out;
}

/** §C.9 the reduction distribution for net, pen and protection (undefined protection = no armor: 0). */
export function armorDist(net: number, pen: number, protect: number | undefined): Dist {
  if (protect === undefined) return new Map([[0, 1]]);
  const out: Dist = new Map();
  const add = (v: number, p: number) => out.set(v, (out.get(v) ?? 0) + p);
  for (let die = 1; die <= 8; die++) {
    const result = die + net + pen - protect;
    if (result >= 8) add(0, 1 / 8);
    else if (result >= 6) for (let x = 0; x < 25; x++) add(x, 1 / 8 / 25);
    else if (result >= 4) for (let x = 25; x < 50; x++) add(x, 1 / 8 / 25);
    else if (result >= 2) for (let x = 50; x < 100; x++) add(x, 1 / 8 / 50);
    else add(100, 1 / 8);
  }
  return out;
}

/** §C.9 the armor outcome in the reference's bands. */
export function armorBands(net: number, pen: number, protect: number): { stopped: number; heavy: number; medium: number; light: number; none: number } {
  const r = { stopped: 0, heavy: 0, medium: 0, light: 0, none: 0 };
  for (let die = 1; die <= 8; die++) {
    const x = die + net + pen - protect;
    if (x >= 8) r.none += 1 / 8;
    else if (x >= 6) r.light += 1 / 8;
    else if (x >= 4) r.medium += 1 / 8;
    else if (x >= 2) r.heavy += 1 / 8;
    else r.stopped += 1 / 8;
  }
  return r;
}

/** §C.11 the level distribution of rand(100) + `offset` (class, lethality, modifiers all in the offset). */
export function severityDist(cfg: A3CombatConfig, offset: number): Map<string, number> {
  const { stored } = damageLevels(cfg);
  const keys = Object.keys(cfg.damageTable);
  const out = new Map<string, number>();
  let below = 0;
  for (let i = 0; i < keys.length; i++) {
    // rolls r in 0..99 with r + offset < threshold
    const upTo = Math.min(100, Math.max(0, cfg.damageTable[keys[i]!]! - offset));
    const level = i === 0 ? keys[0]! : stored[i - 1]!;
    if (upTo > below) out.set(level, (out.get(level) ?? 0) + (upTo - below) / 100);
    below = Math.max(below, upTo);
  }
  if (below < 100) out.set(stored.at(-1)!, (out.get(stored.at(-1)!) ?? 0) + (100 - below) / 100);
  return out;
}

export type AttackOdds = MarginOdds & {
  armorStopped: number;
  /** Level name (graze included) → probability over all attacks. */
  levels: Map<string, number>;
  /** Location → probability over all attacks that reached resolution (hits incl. armor-stopped). */
  locations: Map<string, number>;
  /** Location → level (graze included) → probability: a vehicle's crew hits depend on both (issue 41). */
  levelsAt: Map<string, Map<string, number>>;
};

export type AttackOddsOptions = { mod?: number; called?: string | null; mountSpecial?: boolean };

/**
 * Exact odds of one `attack_target` by `c` on `target` as the battle stands (pools, stances,
 * wounds, luck, aim, armor, NPC Wounds): the whole chain of §C.7–§C.11. Passengers are retargeted
 * to their pilot as the procedure does. Crew hits are not included (they land on other people).
 */
export function attackOdds(b: A3Battle, c: A3Fighter, targetIn: A3Fighter, o: AttackOddsOptions = {}): AttackOdds {
  let target = targetIn;
  const v = target.vehicle && !target.piloting ? b.vehicles[target.vehicle] : undefined;
  if (v?.pilot) target = b.fighters[v.pilot] ?? target;
  const cfg = b.config;
  const weapon = weaponOf(cfg, c.weapon, c.weaponSpecials);
  const called = o.called ?? null;
  const margin = marginOdds(attackPool(b, c, target, (o.mod ?? 0) - c.recoil), defensePool(b, target, weapon), {
    called: !!called,
    cover: target.stance === 'Cover',
    dodges: weapon?.type === 'Melee' || target.vehicle !== null,
    attackerMounted: c.mount !== null,
    defenderMounted: target.mount !== null,
    mountSpecial: !!o.mountSpecial,
  });
  const out: AttackOdds = { ...margin, armorStopped: 0, levels: new Map(), locations: new Map(), levelsAt: new Map() };
  if (!weapon) return out;
  const chart = chartFor(b, target, false);
  const tv = target.vehicle ? b.vehicles[target.vehicle] : undefined;
  const armor = tv ? armorOf(cfg, vehicleOf(cfg, tv.type)?.armor ?? null) : armorOf(cfg, target.armor, target.armorSpecials);
  const luck = (c.luck === 'Attack' ? 30 : 0) - (target.luck === 'Defense' ? 30 : 0);
  const strength: Dist = new Map();
  if (weapon.type === 'Melee') {
    for (const [s, p] of successDist(strengthPool(b, c))) strength.set(Math.max((s - 1) * 5, 0), (strength.get(Math.max((s - 1) * 5, 0)) ?? 0) + p);
  } else strength.set(0, 1);
  const npc = target.npcLevel !== null ? npcWoundsBonus(cfg, target.npcLevel) : 0;
  const add = (m: Map<string, number>, k: string, p: number) => m.set(k, (m.get(k) ?? 0) + p);
  for (const [net, pNet] of margin.hitByNet) {
    const hitMod = Math.min(25, Math.max(0, (net - 1) * 5));
    const locs = chart ? locationDist(chart, net, called) : new Map([['Body', 1]]);
    for (const [loc, pLoc] of locs) {
      const p = pNet * pLoc;
      add(out.locations, loc, p);
      const cls = locationClass(chart, loc);
      const base = (cls === 'Critical' ? 30 : cls === 'Vital' ? 0 : -30) + weapon.lethality + target.lethalMod + npc + hitMod + luck;
      const reductions = armor ? armorDist(net, weapon.penetration, armor.protection[loc]) : new Map([[0, 1]]);
      let here = out.levelsAt.get(loc);
      if (!here) out.levelsAt.set(loc, (here = new Map()));
      for (const [red, pRed] of reductions) {
        if (red >= 100) {
          out.armorStopped += p * pRed;
          continue;
        }
        for (const [melee, pMel] of strength) {
          for (const [level, pLev] of severityDist(cfg, base + melee - red)) {
            add(out.levels, level, p * pRed * pMel * pLev);
            add(here, level, p * pRed * pMel * pLev);
          }
        }
      }
    }
  }
  return out;
}

/** §C.14 the chance `c` is knocked out by a KO roll now (with `koMod`). */
export const knockoutOdds = (b: A3Battle, c: A3Fighter, koMod = 0): number => knockoutChance(knockoutPool(b, c, koMod));

/** The chart a name resolves to, for callers that only have names. */
export const chartNamed = (cfg: A3CombatConfig, name: string): A3Chart | null => chartOf(cfg, name);
