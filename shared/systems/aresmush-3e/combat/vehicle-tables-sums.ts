/**
 * Issue 41: the sums of the Third Edition's vehicle tables (vehicle-tables.ts) over the sampled
 * turns: each person's chances (hit, Serious or worse, knockout) and each vehicle's (hit, Serious
 * or worse), with their squares, whose spread tells how many turns match the precision asked for.
 */
import type { CombatContext } from '../../../core/combat/context';
import { foldSpread, type Spread } from '../../../core/combat/forecast-sampling';
import type { ExactOutcome } from '../../../core/combat/forecast-types';

export class TableSums {
  private readonly hit: Float64Array;
  private readonly bad: Float64Array;
  private readonly ko: Float64Array;
  private readonly squares: Float64Array;
  private readonly vHit: Float64Array;
  private readonly vBad: Float64Array;
  private readonly vSquares: Float64Array;
  constructor(people: number, vehicles: number) {
    this.hit = new Float64Array(people);
    this.bad = new Float64Array(people);
    this.ko = new Float64Array(people);
    this.squares = new Float64Array(3 * people);
    this.vHit = new Float64Array(vehicles);
    this.vBad = new Float64Array(vehicles);
    this.vSquares = new Float64Array(2 * vehicles);
  }
  /** One turn's chances of person i: P(hit), P(Serious or worse), the knockout chance. */
  person(i: number, h: number, b: number, ko: number): void {
    this.hit[i] = this.hit[i]! + h;
    this.bad[i] = this.bad[i]! + b;
    this.ko[i] = this.ko[i]! + ko;
    this.squares[3 * i] = this.squares[3 * i]! + h * h;
    this.squares[3 * i + 1] = this.squares[3 * i + 1]! + b * b;
    this.squares[3 * i + 2] = this.squares[3 * i + 2]! + ko * ko;
  }
  /** One turn's chances of vehicle v: P(hit), P(Serious or worse). */
  vehicle(v: number, h: number, b: number): void {
    this.vHit[v] = this.vHit[v]! + h;
    this.vBad[v] = this.vBad[v]! + b;
    this.vSquares[2 * v] = this.vSquares[2 * v]! + h * h;
    this.vSquares[2 * v + 1] = this.vSquares[2 * v + 1]! + b * b;
  }
  /** The worst spread over every chance after `done` turns (those `out` left aside: their chances are fixed). */
  spread(done: number, out: (i: number) => boolean): Spread {
    const worst = { sd: 0, ratio: 0 };
    for (let i = 0; i < this.hit.length; i++) {
      if (out(i)) continue;
      foldSpread(worst, this.squares[3 * i]!, this.hit[i]!, done);
      foldSpread(worst, this.squares[3 * i + 1]!, this.bad[i]!, done);
      foldSpread(worst, this.squares[3 * i + 2]!, this.ko[i]!, done);
    }
    for (let v = 0; v < this.vHit.length; v++) {
      foldSpread(worst, this.vSquares[2 * v]!, this.vHit[v]!, done);
      foldSpread(worst, this.vSquares[2 * v + 1]!, this.vBad[v]!, done);
    }
    return worst;
  }
  /** People then vehicles, over `done` turns. */
  outcomes(ctx: CombatContext, done: number): ExactOutcome[] {
    const people = ctx.combatants.map((c, i): ExactOutcome => (c.knockedOut ? { id: c.id, pHit: 0, pSerious: 0, pOut: 1 } : { id: c.id, pHit: this.hit[i]! / done, pSerious: this.bad[i]! / done, pOut: this.ko[i]! / done }));
    // §C.18: a vehicle is never knocked out itself.
    const vehicles = ctx.vehicles.map((v, k): ExactOutcome => ({ id: v.id, pHit: this.vHit[k]! / done, pSerious: this.vBad[k]! / done, pOut: v.knockedOut ? 1 : 0 }));
    return [...people, ...vehicles];
  }
}
