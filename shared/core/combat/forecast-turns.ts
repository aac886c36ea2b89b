/**
 * Issue 41: the sampled turns of the forecast's fast simulation (forecast-table.ts sets them up).
 *
 * Each turn samples initiative, then plays the shots in order, one uniform number each, through
 * the outcome tables. A target's chances are not read off the turn's last draw at it, though: at
 * the last shot at a target this turn, the target's hit, Serious-or-worse and knockout chances
 * given everything so far are that shot's exact odds from the target's state then (averaging the
 * draw out: a conditional expectation, the same mean with a smaller spread). When the target also
 * has no shot of its own still to come, nothing later reads its state, so that shot is not drawn
 * at all. Each sampled turn still adds a number in [0, 1] per chance, so the stated precision
 * (the worst case, p = ½) still bounds the error at 95%; and the count of turns is as many as
 * make each chance's variance no larger than 10,000 fully played turns' (turnsToMatch). A vehicle
 * shot at, and everyone aboard it, add instead each shot's expected change (forecast-increments.ts,
 * the draws weighed by forecast-later.ts): a sum that may leave [0, 1], and then the turns may go
 * past the ceiling as its spread asks (forecast-table.ts).
 */
import type { DenseStates } from './forecast-states';
import { LEAST_BERNOULLI_VARIANCE, foldSpread, type Spread, type UniformStream } from './forecast-sampling';

export { LEAST_BERNOULLI_VARIANCE };
import type { VehicleTurn } from './forecast-vehicles';
import { createLaterWeights } from './forecast-later';
import { SEVERITIES } from '../mechanics/combat-ruleset';

/** What the turns need, shot k at attackerOf[k] → targetOf[k] (its table row at k·width in `fresh`). */
export type TurnPlan = {
  n: number;
  width: number;
  attackerOf: Int32Array;
  targetOf: Int32Array;
  /** 1: the shot marks its target whatever it does (`firedUpon`). */
  marking: Int32Array;
  /** 1: a shot at a vehicle (VehicleTurn plays it). */
  atVehicle: Uint8Array;
  /** Each shot's CDF with shooter and target as the turn found them. */
  fresh: Float64Array;
  /** 1 at severity index s − 1 when a wound of severity s is Serious or worse. */
  seriousAt: Uint8Array;
  /** Shot k's vehicle (−1: a shot at a person), and the roster places of those aboard each vehicle (crew hits land on them). */
  vehicleOf: Int32Array;
  aboard: readonly (readonly number[])[];
  states: DenseStates;
  tableFor: (k: number, aCode: number, tCode: number) => Float64Array;
  koFor: (i: number, woundCode: number) => number;
  sorter: ((order: Int32Array, uniforms: Float64Array) => void) | null;
  stream: UniformStream;
  vehicles: VehicleTurn | null;
};

/** Sums over the turns: P(hit), P(Serious), the knockout chance where known (`koTurns` of them), and each chance's sum of squares. */
export type TurnSums = { hit: Float64Array; bad: Float64Array; koSum: Float64Array; koTurns: Float64Array; squares: Float64Array };

const WOUND_OUTCOMES = SEVERITIES.length;

/** A sampler of turns: `run(count)` plays `count` more turns, adding to `sums` (`done` so far). */
export type TurnSampler = { sums: TurnSums; readonly done: number; run(count: number): void };

