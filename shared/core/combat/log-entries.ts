/**
 * Structured log entries: what each step did, with the raw dice and modifier sources kept inside
 * the rules engine's results. `log-format.ts` turns them into Markdown or MUSH text.
 */
import type { InitiativeSlot } from '../mechanics/initiative';
import type { KnockoutCheck } from '../mechanics/knockout';
import type { SuppressionChange } from '../mechanics/suppression';
import type { TurnActionResult } from '../mechanics/turn-context';

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
 *
 * Issue 35: an edition that logs its outcomes as notes writes ready-made text, which can hold the
 * storyteller's words (a modifier's reason, a task's label) the players' view cannot take apart.
 * Such a note carries its players' form, built by the edition from the same parts:
 * `playerDice`, the dice lines with every storyteller's modifier as "Storyteller −10"
 * (`playersSource`), and `playerHeadline` when the headline itself holds the storyteller's words.
 * The players' log shows a note's dice only from `playerDice` (none without it), and its headline
 * from `playerHeadline` when present. The storyteller's `text` and `headline` are unchanged.
 */
export type EntryExtras = { headline?: string; facts?: TurnFact[]; playerHeadline?: string; playerDice?: string[] };

/** The tag of a storyteller's roll modifier (`storytellerModifier`): its source is the storyteller's reason. */
export const STORYTELLER_TAG = 'storyteller';

/** A roll modifier's source as players are told it: a storyteller's reason is theirs, so it says "Storyteller". */
export function playersSource(m: { source: string; tag?: string }, storyteller = 'Storyteller'): string {
  return m.tag === STORYTELLER_TAG ? storyteller : m.source;
}

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
