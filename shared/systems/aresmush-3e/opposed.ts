/**
 * §A.4 opposed rolls: each side rolls its own pool; the result compares the success levels
 * (`get_success_level`: successes, 0, or −1 for an Embarrassing Failure, so a botch counts −1).
 * Both at 0 or below: "Everyone failed!". Otherwise delta 0 Draw, 1 Marginal Victory, 2 Victory,
 * 3+ Crushing Victory (`opposed_result_title`; code constants, not config).
 */
import type { OpposedOps, OpposedOutcome } from '../types';
import { aresLevelDistribution } from './dice';

const TITLES: readonly [OpposedOutcome['margin'], string][] = [
  ['draw', 'Draw'],
  ['marginal', 'Marginal Victory'],
  ['solid', 'Victory'],
  ['crushing', 'Crushing Victory'],
];

export function aresOpposedOutcome(s1: number, s2: number): OpposedOutcome {
  if (s1 <= 0 && s2 <= 0) return { winner: 'none', net: 0, margin: null, label: 'Everyone failed', bothFailed: true };
  const delta = s1 - s2;
  const [margin, label] = TITLES[Math.min(3, Math.abs(delta))]!;
  return { winner: delta > 0 ? 'first' : delta < 0 ? 'second' : 'draw', net: Math.abs(delta), margin, label, bothFailed: false };
}

export const ARES3E_OPPOSED: OpposedOps = {
  score: (_s, r) => {
    const level = r.hits > 0 ? r.hits : r.isEmbarrassingFailure ? -1 : 0;
    return { score: level, failed: level <= 0 };
  },
  // §B.8/§G 17: no luck re-roll in this edition, so the option changes nothing here.
  distribution: (s, pool) => aresLevelDistribution(pool.size, s.core.dice.hitThreshold).map((p, i) => ({ score: i - 1, p, failed: i <= 1 })),
  outcome: (_s, first, second) => aresOpposedOutcome(first.score, second.score),
};