export function createTurnSampler(plan: TurnPlan): TurnSampler {
  const { n, width, attackerOf, targetOf, marking, atVehicle, fresh, seriousAt, vehicleOf, aboard, states, tableFor, koFor, sorter, stream, vehicles } = plan;
  const m = attackerOf.length;
  const hit = new Float64Array(n);
  const bad = new Float64Array(n);
  const koSum = new Float64Array(n);
  const koTurns = new Float64Array(n);
  // Per combatant: Σ hit², Σ serious², Σ ko² over the turns (the spread actually seen).
  const squares = new Float64Array(3 * n);
  const worst = new Uint8Array(n);
  const touched = new Int32Array(n);
  // This turn (by stamp): where each one's state last changes (its last shot, or crew hits), and where each shoots (−1: not at all).
  let stamp = 0;
  const seen = new Int32Array(n);
  const settled = new Int32Array(n);
  const lastPos = new Int32Array(n);
  const actPos = new Int32Array(n).fill(-1);
  const order = new Int32Array(m);
  for (let k = 0; k < m; k++) order[k] = k;
  const drawn = sorter ? m : 0;
  const uniforms = new Float64Array(drawn + m);
  const sid = states.current;
  const tab = Array.from({ length: m }, () => [] as (Float64Array | undefined)[][]);
  const exp = Array.from({ length: m }, () => [] as (Float64Array | undefined)[][]);
  /** Adds a settled turn's chances of `i` (hit, Serious, knockout). */
  const settle = (i: number, h: number, b: number, ko: number): void => {
    hit[i] = hit[i]! + h;
    bad[i] = bad[i]! + b;
    koSum[i] = koSum[i]! + ko;
    koTurns[i]!++;
    squares[3 * i] = squares[3 * i]! + h * h;
    squares[3 * i + 1] = squares[3 * i + 1]! + b * b;
    squares[3 * i + 2] = squares[3 * i + 2]! + ko * ko;
    settled[i] = stamp;
  };
  // Those aboard a vehicle shot at: their chances are sums of expected changes (forecast-increments.ts), settled at the turn's end.
  const aboardShot = vehicles ? vehicles.aboardShot : null;
  const aboardList = aboardShot ? [...aboardShot.keys()].filter((i) => aboardShot[i]) : [];
  const acc = vehicles ? vehicles.sums : null;
  const freshExp: (Float64Array | undefined)[] = new Array<Float64Array | undefined>(m).fill(undefined);
  const laterP = vehicles ? vehicles.laterP : new Float64Array(0);
  /** Adds a drawn shot at one aboard: its expected change, and its draw weighed by the chance of a later hit (forecast-increments.ts). */
  const weigh = (j: number, target: number, tS: number, outcome: number, e: Float64Array): void => {
    const wounded = outcome > 0 && outcome <= WOUND_OUTCOMES ? 1 : 0;
    const at = 2 * (j * n + target);
    if (states.woundsOf(target, tS) === 0) acc!.h[target] = acc!.h[target]! + e[0]! + laterP[at]! * (wounded - e[0]!);
    if (!worst[target]) acc!.b[target] = acc!.b[target]! + e[1]! + laterP[at + 1]! * ((wounded && seriousAt[outcome - 1] ? 1 : 0) - e[1]!);
  };
  /** The target's chances given shot k's exact odds from states aS, tS: [P(wound), P(Serious or worse), E(knockout)]. */
  const expectation = (k: number, t: Float64Array, tS: number): Float64Array => {
    const target = targetOf[k]!;
    const out = new Float64Array(3);
    let prev = 0;
    for (let o = 0; o < width; o++) {
      const p = t[o]! - prev;
      prev = t[o]!;
      if (p <= 0) continue;
      const move = marking[k]! * width + o;
      const s = move === 0 ? tS : states.next(target, tS, move, marking[k]!, o);
      out[2] = out[2]! + p * states.ko(target, s, koFor);
      if (o > 0 && o <= WOUND_OUTCOMES) {
        out[0] = out[0]! + p;
        if (seriousAt[o - 1]) out[1] = out[1]! + p;
      }
    }
    return out;
  };

  const laterWeights = vehicles ? createLaterWeights(vehicles, { n, vehicleOf, targetOf, aboard, aboardList }, (k) => (freshExp[k] ??= expectation(k, fresh.subarray(k * width, (k + 1) * width), 0))) : null;
  vehicles?.prepare();
  let done = 0;
  const run = (count: number): void => {
    for (let t = done; t < done + count; t++) {
      stamp = t + 1;
      let hurt = 0;
      stream.fill(uniforms);
      if (sorter) sorter(order, uniforms);
      laterWeights?.(order);
      // Backwards: the last change to each one's state this turn (a crew hit's too: those aboard are then counted at the turn's end).
      for (let j = m - 1; j >= 0; j--) {
        const k = order[j]!;
        actPos[attackerOf[k]!] = j;
        const v = vehicleOf[k]!;
        if (v >= 0) {
          for (const o of aboard[v]!) {
            if (seen[o] === stamp) continue;
            seen[o] = stamp;
            lastPos[o] = j;
          }
          continue;
        }
        const target = targetOf[k]!;
        if (seen[target] === stamp) continue;
        seen[target] = stamp;
        lastPos[target] = j;
      }
      for (let j = 0; j < m; j++) {
        const k = order[j]!;
        if (atVehicle[k]) {
          hurt = vehicles!.shoot(k, j, uniforms[drawn + j]!, sid, worst, touched, hurt);
          continue;
        }
        const target = targetOf[k]!;
        const aS = sid[attackerOf[k]!]!;
        const tS = sid[target]!;
        const fromStart = aS === 0 && tS === 0;
        let table: Float64Array | null = null;
        if (!fromStart) {
          const row = (tab[k]![aS] ??= []);
          table = row[tS] ??= tableFor(k, states.codeOf(attackerOf[k]!, aS), states.codeOf(target, tS));
        }
        // Its last shot settles a target; one with no shot of its own still to come is not drawn at all.
        const how = lastPos[target] === j ? (actPos[target]! > j ? 1 : 2) : 0;
        let onBoard: Float64Array | null = null;
        if (aboardShot?.[target]) {
          // Aboard a vehicle shot at: every shot at them adds what it is expected to change (forecast-increments.ts).
          if (fromStart) onBoard = freshExp[k] ??= expectation(k, fresh.subarray(k * width, (k + 1) * width), 0);
          else {
            const row = (exp[k]![aS] ??= []);
            onBoard = row[tS] ??= expectation(k, table!, tS);
          }
          acc!.k[target] = acc!.k[target]! + onBoard[2]! - states.ko(target, tS, koFor);
          if (how === 2) {
            // Nothing later reads their state nor can hit them: the draw would weigh nothing.
            if (states.woundsOf(target, tS) === 0) acc!.h[target] = acc!.h[target]! + onBoard[0]!;
            if (!worst[target]) acc!.b[target] = acc!.b[target]! + onBoard[1]!;
            continue;
          }
        } else if (how !== 0) {
          let e: Float64Array;
          if (fromStart) e = freshExp[k] ??= expectation(k, fresh.subarray(k * width, (k + 1) * width), 0);
          else {
            const row = (exp[k]![aS] ??= []);
            e = row[tS] ??= expectation(k, table!, tS);
          }
          settle(target, states.woundsOf(target, tS) > 0 ? 1 : e[0]!, worst[target] ? 1 : e[1]!, e[2]!);
          if (how === 2) continue;
        }
        const u = uniforms[drawn + j]!;
        let outcome = 0;
        if (fromStart) {
          const at = k * width;
          while (outcome < width - 1 && u >= fresh[at + outcome]!) outcome++;
        } else {
          while (outcome < width - 1 && u >= table![outcome]!) outcome++;
        }
        if (onBoard) weigh(j, target, tS, outcome, onBoard);
        const move = marking[k]! * width + outcome;
        if (move === 0) continue;
        if (tS === 0) touched[hurt++] = target;
        sid[target] = states.next(target, tS, move, marking[k]!, outcome);
        if (outcome > 0 && seriousAt[outcome - 1]) worst[target] = 1;
      }
      if (aboardShot) for (const i of aboardList) acc!.settlePerson(i, states.ko(i, 0, koFor), settle);
      for (let h = 0; h < hurt; h++) {
        const i = touched[h]!;
        const s = sid[i]!;
        if (settled[i] !== stamp && states.woundsOf(i, s) > 0) {
          const ko = states.ko(i, s, koFor);
          hit[i]!++;
          bad[i] = bad[i]! + worst[i]!;
          koSum[i] = koSum[i]! + ko;
          koTurns[i]!++;
          squares[3 * i] = squares[3 * i]! + 1;
          squares[3 * i + 1] = squares[3 * i + 1]! + worst[i]!;
          squares[3 * i + 2] = squares[3 * i + 2]! + ko * ko;
        }
        sid[i] = 0;
        worst[i] = 0;
      }
      vehicles?.endTurn();
    }
    done += count;
  };
  return {
    sums: { hit, bad, koSum, koTurns, squares },
    get done() {
      return done;
    },
    run,
  };
}

