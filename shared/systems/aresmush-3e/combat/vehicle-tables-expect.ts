/**
 * Issue 41: the chances a sampled turn of the Third Edition's vehicle tables (vehicle-tables.ts)
 * settles at a shot (a person's last, every one at a vehicle): the exact odds of that shot from the
 * state then, its outcome (and, for those aboard a wounded vehicle, its crew hits) averaged out. A
 * conditional expectation: the same mean as drawing the shot, a smaller spread, so fewer turns
 * match the precision of the turns asked for (the core's turnsToMatch).
 */
import { crewWounds, type CrewWounds } from './vehicle-tables-crew';
import { B, plus, roomFor, type Table, type TableShot } from './vehicle-tables-memo';

/** The turn's state the sampler keeps (its arrays, read as they stand) and its knockout chances. */
export type ExpectationInputs = {
  shots: readonly TableShot[];
  vehicleOf: Int32Array;
  own: Int32Array;
  fresh: Uint8Array;
  worst: Uint8Array;
  vcode: Int32Array;
  levels: number;
  /** The end-of-turn knockout chance of a person with these new wounds, vehicle's new wounds and freshly-damaged flag. */
  koAt: (i: number, mine: number, vc: number, fr: number) => number;
  /** Each person's Shrapnel CDF (null: aboard no vehicle). */
  shrapnel: readonly (Float64Array | null)[];
};

export function createExpectations(x: ExpectationInputs) {
  const { shots, vehicleOf, own, fresh, worst, vcode, levels, koAt, shrapnel } = x;
  // Imports read in the hot loop as locals (under the tests' and benches' transform each read of an import is a getter call).
  const [add, room] = [plus, roomFor];
  const vcodeOf = (i: number) => (vehicleOf[i]! >= 0 ? vcode[vehicleOf[i]!]! : 0);
  const crew = shrapnel.map(() => [] as CrewWounds[]);
  const crewOf = (i: number, count: number) => (crew[i]![count] ??= crewWounds(shrapnel[i]!, count, B));

  // The chances settled at a shot: the exact odds of that shot from the state then, its outcome
  // averaged out (a conditional expectation: the same mean, a smaller spread).
  // [P(wounded), P(Serious or worse), E(knockout)]; the caller keeps them (vehicle-tables-states.ts).
  const expectation = (k: number, t: Table, i: number): Float64Array => {
    const s = shots[k]!;
    const v = vehicleOf[i]!;
    const vc = vcodeOf(i);
    const e = new Float64Array(3);
    let prev = 0;
    for (let o = 0; o < t.cdf.length; o++) {
      const p = t.cdf[o]! - prev;
      prev = t.cdf[o]!;
      if (p <= 0) continue;
      const lv = o < 2 ? -1 : t.level[o]!;
      if (lv < 0) {
        e[2] = e[2]! + p * koAt(i, own[i]!, vc, fresh[i]!);
        continue;
      }
      if (s.vehicle < 0) {
        // A wound on the person shot.
        e[0] = e[0]! + p;
        if (lv >= 1) e[1] = e[1]! + p;
        e[2] = e[2]! + p * koAt(i, add(own[i]!, lv), 0, 1);
        continue;
      }
      // A wound on the vehicle: the pilot freshly damaged, and rand(sides) crew hits on everyone aboard.
      const vNext = add(vcode[v]!, lv);
      const fr = i === s.defender ? 1 : fresh[i]!;
      const sides = t.sides[o]! <= 1 ? 1 : t.sides[o]!;
      room(own[i]!, sides - 1, levels);
      for (let count = 0; count < sides; count++) {
        const c = crewOf(i, count);
        const q = p / sides;
        e[0] = e[0]! + q * (1 - c.none);
        e[1] = e[1]! + q * (1 - c.noSerious);
        for (let w = 0; w < c.codes.length; w++) e[2] = e[2]! + q * c.probs[w]! * koAt(i, own[i]! + c.codes[w]!, vNext, c.codes[w] === 0 ? fr : 1);
      }
    }
    if (own[i] !== 0) e[0] = 1;
    if (worst[i]) e[1] = 1;
    return e;
  };
  /** The vehicle's [P(wounded), P(Serious or worse)] by one shot. */
  const expectVehicle = (t: Table): Float64Array => {
    let w = 0;
    let bad = 0;
    for (let o = 2; o < t.cdf.length; o++) {
      const p = t.cdf[o]! - t.cdf[o - 1]!;
      if (t.level[o]! >= 0) w += p;
      if (t.level[o]! >= 1) bad += p;
    }
    return Float64Array.of(w, bad);
  };
  return { expectation, expectVehicle };
}
