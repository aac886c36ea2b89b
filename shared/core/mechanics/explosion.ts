/**
 * Explosions (seed 001 "Explosions", seed 000): zones from the blast radius, pushed outward by a
 * failed throw and by a defender who rolls better; one concussion wound to the head (the centre
 * of mass for a vehicle) and, for shrapnel weapons, a number of fragments set by the zone.
 */
import { MISS, type HitChart, type Weapon } from '../../domain/gear';
import type { AbilityRollResult } from '../dice/ability-roll';
import type { Rng } from '../dice/rng';
import type { Attacker, Defender } from './attack';
import { rollSide } from './attack-roll';
import { describeCount, isLegacyResolution, rollCount, type CombatRuleset } from './combat-ruleset';
import { damageModifier, type DamageModifier } from './damage';
import { resolveAutomaticHit, type AutomaticHit } from './hit-damage';
import {
  chartRow,
  CombatRuleError,
  fixedHitLocation,
  rollHitLocation,
  type HitLocationResult,
} from './hit-location';
import { attackModifiers, defenseModifiers, type ShotContext } from './modifiers';
import { resolveCrewHits, type CrewHitsResult } from './vehicles';

/** Where a concussion strikes a person (seed 001: "an automatic wound to the head"). */
export const CONCUSSION_LOCATION = 'Head';

/** Zone from the distance to the intended point: 0 within the radius, 1 within double, else safe. */
export function blastZone(distance: number, blastRadius: number): 0 | 1 | null {
  if (distance <= blastRadius) return 0;
  return distance <= blastRadius * 2 ? 1 : null;
}

/** A zone shift with its reason, for the log. */
export type ZoneShift = { zones: number; source: string };

/** One person or vehicle caught in the blast, with their zone before the rolls. */
export type ExplosionTarget = { defender: Defender; zone: 0 | 1 };

export type ExplosionTargetResult = {
  defender: string;
  defense: AbilityRollResult;
  baseZone: number;
  shifts: ZoneShift[];
  /** Final zone, or null when pushed beyond the last zone of the table (unharmed). */
  zone: number | null;
  concussion: AutomaticHit | null;
  shrapnel: { formula: string; dice: number[]; count: number; hits: AutomaticHit[] } | null;
  crew: CrewHitsResult[];
};

export type ExplosionResult = {
  weapon: string;
  attacker: string;
  attack: AbilityRollResult;
  targets: ExplosionTargetResult[];
};

/**
 * Resolves an explosive attack: one attack roll (the throw or shot), one defense roll per
 * target, then the zone and the damage for each.
 */
export function resolveExplosion(
  rules: CombatRuleset,
  input: {
    weapon: Weapon;
    attacker: Attacker;
    targets: readonly ExplosionTarget[];
    shot?: ShotContext;
  },
  rng: Rng,
): ExplosionResult {
  const { weapon, attacker } = input;
  if (weapon.type !== 'explosive') throw new CombatRuleError(`${weapon.name} is not an explosive`);
  const attack = rollSide(
    rules,
    {
      name: attacker.name,
      pool: attacker.pool,
      modifiers: attackModifiers(rules, attacker, weapon, input.shot),
      luck: attacker.luck,
    },
    rng,
  );
  const targets = input.targets.map((t) => {
    const d = t.defender;
    const defense = rollSide(
      rules,
      { name: d.name, pool: d.pool, modifiers: defenseModifiers(rules, d, weapon), luck: d.luck },
      rng,
    );
    return resolveTargetDamage(rules, weapon, attack, defense, t, rng);
  });
  return { weapon: weapon.name, attacker: attacker.name, attack, targets };
}

/** Zone shifts from the two rolls (seed 001). */
export function zoneShifts(
  rules: CombatRuleset,
  attack: AbilityRollResult,
  defense: AbilityRollResult,
): ZoneShift[] {
  const shifts: ZoneShift[] = [];
  const ex = rules.explosion;
  if (attack.isEmbarrassingFailure)
    shifts.push({
      zones: ex.embarrassingFailureZones,
      source: 'Embarrassing failure on the attack',
    });
  else if (attack.hits === 0) shifts.push({ zones: ex.failureZones, source: 'Failed attack' });
  if (defense.hits > attack.hits)
    shifts.push({ zones: defense.hits - attack.hits, source: 'Defender rolled better' });
  return shifts;
}

