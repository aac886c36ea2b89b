/**
 * Exact odds of an FS3.1 attack for the declare panel (no die rolled): the Roll Result
 * distributions of the attack and the defense (dice.ts `resultDistribution`, with the same
 * modifiers `rollShot` uses), 002's outcome table, then for each hit 000's hit location (2d8 +
 * the difference), cover (75%, not on a +3), armor (stop chance, 100 bypasses, else a reduction up
 * to the stop chance) and damage (d100 + lethality + location − reductions; Serious above 80).
 */
import { MISS, type Weapon } from '../../../domain/gear';
import type { PoolSpec, RollModifier } from '../../../core/dice/ability-roll';
import { SEVERITIES, type CombatRuleset, type Stance } from '../../../core/mechanics/combat-ruleset';
import { chartRow, CombatRuleError, entryForRoll, markDamageModifier } from '../../../core/mechanics/hit-location';
import { armorCovers, stopChance } from '../../../core/mechanics/protection';
import { locationMark } from '../../../domain/gear';
import type { CombatContext } from '../../../core/combat/context';
import type { LabelledRng } from '../../../core/combat/dice-tape';
import type { OddsAnswer, OddsQuery } from '../../../core/combat/declaration-odds';
import { resultDistribution, ROLL_RESULTS } from '../dice';
import { poolModifier, poolRow } from '../pools';
import { SUPPRESS_FACTOR } from './fire-actions';
import { aimedAt, attackMods, defenseMods, defensePool, dodgerOf, markOf, type Mark } from './attack';
import { battleOf, poolOf, weaponOf, type Battle, type Fighter } from './state';

const NO_DICE: LabelledRng = {
  mark: () => undefined,
  die: () => {
    throw new Error('Odds must not roll dice');
  },
};

/** P(Roll Result) for a pool and extra modifiers, index 0..5 = −2..+3. */
export function distOf(pool: PoolSpec, extra: readonly RollModifier[], reroll = false): number[] {
  return resultDistribution(poolRow(pool), poolModifier(pool) + extra.reduce((s, m) => s + m.dice, 0), reroll);
}

/** 002's outcome odds from two distributions: miss, dodged, hit, and each hitting pair of Roll Results. */
export function outcomeOdds(attack: readonly number[], defense: readonly number[]): { miss: number; dodged: number; hit: number; hits: { a: number; d: number; p: number }[] } {
  let miss = 0;
  let dodged = 0;
  let hit = 0;
  const hits: { a: number; d: number; p: number }[] = [];
  ROLL_RESULTS.forEach((a, i) => {
    ROLL_RESULTS.forEach((d, j) => {
      const p = attack[i]! * defense[j]!;
      if (a < 1) miss += p;
      else if (a < d) dodged += p;
      else {
        hit += p;
        if (p > 0) hits.push({ a, d, p });
      }
    });
  });
  return { miss, dodged, hit, hits };
}

/** A protection check as odds: P(stopped), and the distribution of the reduction (index = points). */
export function protectionOdds(rules: CombatRuleset, protection: number, penetration: number): { stop: number; reduction: number[] } {
  const key = `${protection}|${penetration}|${JSON.stringify(rules.armor)}`;
  let hit = PROTECTION_CACHE.get(key);
  if (!hit) {
    hit = protectionOddsUncached(rules, protection, penetration);
    PROTECTION_CACHE.set(key, hit);
  }
  return hit;
}

// Pure and small (one entry per protection, penetration and armor formula): cached across questions.
const PROTECTION_CACHE = new Map<string, { stop: number; reduction: number[] }>();

function protectionOddsUncached(rules: CombatRuleset, protection: number, penetration: number): { stop: number; reduction: number[] } {
  const sc = stopChance(rules, protection, penetration);
  const reduction = new Array<number>(sc + 1).fill(0);
  let stop = 0;
  for (let roll = 1; roll <= 100; roll++) {
    if (roll >= rules.armor.bypassRoll) reduction[0]! += 0.01;
    else if (roll <= sc) stop += 0.01;
    else for (let r = 1; r <= 100; r++) reduction[Math.min(r, sc)]! += 0.0001;
  }
  return { stop, reduction };
}

const convolve = (a: readonly number[], b: readonly number[]): number[] => {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)));
  return out;
};

/**
 * P(the damage roll lands on each severity, light to critical) given the modifier and the
 * reduction distribution (which carries the chance of getting through): 000 "Determining Damage",
 * d100 + modifier − reduction read on the severity bands (`severityFor`).
 */
