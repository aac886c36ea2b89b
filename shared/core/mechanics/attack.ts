/**
 * The attack pipeline for one shot (seed 004 "Attack Resolution"): attack vs defense, hit
 * location, cover and armor, damage. Every roll and modifier is kept for the GM log.
 */
import type { Armor, HitChart, Vehicle, Weapon } from '../../domain/gear';
import type { PoolSpec } from '../dice/ability-roll';
import type { Rng } from '../dice/rng';
import type { AttackExchange } from './attack-roll';
import type { CombatRuleset } from './combat-ruleset';
import { damageModifier, type DamageModifier, type DamageResult } from './damage';
import { resolveHitDamage, type Shield } from './hit-damage';
import { CombatRuleError, rollHitLocation, type HitLocationResult } from './hit-location';
import type { Attacker, DefenderState, ShotContext } from './modifiers';
import { rollShotExchangeFor } from './opposed-action';
import { rollCover, type Cover, type CoverResult, type ProtectionResult } from './protection';
import { resolveCrewHits, type CrewHitsResult, type VehicleOccupant } from './vehicles';
import type { Wound } from './wounds';

// The attacker's type lives with its state (modifiers.ts), so the opposed actions need not import this file.
export type { Attacker } from './modifiers';

/** A vehicle being shot at: its definition and who is inside (for crew hits). */
export type VehicleTarget = { vehicle: Vehicle; occupants: readonly VehicleOccupant[] };

/**
 * The defender: their state, the base pool for the attacker weapon's defense skill (or raw
 * rating), and what protects them. For a vehicle, `chart` and `armor` are the vehicle's.
 */
export type Defender = DefenderState & {
  pool: PoolSpec;
  chart: HitChart;
  armor?: Armor | null;
  /** Used when the defender's stance is Cover; protection 4 when not given. */
  cover?: Cover;
  vehicle?: VehicleTarget;
  /** The armor of the vehicle the defender sits in, when the shot goes through it. */
  shield?: Shield | null;
};

/** One shot at one defender. */
export type AttackInput = {
  weapon: Weapon;
  attacker: Attacker;
  defender: Defender;
  /** Called shot: a target row of the defender's chart (default: centre of mass). */
  target?: string;
  shot?: ShotContext;
  /** Extra damage-roll modifiers (storyteller). */
  damageModifiers?: readonly DamageModifier[];
};

export const ATTACK_RESULTS = ['miss', 'dodged', 'near-miss', 'stopped', 'wounded'] as const;
/** `near-miss`: the rolls hit but the location chart said miss; `stopped`: by cover or armor. */
export type AttackResultKind = (typeof ATTACK_RESULTS)[number];

/** Everything about one shot. Fields after `exchange` are null when the pipeline stopped earlier. */
export type AttackResult = {
  weapon: string;
  attacker: string;
  defender: string;
  exchange: AttackExchange;
  result: AttackResultKind;
  location: HitLocationResult | null;
  cover: CoverResult | null;
  /** The vehicle's armor around an occupant (absent when there was none). */
  shield?: ProtectionResult;
  armor: ProtectionResult | null;
  stoppedBy: 'cover' | 'armor' | null;
  damage: DamageResult | null;
  wound: Wound | null;
  crew: CrewHitsResult | null;
};

/** Rolls the attack and defense for a shot, with every modifier the situation gives. */
export function rollShotExchange(
  rules: CombatRuleset,
  input: AttackInput,
  rng: Rng,
): AttackExchange {
  return rollShotExchangeFor(rules, input.weapon, input.attacker, input.defender, input.shot, rng);
}

/**
 * Throws {@link CombatRuleError} for weapons that never make an ordinary attack: explosives go
 * through `resolveExplosion`, and defensive (jamming) weapons can only suppress (seed 000).
 */
export function assertCanAttack(weapon: Weapon): void {
  if (weapon.type === 'explosive')
    throw new CombatRuleError(`${weapon.name} is an explosive: resolve it as an explosion`);
  if (weapon.type === 'defensive')
    throw new CombatRuleError(`${weapon.name} is a defensive weapon: it can only suppress`);
}

/** Resolves one shot end to end. Throws {@link CombatRuleError} for explosives and defensive weapons. */
export function resolveAttack(rules: CombatRuleset, input: AttackInput, rng: Rng): AttackResult {
  assertCanAttack(input.weapon);
  return resolveAttackAfterRolls(rules, input, rollShotExchange(rules, input, rng), rng);
}

const NO_PARTS: Partial<AttackResult> = {};

/**
 * A shot's result (its shield, if any, first). Issue 38: a function of its own, not a closure
 * made per shot (a 500-combatant turn resolves hundreds), with no temporary object spread in.
 */
function attackResult(input: AttackInput, exchange: AttackExchange, kind: AttackResultKind, rest: Partial<AttackResult>): AttackResult {
  const out = (rest.shield ? { shield: rest.shield } : {}) as AttackResult;
  out.weapon = input.weapon.name;
  out.attacker = input.attacker.name;
  out.defender = input.defender.name;
  out.exchange = exchange;
  out.result = kind;
  out.location = rest.location ?? null;
  out.cover = rest.cover ?? null;
  out.armor = rest.armor ?? null;
  out.stoppedBy = rest.stoppedBy ?? null;
  out.damage = rest.damage ?? null;
  out.wound = rest.wound ?? null;
  out.crew = rest.crew ?? null;
  return out;
}

/**
 * Resolves a shot whose attack and defense were already rolled (bursts, explosions and the
 * subdue action reuse the exchange).
 */
export function resolveAttackAfterRolls(
  rules: CombatRuleset,
  input: AttackInput,
  exchange: AttackExchange,
  rng: Rng,
): AttackResult {
  const { weapon, defender } = input;
  if (exchange.outcome !== 'hit') return attackResult(input, exchange, exchange.outcome, NO_PARTS);
  const location = rollHitLocation(rules, defender.chart, input.target, exchange.netHits, rng);
  if (location.location === null) return attackResult(input, exchange, 'near-miss', { location });
  const cover =
    defender.stance === 'cover'
      ? rollCover(rules, defender.cover ?? {}, exchange.attack.hits, weapon.penetration, rng, location.location)
      : null;
  const modifiers: DamageModifier[] = [];
  if (weapon.lethality !== 0)
    modifiers.push(damageModifier(weapon.lethality, `${weapon.name} lethality`));
  if (input.damageModifiers) modifiers.push(...input.damageModifiers);
  const hit = resolveHitDamage(
    rules,
    location,
    {
      armor: defender.armor,
      penetration: weapon.penetration,
      modifiers,
      type: weapon.damageType,
      source: weapon.name,
      vehicle: defender.vehicle !== undefined,
      shield: defender.shield,
    },
    cover,
    rng,
  );
  const crew =
    hit.wound && defender.vehicle && defender.vehicle.occupants.length > 0
      ? resolveCrewHits(
          rules,
          defender.vehicle.vehicle,
          defender.chart,
          location.location,
          hit.damage!.severity,
          defender.vehicle.occupants,
          rng,
        )
      : null;
  return attackResult(input, exchange, hit.stoppedBy ? 'stopped' : 'wounded', {
    shield: hit.shield,
    location,
    cover,
    armor: hit.armor,
    stoppedBy: hit.stoppedBy,
    damage: hit.damage,
    wound: hit.wound,
    crew,
  });
}
