/**
 * Firing actions against people and vehicles, with storyteller modifiers, earmarked luck and crew
 * hits. The rules engine's `resolveTurn` covers people only; this uses the same per-action
 * functions (`resolveAttack`, `resolveBurst`, `resolveFullAuto`, `resolveExplosion`,
 * `resolveSuppress`) so every roll keeps its dice and modifier sources.
 */
import type { Weapon } from '../../../domain/gear';
import { aimBonusApplies, hasAmmo, spendAmmo } from '../../../core/mechanics/actions';
import { assertCanAttack, resolveAttack, type Attacker, type AttackResult, type Defender } from '../../../core/mechanics/attack';
import { resolveBurst, resolveFullAuto } from '../../../core/mechanics/automatic-fire';
import { resolveExplosion } from '../../../core/mechanics/explosion';
import { isLegacyResolution } from '../../../core/mechanics/combat-ruleset';
import type { Shield } from '../../../core/mechanics/hit-damage';
import { CombatRuleError } from '../../../core/mechanics/hit-location';
import { firedUponPoints, resolveSuppress } from '../../../core/mechanics/suppression';
import { suppress, target, wound, type TurnActionResult } from '../../../core/mechanics/turn-context';
import { defensePoolFor, liveWoundModifier, type LiveCombatant, type TurnAction } from '../../../core/mechanics/turn-state';
import type { CrewHitsResult } from '../../../core/mechanics/vehicles';
import { totalWoundModifier, type Wound } from '../../../core/mechanics/wounds';
import { modifiersFor, poolOf, type LiveVehicle, type World } from '../../../core/combat/world';
import { luckAgainst, takeLuck } from '../../../core/combat/world-luck';

type FireAction = Extract<TurnAction, { kind: 'attack' | 'full-auto' | 'explode' | 'suppress' }>;

/** Someone or something being shot at, and how its damage lands. */
type Mark = {
  defender: Defender;
  person: LiveCombatant | null;
  vehicle: LiveVehicle | null;
  occupants: LiveCombatant[];
};

// Object literals rather than spreads of the rules engine's `asAttacker`/`asDefender`: spreads
// make V8 dictionary objects, and a 500-combatant turn builds thousands of these.
/** The attacker side of `actor`, with their attack modifiers and earmarked luck. */
export function attackerFor(world: World, actor: LiveCombatant, aimed: boolean): Attacker {
  const { rules } = world;
  const luck = takeLuck(world, actor.id, 'attack');
  const against = luckAgainst(world, actor.id, 'attack', luck);
  const modifiers = modifiersFor(world.modifiers.get(actor.id), 'attack');
  return {
    name: actor.name,
    pool: poolOf(rules, actor.pools, actor.weapon.attackSkill),
    stance: actor.stance,
    woundModifier: liveWoundModifier(rules, actor),
    suppression: actor.suppression,
    aimed,
    luck,
    modifiers: against.length > 0 ? [...modifiers, ...against] : modifiers,
  };
}

/**
 * The armor of the vehicle `t` sits in, when a shot at them goes through it: everyone aboard
 * unless the storyteller marked them exposed (RULES-NOTES 28a). A combat from before issue 16
 * resolves without it.
 */
function shieldFor(world: World, t: LiveCombatant): Shield | null {
  const v = world.aboard.get(t.id);
  if (!v || !v.armor || world.exposed.has(t.id) || isLegacyResolution(world.rules)) return null;
  return { source: `${v.name} armor (${v.armor.name})`, protection: v.armor.protection };
}

/** The defender side of a person against `weapon`, with defense modifiers and earmarked luck. */
export function personDefender(world: World, t: LiveCombatant, weapon: Weapon): Defender {
  const { rules } = world;
  const luck = takeLuck(world, t.id, 'defense');
  const against = luckAgainst(world, t.id, 'defense', luck);
  const modifiers = modifiersFor(world.modifiers.get(t.id), 'defense');
  const d: Defender = {
    name: t.name,
    pool: defensePoolFor(rules, t, weapon),
    stance: t.stance,
    woundModifier: liveWoundModifier(rules, t),
    chart: t.chart,
    armor: t.armor,
    cover: t.cover,
    modifiers: against.length > 0 ? [...modifiers, ...against] : modifiers,
    luck,
  };
  const shield = shieldFor(world, t);
  if (shield) d.shield = shield;
  return d;
}

