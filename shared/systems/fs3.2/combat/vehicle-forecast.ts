/**
 * Issue 41: FS3.2's exact odds of a single shot at a vehicle for the turn forecast's fast path
 * (shared/core/combat/forecast-vehicles.ts), the same rolls `resolveFire` makes (fire.ts): the
 * attack against the pilot's defense with the vehicle's dodge bonus (nobody dodging an empty
 * vehicle), the vehicle's own hit chart and armor, and for each wound the crew hits of everyone
 * aboard by its severity and where it landed (seed 001 "Crew Hits"); and the vehicle's knockout
 * roll at the end of the turn with its own toughness (seed 000, turn.ts `rollKnockouts`).
 */
import type { CombatContext, VehicleState } from '../../../core/combat/context';
import type { LabelledRng } from '../../../core/combat/dice-tape';
import type { VehicleShotOdds } from '../../../core/combat/forecast-types';
import { vehicleNamed } from '../../../core/combat/gear';
import type { OddsQuery } from '../../../core/combat/odds-types';
import type { CombatRules } from '../../../core/combat/procedures';
import { buildWorld } from '../../../core/combat/world';
import { withModifiers } from '../../../core/dice/ability-roll';
import { poolOdds } from '../../../core/dice/odds';
import { aimBonusApplies } from '../../../core/mechanics/actions';
import { SEVERITIES, type CombatRuleset, type Severity } from '../../../core/mechanics/combat-ruleset';
import { crewOdds, type CrewOutcome } from '../../../core/mechanics/crew-odds';
import type { Armor, HitChart, Vehicle } from '../../../domain/gear';
import { knockoutRollDue, vehicleToughnessPool } from '../../../core/mechanics/knockout';
import { attackOdds } from '../../../core/mechanics/odds';
import { totalWoundModifier, woundRollModifier, type Wound } from '../../../core/mechanics/wounds';
import { attackerFor, defenderFor } from './fire';

/** Odds never consume dice: any call on this generator is a bug. */
const NO_DICE: LabelledRng = {
  mark: () => undefined,
  die: () => {
    throw new Error('Odds must not roll dice');
  },
};

/** The single shot `q` at the vehicle `q.targetId`, or null when it is no vehicle or the weapon makes no ordinary attack. */
export function fs32VehicleShotOdds(rules: CombatRules, ctx: CombatContext, q: OddsQuery): VehicleShotOdds | null {
  const world = buildWorld(rules, ctx, NO_DICE);
  const actor = world.tc.live.get(q.attackerId);
  const v = world.vehicles.get(q.targetId);
  if (!actor || !v) return null;
  const weapon = actor.weapon;
  if (weapon.type !== 'melee' && weapon.type !== 'ranged') return null;
  const ledger = world.luck.get(q.attackerId);
  if (ledger) ledger.choice = q.luck ? { roll: 'attack', effect: q.luck } : null;
  const attacker = attackerFor(world, actor, aimBonusApplies(actor.aim, q.targetId, world.tc.turn));
  const defender = defenderFor(world, q.targetId, weapon);
  const aboard = [v.pilotId, ...v.passengerIds].flatMap((id) => (id !== null && world.tc.live.has(id) ? [world.tc.live.get(id)!] : []));
  const o = attackOdds(world.rules, { weapon, attacker, defender, target: q.location, shot: { range: q.range } });
  const outcomes: VehicleShotOdds['outcomes'] = [];
  for (const [location, severities] of Object.entries(o.byLocation)) {
    for (const severity of SEVERITIES) {
      const p = severities[severity];
      if (p <= 0) continue;
      const crew = aboard.map((person) => crewOf(world.rules, v.definition, v.chart, location, severity, person.chart, person.armor));
      outcomes.push({ key: `${location}|${severity}`, p, severity, crew });
    }
  }
  return { occupants: aboard.map((person) => person.id), outcomes };
}

/**
 * Crew odds depend on the rules, the vehicle, where and how badly it was hit, and the person's
 * chart and armor only, never on wounds: kept per gear object (the fight's gear objects live as
 * long as its context), so a forecast asking for many states works them out once.
 */
const crewKept = new WeakMap<object, WeakMap<Vehicle, WeakMap<HitChart, Map<string, CrewOutcome[]>>>>();

function crewOf(rules: CombatRuleset, vehicle: Vehicle, vehicleChart: HitChart, location: string, severity: Severity, chart: HitChart, armor: Armor | null): CrewOutcome[] {
  let byVehicle = crewKept.get(rules);
  if (!byVehicle) crewKept.set(rules, (byVehicle = new WeakMap()));
  let byChart = byVehicle.get(vehicle);
  if (!byChart) byVehicle.set(vehicle, (byChart = new WeakMap()));
  let kept = byChart.get(chart);
  if (!kept) byChart.set(chart, (kept = new Map()));
  const key = `${vehicleChart.name}|${location}|${severity}|${armor ? JSON.stringify(armor) : ''}`;
  let out = kept.get(key);
  if (!out) kept.set(key, (out = crewOdds(rules, vehicle, vehicleChart, location, severity, { chart, armor })));
  return out;
}

/** P(`v` is knocked out at the end of this turn) if it now takes `wounds`: its own toughness less its wound modifier. */
export function fs32VehicleKnockoutOdds(rules: CombatRules, ctx: CombatContext, v: VehicleState, wounds: readonly Wound[]): number {
  if (v.knockedOut) return 1;
  const modifier = totalWoundModifier([...v.wounds, ...wounds], rules).total;
  if (!knockoutRollDue(rules, v.damagedThisTurn || wounds.length > 0, modifier)) return 0;
  const toughness = vehicleToughnessPool(rules, vehicleNamed(ctx.gear, v.vehicle));
  const penalty = woundRollModifier(modifier);
  const rolled = penalty ? withModifiers(rules.core, toughness, [penalty]) : toughness;
  return poolOdds(rules.core, rolled.diceRolled, rolled.attributeRating).hits[0] ?? 0;
}
