/**
 * Issue 38: the steps main prepared for the GM screen (prepared-steps.ts), per query client and
 * combat, for the one version they were prepared on. A step takes its prepared one out (once).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PreparedStep } from '../../../shared/ipc/combat-contract';
import type { Input } from '../../../shared/ipc/types';

export type StepAction = Input<'combat.step'>['action'];

type Held = { combatId: string; version: number; steps: { key: string; step: PreparedStep }[] };

/** The version each combat's steps are being asked for now, per query client. */
const asking = new WeakMap<QueryClient, Map<string, number>>();

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
  asking.delete(queryClient);
}

/** Holds what main prepared on `version` (what was held for the combat goes). */
export function holdPrepared(queryClient: QueryClient, combatId: string, version: number, steps: Held['steps']): void {
  heldOf(queryClient).set(combatId, { combatId, version, steps });
}

/**
 * Whether steps for `version` are held or already asked for: a screen asks once per version (a
 * view that changes twice at one version, or a timer late on a loaded machine, asks no second time).
 */
export function isHeld(queryClient: QueryClient, combatId: string, version: number): boolean {
  return heldOf(queryClient).get(combatId)?.version === version || asking.get(queryClient)?.get(combatId) === version;
}

/** Notes that steps for `version` are being asked for (until `done` settles). */
export function askingFor(queryClient: QueryClient, combatId: string, version: number, done: Promise<unknown>): void {
  let map = asking.get(queryClient);
  if (!map) asking.set(queryClient, (map = new Map()));
  map.set(combatId, version);
  void done.finally(() => {
    if (map.get(combatId) === version) map.delete(combatId);
  });
}
