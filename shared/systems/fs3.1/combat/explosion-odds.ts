/**
 * Issue 39 item 11: FS3.1's declare-panel odds of an explosion at one target, zone by zone, by
 * the steps `explode` (fire-actions.ts) rolls (000 "Explosions"): one attack roll; the target's
 * defense roll (none for an empty vehicle: −2); "The roll result is subtracted from defender's
 * zone" when the attack fails, "If the defender rolls better than the attacker, the zone is
 * further modified by the difference"; then the concussion: a hit on the head (a vehicle's centre
 * of mass) through the armor there, damage d100 + the zone's and the weapon's modifiers + the
 * location's. Shrapnel's extra wounds are not in these odds (as FS3.2's). No die is rolled.
 */
import type { CombatContext } from '../../../core/combat/context';
import type { LabelledRng } from '../../../core/combat/dice-tape';
import type { OddsAnswer, OddsQuery } from '../../../core/combat/declaration-odds';
import { SEVERITIES, type CombatRuleset, type Stance } from '../../../core/mechanics/combat-ruleset';
import { concussionLocation } from '../../../core/mechanics/explosion';
import { CombatRuleError, fixedHitLocation } from '../../../core/mechanics/hit-location';
import { armorCovers } from '../../../core/mechanics/protection';
import { poolRow } from '../pools';
import { attackMods, defenseMods, defensePool, dodgerOf, markOf, type Mark } from './attack';
import { explosionZone } from './fire-actions';
import { distOf, fs31OddsMany, poolWords, protectionOdds, severityOdds } from './odds';
import { battleOf, poolOf, weaponOf, type Battle, type Fighter } from './state';
import type { Weapon } from '../../../domain/gear';

const NO_DICE: LabelledRng = {
  mark: () => undefined,
  die: () => {
    throw new Error('Odds must not roll dice');
  },
};

/** FS3.1's declare-panel odds: explosions here, every other question by `fs31OddsMany`. */
export function fs31DeclareOdds(rules: CombatRuleset, ctx: CombatContext, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
  if (!queries.some((q) => q.action === 'explode')) return fs31OddsMany(rules, ctx, queries);
  const b = battleOf(rules, ctx, NO_DICE);
  const others = fs31OddsMany(rules, ctx, queries.filter((q) => q.action !== 'explode'));
  let next = 0;
  return queries.map((q) => (q.action === 'explode' ? explodeOdds(b, q) : others[next++]!));
}

/** The zone and concussion odds of one target; null when the weapon does not explode or the target is unknown. */
function explodeOdds(b: Battle, q: OddsQuery): OddsAnswer | null {
  const a = b.people.get(q.attackerId);
  if (!a) return null;
  const w = weaponOf(b, a);
  if (w.type !== 'explosive') return null;
  let m: Mark;
  try {
    m = markOf(b, q.targetId);
  } catch (e) {
    if (e instanceof CombatRuleError) return null;
    throw e;
  }
  const saved = [a.stance, m.person?.stance] as const;
  try {
    if (q.stance && q.stance in b.rules.stances) a.stance = q.stance as Stance;
    if (q.targetStance && m.person && q.targetStance in b.rules.stances) m.person.stance = q.targetStance as Stance;
    return zoneOdds(b, q, a, w, m);
  } finally {
    a.stance = saved[0];
    if (m.person) m.person.stance = saved[1]!;
  }
}

function zoneOdds(b: Battle, q: OddsQuery, a: Fighter, w: Weapon, m: Mark): OddsAnswer {
  const rules = b.rules;
  const luck = q.luck === 'bonus' ? [{ dice: rules.core.luck.bonusDice, source: 'Luck', tag: 'luck' }] : [];
  const attackPool = poolOf(b, a, w.attackSkill);
  const aMods = [...attackMods(b, a, w, {}), ...luck];
  const aDist = distOf(attackPool, aMods, q.luck === 'reroll');
  const dodger = dodgerOf(b, m);
  const dPool = dodger ? defensePool(b, dodger, w) : null;
  const dMods = dodger ? defenseMods(b, dodger, w, m.vehicle) : [];
  // Roll Results −2..+3 at index 0..5; nobody dodging reads as −2.
  const dDist = dPool ? distOf(dPool, dMods) : [1, 0, 0, 0, 0, 0];
  const base = q.zone ?? 0;
  const byZone = new Map<number, number>();
  aDist.forEach((pa, i) => dDist.forEach((pd, j) => {
    const zone = explosionZone(base, i - 2, j - 2);
    if (pa * pd > 0) byZone.set(zone, (byZone.get(zone) ?? 0) + pa * pd);
  }));
  const location = concussionLocation(m.chart, m.vehicle !== null);
  const locMod = fixedHitLocation(rules, m.chart, location).damageModifier;
  const armor = m.armor && armorCovers(m.armor, location) ? protectionOdds(rules, m.armor.protection, w.penetration) : null;
  const reduction = armor ? armor.reduction : [1];
  const levels = [0, 0, 0, 0];
  const zones: { zone: number | null; p: number }[] = [];
  let clear = 0;
  for (const [zone, p] of [...byZone].sort((x, y) => x[0] - y[0])) {
    const row = rules.explosion.zones[zone];
    if (!row) {
      clear += p;
      continue;
    }
    zones.push({ zone, p });
    const here = severityOdds(rules, row.damageModifier + w.lethality + locMod, reduction);
    for (let s = 0; s < 4; s++) levels[s]! += p * here[s]!;
  }
  if (clear > 0) zones.push({ zone: null, p: clear });
  const severities = Object.fromEntries(SEVERITIES.map((sev, s) => [sev, levels[s]!]));
  const pWounded = levels.reduce((t, x) => t + x, 0);
  return {
    action: 'explode',
    attackDice: poolRow(attackPool),
    defenseDice: dPool ? poolRow(dPool) : 0,
    // "Hit" for a blast: caught in a zone at all (not pushed out of it).
    pHit: zones.reduce((t, z) => t + (z.zone === null ? 0 : z.p), 0),
    pWounded,
    pSeriousOrWorse: levels[2]! + levels[3]!,
    severities,
    zones,
    pools: `${poolWords(attackPool, aMods)} vs ${dPool ? poolWords(dPool, dMods) : 'no defense'}`,
  };
}
