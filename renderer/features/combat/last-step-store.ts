/**
 * Issue 38: the step just taken, read out to screen readers (LastStepReadOut), told in the batch
 * that applies the step's update (combat-cache.ts). With a push listener of its own, the read-out
 * was set after the step had rendered: a second commit per step, alone for one line of text.
 */
import type { CombatUpdate } from '../../../shared/ipc/combat-contract';

type Listener = (text: string) => void;
const listeners = new Map<string, Set<Listener>>();
/** Each update is told once, though both the window's listener and a waiting step apply it. */
const told = new WeakSet<CombatUpdate>();

/** The step's lines as one sentence: the Markdown list marks go. */
export const lastStepText = (update: CombatUpdate): string => update.lastStep.map((l) => l.replace(/^\s*-\s*/, '')).join(' ');

export function onLastStep(combatId: string, listener: Listener): () => void {
  let set = listeners.get(combatId);
  if (!set) listeners.set(combatId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(combatId) === set) listeners.delete(combatId);
  };
}

/** Called inside the update's batch: a listener's state change renders in the step's own commit. */
export function tellLastStep(update: CombatUpdate): void {
  if (told.has(update)) return;
  told.add(update);
  const set = listeners.get(update.combatId);
  if (!set) return;
  const text = lastStepText(update);
  for (const l of [...set]) l(text);
}
