/**
 * Steps 3 and 4 for a hit whose location is known: armor, then the damage roll and the wound.
 * Shared by aimed attacks, bullets of a burst, shrapnel and crew hits, which seeds 000 and 001
 * resolve "like a normal attack, only ... the attack automatically hits".
 */
import type { Armor, DamageType, HitChart } from '../../domain/gear';
import type { Rng } from '../dice/rng';
import type { CombatRuleset } from './combat-ruleset';
import { damageModifier, rollDamage, type DamageModifier, type DamageResult } from './damage';
import { fixedHitLocation, rollHitLocation, type HitLocationResult } from './hit-location';
import { rollArmor, rollProtection, type CoverResult, type ProtectionResult } from './protection';
import { createWound, type Wound } from './wounds';

/** What lands on a known location. */
export type HitSpec = {
  armor?: Armor | null;
  penetration: number;
  /** Lethality, zone, storyteller... (the location's own modifier is added here). */
  modifiers: readonly DamageModifier[];
  type: DamageType;
  /** Wound source for the record: weapon name, "Shrapnel"... */
  source: string;
  vehicle?: boolean;
  /**
   * False when the location's vital/critical mark must not add to the damage (a concussion:
   * seed 001 gives it the zone's and the weapon's modifiers only). Default true.
   */
  locationMark?: boolean;
  /**
   * The armor of a vehicle the target sits in: a shot at an occupant goes through it first, on
   * any location, like cover that always applies (RULES-NOTES 28a). Absent: none.
   */
  shield?: Shield | null;
};

/** A vehicle's armor between the shot and the person inside. */
export type Shield = { source: string; protection: number };

/** Armor, damage and wound of one hit. `stoppedBy` names what stopped it, if anything did. */
export type HitDamage = {
  /** The vehicle's armor around an occupant (absent when there was none). */
  shield?: ProtectionResult;
  armor: ProtectionResult | null;
  stoppedBy: 'cover' | 'armor' | null;
  damage: DamageResult | null;
  wound: Wound | null;
};

const MARK_LABELS = { vital: 'Vital location', critical: 'Critical location' } as const;

/**
 * Resolves armor and damage for a hit on `location` (which must not be a miss). A cover result
 * already rolled is taken into account: if it stopped the attack nothing else is rolled.
 */
export function resolveHitDamage(
  rules: CombatRuleset,
  location: HitLocationResult,
  spec: HitSpec,
  cover: CoverResult | null,
  rng: Rng,
): HitDamage {
  const where = location.location;
  if (where === null) throw new RangeError('resolveHitDamage needs a hit location, not a miss');
  if (cover?.protection?.outcome === 'stopped')
    return { armor: null, stoppedBy: 'cover', damage: null, wound: null };
  // A vehicle's armor stands between the shot and an occupant: rolled before their own armor,
  // its stop and reduction work like cover's (seed 000: "treat it like armor ... cumulative").
  const shield = spec.shield
    ? rollProtection(rules, spec.shield.source, spec.shield.protection, spec.penetration, rng)
    : undefined;
  if (shield?.outcome === 'stopped')
    return { shield, armor: null, stoppedBy: 'armor', damage: null, wound: null };
  const armor = rollArmor(rules, spec.armor, where, spec.penetration, rng);
  if (armor?.outcome === 'stopped')
    return { ...(shield ? { shield } : {}), armor, stoppedBy: 'armor', damage: null, wound: null };
  const modifiers: DamageModifier[] = [...spec.modifiers];
  if (spec.locationMark !== false && (location.mark === 'vital' || location.mark === 'critical')) {
    modifiers.push(
      damageModifier(location.damageModifier, `${MARK_LABELS[location.mark]} (${where})`),
    );
  }
  if (cover?.protection && cover.protection.reduction > 0) {
    modifiers.push(
      damageModifier(-cover.protection.reduction, `${cover.protection.source} reduction`),
    );
  }
  if (shield && shield.reduction > 0)
    modifiers.push(damageModifier(-shield.reduction, `${shield.source} reduction`));
  if (armor && armor.reduction > 0)
    modifiers.push(damageModifier(-armor.reduction, `${armor.source} reduction`));
  const damage = rollDamage(rules, modifiers, spec.type, rng);
  const wound = createWound({
    location: where,
    severity: damage.severity,
    type: spec.type,
    source: spec.source,
    vehicle: spec.vehicle ?? false,
  });
  return { ...(shield ? { shield } : {}), armor, stoppedBy: null, damage, wound };
}

/** An automatic hit: its location roll plus armor, damage and wound. */
export type AutomaticHit = HitDamage & { location: HitLocationResult };

/**
 * An automatic hit (shrapnel, crew hits): no attack or defense roll, so the location is rolled
 * with no net hits on the chart's centre of mass, unless `fixedLocation` names it (concussion)
 * or `location` was already rolled (shrapnel, which spreads its fragments over the body).
 * A "miss" entry cannot happen on a validated default row; on another row it falls back to the
 * row's own target, because the hit is automatic.
 */
export function resolveAutomaticHit(
  rules: CombatRuleset,
  chart: HitChart,
  spec: HitSpec,
  rng: Rng,
  options: { target?: string; fixedLocation?: string; location?: HitLocationResult } = {},
): AutomaticHit {
  let location: HitLocationResult;
  if (options.location !== undefined) {
    location = options.location;
  } else if (options.fixedLocation !== undefined) {
    location = fixedHitLocation(rules, chart, options.fixedLocation);
  } else {
    location = rollHitLocation(rules, chart, options.target, 0, rng);
    if (location.location === null)
      location = fixedHitLocation(rules, chart, location.target, location);
  }
  const hit = resolveHitDamage(rules, location, spec, null, rng);
  return {
    ...(hit.shield ? { shield: hit.shield } : {}),
    location,
    armor: hit.armor,
    stoppedBy: hit.stoppedBy,
    damage: hit.damage,
    wound: hit.wound,
  };
}
