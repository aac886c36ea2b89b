/**
 * Issue 41: the turn forecast's fast simulation. When a turn's events depend on each other only
 * through the wounds taken (two shots at one target, a target who shoots back later), playing
 * the whole turn 10,000 times by the edition's procedures costs seconds. Here each declared shot's
 * outcome (no wound, or a wound of each severity) is asked of the edition's exact odds once per
 * state it can meet (the shooter's and the target's new wounds so far), kept as a CDF table, and
 * sampled with one uniform number; initiative is sampled from each combatant's exact distribution
 * (ties in random order, as the editions break them); the end-of-turn knockout chance is the
 * edition's exact `knockoutOdds` given the turn's wounds, averaged over the turns rather than
 * rolled (the same mean, a smaller spread, so the stated ±precision still holds).
 *
 * It covers single shots, aims, reloads and passes, with luck on attacks only and no held slots.
 * Shots at a vehicle, and by or at anyone aboard one, are covered when the edition gives vehicle
 * odds (forecast-vehicles.ts: the pilot's dodge, the vehicle's own chart and armor, crew hits);
 * without them such a shot returns null, as does anything else, and the forecast plays the full
 * turn (forecast-sim.ts).
 */
import { canAct, declaredActions, type CombatantState, type CombatContext } from './context';
import { aboardVehicles, forecastWound } from './forecast-exact';
import { memoTables, pairTables, type ForecastMemo } from './forecast-memo';
import type { ExactOutcome } from './forecast-types';
import type { OddsQuery } from './odds-types';
import type { CombatRules } from './procedures';
import { SEVERITIES } from '../mechanics/combat-ruleset';
import { createSeededRng } from '../dice/rng';
import { cdf, draw, initiativeSorter, UniformStream } from './forecast-sampling';
import { DenseStates, severityCdf, TableMiss } from './forecast-states';
import { occupantsOf, VehicleTurn, type VehicleShot } from './forecast-vehicles';
import { maxCrewWounds } from '../mechanics/crew-odds';
import type { Wound } from '../mechanics/wounds';

const QUIET = new Set(['aim', 'reload', 'pass']);

/** `vehicle`: a shot at a vehicle (forecast-vehicles.ts), `target` then its pilot's place or −1. */
type Shot = { attacker: number; target: number; query: OddsQuery; source: string; vehicle?: VehicleShot };

/** The declared shots still to come, or null when the turn holds anything the tables cannot play. */
function shotsOf(ctx: CombatContext, index: Map<string, number>, vehicles: boolean): Shot[] | null {
  // An edition with vehicle odds plays crew hits and pilots' dodges here; else they are the full turn's.
  const aboard = vehicles ? new Set<string>() : aboardVehicles(ctx);
  const vehicleAt = new Map(ctx.vehicles.map((v, i) => [v.id, i]));
  const order = ctx.order;
  if (order && (order.held?.length ?? 0) > 0) return null;
  const ids = order ? order.slots.slice(order.next).map((s) => s.id) : ctx.combatants.filter(canAct).map((c) => c.id);
  if (new Set(ids).size !== ids.length) return null;
  // Luck anywhere but on one's own attack (defense, initiative, a penalty) is spent on a roll the tables do not play.
  for (const c of ctx.combatants) {
    const luck = c.declaration?.luck;
    if (luck && (luck.roll !== 'attack' || (luck.effect !== 'bonus' && luck.effect !== 'reroll'))) return null;
  }
  const shots: Shot[] = [];
  for (const id of ids) {
    const c = ctx.combatants[index.get(id)!];
    if (!c || !canAct(c) || !c.declaration) continue;
    const luck = c.declaration.luck;
    const actions = declaredActions(c.declaration);
    if (actions.length > 1) return null;
    const a = actions[0]!;
    if (QUIET.has(a.kind)) continue;
    if (a.kind !== 'attack' || a.burst) return null;
    const target = index.get(a.target);
    const query: OddsQuery = { attackerId: c.id, targetId: a.target, luck: luck ? (luck.effect as 'bonus' | 'reroll') : null, ...(a.location ? { location: a.location } : {}) };
    const v = vehicleAt.get(a.target);
    if (vehicles && target === undefined && v !== undefined) {
      const pilot = ctx.vehicles[v]!.pilotId;
      const at = pilot === null ? -1 : (index.get(pilot) ?? -1);
      shots.push({ attacker: index.get(c.id)!, target: at, query, source: c.weapon, vehicle: { attacker: index.get(c.id)!, vehicle: v, pilot: at, query } });
      continue;
    }
    // A vehicle (not in the roster) or anyone aboard one: crew hits and pilots' dodges, the full turn's.
    if (target === undefined || aboard.has(c.id) || aboard.has(a.target)) return null;
    shots.push({ attacker: index.get(c.id)!, target, query, source: c.weapon });
  }
  return shots;
}

