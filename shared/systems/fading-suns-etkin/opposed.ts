/**
 * Opposed rolls. Seed 003 is silent; the Fading Suns convention: the side with more VP wins, equal
 * VP is a draw, both failing means nobody wins. A score is the VP (a failure scores −1).
 */
import type { OpposedOps } from '../types';
import { etkinOdds } from './dice';

export const ETKIN_OPPOSED: OpposedOps = {
  score: (_s, result) => ({ score: result.isSuccess ? result.hits : -1, failed: !result.isSuccess }),
  distribution: (_s, pool, options) => (etkinOdds(pool, options).results ?? []).map((r) => ({ score: r.value, p: r.p, failed: r.value < 0 })),
  outcome: (_s, a, b) => {
    if (a.failed && b.failed) return { winner: 'none', net: 0, margin: null, label: 'Both failed', bothFailed: true };
    if (a.score === b.score) return { winner: 'draw', net: 0, margin: null, label: 'Draw', bothFailed: false };
    const first = a.score > b.score;
    const net = Math.abs(a.score - b.score);
    return { winner: first ? 'first' : 'second', net, margin: null, label: `${first ? 'First' : 'Second'} side wins by ${net} VP`, bothFailed: false };
  },
};