/** Resolution revision from which an empty vehicle gets no dodge bonus (shared/core/combat/version.ts). */
export const EMPTY_VEHICLE_NO_DODGE_REVISION = 7;

/**
 * A vehicle as a defender (seed 000 "Vehicle Combat"): the pilot rolls defense with the vehicle's
 * dodge bonus; the vehicle's own chart and armor take the hit; the people aboard risk crew hits.
 */
function vehicleDefender(world: World, v: LiveVehicle, weapon: Weapon): Mark {
  const { rules, tc } = world;
  const pilot = v.pilotId !== null ? (tc.live.get(v.pilotId) ?? null) : null;
  const flying = pilot !== null && !pilot.knockedOut ? pilot : null;
  const occupants = [v.pilotId, ...v.passengerIds].flatMap((id) => (id !== null && tc.live.has(id) ? [tc.live.get(id)!] : []));
  // Nobody at the controls: nobody dodges, so neither the vehicle's dodge bonus (from revision 7;
  // older fights keep it on the unrated pool, as their stored dice were rolled).
  const dodge = flying || world.revision < EMPTY_VEHICLE_NO_DODGE_REVISION ? v.definition.dodgeBonus : 0;
  const pool = flying ? defensePoolFor(rules, flying, weapon) : poolOf(rules, {}, 'No pilot');
  const pilotLuck = flying ? takeLuck(world, flying.id, 'defense') : undefined;
  const defender: Defender = {
    name: v.name,
    pool,
    stance: flying?.stance ?? 'normal',
    woundModifier: flying ? liveWoundModifier(rules, flying) : 0,
    vehicleDodge: dodge,
    chart: v.chart,
    armor: v.armor,
    vehicle: { vehicle: v.definition, occupants: occupants.map((o) => ({ name: o.name, chart: o.chart, armor: o.armor })) },
    modifiers: flying ? [...modifiersFor(world.modifiers.get(flying.id), 'defense'), ...luckAgainst(world, flying.id, 'defense', pilotLuck)] : [],
    luck: pilotLuck,
  };
  return { defender, person: null, vehicle: v, occupants };
}

/** The defender a shot at `id` meets, person or vehicle (the GM screen's odds use it). */
export function defenderFor(world: World, id: string, weapon: Weapon): Defender {
  return markFor(world, id, weapon).defender;
}

function markFor(world: World, id: string, weapon: Weapon): Mark {
  const v = world.vehicles.get(id);
  if (v) return vehicleDefender(world, v, weapon);
  const person = target(world.tc, id);
  return { defender: personDefender(world, person, weapon), person, vehicle: null, occupants: [] };
}

function applyCrew(mark: Mark, crew: CrewHitsResult | null): void {
  if (!crew) return;
  crew.occupants.forEach((check, i) => {
    const o = mark.occupants[i];
    if (o) for (const h of check.hits) wound(o, h.wound);
  });
}

/** Puts a wound where it belongs: on the person, or on the vehicle (which may hurt its crew). */
function land(mark: Mark, w: Wound | null): void {
  if (!w) return;
  if (mark.person) wound(mark.person, w);
  else if (mark.vehicle) {
    mark.vehicle.wounds.push(w);
    mark.vehicle.damagedThisTurn = true;
  }
}

function landShot(mark: Mark, shot: AttackResult): void {
  land(mark, shot.wound);
  applyCrew(mark, shot.crew);
}

function firedUpon(world: World, actor: LiveCombatant, mark: Mark): void {
  // A vehicle is not suppressed; the people inside are not being shot at directly.
  if (mark.person) suppress(world.tc, mark.person, firedUponPoints(world.rules, actor.weapon), `Fired upon by ${actor.name}`);
}

