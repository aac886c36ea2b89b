/**
 * Persistence of one combat step: the log event (with its dice), the combat row's status, the
 * combatants table, and the characters' wounds and luck — all in ONE transaction, so a crash
 * keeps the step whole or not at all. The machine snapshot is NOT part of it (issue 20): the
 * log is the truth and snapshots are checkpoints written after the step (checkpoints.ts).
 */
import type { Combat, Combatant, DiceRecord } from '../../../shared/domain/combat-log';
import type { JsonObject, JsonValue } from '../../../shared/domain/json';
import type { CombatContext } from '../../../shared/core/combat/context';
import type { CombatMachine, CombatPhase } from '../../../shared/core/combat/machine';
import type { CombatMachineSnapshot } from '../../../shared/core/combat/plan';
import { persistSnapshot } from '../../../shared/core/combat/persist';
import { samePlaces } from '../../../shared/core/combat/changed-combatants';
import type { Repos } from '../db/repos';
import type { StoredLogTail } from './log-tail';

/** What the host needs from the open campaign (a CampaignSession satisfies it). */
export type CombatStore = {
  readonly repos: Repos;
  transact<T>(action: (repos: Repos) => T): T;
};

/** The snapshot column: the machine's persisted snapshot plus the undo position. */
export type StoredCombatSnapshot = {
  machine: JsonValue;
  history: { cursor: number; length: number };
  /** Issue 38: the log's last steps before `history.cursor`, on the checkpoint a combat closed on (log-tail.ts). */
  log?: StoredLogTail;
};

/** The snapshot column's value. The machine context is JSON-only by construction (the repo checks it). */
export function storedSnapshot(machine: CombatMachine, snapshot: CombatMachineSnapshot, history: StoredCombatSnapshot['history'], log?: StoredLogTail): JsonValue {
  const stored = { machine: persistSnapshot(machine, snapshot), history };
  // Log steps are plain JSON (numbers and strings); optional fields left out are never undefined in JSON.
  return log ? { ...stored, log: log as unknown as JsonValue } : stored;
}

/** One step to write. */
export type StepWrite = {
  combat: Combat;
  event: { type: string; actorId: string | null; payload: JsonObject; dice: DiceRecord[] };
  phase: CombatPhase;
  before: CombatContext;
  after: CombatContext;
  at: string;
  /**
   * Extra writes in the same transaction, given the new log event's sequence number (wounds and
   * spent luck written through to the characters).
   */
  also?: (repos: Repos, seq: number) => void;
};

/** Row id of a combatant: combatant ids are only unique within their combat. */
export const combatantRowId = (combatId: string, combatantId: string) => `${combatId}/${combatantId}`;

function statusOf(phase: CombatPhase): Combat['status'] {
  if (phase === 'setup') return 'setup';
  return phase === 'ended' ? 'ended' : 'active';
}

function combatantRow(combatId: string, ctx: CombatContext, index: number): Combatant {
  const c = ctx.combatants[index]!;
  return {
    id: combatantRowId(combatId, c.id),
    combatId,
    characterId: c.characterId,
    name: c.name,
    team: c.team,
    position: index,
    // Who is in the fight, for lists and exports. The machine snapshot is the source of truth for
    // everything that changes turn by turn, so rows are only written when these few fields change.
    state: { weapon: c.weapon, armor: c.armor },
  };
}

type MachineCombatant = CombatContext['combatants'][number];

/**
 * Field by field over what `combatantRow` writes (its state holds weapon and armor only), on the
 * machine's combatants themselves: every step changes combatant objects, and building (let alone
 * stringifying) 500 rows twice per step showed in profiles.
 */
function sameRow(a: MachineCombatant, aPosition: number, b: MachineCombatant, bPosition: number): boolean {
  return (
    a.name === b.name && a.team === b.team && aPosition === bPosition && a.characterId === b.characterId &&
    a.weapon === b.weapon && a.armor === b.armor
  );
}

/** Keeps the combatants table in step with the machine (rows changed only when they differ). */
function syncCombatants(repos: Repos, combatId: string, before: CombatContext, after: CombatContext): void {
  if (before.combatants === after.combatants) return;
  // Issue 38: the same people in the same places (most steps) cost the rows that changed, not a map of everyone.
  if (samePlaces(before.combatants, after.combatants)) {
    const list = after.combatants;
    for (let i = 0; i < list.length; i++) {
      const prev = before.combatants[i]!;
      if (prev !== list[i] && !sameRow(prev, i, list[i]!, i)) repos.combats.updateCombatant(combatantRow(combatId, after, i));
    }
    return;
  }
  const old = new Map(before.combatants.map((c, i) => [c.id, { c, i }]));
  after.combatants.forEach((c, i) => {
    const prev = old.get(c.id);
    old.delete(c.id);
    if (!prev) repos.combats.addCombatant(combatantRow(combatId, after, i));
    else if (prev.c !== c && !sameRow(prev.c, prev.i, c, i)) repos.combats.updateCombatant(combatantRow(combatId, after, i));
  });
  for (const id of old.keys()) repos.combats.removeCombatant(combatantRowId(combatId, id));
}

/** Writes the step; returns the new event's sequence number and the combat row as it now stands. */
export function writeStep(store: CombatStore, w: StepWrite): { seq: number; combat: Combat } {
  return store.transact((repos) => {
    const event = repos.combatLog.append({
      combatId: w.combat.id, round: w.after.turn, type: w.event.type, actorId: w.event.actorId, payload: w.event.payload, dice: w.event.dice, recordedAt: w.at,
    });
    const status = statusOf(w.phase);
    let combat = w.combat;
    if (status !== w.combat.status || w.after.turn !== w.combat.round) {
      combat = { ...w.combat, status, round: w.after.turn, endedAt: status === 'ended' ? w.at : null };
      repos.combats.update(combat);
    }
    syncCombatants(repos, w.combat.id, w.before, w.after);
    const seq = event.seq;
    w.also?.(repos, seq);
    return { seq, combat };
  });
}
