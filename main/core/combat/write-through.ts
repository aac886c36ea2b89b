/**
 * A running (non-mock) combat's effect on its characters, written in the same transaction as
 * each committed step, undo or redo (issue 16): the wounds of the fight show on the sheet while it
 * runs, and luck spent in the fight leaves the character's balance with a ledger entry naming the
 * combat and the turn. Mock combats write nothing back (issue 6), so they neither deduct luck nor
 * show wounds.
 *
 * Luck is reconciled, not patched: the ledger entries tagged with this combat must be exactly
 * those of the steps still in effect. Undo takes back the undone step's entries; redo records the
 * step's changes again; a new step after an undo finds the abandoned branch's entries already gone.
 */
import type { Combat } from '../../../shared/domain/combat-log';
import type { CombatantState, CombatContext } from '../../../shared/core/combat/context';
import { anyCombatant, changedCombatants } from '../../../shared/core/combat/changed-combatants';
import { luckChanges, luckReason } from '../../../shared/core/combat/luck-spends';
import type { GameSystem } from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { writeBackWounds } from './character-wounds';
import { writeVehicleDamage } from './vehicle-write-through';

export type WriteThrough = {
  combat: Combat;
  system: GameSystem;
  before: CombatContext;
  after: CombatContext;
  /**
   * The log sequence number of the last command in effect after this step other than `applied`
   * (0: none). Issue 38: one number, not the list of the steps in effect (10,000 after a long
   * fight), which each step once copied and scanned.
   */
  lastKept: number;
  /** The command whose luck changes are recorded now (a new command or a redo); null for an undo. */
  applied: number | null;
  /** The end of the combat: every combatant's wounds are written, changed or not. */
  ending: boolean;
  now: string;
  /** Told the campaign vehicles whose damage this step wrote (their lists refetch). */
  onVehicles?: (ids: string[]) => void;
};

/** The campaign id of a wound a combatant took in this fight (stable across steps, undo and redo). */
export function fightWoundId(combatId: string, combatantId: string, ordinal: number): string {
  return `${combatId}/${combatantId}/${ordinal}`;
}

const sameWounds = (a: CombatantState, b: CombatantState): boolean =>
  (a.wounds === b.wounds || (a.wounds.length === b.wounds.length && a.wounds.every((w, i) => w === b.wounds[i]) && a.woundIds.every((id, i) => id === b.woundIds[i]))) ||
  (JSON.stringify(a.wounds) === JSON.stringify(b.wounds) && JSON.stringify(a.woundIds) === JSON.stringify(b.woundIds));

/** Combatants (played by characters) whose wounds differ between the two contexts. */
function woundsChanged(before: CombatContext, after: CombatContext): Set<string> {
  const out = new Set<string>();
  for (const { before: b, after: c } of changedCombatants(before, after)) {
    if (c.characterId === null) continue;
    if (!b || !sameWounds(b, c)) out.add(c.id);
  }
  return out;
}

/** Brings the characters' luck ledgers in line with the steps in effect; returns the characters changed. */
export function reconcileCombatLuck(repos: Repos, w: WriteThrough, exists: (characterId: string) => boolean, hasCharacters = true): Set<string> {
  const changed = new Set<string>();
  // Log sequence numbers only grow and the steps in effect are a prefix of the undo stack, with
  // `applied` (a new command or a redo) at its end: every entry numbered above the last other step
  // in effect belongs to a step no longer in effect, or to the step being recorded now (for a clean
  // redo). All of those go; the index finds them, and a step in effect is never looked at again.
  for (const e of repos.ledgers.combatLuck(w.combat.id, w.lastKept)) {
    repos.ledgers.removeEntry('luck', e.id);
    changed.add(e.characterId);
  }
  if (w.applied === null || !hasCharacters) return changed;
  const changes = luckChanges(w.before, w.after, w.system.combat.procedures?.luckWords).filter((c) => exists(c.characterId));
  if (changes.length === 0) return changed;
  const inGameDate = repos.campaign.inGameDate();
  repos.ledgers.recordCombatLuck(
    changes.map((change) => ({ characterId: change.characterId, delta: change.delta, reason: luckReason(w.combat.name, w.before.turn, change, w.system.lists.words.luck), inGameDate, recordedAt: w.now })),
    { combatId: w.combat.id, seq: w.applied },
  );
  for (const change of changes) changed.add(change.characterId);
  return changed;
}

/**
 * True when someone in the fight is played by a campaign character (luck and wounds reach only
 * them). Issue 38: kept per list of combatants: a step's list before it is the last step's list
 * after it, so each list is read once, not twice.
 */
const playedLists = new WeakMap<CombatContext['combatants'], boolean>();
const played = (ctx: CombatContext, before?: CombatContext): boolean =>
  anyCombatant(playedLists, ctx.combatants, before?.combatants, (c) => c.characterId !== null);

/** Writes the step's luck and wounds through to the characters; returns the ids of those changed. */
export function writeThrough(repos: Repos, w: WriteThrough): string[] {
  if (w.combat.isMock) return [];
  // Issue 38: a fight of NPCs alone (500 of them, say) has no one to compare luck and wounds for.
  const characters = played(w.before) || played(w.after, w.before);
  // A deleted character is skipped. Issue 38: looked up one id at a time and remembered, not by
  // listing the campaign's characters (200 summaries, a fifth of a millisecond, at every wounding step).
  const known = new Map<string, boolean>();
  const exists = (characterId: string) => {
    let found = known.get(characterId);
    if (found === undefined) known.set(characterId, (found = repos.characters.has(characterId)));
    return found;
  };
  const changed = reconcileCombatLuck(repos, w, exists, characters);
  // Issue 39 item 5: campaign vehicles keep the fight's damage, step by step like the characters.
  const vehicles = writeVehicleDamage(repos, w.before, w.after, w.ending);
  if (vehicles.length > 0) w.onVehicles?.(vehicles);
  const only = w.ending ? undefined : characters ? woundsChanged(w.before, w.after) : new Set<string>();
  const removed = w.after.removedWoundIds.length !== w.before.removedWoundIds.length;
  if (only === undefined || only.size > 0 || removed) {
    const prefix = `${w.combat.id}/`;
    const touched = writeBackWounds(repos, w.system, w.after, {
      now: w.now,
      newId: (combatantId, ordinal) => fightWoundId(w.combat.id, combatantId, ordinal),
      ...(only ? { only } : {}),
      madeHere: (combatantId, woundId) => woundId.startsWith(`${prefix}${combatantId}/`),
      exists,
    });
    for (const id of touched) changed.add(id);
  }
  return [...changed];
}
