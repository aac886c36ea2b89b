/**
 * Structured log entries: what each step did, with the raw dice and modifier sources kept inside
 * the rules engine's results. `log-format.ts` turns them into Markdown or MUSH text.
 */
import type { InitiativeSlot } from '../rules/combat/initiative';
import type { KnockoutCheck } from '../rules/combat/knockout';
import type { SuppressionChange } from '../rules/combat/suppression';
import type { TurnActionResult } from '../rules/combat/turn-context';

export type CombatLogEntry =
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
  | { kind: 'turn-end'; turn: number; lines: string[] };
