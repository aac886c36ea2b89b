/**
 * Issue 38: the steps main prepared for the GM screen (prepared-steps.ts), per query client and
 * combat, for the one version they were prepared on. A step takes its prepared one out (once).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PreparedStep } from '../../../shared/ipc/combat-contract';
import type { Input } from '../../../shared/ipc/types';

export type StepAction = Input<'combat.step'>['action'];

type Held = { combatId: string; version: number; steps: { key: string; step: PreparedStep }[] };

/** What main prepared, per query client and combat: for one version only. */
const held = new WeakMap<QueryClient, Map<string, Held>>();

function heldOf(queryClient: QueryClient): Map<string, Held> {
  let map = held.get(queryClient);
  if (!map) held.set(queryClient, (map = new Map()));
  return map;
}

/** The key main compares: the action as it is sent. */
export const keyOf = (action: StepAction) => JSON.stringify(action);

/** The prepared step for `action` on `version`, if main prepared it (taken: it is handed out once). */
export function takePrepared(queryClient: QueryClient, combatId: string, version: number, action: StepAction): PreparedStep | null {
  const h = heldOf(queryClient).get(combatId);
  if (!h || h.version !== version) return null;
  heldOf(queryClient).delete(combatId);
  return h.steps.find((s) => s.key === keyOf(action))?.step ?? null;
}

/** Another campaign is open: nothing prepared for its fights stands. */
export function forgetPrepared(queryClient: QueryClient): void {
  held.delete(queryClient);
}

/** Holds what main prepared on `version` (what was held for the combat goes). */
export function holdPrepared(queryClient: QueryClient, combatId: string, version: number, steps: Held['steps']): void {
  heldOf(queryClient).set(combatId, { combatId, version, steps });
}

/** Whether steps prepared on `version` are held (asked for once per version). */
export function isHeld(queryClient: QueryClient, combatId: string, version: number): boolean {
  return heldOf(queryClient).get(combatId)?.version === version;
}
