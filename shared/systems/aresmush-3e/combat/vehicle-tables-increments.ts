/**
 * Issue 41: the chances of a vehicle attacked in a sampled turn of the Third Edition's vehicle
 * tables (vehicle-tables.ts), and of everyone aboard it, as the sum of what each shot at it is
 * expected to change, not what the shots draw. A chance X that starts the turn at x₀ and moves
 * only at those shots is x₀ + Σ (X after shot r − X before it); each term's expectation given
 * everything before shot r is worked out exactly from that shot's odds (its outcome and crew hits
 * averaged out), so the sum of those expectations has X's mean (the tower rule, term by term) and
 * none of the draws' spread: averaging only a vehicle's last shot left every earlier shot's draw
 * in it (two or three shooters at a Viper needed ten times the turns). The shots are still drawn
 * for the rest of the turn (the vehicle's wounds reach the rolls of those aboard).
 */
import type { Spread } from '../../../core/combat/forecast-sampling';
import { turnsPastCeiling } from '../../../core/combat/forecast-increments';
import type { TableSums } from './vehicle-tables-sums';

/** Room for rounding when telling whether a settled chance left [0, 1]. */
const ROUNDING = 1e-12;

export class VehicleIncrements {
  /** 1 for a vehicle some shot this turn is at; for each person aboard one. */
  readonly attacked: Uint8Array;
  readonly aboardAttacked: Uint8Array;
  private readonly hit: Float64Array;
  private readonly bad: Float64Array;
  private readonly ko: Float64Array;
  private readonly vHit: Float64Array;
  private readonly vBad: Float64Array;
  /** Whether a turn settled a chance outside [0, 1] (a sum of expected changes may; a played turn's 0 or 1 never does). */
  outside = false;

  constructor(people: number, shotVehicles: readonly number[], aboard: readonly (readonly number[])[]) {
    this.attacked = new Uint8Array(aboard.length);
    this.aboardAttacked = new Uint8Array(people);
    for (const v of shotVehicles) {
      if (v < 0) continue;
      this.attacked[v] = 1;
      for (const i of aboard[v]!) this.aboardAttacked[i] = 1;
    }
    this.hit = new Float64Array(people);
    this.bad = new Float64Array(people);
    this.ko = new Float64Array(people);
    this.vHit = new Float64Array(aboard.length);
    this.vBad = new Float64Array(aboard.length);
  }

  /** One shot's expected change to person i's chances: P(hit), P(Serious or worse), the knockout chance. */
  person(i: number, h: number, b: number, ko: number): void {
    this.hit[i] = this.hit[i]! + h;
    this.bad[i] = this.bad[i]! + b;
    this.ko[i] = this.ko[i]! + ko;
  }

  /** One shot's expected change to vehicle v's chances: P(hit), P(Serious or worse). */
  vehicle(v: number, h: number, b: number): void {
    this.vHit[v] = this.vHit[v]! + h;
    this.vBad[v] = this.vBad[v]! + b;
  }

  /** The turn's end: person i's chances (from none hit, none Serious and `ko0`, its knockout chance at the turn's start), then cleared. */
  settlePerson(i: number, sums: TableSums, ko0: number): void {
    const ko = ko0 + this.ko[i]!;
    this.check(this.hit[i]!);
    this.check(this.bad[i]!);
    this.check(ko);
    sums.person(i, this.hit[i]!, this.bad[i]!, ko);
    this.hit[i] = 0;
    this.bad[i] = 0;
    this.ko[i] = 0;
  }

  /** The turn's end: vehicle v's chances, then cleared. */
  settleVehicle(v: number, sums: TableSums): void {
    this.check(this.vHit[v]!);
    this.check(this.vBad[v]!);
    sums.vehicle(v, this.vHit[v]!, this.vBad[v]!);
    this.vHit[v] = 0;
    this.vBad[v] = 0;
  }

  private check(x: number): void {
    if (x < -ROUNDING || x > 1 + ROUNDING) this.outside = true;
  }

  /**
   * Turns past the core's count, which stops at `ceiling` (the played turns matched): a chance whose
   * every turn lies in [0, 1] never spreads more than p(1 − p), so the ceiling always suffices; one
   * that left it may, and then gets as many turns as its spread asks (`worst`; 0: none past the core's).
   */
  turnsPastCeiling(worst: Spread, ceiling: number): number {
    return turnsPastCeiling(this.outside, worst, ceiling);
  }
}
