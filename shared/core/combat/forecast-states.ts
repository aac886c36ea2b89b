/**
 * Issue 41: the bookkeeping of the forecast's fast simulation (forecast-table.ts): each
 * combatant's states this turn numbered densely, and a shot's outcome CDF from the edition's odds.
 */
import type { OddsAnswer } from './odds-types';
import { SEVERITIES } from '../mechanics/combat-ruleset';
import { cdf } from './forecast-sampling';
import type { Wound } from '../mechanics/wounds';

/** A wound of `severity` from `source`, as the knockout check weighs it (its location changes no modifier). */
export function forecastWound(severity: (typeof SEVERITIES)[number], source: string): Wound {
  return { location: 'Chest', severity, initialSeverity: severity, type: 'wound', source, vehicle: false, healingPoints: 0, healingStarted: false, firstAid: 'none', movedFrom: null };
}

/**
 * Each combatant's states this turn numbered densely: `current[i]` the state now (0: as the turn
 * found it), its code (marks + unit·wound code, see tableOutcomes), and the state after a shot
 * (`move` = marked·width + outcome), each worked out once. The arrays are kept packed (−1 or
 * NaN where not known yet, never a hole): a hole costs V8 a slow path in the sampling's inner loop.
 */
export class DenseStates {
  readonly current: Int32Array;
  private readonly codes: number[][];
  private readonly ids: Map<number, number>[];
  private readonly moves: number[][];
  /** Each state's wound code (its code less the marks and any graze digit), worked out once: a turn's end reads it for every wounded one. */
  private readonly wounds: number[][];
  /** Each state's end-of-turn knockout chance, NaN until asked (see `ko`). */
  private readonly kos: number[][];
  constructor(n: number, private readonly unit: number, readonly base: number, private readonly woundSpan = base ** 4) {
    this.current = new Int32Array(n);
    this.codes = Array.from({ length: n }, () => [0]);
    this.wounds = Array.from({ length: n }, () => [0]);
    this.ids = Array.from({ length: n }, () => new Map([[0, 0]]));
    this.moves = Array.from({ length: n }, () => new Array<number>(16).fill(-1));
    this.kos = Array.from({ length: n }, () => [Number.NaN]);
  }
  /** The knockout chance of state `s` of `i`, worked out by `make` (given its wound code) the first time. */
  ko(i: number, s: number, make: (i: number, wounds: number) => number): number {
    const kos = this.kos[i]!;
    let p = kos[s]!;
    if (p !== p) p = kos[s] = make(i, this.wounds[i]![s]!);
    return p;
  }
  codeOf(i: number, s: number): number {
    return this.codes[i]![s]!;
  }
  woundsOf(i: number, s: number): number {
    return this.wounds[i]![s]!;
  }
  next(i: number, s: number, move: number, marked: number, outcome: number): number {
    const moves = this.moves[i]!;
    const known = moves[s * 16 + move]!;
    if (known >= 0) return known;
    const code = this.codes[i]![s]! + marked + (outcome === 0 ? 0 : this.unit * this.base ** (outcome - 1));
    let id = this.ids[i]!.get(code);
    if (id === undefined) {
      id = this.codes[i]!.length;
      this.codes[i]!.push(code);
      this.wounds[i]!.push(Math.floor(code / this.unit) % this.woundSpan);
      this.ids[i]!.set(code, id);
      for (let m = 0; m < 16; m++) moves.push(-1);
      this.kos[i]!.push(Number.NaN);
    }
    moves[s * 16 + move] = id;
    return id;
  }
}

/** An edition gave no severity table for a state the turn can reach: the full simulation plays it. */
export class TableMiss extends Error {}

/**
 * A shot's CDF over [no wound, light … critical] and, when the edition's landed shots change
 * their target (`grazing`), a last outcome: landed with no wound. Null when the edition gave no
 * severities.
 */
export function severityCdf(answer: OddsAnswer | null | undefined, grazing = false): Float64Array | null {
  if (!answer?.severities) return null;
  const grazed = grazing ? (answer.pGrazed ?? 0) : 0;
  const wounds = SEVERITIES.map((sev) => answer.severities![sev] ?? 0);
  return cdf([1 - answer.pWounded - grazed, ...wounds, ...(grazing ? [grazed] : [])]);
}
