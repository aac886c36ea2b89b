/**
 * FS3.2's turn on the GM screen's combat machine (seed 004 "Combat Turns", seed 001): everyone
 * declares, rolls initiative, acts in order with wounds taking effect at once, then rolls for
 * knockouts; suppression decays at the end of the turn. The machine's generic steps (roster,
 * declarations, overrides, boarding) need nothing more.
 */
import { STANCES } from '../../../core/mechanics/combat-ruleset';
import type { TurnProcedures } from '../../../core/combat/procedures';
import { endTurn } from '../../../core/combat/turn';
import { totalWoundModifier } from '../../../core/mechanics/wounds';
import { fs32OddsMany } from './declaration-odds';
import { fs32FiredUpon, fs32InitiativeOdds, fs32KnockoutOdds } from './forecast';
import { resolveSlots } from './resolve';
import { fs32VehicleKnockoutOdds, fs32VehicleShotOdds } from './vehicle-forecast';
import { rollKnockouts, rollTurnInitiative } from './turn';

export const FS32_PROCEDURES: TurnProcedures = {
  edition: 'fs3.2',
  abilities: [],
  stances: STANCES,
  // Seed 001: a jury-rig is first aid on a vehicle.
  treatsVehicles: true,
  // Seed 004 "Luck": "After your own roll, spend a point to get a re-roll" (issue 39 item 2).
  luckAfterRoll: true,
  rollInitiative: rollTurnInitiative,
  resolveSlots,
  rollKnockouts,
  endTurn,
  oddsMany: (ctx, queries, rules) => fs32OddsMany(rules, ctx, queries),
  // Issue 41: the exact turn forecast's knockout check (forecast.ts).
  knockoutOdds: fs32KnockoutOdds,
  // Issue 41: the forecast's fast simulation samples initiative from these (forecast-table.ts).
  initiativeOdds: fs32InitiativeOdds,
  firedUpon: fs32FiredUpon,
  // Issue 38: a shot's odds read the shooter's and the target's wounds only as their wound modifier.
  oddsWounds: (rules, c) => totalWoundModifier(c.wounds, rules).total,
  // Issue 41: shots at vehicles and by or at anyone aboard on the fast path (vehicle-forecast.ts).
  vehicleShotOdds: fs32VehicleShotOdds,
  vehicleKnockoutOdds: fs32VehicleKnockoutOdds,
};
