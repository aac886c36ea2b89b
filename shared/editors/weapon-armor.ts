/**
 * The weapon-vs-armor view: for one weapon against one armor and/or cover, the stop chance and the
 * exact wound-severity odds at every hit location, and over a whole attack for a chosen aim and
 * net hits. Numbers come from the rules engine (`stopChance`, `damageOdds`, `hitLocationOdds`).
 */
import { MISS, type Armor, type HitChart, type LocationMark, type Weapon } from '../domain/gear';
import { SEVERITIES, type CombatRuleset, type Severity } from '../core/mechanics/combat-ruleset';
import { markDamageModifier } from '../core/mechanics/hit-location';
import { damageOdds, hitLocationOdds } from '../core/mechanics/odds';
import { armorCovers, stopChance } from '../core/mechanics/protection';

/** Cover between the gun and the target, treated as certain to apply (it acts as armor everywhere). */
export type CoverSpec = { name: string; protection: number };

export type LocationDamage = {
  location: string;
  mark: LocationMark;
  /** Damage-roll modifier here: lethality + vital/critical. */
  modifier: number;
  /** The armor's stop chance here in percent, null when the armor does not cover this spot. */
  armorStop: number | null;
  /** The cover's stop chance in percent, null without cover. */
  coverStop: number | null;
  /** P(armor or cover stops the hit). */
  pStopped: number;
  /** P(each severity) given a hit here; sums to 1 − pStopped. */
  severities: Record<Severity, number>;
};

export type MatchupOdds = {
  locations: LocationDamage[];
  /** Over an attack aimed at `aim` with `netHits`: near miss, stopped, and each severity. */
  attack: { aim: string; netHits: number; pNearMiss: number; pStopped: number; severities: Record<Severity, number> };
};

type WeaponStats = Pick<Weapon, 'penetration' | 'lethality'>;

/** Damage odds at one location of the chart for this weapon, armor and cover. */
export function locationDamage(
  rules: CombatRuleset,
  chart: HitChart,
  location: string,
  weapon: WeaponStats,
  armor: Armor | null,
  cover: CoverSpec | null,
): LocationDamage {
  const mark = chart.locations.find((l) => l.name === location)?.mark ?? 'normal';
  const modifier = weapon.lethality + markDamageModifier(rules, mark);
  const covered = armor !== null && armorCovers(armor, location);
  const odds = damageOdds(rules, {
    modifier,
    penetration: weapon.penetration,
    armorProtection: covered ? armor.protection : null,
    coverProtection: cover?.protection ?? null,
  });
  return {
    location,
    mark,
    modifier,
    armorStop: covered ? stopChance(rules, armor.protection, weapon.penetration) : null,
    coverStop: cover ? stopChance(rules, cover.protection, weapon.penetration) : null,
    pStopped: odds.pStopped,
    severities: odds.severities,
  };
}

/** Every location of the chart, plus the whole attack for `aim` (default: the centre of mass). */
export function matchupOdds(
  rules: CombatRuleset,
  chart: HitChart,
  weapon: WeaponStats,
  armor: Armor | null,
  cover: CoverSpec | null,
  aim: string = chart.defaultTarget,
  netHits = 0,
): MatchupOdds {
  const locations = chart.locations.map((l) => locationDamage(rules, chart, l.name, weapon, armor, cover));
  const byName = new Map(locations.map((l) => [l.location, l]));
  const severities: Record<Severity, number> = { light: 0, moderate: 0, serious: 0, critical: 0 };
  let pNearMiss = 0;
  let pStopped = 0;
  if (chart.targets[aim]) {
    for (const [result, p] of hitLocationOdds(rules, chart, aim, netHits)) {
      if (result === MISS) {
        pNearMiss += p;
        continue;
      }
      const at = byName.get(result) ?? locationDamage(rules, chart, result, weapon, armor, cover);
      pStopped += p * at.pStopped;
      for (const s of SEVERITIES) severities[s] += p * at.severities[s];
    }
  }
  return { locations, attack: { aim, netHits, pNearMiss, pStopped, severities } };
}