export function severityOdds(rules: CombatRuleset, modifier: number, reduction: readonly number[]): number[] {
  const out = [0, 0, 0, 0];
  const bands = rules.severityBands;
  reduction.forEach((pr, r) => {
    if (!pr) return;
    // Faces of d100 whose total is at most `top`.
    const upTo = (top: number) => Math.max(0, Math.min(100, top - modifier + r));
    const [l, m, s] = [upTo(bands.light), upTo(bands.moderate), upTo(bands.serious)];
    out[0]! += (pr * l) / 100;
    out[1]! += (pr * (m - l)) / 100;
    out[2]! += (pr * (s - m)) / 100;
    out[3]! += (pr * (100 - s)) / 100;
  });
  return out;
}

/** The 2d8 sums 2..16 and their chances. */
const TWO_D8: [number, number][] = (() => {
  const m = new Map<number, number>();
  for (let a = 1; a <= 8; a++) for (let b = 1; b <= 8; b++) m.set(a + b, (m.get(a + b) ?? 0) + 1 / 64);
  return [...m];
})();

/** What one location does to a hit that reached it: P(wounded), P(Serious or worse), with and without the cover. */
type LocationOdds = { wounded: number; serious: number; levels: number[] };
export type OddsCache = Map<string, LocationOdds>;

/**
 * One location's odds through `cover` (null: none) and the armor there. Cached for the whole
 * question set (a declare panel's 200 targets share a few weapons, armors and locations).
 */
