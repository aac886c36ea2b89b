/**
 * Issue 41: FS3.1's exact odds of a single shot at a vehicle for the turn forecast's fast path
 * (shared/core/combat/forecast-vehicles.ts), the same rolls `attack` makes (fire-actions.ts,
 * attack.ts): the attack against the pilot's defense with the vehicle's dodge bonus (nobody
 * dodging an empty vehicle or one whose pilot is out), the vehicle's own chart and armor; then for
 * every wound it takes, each person aboard is hurt when a d100 falls below the band's chance (000
 * "Passenger Hits", `crewHits`: wherever the wound landed, no crew compartments) and takes that
 * many automatic hits on their own chart and armor; and the vehicle's own knockout roll at the end
 * of the turn (000 "Knockout": "Vehicles have their own toughness ability rating", `vehicleKnockout`).
 */
import type { CombatContext, VehicleState } from '../../../core/combat/context';
import type { VehicleShotOdds } from '../../../core/combat/forecast-types';
import { armorNamed, chartNamed, vehicleNamed } from '../../../core/combat/gear';
import type { OddsQuery } from '../../../core/combat/odds-types';
import type { CombatRules } from '../../../core/combat/procedures';
import { SEVERITIES, type CombatRuleset, type Severity } from '../../../core/mechanics/combat-ruleset';
import { crewHitDamageOdds, hurtOutcomes, type CrewOutcome } from '../../../core/mechanics/crew-odds';
import type { Wound } from '../../../core/mechanics/wounds';
import { fs31DeclareOdds } from './explosion-odds';
import { knockoutOdds } from './knockout';
import { totalWoundModifier } from './rolls';

/** 000 "Passenger Hits": "If the die roll is less than the chance to be injured" — a d100 of 1–100 below it. */
export const fs31CrewHurtChance = (rules: CombatRuleset, severity: Severity): number => Math.min(100, Math.max(0, Math.ceil(rules.crewHits.bands[severity].chance) - 1)) / 100;

/** The single shot `q` at the vehicle `q.targetId`, or null when it is no vehicle or the odds cannot tell (an explosive, a burst). */
export function fs31VehicleShotOdds(rules: CombatRules, ctx: CombatContext, q: OddsQuery): VehicleShotOdds | null {
  const v = ctx.vehicles.find((x) => x.id === q.targetId);
  if (!v) return null;
  const o = fs31DeclareOdds(rules, ctx, [q])[0];
  if (!o?.severities) return null;
  const aboard = [v.pilotId, ...v.passengerIds].flatMap((id) => {
    const c = id === null ? undefined : ctx.combatants.find((x) => x.id === id);
    return c ? [c] : [];
  });
  const outcomes: VehicleShotOdds['outcomes'] = [];
  for (const severity of SEVERITIES) {
    const p = o.severities[severity] ?? 0;
    if (p <= 0) continue;
    // FS3.1's crew hits read the wound's severity only: one outcome per severity.
    const crew = aboard.map((c) => crewOf(rules, severity, chartNamed(ctx.gear, c.chart), armorNamed(ctx.gear, c.armor)));
    outcomes.push({ key: severity, p, severity, crew });
  }
  return { occupants: aboard.map((c) => c.id), outcomes };
}

/** Crew odds depend on the rules, the severity and the person's chart and armor only: kept per gear object. */
const crewKept = new WeakMap<object, WeakMap<object, Map<string, CrewOutcome[]>>>();

function crewOf(rules: CombatRuleset, severity: Severity, chart: Parameters<typeof crewHitDamageOdds>[1], armor: Parameters<typeof crewHitDamageOdds>[2]): CrewOutcome[] {
  let byChart = crewKept.get(rules);
  if (!byChart) crewKept.set(rules, (byChart = new WeakMap()));
  let kept = byChart.get(chart);
  if (!kept) byChart.set(chart, (kept = new Map()));
  const key = `${severity}|${armor ? JSON.stringify(armor) : ''}`;
  let out = kept.get(key);
  if (!out) kept.set(key, (out = hurtOutcomes(fs31CrewHurtChance(rules, severity), rules.crewHits.bands[severity].wounds, crewHitDamageOdds(rules, chart, armor))));
  return out;
}

/** P(`v` is knocked out at the end of this turn) if it now takes `wounds`: d100 + its toughness modifier below its wound total. */
export function fs31VehicleKnockoutOdds(rules: CombatRules, ctx: CombatContext, v: VehicleState, wounds: readonly Wound[]): number {
  if (v.knockedOut) return 1;
  // 002: only "at the end of any turn in which you took damage" (rollKnockouts: `damagedThisTurn`).
  if (!v.damagedThisTurn && wounds.length === 0) return 0;
  return knockoutOdds(vehicleNamed(ctx.gear, v.vehicle).toughness, totalWoundModifier(rules, [...v.wounds, ...wounds]));
}
