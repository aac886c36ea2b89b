/**
 * Issue 41: the weights of a sampled turn's draws at vehicles and at those aboard them
 * (forecast-increments.ts): each chance adds each shot's expected change plus its draw's
 * departure from it times a weight fixed before the draw, which keeps the sum unbiased whatever
 * the weight. The weight here is the chance, from the odds as the turn found everyone, that a
 * later shot (or crew check) this turn hits (or seriously wounds) the same vehicle or person: a
 * hit then settles the chance whatever came before, so the draw's departure counts for little; a
 * miss leaves it to the later shots, so it counts nearly whole. The last shot's weight is 0.
 */
import type { VehicleTurn } from './forecast-vehicles';

/** The roster's size, each shot's vehicle (−1: at a person) and target, those aboard each vehicle, and those aboard one shot at. */
export type LaterPlan = { n: number; vehicleOf: Int32Array; targetOf: Int32Array; aboard: readonly (readonly number[])[]; aboardList: readonly number[] };

/** Fills `vehicles.laterV` and `laterP` for a turn's order of shots; `freshOf(k)`: shot k's [hit, Serious, …] chances from the turn's start. */
export function createLaterWeights(vehicles: VehicleTurn, plan: LaterPlan, freshOf: (k: number) => Float64Array): (order: Int32Array) => void {
  const { n, vehicleOf, targetOf, aboard, aboardList } = plan;
  const { freshV, freshCrew, laterV, laterP, aboardShot } = vehicles;
  const m = vehicleOf.length;
  const missV = new Float64Array(2 * aboard.length);
  const missP = new Float64Array(2 * n);
  /**
   * Each draw's weight this turn, backwards: the chance, from the states the turn found, that a
   * later shot (or crew check) hits (or seriously wounds) the same vehicle or person. Any weight
   * fixed before the draw keeps the sum unbiased; this one leaves little of the draws' spread.
   */
  return (order: Int32Array): void => {
    missV.fill(1);
    for (const i of aboardList) {
      missP[2 * i] = 1;
      missP[2 * i + 1] = 1;
    }
    for (let j = m - 1; j >= 0; j--) {
      const k = order[j]!;
      const v = vehicleOf[k]!;
      if (v >= 0) {
        laterV[2 * j] = 1 - missV[2 * v]!;
        laterV[2 * j + 1] = 1 - missV[2 * v + 1]!;
        missV[2 * v] = missV[2 * v]! * (1 - freshV[2 * k]!);
        missV[2 * v + 1] = missV[2 * v + 1]! * (1 - freshV[2 * k + 1]!);
        const fc = freshCrew[k]!;
        const people = aboard[v]!;
        for (let a = 0; a < people.length; a++) {
          const i = people[a]!;
          const at = 2 * (j * n + i);
          laterP[at] = 1 - missP[2 * i]!;
          laterP[at + 1] = 1 - missP[2 * i + 1]!;
          missP[2 * i] = missP[2 * i]! * (1 - fc[2 * a]!);
          missP[2 * i + 1] = missP[2 * i + 1]! * (1 - fc[2 * a + 1]!);
        }
        continue;
      }
      const target = targetOf[k]!;
      if (!aboardShot[target]) continue;
      const e = freshOf(k);
      const at = 2 * (j * n + target);
      laterP[at] = 1 - missP[2 * target]!;
      laterP[at + 1] = 1 - missP[2 * target + 1]!;
      missP[2 * target] = missP[2 * target]! * (1 - e[0]!);
      missP[2 * target + 1] = missP[2 * target + 1]! * (1 - e[1]!);
    }
  };
}
