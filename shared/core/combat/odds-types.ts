/** The declare panel's question about a declared action, and the exact odds an edition answers. */
import type { RangeBand } from '../mechanics/combat-ruleset';
import type { OddsAction } from './declarations';

export type OddsQuery = {
  attackerId: string;
  targetId: string;
  /** The attacker's luck if earmarked for this attack. */
  luck: 'bonus' | 'reroll' | null;
  stance?: string;
  /**
   * The target's stance to assume (issue 18: "how would a stance change the odds of being hit");
   * absent: the stance they have.
   */
  targetStance?: string;
  location?: string;
  range?: RangeBand;
  /** What is declared (absent: a single shot). */
  action?: OddsAction;
  /**
   * Full-auto and Suppress: this target's place among the declared targets (full-auto's bullets and
   * recoil depend on it; the attacker's luck goes on the first target's roll only).
   */
  volley?: { index: number; of: number };
  /** An explosion: the target's zone before the rolls (0 within the blast radius, 1 within double; absent: 0). */
  zone?: 0 | 1;
};

export type OddsAnswer = {
  attackDice: number;
  defenseDice: number;
  /** A shot: P(hit); a burst or volley: P(at least one bullet hits); Suppress: P(the suppress hit). */
  pHit: number;
  pWounded: number;
  pSeriousOrWorse: number;
  /** Issue 41: a single shot's chance of a wound of each severity (the forecast's knockout odds); absent: not given. */
  severities?: Record<string, number>;
  /**
   * Issue 41: P(the shot lands but leaves no wound) when such a hit still changes the target
   * (Third Edition's graze adds stress; the procedures' `struck`); absent: 0.
   */
  pGrazed?: number;
  /** What the odds are of (absent: a single shot, as before issue 16). */
  action?: OddsAction;
  /** Bullets fired at this target (bursts and full-auto). */
  bullets?: number;
  /** Suppress: the suppression points the target gains, with their chances (most first). */
  suppression?: { points: number; p: number }[];
  /**
   * Issue 19: the two rolls in the edition's words when they are not dice pools ("Firearms 5 (row
   * 5) +4 vs Reflexes 6 (row 6) +2"); absent: the screen says "N vs M dice".
   */
  pools?: string;
  /** Issue 19: P(the attack succeeds but the defense rolls higher: dodged), for an edition that tells it apart from a miss (seed 002). */
  pDodged?: number;
  /** Issue 39: an explosion's chance of ending in each zone (null: pushed out of the blast, unharmed), nearest first. */
  zones?: { zone: number | null; p: number }[];
};