function locationOdds(b: Battle, m: Mark, w: Weapon, entry: string, cover: { protection?: number } | null, cache: OddsCache): LocationOdds {
  const rules = b.rules;
  const armorHere = m.armor && armorCovers(m.armor, entry) ? m.armor : null;
  const coverProtection = cover ? (cover.protection ?? rules.cover.protection) : null;
  const key = `${m.chart.name}|${entry}|${armorHere ? armorHere.protection : '-'}|${w.penetration}|${w.lethality}|${coverProtection ?? '-'}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const locMod = markDamageModifier(rules, locationMark(m.chart, entry));
  const armor = armorHere ? protectionOdds(rules, armorHere.protection, w.penetration) : null;
  const red = coverProtection === null ? [1] : protectionOdds(rules, coverProtection, w.penetration).reduction;
  const total = armor ? convolve(red, armor.reduction) : red;
  // `red` carries the chance of getting through (cover's reduction sums to 1 − its stop chance).
  const levels = severityOdds(rules, w.lethality + locMod, total);
  const out = { wounded: red.reduce((t, x) => t + x, 0) * (armor ? 1 - armor.stop : 1), serious: levels[2]! + levels[3]!, levels };
  cache.set(key, out);
  return out;
}

/** P(wounded) and P(Serious or worse) of one hit with Roll Results `a` against a difference `diff`. */
function hitOdds(b: Battle, m: Mark, w: Weapon, called: string | undefined, a: number, diff: number, cache: OddsCache, local: { open: Map<string, LocationOdds>; cover: Map<string, LocationOdds> }): LocationOdds {
  const rules = b.rules;
  const row = chartRow(m.chart, called ?? m.chart.defaultTarget);
  const cover = m.person && (m.person.cover !== null || m.person.stance === 'cover') && a < 3 ? (m.person.cover ?? {}) : null;
  const pCover = cover ? rules.cover.chance / 100 : 0;
  let wounded = 0;
  let serious = 0;
  const levels = [0, 0, 0, 0];
  const add = (weight: number, o: LocationOdds) => {
    wounded += weight * o.wounded;
    serious += weight * o.serious;
    for (let i = 0; i < 4; i++) levels[i]! += weight * o.levels[i]!;
  };
  for (const [sum, p] of TWO_D8) {
    const entry = row[entryForRoll(sum + diff, row.length) - 1]!;
    if (entry === MISS) continue;
    // Without cover (or it missed), and with cover applying (each location looked up once per question).
    let open = local.open.get(entry);
    if (!open) local.open.set(entry, (open = locationOdds(b, m, w, entry, null, cache)));
    add(p * (1 - pCover), open);
    if (cover) {
      let behind = local.cover.get(entry);
      if (!behind) local.cover.set(entry, (behind = locationOdds(b, m, w, entry, cover, cache)));
      add(p * pCover, behind);
    }
  }
  return { wounded, serious, levels };
}

/** "Firearms 6 (row 6) +34": the ability, its row and every modifier summed, in percent. */
export function poolWords(pool: PoolSpec, extra: readonly RollModifier[]): string {
  const m = poolModifier(pool) + extra.reduce((t, x) => t + x.dice, 0);
  const name = pool.terms[0]?.name ?? 'Unrated';
  return `${name} (row ${poolRow(pool)})${m ? ` ${m > 0 ? '+' : '\u2212'}${Math.abs(m)}` : ''}`;
}

/** One attack's odds on a battle (people and vehicles; bursts and full-auto: null, NOTES.md "Odds"). */
function oddsOn(b: Battle, q: OddsQuery, cache: OddsCache): OddsAnswer | null {
  const action = q.action ?? 'attack';
  // Explosions: explosion-odds.ts answers them (fs31DeclareOdds) before these are asked.
  if (action === 'burst' || action === 'full-auto' || action === 'explode') return null;
  const a = b.people.get(q.attackerId);
  if (!a) return null;
  const w = weaponOf(b, a);
  if (action === 'attack' && (w.type === 'defensive' || w.type === 'explosive')) return null;
  let m: Mark;
  try {
    m = markOf(b, q.targetId);
    chartRow(m.chart, q.location ?? m.chart.defaultTarget);
  } catch (e) {
    if (e instanceof CombatRuleError) return null;
    throw e;
  }
  if (q.stance && q.stance in b.rules.stances) a.stance = q.stance as Stance;
  if (q.targetStance && m.person && q.targetStance in b.rules.stances) m.person.stance = q.targetStance as Stance;
  const luck: RollModifier[] = q.luck === 'bonus' ? [{ dice: b.rules.core.luck.bonusDice, source: 'Luck', tag: 'luck' }] : [];
  const attackPool = poolOf(b, a, w.attackSkill);
  const aMods = [...attackMods(b, a, w, { range: q.range, aimed: action === 'attack' && aimedAt(b, a, q.targetId) }), ...luck];
  const aDist = distOf(attackPool, aMods, q.luck === 'reroll');
  const dodger: Fighter | null = dodgerOf(b, m);
  const dPool = dodger ? defensePool(b, dodger, w) : null;
  const dMods = dodger ? defenseMods(b, dodger, w, m.vehicle) : [];
  const dDist = dPool ? distOf(dPool, dMods) : [1, 0, 0, 0, 0, 0];
  const o = outcomeOdds(aDist, dDist);
  // `pDodged` and `pools` are the screens' optional words for a non-dice edition (issue 19, H4's
  // seam); spread in so the answer stays an OddsAnswer where that seam is not yet merged.
  const words = { pDodged: o.dodged, pools: `${poolWords(attackPool, aMods)} vs ${dPool ? poolWords(dPool, dMods) : 'no defense'}` };
  const base = { attackDice: poolRow(attackPool), defenseDice: dPool ? poolRow(dPool) : 0, pHit: o.hit, ...words };
  if (action === 'suppress') {
    if (!m.person) return null;
    const cur = m.person.suppression;
    const gained = new Map<number, number>();
    const add = (pts: number, p: number) => gained.set(pts, (gained.get(pts) ?? 0) + p);
    const cap = (n: number) => Math.min(b.rules.suppression.max, n);
    for (const { a: att, d, p } of o.hits) {
      add(cap(cur + SUPPRESS_FACTOR * (att - d)) - cur, p);
    }
    add(0, o.miss + o.dodged);
    const suppression = [...gained].filter(([, p]) => p > 0).map(([points, p]) => ({ points, p })).sort((x, y) => y.points - x.points);
    return { action: 'suppress', ...base, pWounded: 0, pSeriousOrWorse: 0, suppression };
  }
  let wounded = 0;
  let serious = 0;
  const levels = [0, 0, 0, 0];
  // Pairs with the same difference (and the same side of +3, for cover) land alike.
  const memo = new Map<number, LocationOdds>();
  const local = { open: new Map<string, LocationOdds>(), cover: new Map<string, LocationOdds>() };
  for (const { a: att, d, p } of o.hits) {
    const key = (att - d) * 2 + (att >= 3 ? 1 : 0);
    let h = memo.get(key);
    if (!h) {
      h = hitOdds(b, m, w, q.location, att, att - d, cache, local);
      memo.set(key, h);
    }
    wounded += p * h.wounded;
    serious += p * h.serious;
    for (let i = 0; i < 4; i++) levels[i]! += p * h.levels[i]!;
  }
  // Issue 41: each severity's chance, for the forecast's knockout odds and outcome tables.
  const severities = Object.fromEntries(SEVERITIES.map((sev, i) => [sev, levels[i]!]));
  return { ...base, pWounded: wounded, pSeriousOrWorse: serious, severities };
}

/** Many questions on one working copy; what a question changes (stances) is put back before the next. */
export function fs31OddsMany(rules: CombatRuleset, ctx: CombatContext, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
  const b = battleOf(rules, ctx, NO_DICE);
  const cache: OddsCache = new Map();
  return queries.map((q) => {
    const a = b.people.get(q.attackerId);
    const t = b.people.get(q.targetId);
    const saved = [a?.stance, t?.stance] as const;
    try {
      return oddsOn(b, q, cache);
    } finally {
      if (a) a.stance = saved[0]!;
      if (t) t.stance = saved[1]!;
    }
  });
}
