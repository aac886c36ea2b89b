/**
 * Exact odds of one target caught in a blast (issue 39 item 11), by the steps `resolveExplosion`
 * rolls: the throw's hit distribution (its embarrassing failures apart), the target's defense
 * distribution, the zone shifts of seed 001 ("a failed attack moves everyone one zone out, an
 * embarrassing failure two; a defender who rolls better than the attacker moves out one zone per
 * extra success") and the concussion's damage roll in each zone. No die is rolled.
 */
import { withModifiers } from '../dice/ability-roll';
import { poolOdds } from '../dice/odds';
import type { Weapon } from '../../domain/gear';
import type { Attacker, Defender } from './attack';
import { isLegacyResolution, type CombatRuleset, type Severity } from './combat-ruleset';
import { concussionLocation } from './explosion';
import { markDamageModifier } from './hit-location';
import { attackModifiers, defenseModifiers, type ShotContext } from './modifiers';
import { damageOdds } from './odds';
import { armorCovers } from './protection';

/** One final zone (null: pushed past the last zone, unharmed) with its chance. */
export type ZoneOdds = { zone: number | null; p: number };

export type ExplosionOdds = {
  attackDice: number;
  defenseDice: number;
  /** P(ending in each zone), nearest first, the unharmed last; sums to 1. */
  zones: ZoneOdds[];
  /** P(the concussion wounds) and P(each severity of it), over all zones. */
  pWounded: number;
  severities: Record<Severity, number>;
  pSeriousOrWorse: number;
};

/** Exact zone and concussion odds of `resolveExplosion` for one target starting in `zone`. */
export function explosionOdds(
  rules: CombatRuleset,
  input: { weapon: Weapon; attacker: Attacker; defender: Defender; zone: 0 | 1; shot?: ShotContext },
): ExplosionOdds {
  const { weapon, attacker, defender } = input;
  const aPool = withModifiers(rules.core, attacker.pool, attackModifiers(rules, attacker, weapon, input.shot));
  const dPool = withModifiers(rules.core, defender.pool, defenseModifiers(rules, defender, weapon));
  const a = poolOdds(rules.core, aPool.diceRolled, aPool.attributeRating, { reroll: attacker.luck === 'reroll' });
  const d = poolOdds(rules.core, dPool.diceRolled, dPool.attributeRating, { reroll: defender.luck === 'reroll' });
  // Embarrassing failures are a part of the no-hit rolls (every die missed, enough 1s).
  const pEmbarrassing = a.pEmbarrassingFailure;
  const ex = rules.explosion;
  const byZone = new Map<number, number>();
  const add = (zone: number, p: number) => {
    if (p > 0) byZone.set(zone, (byZone.get(zone) ?? 0) + p);
  };
  a.hits.forEach((pa, hits) => {
    const outcomes: [number, number][] =
      hits === 0
        ? [
            [ex.embarrassingFailureZones, Math.min(pa, pEmbarrassing)],
            [ex.failureZones, Math.max(0, pa - pEmbarrassing)],
          ]
        : [[0, pa]];
    for (const [shift, p] of outcomes) {
      d.hits.forEach((pd, dHits) => add(input.zone + shift + Math.max(0, dHits - hits), p * pd));
    }
  });
  const isVehicle = defender.vehicle !== undefined;
  const location = concussionLocation(defender.chart, isVehicle);
  const mark = defender.chart.locations.find((l) => l.name === location)?.mark ?? 'normal';
  // Seed 001: "Concussion has a damage modifier based on the Zone plus the weapon's damage modifier"
  // (the location's mark counts only in the legacy resolution, as `resolveExplosion` does).
  const markMod = isLegacyResolution(rules) ? markDamageModifier(rules, mark) : 0;
  const armor = defender.armor && armorCovers(defender.armor, location) ? defender.armor.protection : null;
  const severities: Record<Severity, number> = { light: 0, moderate: 0, serious: 0, critical: 0 };
  const zones: ZoneOdds[] = [];
  let pUnharmed = 0;
  for (const [zone, p] of [...byZone].sort((x, y) => x[0] - y[0])) {
    const row = ex.zones[zone];
    if (!row) {
      pUnharmed += p;
      continue;
    }
    zones.push({ zone, p });
    const o = damageOdds(rules, {
      modifier: row.damageModifier + weapon.lethality + markMod,
      penetration: weapon.penetration,
      armorProtection: armor,
      coverProtection: null,
      shieldProtection: defender.shield?.protection ?? null,
    });
    for (const s of Object.keys(severities) as Severity[]) severities[s] += p * o.severities[s];
  }
  if (pUnharmed > 0) zones.push({ zone: null, p: pUnharmed });
  const pWounded = severities.light + severities.moderate + severities.serious + severities.critical;
  return { attackDice: aPool.diceRolled, defenseDice: dPool.diceRolled, zones, pWounded, severities, pSeriousOrWorse: severities.serious + severities.critical };
}
