/**
 * What the roller asks an edition about opposed rolls, roll options, situation modifiers and
 * defaulting (part of the game-system interface, re-exported by `types.ts`).
 */
import type { Margin } from '../core/dice/ruleset';

/**
 * An opposed roll read the edition's way (FS3.2 seed 004 "Opposed Rolls"; AresMUSH §A.4).
 * `winner` 'none': the edition says nobody wins when both sides fail (AresMUSH "Everyone failed!").
 */
export type OpposedOutcome = {
  winner: 'first' | 'second' | 'draw' | 'none';
  /** Difference of the two scores (0 for a draw or 'none'). */
  net: number;
  margin: Margin | null;
  /** "Marginal Victory", "Draw", "Everyone failed" … */
  label: string;
  bothFailed: boolean;
};

/** One value an opposed roll compares (FS3.2: hits; AresMUSH: the success level, a botch −1) and its chance. */
export type OpposedScore = { score: number; p: number; failed: boolean };

/**
 * A named situation modifier the roller offers as a choice (FS3.1 seed 002: Easy +30, Hard −30 …).
 * `tag`: the situation is a named rule the roller offers as its own switch and the pool records
 * under that tag (seed 003's "Non-stressful (+2, not in combat)"); untagged ones are guidance only.
 */
export type RollSituation = { label: string; modifier: number; hint?: string; tag?: string };

/** Issue 22: what a roll may carry beyond its ability and modifiers (seed 003: an accent, the storyteller's SFX range). */
export type RollOptionRequest = { accent?: 'negative' | 'positive'; sfx?: { good: number; bad: number } };

/** One alternative the roller compares a pool with ("Negative accent", "With a hero re-roll"); `refused`: why it cannot be taken. */
export type RollVariantOdds = { label: string; pSuccess: number; expected: number; refused?: string };

/**
 * Defaulting (seed 004 "Defaulting"): rolling a loosely related ability for a task the character
 * has no rating in, with the storyteller's modifier (`modifier` absent: the edition's usual one).
 */
export type DefaultingRequest = { task: string; related: string; modifier?: number; attributeOverride?: string };