/**
 * A combatant's new wounds this turn as one number: the count of each severity in base `base`
 * (a multiset, since the order of wounds changes no modifier). 0: none.
 */
function woundsOfCode(code: number, base: number, source: string): Wound[] {
  // Digits past the severities (landed shots without a wound, `grazing`) are not wounds.
  const out: Wound[] = [];
  for (let s = 0; s < SEVERITIES.length; s++) {
    const count = Math.floor(code / base ** s) % base;
    for (let k = 0; k < count; k++) out.push(forecastWound(SEVERITIES[s]!, source));
  }
  return out;
}

function withNewWounds(c: CombatantState, code: number, base: number): CombatantState {
  if (code === 0) return c;
  return { ...c, wounds: [...c.wounds, ...woundsOfCode(code, base, 'forecast')], damagedThisTurn: true };
}

/** Each combatant's chances over `turns` sampled turns, or null when the tables cannot play this turn. */
export function tableOutcomes(rules: CombatRules, ctx: CombatContext, turns: number, seed: number | string, memo?: ForecastMemo): ExactOutcome[] | null {
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
  const missing = shots.map((_, k) => k).filter((k) => !shots[k]!.vehicle && !keptOf[k]!.has(`${keyOf[k]}|0|0`));
  const answers = missing.length ? own.oddsMany(ctx, missing.map((k) => shots[k]!.query), rules) : [];
  for (let j = 0; j < missing.length; j++) {
    const t = severityCdf(answers[j], grazing);
    if (!t) return null;
    keptOf[missing[j]!]!.set(`${keyOf[missing[j]!]}|0|0`, t);
  }
  for (let k = 0; k < m; k++) if (!shots[k]!.vehicle) fresh.set(keptOf[k]!.get(`${keyOf[k]}|0|0`)!, k * width);
  // Other states, asked when first met, of the shooter and the target alone (nobody else's state changes these odds).
  const tableFor = (k: number, aCode: number, tCode: number): Float64Array => {
    // The codes read in this turn's base (the most shots at one target): a kept table of another base is another state.
    const key = `${keyOf[k]}|${base}|${aCode}|${tCode}`;
    let t = keptOf[k]!.get(key);
    if (t) return t;
    const s = shots[k]!;
    const pair = [stateOf(s.attacker, aCode), stateOf(s.target, tCode)];
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

  const stream = new UniformStream(createSeededRng(seed));
  const attackerOf = Int32Array.from(shots, (s) => s.attacker);
  const targetOf = Int32Array.from(shots, (s) => s.target);
  const order = new Int32Array(m);
  for (let k = 0; k < m; k++) order[k] = k;
  const seriousFrom = SEVERITIES.indexOf('serious') + 1;
  const seriousAt = Uint8Array.from(SEVERITIES, (sev, i) => (own.seriousOrWorse ? own.seriousOrWorse(forecastWound(sev, 'forecast')) : i + 1 >= seriousFrom) ? 1 : 0);
  const marking = Int32Array.from(marks);
  // Each combatant's states met so far, numbered densely (0: as the turn found them), with their
  // transitions and tables kept in arrays, so a sampled shot costs array reads, not map look-ups.
  const states = new DenseStates(n, unit, base, woundSpan);
  const tab = shots.map(() => [] as (Float64Array | undefined)[][]);
  const hit = new Float64Array(n);
  const bad = new Float64Array(n);
  const koSum = new Float64Array(n);
  const worst = new Uint8Array(n);
  // Those changed this turn, so a turn costs its shots and its wounded, not the whole roster.
  const touched = new Int32Array(n);
  const sorter = initiative ? initiativeSorter(initiative, tieOrderOf(rules, ctx, shots)) : null;
  // A turn's uniform numbers: the initiative draws (when sampled), then one per shot.
  const drawn = sorter ? m : 0;
  const uniforms = new Float64Array(drawn + m);
  const sid = states.current;
  const atVehicle = Uint8Array.from(shots, (s) => (s.vehicle ? 1 : 0));
  const vehicles = withVehicles ? new VehicleTurn(rules, ctx, shots.map((s) => s.vehicle ?? null), states, stateOf, seriousAt, aboardOf, seed, kept ? memo! : null) : null;
  try {
    for (let t = 0; t < turns; t++) {
      let hurt = 0;
      stream.fill(uniforms);
      if (sorter) sorter(order, uniforms);
      for (let j = 0; j < m; j++) {
        const k = order[j]!;
        if (atVehicle[k]) {
          hurt = vehicles!.shoot(k, uniforms[drawn + j]!, sid, worst, touched, hurt);
          continue;
        }
        const target = targetOf[k]!;
        const aS = sid[attackerOf[k]!]!;
        const tS = sid[target]!;
        const u = uniforms[drawn + j]!;
        let outcome = 0;
        if (aS === 0 && tS === 0) {
          const at = k * width;
          while (outcome < width - 1 && u >= fresh[at + outcome]!) outcome++;
        } else {
          const row = (tab[k]![aS] ??= []);
          outcome = draw((row[tS] ??= tableFor(k, states.codeOf(attackerOf[k]!, aS), states.codeOf(target, tS))), u);
        }
        const move = marking[k]! * width + outcome;
        if (move === 0) continue;
        if (tS === 0) touched[hurt++] = target;
        sid[target] = states.next(target, tS, move, marking[k]!, outcome);
        if (outcome > 0 && seriousAt[outcome - 1]) worst[target] = 1;
      }
      for (let h = 0; h < hurt; h++) {
        const i = touched[h]!;
        const s = sid[i]!;
        const wounds = states.woundsOf(i, s);
        if (wounds > 0) {
          hit[i]!++;
          bad[i] = bad[i]! + worst[i]!;
          koSum[i] = koSum[i]! + states.ko(i, s, koFor);
        }
        sid[i] = 0;
        worst[i] = 0;
      }
      vehicles?.endTurn();
    }
  } catch (error) {
    if (error instanceof TableMiss) return null;
    throw error;
  }
  // Unhurt turns add the knockout chance with no new wound (one already damaged this turn may still roll).
  const out = ctx.combatants.map((c, i) => (c.knockedOut ? 1 : (koSum[i]! + (turns - hit[i]!) * koFor(i, 0)) / turns));
  const people = ctx.combatants.map((c, i) => (c.knockedOut ? { id: c.id, pHit: 0, pSerious: 0, pOut: 1 } : { id: c.id, pHit: hit[i]! / turns, pSerious: bad[i]! / turns, pOut: out[i]! }));
  return vehicles ? [...people, ...vehicles.outcomes(turns)] : people;
}

/** The shots in the order the edition plays equal initiative (`initiativeTieOrder`); undefined: at random. */
function tieOrderOf(rules: CombatRules, ctx: CombatContext, shots: readonly Shot[]): number[] | undefined {
  const own = rules.procedures!;
  if (!own.initiativeTieOrder) return undefined;
  const shotOf = new Map(shots.map((s, k) => [ctx.combatants[s.attacker]!.id, k]));
  return own.initiativeTieOrder(rules, ctx, [...shotOf.keys()]).map((id) => shotOf.get(id)!);
}
