/**
 * Issue 41: the Third Edition's fast simulation of a turn with attacks by or on people aboard
 * vehicles (the edition's `forecastTables`), where the core's outcome tables cannot play it:
 * AresMUSH hits the vehicle through the person aboard, whose vehicle's wounds then weigh on the
 * rolls of everyone aboard (vehicle-forecast.ts). Each attack's exact odds (odds.ts `attackOdds`)
 * are asked once per state it meets (the modifiers and stress it reads); each turn samples
 * initiative (the core's sorter) and each attack with one uniform number, then the crew hits.
 * As the core's tables do, the last change to one's state in a turn is averaged, not drawn
 * (vehicle-tables-expect.ts), and only as many turns are sampled as make every chance as precise
 * as `turns` played turns (turnsToMatch). Single attacks, aims, reloads and passes only.
 */
import type { CombatContext } from '../../../core/combat/context';
import { cdf, draw, initiativeSorter, UniformStream } from '../../../core/combat/forecast-sampling';
import { precisionOf } from '../../../core/combat/forecast-sim';
import { firstTurns, turnsFor, turnsToMatch } from '../../../core/combat/forecast-turns';
import type { SampledOutcomes } from '../../../core/combat/forecast-types';
import { createSeededRng, type Rng } from '../../../core/dice/rng';
import { battleFromContext } from './bridge';
import { damageLevels, type A3CombatConfig } from './config';
import type { A3Fighter } from './fighter';
import { ares3eInitiativeOdds, ares3eInitiativeTieOrder } from './forecast';
import { payEarmarkedLuck } from './luck';
import { knockout, shrapnelOutcomes } from './vehicle-forecast';
import { createExpectations } from './vehicle-tables-expect';
import { modifiers } from './vehicle-tables-mods';
import { tableShots } from './vehicle-tables-shots';
import { TableSums } from './vehicle-tables-sums';
import { VehicleIncrements } from './vehicle-tables-increments';
import { oddsTable } from './vehicle-tables-odds';
import { bySlot, metOf, PersonStates, type Met } from './vehicle-tables-states';
import { B, keptFor, keptKnockouts, NONE, numberOf, plus, POW, TooMany, type TableShot } from './vehicle-tables-memo';

const MAX_STRESS = 5;
const NO_DICE: Rng = { die: () => { throw new Error('The forecast must not roll dice'); } };

