/**
 * Issue 41: dense numbers for what the Third Edition's vehicle tables (vehicle-tables.ts) look up
 * on every shot of every sampled turn, so a look-up is an array read, not a Map's: each person's
 * state this turn (their new wounds, their vehicle's, the freshly-damaged and Serious-or-worse
 * flags: everything an attack's expectation and their knockout chance read) numbered as first
 * met, and each table met this forecast with its expectations by person and state.
 */
import type { Table } from './vehicle-tables-memo';

/** Each person's state this turn as a small number (0: as the turn began), renumbered only when it changes. */
export class PersonStates {
  readonly slot: Int32Array;
  private readonly slots: Map<number, number>[];
  /** `keyOf(i)`: person i's state as one number (the same state, the same number). */
  constructor(people: number, private readonly keyOf: (i: number) => number) {
    this.slot = new Int32Array(people);
    this.slots = Array.from({ length: people }, (_, i) => new Map([[keyOf(i), 0]]));
  }
  /** After a change to person i's state. */
  restate(i: number): void {
    const key = this.keyOf(i);
    const known = this.slots[i]!;
    let s = known.get(key);
    if (s === undefined) known.set(key, (s = known.size));
    this.slot[i] = s;
  }
  /** The turn's end: back to the state it began with. */
  reset(i: number): void {
    this.slot[i] = 0;
  }
}

/**
 * A table met this forecast: its expectations for each person it settles (by their place in the
 * shot: 0 the target, else their place aboard the vehicle) and state, and for its vehicle.
 */
export type Met = { t: Table; exp: (Float64Array | undefined)[][]; vehicle: Float64Array | null };

export const metOf = (t: Table): Met => ({ t, exp: [], vehicle: null });

/** Per person and state: a value worked out once (`make`) and read after. */
export function bySlot(people: number, states: PersonStates, make: (i: number) => number): (i: number) => number {
  const kept = Array.from({ length: people }, () => [] as number[]);
  return (i) => {
    const row = kept[i]!;
    const s = states.slot[i]!;
    let v = row[s];
    if (v === undefined) row[s] = v = make(i);
    return v;
  };
}
