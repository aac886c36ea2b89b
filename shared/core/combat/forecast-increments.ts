/**
 * Issue 41: the chances of a vehicle shot at in a sampled turn (forecast-vehicles.ts), and of
 * everyone aboard it, as the sum of what each shot that can change them is expected to change,
 * not what the shots draw (as the Third Edition's vehicle tables do). A chance X that starts the
 * turn at x₀ and moves only at shots is x₀ + Σ (X after shot r − X before it); each term's
 * expectation given everything before shot r is worked out exactly from that shot's odds (the
 * vehicle's outcome and each one's crew hits averaged out), so the sum of those expectations has
 * X's mean (the tower rule, term by term) and none of the draws' spread. Counting these chances
 * 0 or 1 at the turn's end left each turn's spread as large as a played turn's, and the count of
 * sampled turns went to its ceiling. The shots are still drawn for the rest of the turn.
 */
import type { VehicleTable } from './forecast-memo';
import type { DenseStates } from './forecast-states';
import type { Spread } from './forecast-sampling';

/** Room for rounding when telling whether a settled chance left [0, 1]. */
const ROUNDING = 1e-12;
/** The core's margin on the spread seen (forecast-turns.ts), for turns past its ceiling. */
const SPREAD_MARGIN = 1.1;

/** Each chance's running sum this turn: per person [hit, Serious, knockout], per vehicle the same. */
export class AboardSums {
  readonly h: Float64Array;
  readonly b: Float64Array;
  readonly k: Float64Array;
  readonly vh: Float64Array;
  readonly vb: Float64Array;
  readonly vk: Float64Array;
  /** Whether a turn settled a chance outside [0, 1] (a sum of expected changes may; a played turn's 0 or 1 never does). */
  outside = false;

  constructor(people: number, vehicles: number) {
    this.h = new Float64Array(people);
    this.b = new Float64Array(people);
    this.k = new Float64Array(people);
    this.vh = new Float64Array(vehicles);
    this.vb = new Float64Array(vehicles);
    this.vk = new Float64Array(vehicles);
  }

  /** The turn's end for person `i` aboard a vehicle shot at: its chances (`ko0`: its knockout chance with nothing new) to `settle`, then cleared. */
  settlePerson(i: number, ko0: number, settle: (i: number, h: number, b: number, ko: number) => void): void {
    const ko = ko0 + this.k[i]!;
    this.check(this.h[i]!);
    this.check(this.b[i]!);
    this.check(ko);
    settle(i, this.h[i]!, this.b[i]!, ko);
    this.h[i] = 0;
    this.b[i] = 0;
    this.k[i] = 0;
  }

  /** Notes a settled chance outside [0, 1]. */
  check(x: number): void {
    if (x < -ROUNDING || x > 1 + ROUNDING) this.outside = true;
  }

  /**
   * Turns past the core's count, which stops at `ceiling` (the played turns matched): a chance whose
   * every turn lies in [0, 1] never spreads more than p(1 − p), so the ceiling always suffices; one
   * that left it may, and then gets as many turns as its spread asks (0: none past the core's).
   */
  turnsPastCeiling(worst: Spread, ceiling: number): number {
    return turnsPastCeiling(this.outside, worst, ceiling);
  }
}

/** {@link AboardSums.turnsPastCeiling} for any sampler that notes whether a settled chance left [0, 1] (the Third Edition's vehicle tables too). */
export function turnsPastCeiling(outside: boolean, worst: Spread, ceiling: number): number {
  if (!outside) return 0;
  // As the core's turnsToMatch and turnsFor (the precision of `ceiling` turns: 0.98/√ceiling), without their cap.
  const byRatio = worst.ratio > 1 ? ceiling * SPREAD_MARGIN * worst.ratio : 0;
  const bySpread = worst.sd > 0.5 ? ceiling * (2 * SPREAD_MARGIN * worst.sd) ** 2 : 0;
  return Math.ceil(Math.max(byRatio, bySpread));
}

type Crew = VehicleTable['crew'][number][number];

/**
 * The expectations for person `i` (state `st`) of one crew check: [P(a new wound), P(a new Serious
 * or worse), E(knockout chance after)], its crew hits averaged out.
 */
export function crewExpectation(crew: Crew, st: number, states: DenseStates, seriousAt: Uint8Array, koFor: (i: number, code: number) => number): Float64Array {
  const out = new Float64Array(3);
  const i = crew.at;
  let prev = 0;
  for (let c = 0; c < crew.wounds.length; c++) {
    const p = crew.cdf[c]! - prev;
    prev = crew.cdf[c]!;
    if (p <= 0) continue;
    const wounds = crew.wounds[c]!;
    let s = st;
    let serious = 0;
    for (const w of wounds) {
      s = states.next(i, s, w, 0, w);
      if (seriousAt[w - 1]) serious = 1;
    }
    if (wounds.length > 0) out[0] = out[0]! + p;
    out[1] = out[1]! + p * serious;
    out[2] = out[2]! + p * states.ko(i, s, koFor);
  }
  return out;
}

/**
 * The vehicle's expectations of one shot from its wound code `code`: [P(wounded), P(Serious or
 * worse), E(knockout chance after)], its outcome averaged out.
 */
export function vehicleExpectation(table: VehicleTable, code: number, step: (sev: number) => number, seriousAt: Uint8Array, koOf: (code: number) => number): Float64Array {
  const out = new Float64Array(3);
  const cdf = table.cdf;
  out[2] = cdf[0]! * koOf(code);
  for (let o = 1; o < cdf.length; o++) {
    const p = cdf[o]! - cdf[o - 1]!;
    if (p <= 0) continue;
    const sev = table.severity[o]!;
    out[0] = out[0]! + p;
    if (seriousAt[sev - 1]) out[1] = out[1]! + p;
    out[2] = out[2]! + p * koOf(code + step(sev));
  }
  return out;
}

/** Each crew check's expectations by the person's state, kept per forecast (states are numbered anew each). */
export type CrewKept = WeakMap<Crew, Float64Array[]>;

/** Person i's (in state st) chances of a new wound and a new Serious from one shot's crew checks (`table`), and their knockout chance after. */
export function aboardExpectation(table: VehicleTable, i: number, st: number, states: DenseStates, seriousAt: Uint8Array, koFor: (i: number, code: number) => number, kept: CrewKept): Float64Array {
  const ko = states.ko(i, st, koFor);
  const out = Float64Array.of(0, 0, ko);
  const cdf = table.cdf;
  for (let o = 1; o < cdf.length; o++) {
    const p = cdf[o]! - cdf[o - 1]!;
    if (p <= 0) continue;
    for (const crew of table.crew[o - 1]!) {
      if (crew.at !== i) continue;
      // A crew check's odds are shared by every table of its shot and outcome: worked out once per state.
      let byState = kept.get(crew);
      if (!byState) kept.set(crew, (byState = []));
      const c = (byState[st] ??= crewExpectation(crew, st, states, seriousAt, koFor));
      out[0] = out[0]! + p * c[0]!;
      out[1] = out[1]! + p * c[1]!;
      out[2] = out[2]! + p * (c[2]! - ko);
    }
  }
  return out;
}
