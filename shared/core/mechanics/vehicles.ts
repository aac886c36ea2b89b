/**
 * Vehicles (seed 000 "Vehicle Combat", seed 001 "Crew Hits"): a vehicle has its own hit chart,
 * armor and toughness; the pilot adds its dodge bonus to defense; damage to the main body or a
 * crew compartment may hurt the people inside.
 */
import type { Armor, HitChart, Vehicle } from '../../domain/gear';
import type { Rng } from '../dice/rng';
import { describeCount, rollCount, type CombatRuleset, type Severity } from './combat-ruleset';
import { damageModifier } from './damage';
import { resolveAutomaticHit, type AutomaticHit } from './hit-damage';

/** Someone inside a vehicle, with their personal chart and armor for crew hits. */
export type VehicleOccupant = { name: string; chart: HitChart; armor?: Armor | null };

/** Where on the vehicle the damage landed, for crew hits. */
export type CrewHitZone = 'compartment' | 'main-body' | 'elsewhere';

/** Chance (percent) that one occupant is hurt. */
export function crewHitChance(rules: CombatRuleset, severity: Severity, zone: CrewHitZone): number {
  const base = rules.crewHits.bands[severity].chance;
  if (zone === 'compartment')
    return Math.min(rules.crewHits.compartmentMax, base * rules.crewHits.compartmentFactor);
  return zone === 'main-body' ? base : 0;
}

/** Classifies a vehicle hit location (seed 001: default location, crew compartment, or neither). */
export function crewHitZone(vehicle: Vehicle, chart: HitChart, location: string): CrewHitZone {
  if (vehicle.crewLocations.includes(location)) return 'compartment';
  return location === chart.defaultTarget ? 'main-body' : 'elsewhere';
}

/** One occupant's crew-hit check. */
export type CrewHitCheck = {
  occupant: string;
  chance: number;
  /** Percentile roll; hurt when ≤ chance (null when the chance is 0 and nothing is rolled). */
  roll: number | null;
  hurt: boolean;
  /** How many wounds, and the dice that said so ("1d4 ÷ 2"). */
  count: { formula: string; dice: number[]; wounds: number } | null;
  hits: AutomaticHit[];
};

export type CrewHitsResult = {
  zone: CrewHitZone;
  severity: Severity;
  chance: number;
  occupants: CrewHitCheck[];
};

/**
 * Crew and passenger hits after a vehicle took a wound of `severity` at `location`: percentile
 * per occupant, then that many automatic hits (damage modifier 0, penetration 3) on the
 * occupant's own chart and armor.
 */
export function resolveCrewHits(
  rules: CombatRuleset,
  vehicle: Vehicle,
  chart: HitChart,
  location: string,
  severity: Severity,
  occupants: readonly VehicleOccupant[],
  rng: Rng,
): CrewHitsResult {
  const zone = crewHitZone(vehicle, chart, location);
  const chance = crewHitChance(rules, severity, zone);
  const checks = occupants.map((o): CrewHitCheck => {
    if (chance <= 0)
      return { occupant: o.name, chance, roll: null, hurt: false, count: null, hits: [] };
    const roll = rng.die(100);
    // "If the die roll is less than the chance": with a 1-100 die, ≤ keeps the listed percentage.
    if (roll > chance)
      return { occupant: o.name, chance, roll, hurt: false, count: null, hits: [] };
    const band = rules.crewHits.bands[severity].wounds;
    const n = rollCount(band, rng);
    const hits: AutomaticHit[] = [];
    for (let i = 0; i < n.count; i++) {
      hits.push(
        resolveAutomaticHit(
          rules,
          o.chart,
          {
            armor: o.armor,
            penetration: rules.crewHits.penetration,
            modifiers: [damageModifier(rules.crewHits.damageModifier, 'Crew hit')],
            type: 'wound',
            source: `Crew hit (${vehicle.name})`,
          },
          rng,
        ),
      );
    }
    return {
      occupant: o.name,
      chance,
      roll,
      hurt: true,
      count: { formula: describeCount(band), dice: n.dice, wounds: n.count },
      hits,
    };
  });
  return { zone, severity, chance, occupants: checks };
}

/** The defense modifier a pilot gets from the vehicle (seed 000 "Dodge Bonus"). */
export function vehicleDodgeBonus(vehicle: Vehicle): number {
  return vehicle.dodgeBonus;
}
