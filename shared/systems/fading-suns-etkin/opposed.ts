/**
 * Opposed rolls. Seed 003 is silent; the Fading Suns convention (decision, ROLLS-NOTES.md): each
 * side makes its task roll (SFX included), the side with more VP wins, equal VP is a draw, and when
 * both fail nobody wins. A score is the VP (a failure scores −1, so a success with 0 VP beats it).
 * The exact odds of every outcome come from shared/systems/opposed.ts over {@link ETKIN_OPPOSED}'s
 * distribution (each side's exact VP distribution after the SFX, and after a hero re-roll).
 */
import type { OpposedOps, OpposedOutcome } from '../types';
import { etkinOdds } from './dice';

/** The reading of two scores (−1 a failure, else the VP). "Wins by 2 VP", "Draw (2 VP each)", "Both failed". */
export function etkinOpposedOutcome(a: { score: number; failed: boolean }, b: { score: number; failed: boolean }): OpposedOutcome {
  if (a.failed && b.failed) return { winner: 'none', net: 0, margin: null, label: 'Both failed', bothFailed: true };
  if (a.score === b.score) return { winner: 'draw', net: 0, margin: 'draw', label: `Draw (${a.score} VP each)`, bothFailed: false };
  const first = a.score > b.score;
  const loser = first ? b : a;
  const net = Math.abs(a.score - b.score);
  // Against a failure the margin is the winner's own VP (a failure scores no VP); a success with
  // 0 VP still beats a failure.
  if (loser.failed) {
    const vp = first ? a.score : b.score;
    return { winner: first ? 'first' : 'second', net: vp, margin: null, label: vp === 0 ? 'Wins with 0 VP against a failure' : `Wins by ${vp} VP`, bothFailed: false };
  }
  return { winner: first ? 'first' : 'second', net, margin: null, label: `Wins by ${net} VP`, bothFailed: false };
}

export const ETKIN_OPPOSED: OpposedOps = {
  score: (_s, result) => ({ score: result.isSuccess ? result.hits : -1, failed: !result.isSuccess }),
  distribution: (_s, pool, options) => (etkinOdds(pool, options).results ?? []).map((r) => ({ score: r.value, p: r.p, failed: r.value < 0 })),
  outcome: (_s, a, b) => etkinOpposedOutcome(a, b),
};
