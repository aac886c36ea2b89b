/**
 * Issue 41: the turn forecast's fast simulation. When a turn's events depend on each other only
 * through the wounds taken (two shots at one target, a target who shoots back later), playing
 * the whole turn 10,000 times by the edition's procedures costs seconds. Here each declared shot's
 * outcome (no wound, or a wound of each severity) is asked of the edition's exact odds once per
 * state it can meet (the shooter's and the target's new wounds so far), kept as a CDF table, and
 * sampled with one uniform number; initiative is sampled from each combatant's exact distribution
 * (ties in random order, as the editions break them); the end-of-turn knockout chance is the
 * edition's exact `knockoutOdds` given the turn's wounds, averaged over the turns rather than
 * rolled (the same mean, a smaller spread, so the stated ±precision still holds); each target's
 * last shot of the turn is averaged likewise, and the count of turns follows the spread left
 * (forecast-turns.ts).
 *
 * It covers single shots, aims, reloads and passes, with luck on attacks only and no held slots.
 * Shots at a vehicle, and by or at anyone aboard one, are covered when the edition gives vehicle
 * odds (forecast-vehicles.ts: the pilot's dodge, the vehicle's own chart and armor, crew hits);
 * without them such a shot returns null, as does anything else, and the forecast plays the full
 * turn (forecast-sim.ts).
 */
import type { CombatantState, CombatContext } from './context';
import { forecastWound } from './forecast-exact';
import { memoTables, pairTables, type ForecastMemo } from './forecast-memo';
import type { ExactOutcome } from './forecast-types';
import type { CombatRules } from './procedures';
import { SEVERITIES } from '../mechanics/combat-ruleset';
import { createSeededRng } from '../dice/rng';
import { cdf, initiativeSorter, UniformStream } from './forecast-sampling';
import { DenseStates, severityCdf, TableMiss } from './forecast-states';
import { occupantsOf, VehicleTurn } from './forecast-vehicles';
import { shotsOf, tieOrderOf, withNewWounds, woundsOfCode, type Shot } from './forecast-shots';
import { createTurnSampler, firstTurns, turnsFor, turnsToMatch, worstSpread, type TurnSampler } from './forecast-turns';
import { precisionOf } from './forecast-sim';
import { maxCrewWounds } from '../mechanics/crew-odds';

/** Each combatant's chances over the sampled turns (at most `turns`), or null when the tables cannot play this turn. */
export function tableOutcomes(rules: CombatRules, ctx: CombatContext, turns: number, seed: number | string, memo?: ForecastMemo): ExactOutcome[] | null {
  return tableForecast(rules, ctx, turns, seed, memo)?.outcomes ?? null;
}

/**
 * The tables' forecast: each chance within `precisionOf(ceiling)` at 95% and at least as precise
 * as `ceiling` fully played turns (its variance no larger: forecast-turns.ts), sampling `turns`
 * turns: `ceiling` for a small fight; for a big one as many as the spread seen needs for both,
 * never fewer than LEAST_TURNS nor more than `ceiling`.
 */