function requireAmmo(actor: LiveCombatant): void {
  if (!hasAmmo(actor.ammo)) throw new CombatRuleError(`${actor.weapon.name} is out of ammo`);
}

/** Resolves a firing action and applies wounds, crew hits, suppression and ammo. */
export function resolveFire(world: World, actor: LiveCombatant, action: FireAction): TurnActionResult {
  const { rules, rng, tc } = world;
  const weapon = actor.weapon;
  const actorId = actor.id;
  requireAmmo(actor);
  switch (action.kind) {
    case 'attack': {
      assertCanAttack(weapon);
      const mark = markFor(world, action.target, weapon);
      const attacker = attackerFor(world, actor, aimBonusApplies(actor.aim, action.target, tc.turn));
      if (action.burst) {
        const result = resolveBurst(rules, { weapon, attacker, ammo: actor.ammo, defender: mark.defender, target: action.location, range: action.range }, rng);
        actor.ammo = spendAmmo(weapon, actor.ammo, result.ammoUsed);
        for (const b of result.volleys[0]!.bullets) landShot(mark, b);
        firedUpon(world, actor, mark);
        return { actorId, kind: 'burst', result };
      }
      const result = resolveAttack(rules, { weapon, attacker, defender: mark.defender, target: action.location, shot: { range: action.range } }, rng);
      actor.ammo = spendAmmo(weapon, actor.ammo, 1);
      landShot(mark, result);
      firedUpon(world, actor, mark);
      return { actorId, kind: 'attack', result };
    }
    case 'full-auto': {
      const marks = action.targets.map((id) => markFor(world, id, weapon));
      const attacker = attackerFor(world, actor, false);
      const result = resolveFullAuto(
        rules,
        {
          weapon,
          attacker,
          ammo: actor.ammo,
          targets: marks.map((m, i) => ({ defender: m.defender, range: action.range, aimed: aimBonusApplies(actor.aim, action.targets[i]!, tc.turn) })),
        },
        rng,
      );
      actor.ammo = spendAmmo(weapon, actor.ammo, result.ammoUsed);
      result.volleys.forEach((v, i) => v.bullets.forEach((b) => landShot(marks[i]!, b)));
      for (const m of marks) firedUpon(world, actor, m);
      return { actorId, kind: 'full-auto', result };
    }
    case 'explode': {
      const marks = action.targets.map((t) => markFor(world, t.id, weapon));
      const result = resolveExplosion(
        rules,
        { weapon, attacker: attackerFor(world, actor, false), targets: marks.map((m, i) => ({ defender: m.defender, zone: action.targets[i]!.zone })) },
        rng,
      );
      actor.ammo = spendAmmo(weapon, actor.ammo, 1);
      result.targets.forEach((r, i) => {
        const m = marks[i]!;
        land(m, r.concussion?.wound ?? null);
        for (const s of r.shrapnel?.hits ?? []) land(m, s.wound);
        for (const c of r.crew) applyCrew(m, c);
      });
      return { actorId, kind: 'explode', result };
    }
    case 'suppress': {
      const people = action.targets.map((id) => target(tc, id));
      const result = resolveSuppress(
        rules,
        {
          weapon,
          attacker: attackerFor(world, actor, false),
          targets: people.map((t) => ({ defender: personDefender(world, t, weapon), range: action.range, suppression: t.suppression })),
        },
        rng,
      );
      result.targets.forEach((r, i) => suppress(tc, people[i]!, r.change.gained, r.change.reason));
      actor.ammo = spendAmmo(weapon, actor.ammo, result.ammoUsed);
      return { actorId, kind: 'suppress', result };
    }
  }
}

/** The total wound modifier of a vehicle's own damage (for its knockout roll). */
export function vehicleWoundModifier(world: World, v: LiveVehicle): number {
  return totalWoundModifier(v.wounds, world.rules).total;
}
