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
 * (`move` = marked·width + outcome), each worked out once.
 */
export class DenseStates {
  readonly current: Int32Array;
  private readonly codes: number[][];
  private readonly ids: Map<number, number>[];
  private readonly moves: number[][];
  constructor(n: number, private readonly unit: number, readonly base: number) {
    this.current = new Int32Array(n);
    this.codes = Array.from({ length: n }, () => [0]);
    this.ids = Array.from({ length: n }, () => new Map([[0, 0]]));
    this.moves = Array.from({ length: n }, () => []);
  }
  codeOf(i: number, s: number): number {
    return this.codes[i]![s]!;
  }
  next(i: number, s: number, move: number, marked: number, outcome: number): number {
    const moves = this.moves[i]!;
    const known = moves[s * 16 + move];
    if (known !== undefined) return known;
    const code = this.codes[i]![s]! + marked + (outcome === 0 ? 0 : this.unit * this.base ** (outcome - 1));
    let id = this.ids[i]!.get(code);
    if (id === undefined) {
      id = this.codes[i]!.length;
      this.codes[i]!.push(code);
      this.ids[i]!.set(code, id);
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