export function tableForecast(rules: CombatRules, ctx: CombatContext, ceiling: number, seed: number | string, memo?: ForecastMemo): { outcomes: ExactOutcome[]; turns: number } | null {
  const own = rules.procedures;
  if (!own?.knockoutOdds || !own.oddsMany) return null;
  if (!ctx.order && (own.initiativeFirst || !own.initiativeOdds)) return null;
  const n = ctx.combatants.length;
  const index = new Map(ctx.combatants.map((c, i) => [c.id, i]));
  const withVehicles = own.vehicleShotOdds !== undefined && own.vehicleKnockoutOdds !== undefined;
  const shots = shotsOf(ctx, index, withVehicles);
  if (!shots) return null;

  // Initiative: each shooter's CDF of initiative hits (before initiative is rolled).
  let initiative: Float64Array[] | null = null;
  if (!ctx.order) {
    initiative = [];
    for (const s of shots) {
      const dist = own.initiativeOdds!(rules, ctx, ctx.combatants[s.attacker]!);
      if (!dist) return null;
      initiative.push(cdf(dist));
    }
  }

  // The most wounds one can take this turn: a shot each, and a crew check's most per shot at their vehicle.
  const aimed = new Int32Array(n);
  const aboardOf = occupantsOf(ctx, index);
  const crewMost = withVehicles ? maxCrewWounds(rules) : 0;
  for (const s of shots) {
    if (!s.vehicle) aimed[s.target]!++;
    else for (const o of aboardOf[s.vehicle.vehicle]!) aimed[o] = aimed[o]! + crewMost;
  }
  const base = Math.max(...aimed, 0) + 1;
  // Being fired upon may change the target whatever the shot does (FS3.2: a suppression point):
  // a shot "marks" when the edition's `firedUpon` changes the target; every mark on one target
  // must change it alike (else the full turn plays it), so a count of marks is its state.
  const marker = new Map<number, Shot>();
  const marks = shots.map((s) => {
    // A vehicle is not suppressed, and those aboard are not the ones shot at.
    if (s.vehicle) return 0;
    const target = ctx.combatants[s.target]!;
    const after = own.firedUpon ? own.firedUpon(rules, ctx, ctx.combatants[s.attacker]!, target) : target;
    if (after === target) return 0;
    const first = marker.get(s.target);
    if (!first) marker.set(s.target, s);
    else if (JSON.stringify(own.firedUpon!(rules, ctx, ctx.combatants[first.attacker]!, target)) !== JSON.stringify(after)) return -1;
    return 1;
  });
  if (marks.includes(-1)) return null;
  // A combatant's state this turn as one number: marks + base·(the wound code), the wound code
  // holding a digit per severity and, when landed shots change their target (`struck`), one more
  // for those that left no wound.
  const unit = base;
  const grazing = own.struck !== undefined;
  const woundSpan = base ** SEVERITIES.length;
  const stateOf = (i: number, code: number): CombatantState => {
    const woundCode = Math.floor(code / unit);
    let c = withNewWounds(ctx.combatants[i]!, woundCode % woundSpan, base);
    if (grazing) c = own.struck!(rules, ctx, c, woundsOfCode(woundCode, base, '').length + Math.floor(woundCode / woundSpan));
    const shooter = marker.get(i);
    for (let k = code % unit; k > 0 && shooter; k--) c = own.firedUpon!(rules, ctx, ctx.combatants[shooter.attacker]!, c);
    return c;
  };
  const m = shots.length;
  const width = SEVERITIES.length + (grazing ? 2 : 1);
  // Each shot's CDF over [no wound, light … critical] with shooter and target as the turn found
  // them: one batched question for the whole turn, kept flat (shot k at k·width).
  const fresh = new Float64Array(m * width);
  const kept = memo ? memoTables(memo, rules, ctx) : null;
  const keptOf = shots.map((s) => (kept && !s.vehicle ? pairTables(kept, ctx.combatants[s.attacker]!, ctx.combatants[s.target]!) : new Map<string, Float64Array>()));
  const keyOf = shots.map((s) => JSON.stringify(s.query));
  // Each state met, worked out once with its part of a table's key: what differs from the
  // combatant as the turn found it ('' for none), its wounds as the odds read them (oddsWounds).
  const met = ctx.combatants.map(() => new Map<number, { state: CombatantState; sig: string }>());
  const stateMet = (i: number, code: number): { state: CombatantState; sig: string } => {
    let s = met[i]!.get(code);
    if (!s) {
      const state = stateOf(i, code);
      met[i]!.set(code, (s = { state, sig: code === 0 ? '' : stateSignature(rules, ctx.combatants[i]!, state) }));
    }
    return s;
  };
  const missing = shots.map((_, k) => k).filter((k) => !shots[k]!.vehicle && !keptOf[k]!.has(`${keyOf[k]}||`));
  const answers = missing.length ? own.oddsMany(ctx, missing.map((k) => shots[k]!.query), rules) : [];
  for (let j = 0; j < missing.length; j++) {
    const t = severityCdf(answers[j], grazing);
    if (!t) return null;
    keptOf[missing[j]!]!.set(`${keyOf[missing[j]!]}||`, t);
  }
  for (let k = 0; k < m; k++) if (!shots[k]!.vehicle) fresh.set(keptOf[k]!.get(`${keyOf[k]}||`)!, k * width);
  // Other states, asked when first met, of the shooter and the target alone (nobody else's state changes these odds).
  const tableFor = (k: number, aCode: number, tCode: number): Float64Array => {
    const s = shots[k]!;
    const a = stateMet(s.attacker, aCode);
    const target = stateMet(s.target, tCode);
    const key = `${keyOf[k]}|${a.sig}|${target.sig}`;
    let t = keptOf[k]!.get(key);
    if (t) return t;
    const pair = [a.state, target.state];
    t = severityCdf(own.oddsMany!({ ...ctx, combatants: pair }, [s.query], rules)[0], grazing) ?? undefined;
    if (!t) throw new TableMiss();
    keptOf[k]!.set(key, t);
    return t;
  };
  // The end-of-turn knockout chance given the turn's new wounds (the check weighs wounds only).
  const koFor = (i: number, woundCode: number): number => {
    const c = ctx.combatants[i]!;
    const wounds = woundsOfCode(woundCode, base, 'forecast');
    const last = wounds.pop() ?? null;
    return own.knockoutOdds!(rules, ctx, wounds.length ? { ...c, wounds: [...c.wounds, ...wounds], damagedThisTurn: true } : c, last);
  };

  const seriousFrom = SEVERITIES.indexOf('serious') + 1;
  const seriousAt = Uint8Array.from(SEVERITIES, (sev, i) => (own.seriousOrWorse ? own.seriousOrWorse(forecastWound(sev, 'forecast')) : i + 1 >= seriousFrom) ? 1 : 0);
  // Each combatant's states met so far, numbered densely (0: as the turn found them), with their
  // transitions and tables kept in arrays, so a sampled shot costs array reads, not map look-ups.
  const states = new DenseStates(n, unit, base, woundSpan);
  const sorter = initiative ? initiativeSorter(initiative, tieOrderOf(rules, ctx, shots)) : null;
  const vehicles = withVehicles ? new VehicleTurn(rules, ctx, shots.map((s) => s.vehicle ?? null), states, stateOf, seriousAt, aboardOf, seed, kept ? memo! : null, koFor) : null;
  let sampler: TurnSampler;
  try {
    sampler = createTurnSampler(
      {
        n,
        width,
        attackerOf: Int32Array.from(shots, (s) => s.attacker),
        targetOf: Int32Array.from(shots, (s) => s.target),
        marking: Int32Array.from(marks),
        atVehicle: Uint8Array.from(shots, (s) => (s.vehicle ? 1 : 0)),
        fresh,
        seriousAt,
        vehicleOf: Int32Array.from(shots, (s) => (s.vehicle ? s.vehicle.vehicle : -1)),
        aboard: aboardOf,
        states,
        tableFor,
        koFor,
        sorter,
        stream: new UniformStream(createSeededRng(seed)),
        vehicles,
      });
      // A first batch, then as many more as the spread seen needs (recounted until it is enough).
      sampler.run(firstTurns(m, ceiling));
      const ko0 = Float64Array.from(ctx.combatants, (_, i) => koFor(i, 0));
      const out = (i: number) => ctx.combatants[i]!.knockedOut;
      for (;;) {
        const worst = worstSpread(sampler.sums, sampler.done, ko0, out);
        vehicles?.spread(sampler.done, worst);
        // Each chance as precise as `ceiling` played turns, and never looser than their worst case (±0.98 pp for 10,000).
        // Sums of expected changes (forecast-increments.ts) that left [0, 1] may need turns past the ceiling.
        const need = Math.max(turnsFor(worst.sd, precisionOf(ceiling), ceiling), turnsToMatch(worst.ratio, ceiling), vehicles?.sums.turnsPastCeiling(worst, ceiling) ?? 0);
        if (need <= sampler.done) break;
        sampler.run(need - sampler.done);
      }
  } catch (error) {
    if (error instanceof TableMiss) return null;
    throw error;
  }
  const { hit, bad, koSum, koTurns } = sampler.sums;
  const turns = sampler.done;
  // Turns that counted no knockout chance (nothing new) add the chance with no new wound (one already damaged this turn may still roll).
  const out = ctx.combatants.map((c, i) => (c.knockedOut ? 1 : (koSum[i]! + (turns - koTurns[i]!) * koFor(i, 0)) / turns));
  // One already out may still be wounded (crew hits reach everyone aboard): its hit chances count as anyone's.
  const people = ctx.combatants.map((c, i) => ({ id: c.id, pHit: hit[i]! / turns, pSerious: bad[i]! / turns, pOut: out[i]! }));
  return { outcomes: vehicles ? [...people, ...vehicles.outcomes(turns)] : people, turns };
}

/**
 * What of `state` can change a shot's odds against how the turn found the combatant (`base`): the
 * fields a state replaced (forecast-shots.ts `withNewWounds`, the edition's firedUpon and struck
 * copy the rest), the wounds as the edition's odds read them. Equal signatures, equal tables.
 */
function stateSignature(rules: CombatRules, base: CombatantState, state: CombatantState): string {
  const own = rules.procedures!;
  let sig = '';
  for (const key of Object.keys(state) as (keyof CombatantState)[]) {
    const value = state[key];
    if (value === base[key]) continue;
    sig += `${key}:${JSON.stringify(key === 'wounds' && own.oddsWounds ? own.oddsWounds(rules, state) : value)};`;
  }
  return sig;
}
