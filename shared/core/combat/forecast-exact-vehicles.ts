/**
 * Issue 41: the exact forecast of independent shots at vehicles (forecast-exact.ts), for an
 * edition with `vehicleShotOdds` and `vehicleKnockoutOdds`. Independent: each vehicle is shot at
 * once, and nobody aboard a vehicle shot at is shot at or still shoots (a crew hit would change
 * their roll, or two sources of wounds their knockout). Then the vehicle's fate is the shot's
 * exact odds and its own knockout check, and each person aboard: P(out) = P(no wound on the
 * vehicle)·P(KO | nothing new) + Σ over the vehicle's wounds and their crew outcomes of
 * P(that)·P(KO | those wounds).
 */
import type { CombatantState, CombatContext } from './context';
import { forecastWound } from './forecast-states';
import type { ExactOutcome } from './forecast-types';
import type { OddsQuery } from './odds-types';
import type { CombatRules } from './procedures';
import type { Severity } from '../mechanics/combat-ruleset';
import type { Wound } from '../mechanics/wounds';

const standardSerious = (w: Wound) => w.severity === 'serious' || w.severity === 'critical';

/** P(`c` out at the end of the turn) with `wounds` new this turn (the check weighs wounds only). */
function koWith(rules: CombatRules, ctx: CombatContext, c: CombatantState, severities: readonly string[], source: string): number {
  const wounds = severities.map((s) => forecastWound(s as Severity, source));
  const last = wounds.pop() ?? null;
  return rules.procedures!.knockoutOdds!(rules, ctx, wounds.length ? { ...c, wounds: [...c.wounds, ...wounds], damagedThisTurn: true } : c, last);
}

/**
 * The people aboard the vehicles in `shots` and the vehicles themselves, or null when the shots
 * are not independent: `shotAt` the ids already shot at, `shooters` everyone still shooting.
 */
export function exactVehicleShots(rules: CombatRules, ctx: CombatContext, shots: readonly OddsQuery[], shotAt: ReadonlyMap<string, string>, shooters: ReadonlySet<string>): { people: Map<string, ExactOutcome>; vehicles: ExactOutcome[] } | null {
  const own = rules.procedures!;
  const serious = own.seriousOrWorse ?? standardSerious;
  const people = new Map<string, ExactOutcome>();
  const byVehicle = new Map<string, ExactOutcome>();
  for (const q of shots) {
    const answer = own.vehicleShotOdds!(rules, ctx, q);
    const v = ctx.vehicles.find((x) => x.id === q.targetId);
    if (!answer || !v) return null;
    if (answer.occupants.some((id) => shotAt.has(id) || shooters.has(id))) return null;
    const pWounded = answer.outcomes.reduce((s, o) => s + o.p, 0);
    let vSerious = 0;
    let vOut = (1 - pWounded) * own.vehicleKnockoutOdds!(rules, ctx, v, []);
    for (const o of answer.outcomes) {
      const w = { ...forecastWound(o.severity as Severity, 'forecast'), vehicle: true };
      if (serious(w)) vSerious += o.p;
      vOut += o.p * own.vehicleKnockoutOdds!(rules, ctx, v, [w]);
    }
    byVehicle.set(v.id, v.knockedOut ? { id: v.id, pHit: 0, pSerious: 0, pOut: 1 } : { id: v.id, pHit: pWounded, pSerious: vSerious, pOut: vOut });
    answer.occupants.forEach((id, j) => {
      const c = ctx.combatants.find((x) => x.id === id);
      if (!c) return;
      const source = `Crew hit (${v.name})`;
      // One already out is still aboard: the crew check hurts everyone aboard (seeds 000
      // "Passenger Hits", 001 "Crew Hits": "for each passenger"), and the full turn counts the wound.
      const out = c.knockedOut;
      let pHit = 0;
      let pSerious = 0;
      let pOut = out ? 1 : (1 - pWounded) * koWith(rules, ctx, c, [], source);
      for (const o of answer.outcomes) {
        for (const crew of o.crew[j]!) {
          const p = o.p * crew.p;
          if (crew.wounds.length > 0) pHit += p;
          if (crew.wounds.some((s) => serious(forecastWound(s as Severity, source)))) pSerious += p;
          if (!out) pOut += p * koWith(rules, ctx, c, crew.wounds, source);
        }
      }
      people.set(id, { id, pHit, pSerious, pOut });
    });
  }
  return { people, vehicles: ctx.vehicles.flatMap((v) => byVehicle.get(v.id) ?? []) };
}