function resolveTargetDamage(
  rules: CombatRuleset,
  weapon: Weapon,
  attack: AbilityRollResult,
  defense: AbilityRollResult,
  target: ExplosionTarget,
  rng: Rng,
): ExplosionTargetResult {
  const d = target.defender;
  const shifts = zoneShifts(rules, attack, defense);
  let zone: number = target.zone;
  for (const s of shifts) zone += s.zones;
  const row = rules.explosion.zones[zone];
  if (!row)
    return {
      defender: d.name,
      defense,
      baseZone: target.zone,
      shifts,
      zone: null,
      concussion: null,
      shrapnel: null,
      crew: [],
    };
  const zoneMod = damageModifier(row.damageModifier, `Zone ${zone}`);
  const isVehicle = d.vehicle !== undefined;
  const legacy = isLegacyResolution(rules);
  // Seed 001: "Concussion has a damage modifier based on the Zone plus the weapon's damage
  // modifier": the head's critical mark (or a vehicle's vital centre of mass) adds nothing.
  const concussionMods: DamageModifier[] = [zoneMod];
  if (weapon.lethality !== 0)
    concussionMods.push(damageModifier(weapon.lethality, `${weapon.name} lethality`));
  const concussion = resolveAutomaticHit(
    rules,
    d.chart,
    {
      armor: d.armor,
      penetration: weapon.penetration,
      modifiers: concussionMods,
      type: weapon.damageType,
      source: `Concussion (${weapon.name})`,
      vehicle: isVehicle,
      shield: d.shield,
      locationMark: legacy,
    },
    rng,
    { fixedLocation: concussionLocation(d.chart, isVehicle) },
  );
  let shrapnel: ExplosionTargetResult['shrapnel'] = null;
  if (weapon.shrapnel) {
    const n = rollCount(row.shrapnel, rng);
    const hits: AutomaticHit[] = [];
    const struck = new Set<string>();
    for (let i = 0; i < n.count; i++) {
      const spec = {
        armor: d.armor,
        penetration: rules.explosion.shrapnelPenetration,
        modifiers: [zoneMod],
        type: 'wound' as const,
        source: `Shrapnel (${weapon.name})`,
        vehicle: isVehicle,
        shield: d.shield,
      };
      hits.push(
        legacy
          ? resolveAutomaticHit(rules, d.chart, spec, rng)
          : resolveAutomaticHit(rules, d.chart, spec, rng, {
              location: shrapnelLocation(rules, d.chart, struck, rng),
            }),
      );
    }
    shrapnel = { formula: describeCount(row.shrapnel), dice: n.dice, count: n.count, hits };
  }
  const crew: CrewHitsResult[] = [];
  if (d.vehicle && d.vehicle.occupants.length > 0) {
    for (const hit of [concussion, ...(shrapnel?.hits ?? [])]) {
      if (hit.wound && hit.damage) {
        crew.push(
          resolveCrewHits(
            rules,
            d.vehicle.vehicle,
            d.chart,
            hit.wound.location,
            hit.damage.severity,
            d.vehicle.occupants,
            rng,
          ),
        );
      }
    }
  }
  return {
    defender: d.name,
    defense,
    baseZone: target.zone,
    shifts,
    zone,
    concussion,
    shrapnel,
    crew,
  };
}

/** The head for people; the centre of mass for vehicles and for charts without a head (seed 000). */
export function concussionLocation(chart: HitChart, isVehicle: boolean): string {
  if (!isVehicle && chart.locations.some((l) => l.name === CONCUSSION_LOCATION))
    return CONCUSSION_LOCATION;
  return chart.defaultTarget;
}

/**
 * Where one fragment lands (seed 001: "Shrapnel is a number of separate wounds, each to a
 * different hit location"): 2d8 with no net hits on the centre-of-mass row, as for any automatic
 * hit. A location an earlier fragment of this blast already struck (or a miss entry) moves down
 * the row, one entry at a time (a slightly worse roll: further from the bullseye), wrapping from
 * the first entry to the last, to the first location not yet struck. Once every
 * location on the row has been struck, a new round begins (4d4 fragments can outnumber them).
 * No extra dice are rolled, so the odds stay those of the chart. `struck` is updated.
 */
export function shrapnelLocation(
  rules: CombatRuleset,
  chart: HitChart,
  struck: Set<string>,
  rng: Rng,
): HitLocationResult {
  const rolled = rollHitLocation(rules, chart, undefined, 0, rng);
  const row = chartRow(chart, rolled.target);
  if (row.every((e) => e === MISS || struck.has(e))) struck.clear();
  for (let k = 0; k < row.length; k++) {
    const index = (rolled.entry - 1 - k + row.length) % row.length;
    const entry = row[index]!;
    if (entry === MISS || struck.has(entry)) continue;
    struck.add(entry);
    return k === 0 ? rolled : { ...fixedHitLocation(rules, chart, entry, rolled), entry: index + 1 };
  }
  // A row of misses only (never on a validated centre-of-mass row): the aimed location itself.
  return fixedHitLocation(rules, chart, rolled.target, rolled);
}
