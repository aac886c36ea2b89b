/**
 * Structured log entries: what each step did, with the raw dice and modifier sources kept inside
 * the rules engine's results. `log-format.ts` turns them into Markdown or MUSH text.
 */
import type { InitiativeSlot } from '../rules/combat/initiative';
import type { KnockoutCheck } from '../rules/combat/knockout';
import type { SuppressionChange } from '../rules/combat/suppression';
import type { TurnActionResult } from '../rules/combat/turn-context';

/**
 * What a turn's summary counts (issue 18), attached by the step that saw it happen (the edition's
 * own numbers, e.g. a wound's modifier, are known there). Entries kept from before issue 18 are
 * replayed, never read from storage, so they gain their facts on replay.
 */
export type TurnFact =
  | { kind: 'wound'; who: string; by: string; level: string; location: string; modifier: number; stun: boolean }
  | { kind: 'out'; who: string }
  | { kind: 'back'; who: string }
  | { kind: 'ammo'; who: string; rounds: number }
  | { kind: 'luck'; text: string }
  | { kind: 'condition'; who: string; name: string; change: 'start' | 'end' };

/**
 * Optional on every entry (issue 18): `headline`, the outcome in one line ("Bob hits Alice in
 * the Chest — Serious wound (−2)"), shown instead of the plain head with the dice below it; and
 * `facts` for the turn summary.
 */
export type EntryExtras = { headline?: string; facts?: TurnFact[] };

export type CombatLogEntry = (
  /** Setup, declarations and storyteller overrides: one readable line. */
  | { kind: 'note'; turn: number; text: string }
  | { kind: 'initiative'; turn: number; slots: InitiativeSlot[]; luck: string[] }
  | {
      kind: 'action';
      turn: number;
      actor: string;
      /** "Bob attacks Alice with Pistol (burst)". */
      summary: string;
      /** Luck spent on this action's rolls, e.g. "Bob: luck bonus on attack". */
      luck: string[];
      result: TurnActionResult;
    }
  | { kind: 'suppression'; turn: number; changes: { name: string; change: SuppressionChange }[] }
  | { kind: 'knockout'; turn: number; checks: KnockoutCheck[] }
  | { kind: 'turn-end'; turn: number; lines: string[] }
) & EntryExtras;