/** Fewest turns sampled: enough for the spread seen to be a sound estimate. */
export const LEAST_TURNS = 1000;
/** Shots played at least (turns × shots): a small fight keeps the full count, as cheap as it is. */
const LEAST_SHOTS = 100_000;
/** The spread seen is raised by this much before the count is worked out from it (room for its own error). */
const SPREAD_MARGIN = 1.1;

/** The turns to sample first: `ceiling` for a small fight, fewer (but at least LEAST_TURNS) for a big one. */
export const firstTurns = (shots: number, ceiling: number): number => Math.min(ceiling, Math.max(LEAST_TURNS, Math.ceil(LEAST_SHOTS / Math.max(1, shots))));

/**
 * The turns needed for every chance to be within `precision` at 95%, from the largest spread of one
 * turn's contribution seen (`sd`), never more than `ceiling` (whose worst case, p = ½, meets it anyway).
 */
export const turnsFor = (sd: number, precision: number, ceiling: number): number => Math.min(ceiling, Math.ceil(((1.96 * SPREAD_MARGIN * sd) / precision) ** 2));

/**
 * The turns each chance needs to be at least as precise as `ceiling` fully played turns: a played
 * turn adds 0 or 1 (variance p(1 − p)), a sampled one its averaged chance (variance s², never
 * more: the law of total variance), so n sampled turns match when s²/n ≤ p(1 − p)/ceiling. The
 * estimates from the turns so far are raised by SPREAD_MARGIN for their own error.
 */
export const turnsToMatch = (ratio: number, ceiling: number): number => Math.min(ceiling, Math.ceil(ceiling * SPREAD_MARGIN * ratio));

/**
 * The worst spread over the people's chances, over `done` turns; `ko0[i]`: the knockout chance of
 * a turn that brought nothing new; `out(i)`: already out (its knockout is certain, its hit chances
 * still count: crew hits reach everyone aboard).
 */
export function worstSpread(sums: TurnSums, done: number, ko0: Float64Array, out: (i: number) => boolean): Spread {
  const worst = { sd: 0, ratio: 0 };
  for (let i = 0; i < ko0.length; i++) {
    foldSpread(worst, sums.squares[3 * i]!, sums.hit[i]!, done);
    foldSpread(worst, sums.squares[3 * i + 1]!, sums.bad[i]!, done);
    if (out(i)) continue;
    const rest = done - sums.koTurns[i]!;
    foldSpread(worst, sums.squares[3 * i + 2]! + rest * ko0[i]! ** 2, sums.koSum[i]! + rest * ko0[i]!, done);
  }
  return worst;
}