export function ares3eVehicleTables(cfg: A3CombatConfig, ctx: CombatContext, turns: number, seed: number | string): SampledOutcomes | null {
  const levels = damageLevels(cfg);
  const { stored } = levels;
  if (ctx.vehicles.length === 0 || stored.length !== 3) return null;
  if (ctx.order && (ctx.order.held?.length ?? 0) > 0) return null;
  if (ctx.combatants.some((c) => c.mount)) return null;
  // Imports read in the hot loop as locals (under the tests' and benches' transform each read of an import is a getter call).
  const [pow, base, add, drawAt] = [POW, B, plus, draw];
  const n = ctx.combatants.length;
  const found = tableShots(ctx);
  if (!found) return null;
  const { shots, vehicleOf, aboard } = found;
  // Without anyone aboard a vehicle in an attack, the core's tables (or the full turn) serve.
  if (!shots.some((s) => s.vehicle >= 0 || vehicleOf[s.attacker]! >= 0)) return null;

  // §C.21: luck earmarked now is paid before any roll; the battle's copies are looked at, never rolled.
  const br = battleFromContext(cfg, payEarmarkedLuck(ctx).ctx, NO_DICE);
  const F: A3Fighter[] = ctx.combatants.map((c) => br.b.fighters[br.nameOf.get(c.id)!]!);
  const baseStress = F.map((f) => f.stress);

  // Initiative (before it is rolled): each attacker's exact odds; the core's counting sort, equal hits in the edition's order.
  let sorter: ((order: Int32Array, uniforms: Float64Array) => void) | null = null;
  if (!ctx.order) {
    const initiative: Float64Array[] = [];
    for (const s of shots) {
      const dist = ares3eInitiativeOdds(cfg, ctx, ctx.combatants[s.attacker]!);
      if (!dist) return null;
      initiative.push(cdf(dist));
    }
    const shotOf = new Map(shots.map((s, k) => [ctx.combatants[s.attacker]!.id, k]));
    sorter = initiativeSorter(initiative, ares3eInitiativeTieOrder(ctx, [...shotOf.keys()]).map((id) => shotOf.get(id)!));
  }

  const levelsOf = (code: number): string[] => stored.flatMap((l, j) => Array<string>(Math.floor(code / pow[j]!) % base).fill(l));
  // A turn's state: each person's new wounds (digits), landed hits (stress) and freshly-damaged flag; each vehicle's new wounds.
  const own = new Int32Array(n);
  const hits = new Int32Array(n);
  const fresh = Uint8Array.from(F, (f) => (f.freshlyDamaged ? 1 : 0));
  const worst = new Uint8Array(n);
  const vcode = new Int32Array(ctx.vehicles.length);
  const vworst = new Uint8Array(ctx.vehicles.length);
  const tables = shots.map(() => new Map<number, Map<number, Met>>());
  const keptTables = shots.map((s) => keptFor(cfg, ctx.combatants[s.attacker]!, ctx.combatants[s.target]!, ctx.combatants[s.defender]!));
  const vehicleNumber = (i: number) => (vehicleOf[i]! >= 0 ? numberOf(ctx.vehicles[vehicleOf[i]!]!) : 0);
  const prefix = shots.map((s) => `${vehicleNumber(s.attacker)}|${vehicleNumber(s.defender)}|${s.called ?? ''}`);
  const modOf = modifiers(cfg, F, ctx.vehicles.map((v) => br.b.vehicles[v.name]?.wounds ?? []), { vehicleOf, own, vcode, levels: stored });
  // Each one's modifier in hundredths, kept up to date as the turn's wounds land (not worked out per shot).
  const modKeyOf = (i: number) => Math.round(-modOf(i) * 100);
  const modBase = Int32Array.from(F, (_, i) => modKeyOf(i));
  const modKey = modBase.slice();
  // Each shot's last table and its keys: most shots meet the state the last one did.
  const lastA = new Float64Array(shots.length).fill(NaN);
  const lastD = new Float64Array(shots.length).fill(NaN);
  const lastT: Met[] = [];
  const tableFor = (k: number): Met => {
    const s = shots[k]!;
    // The odds read the wounds only through `damageMod` (the attack and defense pools, §C.4): states
    // with the same modifier share a table (in hundredths, as AresMUSH rounds it), the attacker's stress beside it.
    const stress = Math.min(MAX_STRESS, baseStress[s.attacker]! + hits[s.attacker]!);
    const aKey = modKey[s.attacker]! * (MAX_STRESS + 1) + stress;
    const dKey = modKey[s.defender]!;
    if (aKey === lastA[k] && dKey === lastD[k]) return lastT[k]!;
    lastA[k] = aKey;
    lastD[k] = dKey;
    return (lastT[k] = tableOf(k, s, stress, aKey, dKey));
  };
  const tableOf = (k: number, s: TableShot, stress: number, aKey: number, dKey: number): Met => {
    let byA = tables[k]!.get(aKey);
    if (!byA) tables[k]!.set(aKey, (byA = new Map()));
    let met = byA.get(dKey);
    if (met) return met;
    const longKey = `${prefix[k]}|${aKey}|${dKey}`;
    let t = keptTables[k]!.get(longKey);
    if (!t) {
      const va = vehicleOf[s.attacker]!;
      const vd = vehicleOf[s.defender]!;
      // Each vehicle's new wounds once, on whichever of the two is aboard it.
      const wounds = {
        aVehicle: va >= 0 ? levelsOf(vcode[va]!) : [],
        aOwn: levelsOf(own[s.attacker]!),
        dVehicle: vd >= 0 && vd !== va ? levelsOf(vcode[vd]!) : [],
        dOwn: levelsOf(own[s.defender]!),
      };
      const who = { a: F[s.attacker]!, target: F[s.target]!, d: F[s.defender]!, called: s.called, atVehicle: s.vehicle >= 0 };
      keptTables[k]!.set(longKey, (t = oddsTable(br.b, levels, who, wounds, stress)));
    }
    byA.set(dKey, (met = metOf(t)));
    return met;
  };
  const shrapnel = F.map((f, i) => (vehicleOf[i]! >= 0 ? cdf(shrapnelOutcomes(br.b, f)) : null));
  const koKept = ctx.combatants.map((c, i) => keptKnockouts(cfg, c, vehicleOf[i]! >= 0 ? ctx.vehicles[vehicleOf[i]!]! : NONE));
  /** The end-of-turn knockout chance of `i` with these new wounds, vehicle's new wounds and freshly-damaged flag. */
  const koAt = (i: number, mine: number, vc: number, fr: number): number => {
    const key = mine + pow[3]! * vc + pow[6]! * fr;
    let p = koKept[i]!.get(key);
    if (p === undefined) koKept[i]!.set(key, (p = knockout(br.b, F[i]!, fr === 1, levelsOf(vc), levelsOf(mine))));
    return p;
  };
  const vcodeOf = (i: number) => (vehicleOf[i]! >= 0 ? vcode[vehicleOf[i]!]! : 0);
  const koOf = (i: number): number => koAt(i, own[i]!, vcodeOf(i), fresh[i]!);
  const koBase = F.map((_, i) => koOf(i));
  const { expectation, expectVehicle } = createExpectations({ shots, vehicleOf, own, fresh, worst, vcode, levels: stored.length, koAt, shrapnel });
  // Everything an expectation and a knockout chance read of person i, as one number (vehicle-tables-states.ts).
  const states = new PersonStates(n, (i) => ((fresh[i]! * 2 + worst[i]!) * pow[3]! + vcodeOf(i)) * pow[3]! + own[i]!);
  const slot = states.slot;
  const koNow = bySlot(n, states, koOf);
  /** The chances a shot settles for person i (`who`: 0 the target, else their place aboard), kept per table and state. */
  const expectOf = (k: number, met: Met, who: number, i: number): Float64Array => {
    const row = (met.exp[who] ??= []);
    return (row[slot[i]!] ??= expectation(k, met.t, i));
  };

  const stream = new UniformStream(createSeededRng(seed));
  const extra = new UniformStream(createSeededRng(`${seed}:crew`));
  const m = shots.length;
  const uniforms = new Float64Array((sorter ? m : 0) + m);
  const initiativeUniforms = uniforms.subarray(m);
  const spare = new Float64Array(1024);
  let used = spare.length;
  const more = (): number => {
    if (used === spare.length) {
      extra.fill(spare);
      used = 0;
    }
    return spare[used++]!;
  };
  const order = Int32Array.from(shots, (_, k) => k);
  const fresh0 = fresh.slice();
  const V = ctx.vehicles.length;
  const sums = new TableSums(n, V);
  const onVehicle = new VehicleIncrements(n, shots.map((s) => s.vehicle), aboard);
  // This turn (by stamp): each one's last change (the last shot at them or their vehicle), and where each shoots.
  let stamp = 0;
  const seen = new Int32Array(n);
  const settled = new Int32Array(n);
  const lastPos = new Int32Array(n);
  const actPos = new Int32Array(n);
  const isShooter = new Uint8Array(n);
  for (const s of shots) isShooter[s.attacker] = 1;
  const settle = (i: number, h: number, b: number, ko: number) => {
    sums.person(i, h, b, ko);
    settled[i] = stamp;
  };
  const bump = (i: number, j: number) => {
    own[i] = add(own[i]!, j);
    modKey[i] = modKeyOf(i);
  };
  let done = 0;
  const run = (count: number): void => {
    for (let turn = done; turn < done + count; turn++) {
      stamp = turn + 1;
      stream.fill(uniforms);
      if (sorter) sorter(order, initiativeUniforms);
      for (let j = m - 1; j >= 0; j--) {
        const s = shots[order[j]!]!;
        actPos[s.attacker] = j;
        if (s.vehicle < 0 && seen[s.target] !== stamp) {
          seen[s.target] = stamp;
          lastPos[s.target] = j;
        }
      }
      for (let j = 0; j < m; j++) {
        const k = order[j]!;
        const s = shots[k]!;
        const met = tableFor(k);
        const t = met.t;
        if (s.vehicle < 0 && lastPos[s.target] === j) {
          const e = expectOf(k, met, 0, s.target);
          settle(s.target, e[0]!, e[1]!, e[2]!);
          // Nothing later reads the state of one with no shot of its own still to come: not drawn.
          if (!isShooter[s.target] || actPos[s.target]! < j) continue;
        } else if (s.vehicle >= 0) {
          // Every shot at a vehicle adds what it is expected to change (the vehicle's and each aboard's chances), not what it draws.
          const v = s.vehicle;
          const x = (met.vehicle ??= expectVehicle(t));
          onVehicle.vehicle(v, vcode[v] !== 0 ? 0 : x[0]!, vworst[v] ? 0 : x[1]!);
          const crew = aboard[v]!;
          for (let a = 0; a < crew.length; a++) {
            const i = crew[a]!;
            const e = expectOf(k, met, a, i);
            onVehicle.person(i, e[0]! - (own[i] !== 0 ? 1 : 0), e[1]! - worst[i]!, e[2]! - koNow(i));
          }
        }
        const o = drawAt(t.cdf, uniforms[j]!);
        if (o < 2) continue;
        // §C.13 a resolved hit, graze or wound, gives the target (the pilot for a vehicle) a point of stress.
        hits[s.defender] = hits[s.defender]! + 1;
        const lv = t.level[o]!;
        if (lv < 0) continue;
        fresh[s.defender] = 1;
        if (s.vehicle < 0) {
          bump(s.defender, lv);
          if (lv >= 1) worst[s.defender] = 1;
          states.restate(s.defender);
          continue;
        }
        const v = s.vehicle;
        vcode[v] = add(vcode[v]!, lv);
        if (lv >= 1) vworst[v] = 1;
        const sides = t.sides[o]!;
        for (const i of aboard[v]!) {
          const count = sides <= 1 ? 0 : Math.floor(more() * sides);
          for (let h = 0; h < count; h++) {
            const r = drawAt(shrapnel[i]!, more());
            if (r === 0) continue;
            hits[i] = hits[i]! + 1;
            if (r === 1) continue;
            bump(i, r - 2);
            fresh[i] = 1;
            if (r - 2 >= 1) worst[i] = 1;
          }
          // The vehicle's wound and these crew hits: everyone aboard's modifier and state.
          modKey[i] = modKeyOf(i);
          states.restate(i);
        }
      }
      // The turn's end: the chances of those not settled (nothing changed them, or drawn as they stand); then the state is cleared.
      for (let i = 0; i < n; i++) {
        if (onVehicle.aboardAttacked[i]) onVehicle.settlePerson(i, sums, koBase[i]!);
        else if (settled[i] !== stamp) {
          const changed = own[i]! !== 0 || fresh[i] !== fresh0[i] || vcodeOf(i) !== 0;
          settle(i, own[i] !== 0 ? 1 : 0, worst[i]!, changed ? koOf(i) : koBase[i]!);
        }
        own[i] = 0;
        hits[i] = 0;
        worst[i] = 0;
        fresh[i] = fresh0[i]!;
        modKey[i] = modBase[i]!;
        states.reset(i);
      }
      for (let v = 0; v < V; v++) {
        if (onVehicle.attacked[v]) onVehicle.settleVehicle(v, sums);
        else sums.vehicle(v, vcode[v] !== 0 ? 1 : 0, vworst[v]!);
        vcode[v] = 0;
        vworst[v] = 0;
      }
    }
    done += count;
  };
  try {
    // A first batch, then as many turns as make every chance as precise as `turns` fully played turns (the core's count).
    run(firstTurns(m, turns));
    for (;;) {
      const worst = sums.spread(done, (i) => ctx.combatants[i]!.knockedOut);
      const need = Math.max(turnsFor(worst.sd, precisionOf(turns), turns), turnsToMatch(worst.ratio, turns), onVehicle.turnsPastCeiling(worst, turns));
      if (need <= done) break;
      run(need - done);
    }
  } catch (error) {
    if (error instanceof TooMany) return null;
    throw error;
  }
  return { outcomes: sums.outcomes(ctx, done), turns: done };
}
