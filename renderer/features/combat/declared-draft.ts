/**
 * The declare form's draft as a stored declaration gives it, and keeping the form on it: a
 * declaration made elsewhere (Auto-declare, a suggestion accepted, Quick-declare, undo, a player's
 * accepted one) replaces the draft, so the open form never shows a target or action other than the
 * one its "Declared:" line names (the walk found "Declared: attack Lee Adama" over a form aimed at
 * Kara Thrace, whose "Change declaration" would have switched the target unseen).
 */
import { useState } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { RangeBand } from '../../../shared/systems';
import { initialTargets } from './declare-action';
import type { ActionKind as Kind } from './declare-types';

type Declared = CombatantView['declaration'];

export type DeclaredDraft = {
  kind: Kind;
  targets: string[];
  burst: boolean;
  location: string;
  range: RangeBand | '';
  luck: string;
  luckTarget: string;
  zones: Record<string, 0 | 1>;
};

/** The draft of `declared`, or a fresh one (`fallback` action at the first enemy) when nothing is declared. */
export function draftOfDeclared(declared: Declared, fallback: Kind, enemies: readonly CombatantView[]): DeclaredDraft {
  const a = declared?.action;
  return {
    kind: a?.kind ?? fallback,
    targets: initialTargets(declared, enemies),
    burst: a?.kind === 'attack' ? a.burst === true : false,
    location: a?.kind === 'attack' ? (a.location ?? '') : '',
    range: a && 'range' in a ? (a.range ?? '') : '',
    luck: declared?.luck ? `${declared.luck.roll}:${declared.luck.effect}` : '',
    luckTarget: declared?.luck?.target ?? '',
    zones: a?.kind === 'explode' ? Object.fromEntries(a.targets.map((t) => [t.id, t.zone])) : {},
  };
}

/**
 * What the form starts from: the stored declaration, else this turn's suggestion for an NPC in
 * 'suggest' mode (issue 41: the choice is pre-filled for the storyteller to accept or change; the
 * walk found the form aimed at the first enemy under "Suggested: attack Dr. Ilse Varga").
 */
export function declaredOrSuggested(c: Pick<CombatantView, 'declaration' | 'npcSuggestion'>): Declared {
  if (c.declaration) return c.declaration;
  const s = c.npcSuggestion;
  return s ? { action: s.action, luck: null, ...(s.more ? { more: s.more } : {}) } : null;
}

/** The stance the panel starts from: the combatant's, or the suggestion's when one is pending (a cautious NPC's). */
export const stanceOrSuggested = (c: Pick<CombatantView, 'declaration' | 'npcSuggestion' | 'stance'>): string => (c.declaration ? c.stance : (c.npcSuggestion?.stance ?? c.stance));

/**
 * Calls `reset` (during render, React's way to adjust state to a prop) when a declaration is stored
 * that differs from the last one seen. A declaration cleared (a new turn, an undo) keeps the draft:
 * the storyteller may want the same again.
 */
export function useFollowDeclared(declared: Declared, reset: () => void): void {
  const key = JSON.stringify(declared ?? null);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    if (declared) reset();
  }
}
