/**
 * Opposed rolls through the edition (its {@link OpposedOps}): the reading of two rolled sides, and
 * the exact odds of every outcome before the dice fall, enumerated over both sides' exact score
 * distributions (at most a few hundred pairs, so no simulation and no rounding beyond floats).
 */
import type { AbilityRollResult, PoolSpec } from '../core/dice/ability-roll';
import type { Margin } from '../core/dice/ruleset';
import type { GameSystem, OpposedOutcome } from './types';

/** One outcome of an opposed roll with its chance, e.g. first side, Marginal Victory, 0.18. */
export type OpposedOutcomeOdds = { winner: OpposedOutcome['winner']; margin: Margin | null; label: string; p: number };

export type OpposedOddsView = {
  pFirst: number;
  pDraw: number;
  pSecond: number;
  /** The edition's "nobody wins" when both fail (AresMUSH); 0 under FS3.2. */
  pNone: number;
  /** Both sides failed, whoever the edition says won. */
  pBothFail: number;
  /** Every outcome by winner and margin: the first side's best first, then draws, then the second's, then none. */
  outcomes: OpposedOutcomeOdds[];
};

const MARGIN_ORDER: readonly (Margin | null)[] = ['crushing', 'solid', 'marginal', 'draw', null];

/** The edition's reading of two rolled sides. */
export function opposedOutcome(s: GameSystem, first: AbilityRollResult, second: AbilityRollResult): OpposedOutcome {
  const ops = s.edition.ops.opposed;
  return ops.outcome(s, ops.score(s, first), ops.score(s, second));
}

/** Exact odds of every outcome of `first` vs `second` (each side may assume a luck re-roll). */
export function opposedOdds(s: GameSystem, first: PoolSpec, second: PoolSpec, options: { rerollFirst?: boolean; rerollSecond?: boolean } = {}): OpposedOddsView {
  const ops = s.edition.ops.opposed;
  const a = ops.distribution(s, first, { reroll: options.rerollFirst === true });
  const b = ops.distribution(s, second, { reroll: options.rerollSecond === true });
  const byKey = new Map<string, OpposedOutcomeOdds>();
  const view: OpposedOddsView = { pFirst: 0, pDraw: 0, pSecond: 0, pNone: 0, pBothFail: 0, outcomes: [] };
  for (const x of a) {
    if (x.p === 0) continue;
    for (const y of b) {
      const p = x.p * y.p;
      if (p === 0) continue;
      const o = ops.outcome(s, x, y);
      if (o.winner === 'first') view.pFirst += p;
      else if (o.winner === 'second') view.pSecond += p;
      else if (o.winner === 'draw') view.pDraw += p;
      else view.pNone += p;
      if (o.bothFailed) view.pBothFail += p;
      const key = `${o.winner}/${o.margin}/${o.label}`;
      const entry = byKey.get(key);
      if (entry) entry.p += p;
      else byKey.set(key, { winner: o.winner, margin: o.margin, label: o.label, p });
    }
  }
  const rank = (o: OpposedOutcomeOdds): number => {
    const m = MARGIN_ORDER.indexOf(o.margin);
    if (o.winner === 'first') return m;
    if (o.winner === 'draw') return 10;
    if (o.winner === 'second') return 20 + (4 - m);
    return 30;
  };
  view.outcomes = [...byKey.values()].sort((x, y) => rank(x) - rank(y));
  return view;
}

/** One party of a roll among several and the score it got; `place` 1 is the best, tied parties share a place (1, 1, 3). */
export type RankedParty<T> = { who: T; score: number; place: number; tied: boolean };

/** Ranks scores best first; equal scores share a place and are marked tied, in the order given. */
export function rankScores<T>(parties: readonly { who: T; score: number }[]): RankedParty<T>[] {
  const order = parties.map((p, i) => ({ p, i })).sort((a, b) => b.p.score - a.p.score || a.i - b.i);
  const counts = new Map<number, number>();
  for (const p of parties) counts.set(p.score, (counts.get(p.score) ?? 0) + 1);
  const out: RankedParty<T>[] = [];
  order.forEach(({ p }, k) => {
    const prev = out[k - 1];
    out.push({ who: p.who, score: p.score, place: prev && prev.score === p.score ? prev.place : k + 1, tied: (counts.get(p.score) ?? 0) > 1 });
  });
  return out;
}

/**
 * Several characters in one conflict, compared by the edition's score of each roll (FS3.1 seed
 * 002 "Opposed Rolls Involving More Than Two Characters": "simply compare the raw Roll Results";
 * FS3.2 hits, Third Edition success levels).
 */
export function rankRolls<T>(s: GameSystem, parties: readonly { who: T; roll: AbilityRollResult }[]): RankedParty<T>[] {
  return rankScores(parties.map((p) => ({ who: p.who, score: s.edition.ops.opposed.score(s, p.roll).score })));
}
