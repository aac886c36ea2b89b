/**
 * The persisted form of a combat snapshot. XState's `getPersistedSnapshot()` walks the whole
 * context looking for actor references (about 7 ms for a 500-combatant context); this machine
 * spawns no actors and its context is plain JSON by construction, so the walk is skipped: XState
 * persists a shell with an empty context, and the context goes back in unchanged. Tests check
 * the result equals `getPersistedSnapshot()` for every kind of snapshot.
 */
import type { JsonValue } from '../../domain/json';
import type { CombatMachine } from './machine';
import type { CombatMachineSnapshot } from './plan';

/** `machine.getPersistedSnapshot(snapshot)` without the context walk, and without undefined fields. */
export function persistSnapshot(machine: CombatMachine, snapshot: CombatMachineSnapshot): { [key: string]: JsonValue } {
  if (Object.keys(snapshot.children).length > 0) throw new Error('The combat machine never spawns child actors');
  const shell = machine.getPersistedSnapshot({ ...snapshot, context: {} } as unknown as CombatMachineSnapshot) as unknown as Record<string, JsonValue | undefined>;
  const out: { [key: string]: JsonValue } = {};
  // XState leaves `output` and `error` undefined while the machine runs; JSON has no undefined.
  for (const [key, value] of Object.entries(shell)) {
    if (key === 'context') out[key] = snapshot.context as unknown as JsonValue;
    else if (value !== undefined) out[key] = value;
  }
  return out;
}
