/**
 * Exact odds of a task roll (seed 003 "Task Resolution", "Accenting", "CRITICALS and FUMBLES",
 * "The Hero Pool"), computed rather than simulated, so the roller's promise and main's dice agree.
 *
 * A roll's final state is (value, SFX): value −1 for a failure, else the victory points; SFX one
 * of nine ranks (Bad band 20 … Bad 1–10, none, Good 1–10 … Good 20). The skill dice, the SFX die
 * and the effect d20 are independent, so the joint distribution is a sum over the kept die (the
 * best die at or under the goal: P(best ≤ k) = ((20 − m + k) / 20)^n with m = min(goal, 20)), the
 * SFX die's three ranges and the effect die's four bands. A hero re-roll keeps the more
 * favourable of two rolls in that order (value first, then SFX rank), so the kept state's chance
 * is F(x)^2 − F(x−)^2 over the order's cumulative F (^3 for the second re-roll).
 */
import { sfxOutcome, SFX_BAND_FACES } from './sfx';

/** Ranks of the SFX in the keep-the-better order: Bad 20 (−4) … Bad 1–10 (−1), none (0), Good 1–10 (1) … Good 20 (4). */
export const SFX_RANKS = 9;
const RANK_OFFSET = 4;

/** The joint distribution of a roll's final state: `p[(value + 1) * 9 + rank + 4]`. */
export type StateTable = { p: Float64Array; maxVp: number };

/** Values a table can hold (failure, then 0 … 62 VP: goal 30 at 1 VP per 2 is 15). */
const MAX_VALUES = 64;

/**
 * Where an SFX sends a roll of value index `vi` (0 failure, v + 1 for v VP): `MOVES[kind][band][vi]`,
 * read once from {@link sfxOutcome} so the odds and the dice share one reading of the tables.
 */
const MOVES: Record<'good' | 'bad', Int32Array[]> = (() => {
  const table = (kind: 'good' | 'bad') =>
    [0, 1, 2, 3].map((band) => {
      const out = new Int32Array(MAX_VALUES);
      for (let vi = 0; vi < MAX_VALUES; vi++) {
        const o = sfxOutcome(vi > 0, vi - 1, kind, band);
        out[vi] = o.success ? Math.min(MAX_VALUES - 1, o.vp + 1) : 0;
      }
      return out;
    });
  return { good: table('good'), bad: table('bad') };
})();

/** `POWERS[n][x]` = (x / 20)^n for the dice counts a roll has (up to 6: 5d20 accented negatively). */
const POW_DICE = 8;
const POWERS: readonly Float64Array[] = Array.from({ length: POW_DICE }, (_, n) => Float64Array.from({ length: 21 }, (_, x) => (x / 20) ** n));

/** The joint distribution of (value, SFX rank) of one roll with no re-roll. */
export function stateTable(goal: number, dice: number, divisor: number, good: number, bad: number): StateTable {
  const g = Math.trunc(goal);
  const m = g < 0 ? 0 : g > 20 ? 20 : g;
  const bonus = g > 20 ? g - 20 : 0;
  const maxVp = Math.min(MAX_VALUES - 2, Math.max(2, Math.floor((20 + bonus) / divisor)));
  const width = maxVp + 2;
  // The kept die first, by value: P(best ≤ k) = ((20 − m + k) / 20)^n.
  const base = new Float64Array(width);
  const n = Math.max(0, Math.trunc(dice));
  const pow = n < POW_DICE ? POWERS[n]! : null;
  let below = pow ? pow[20 - m]! : ((20 - m) / 20) ** n;
  base[0] = below;
  for (let k = 1; k <= m; k++) {
    const upTo = pow ? pow[20 - m + k]! : ((20 - m + k) / 20) ** n;
    base[Math.min(width - 1, Math.floor((k + bonus) / divisor) + 1)]! += upTo - below;
    below = upTo;
  }
  // Then the SFX die (none, Good, Bad) and the effect die's four bands.
  const p = new Float64Array(width * SFX_RANKS);
  const pGood = clampFaces(good) / 20;
  const pBad = clampFaces(21 - bad) / 20;
  const pNone = 1 - pGood - pBad;
  for (let vi = 0; vi < width; vi++) {
    const q = base[vi]!;
    if (q === 0) continue;
    p[vi * SFX_RANKS + RANK_OFFSET]! += q * pNone;
    for (let b = 0; b < 4; b++) {
      const f = SFX_BAND_FACES[b]! / 20;
      if (pGood > 0) p[Math.min(width - 1, MOVES.good[b]![vi]!) * SFX_RANKS + RANK_OFFSET + b + 1]! += q * pGood * f;
      if (pBad > 0) p[MOVES.bad[b]![vi]! * SFX_RANKS + RANK_OFFSET - b - 1]! += q * pBad * f;
    }
  }
  return { p, maxVp };
}

function clampFaces(n: number): number {
  return n < 0 ? 0 : n > 20 ? 20 : n;
}

/** The kept state after `rerolls` hero re-rolls, each keeping the more favourable (the best of 1 + rerolls rolls). */
export function keepBest(table: StateTable, rerolls: number): StateTable {
  if (rerolls <= 0) return table;
  const k = rerolls + 1;
  const out = new Float64Array(table.p.length);
  let cdf = 0;
  let prev = 0;
  for (let i = 0; i < table.p.length; i++) {
    cdf += table.p[i]!;
    const now = Math.min(1, cdf) ** k;
    out[i] = now - prev;
    prev = now;
  }
  return { p: out, maxVp: table.maxVp };
}

/** The chances the roller shows: success, each VP count, each SFX and each effect band (all of the kept roll). */
export type GoalOddsSummary = {
  pSuccess: number;
  /** `vp[k]`: P(success with exactly k VP), k = 0 … the most a roll can make. */
  vp: number[];
  expectedVp: number;
  pGood: number;
  pBad: number;
  /** P(Good SFX with the effect die in band 1–10, 11–15, 16–19, 20), and the same for Bad SFX. */
  goodBands: [number, number, number, number];
  badBands: [number, number, number, number];
};

export function summarize(table: StateTable): GoalOddsSummary {
  const width = table.maxVp + 2;
  const vp = new Array<number>(table.maxVp + 1).fill(0);
  const goodBands: [number, number, number, number] = [0, 0, 0, 0];
  const badBands: [number, number, number, number] = [0, 0, 0, 0];
  let pSuccess = 0;
  let expectedVp = 0;
  for (let value = 0; value < width; value++) {
    for (let r = 0; r < SFX_RANKS; r++) {
      const q = table.p[value * SFX_RANKS + r]!;
      if (q === 0) continue;
      if (value > 0) {
        vp[value - 1]! += q;
        pSuccess += q;
        expectedVp += (value - 1) * q;
      }
      const rank = r - RANK_OFFSET;
      if (rank > 0) goodBands[rank - 1]! += q;
      else if (rank < 0) badBands[-rank - 1]! += q;
    }
  }
  const sum = (a: readonly number[]) => a[0]! + a[1]! + a[2]! + a[3]!;
  return { pSuccess, vp, expectedVp, pGood: sum(goodBands), pBad: sum(badBands), goodBands, badBands };
}
