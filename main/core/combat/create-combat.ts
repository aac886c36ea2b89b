/** A new combat: its row and its initial snapshot (event 0), stored in one transaction. */
import type { CombatInput } from '../../../shared/core/combat/context';
import { initialSnapshot } from '../../../shared/core/combat/replay';
import { COMBAT_MACHINE_VERSION, COMBAT_RESOLUTION_REVISION } from '../../../shared/core/combat/version';
import { combatSystemFrom, currentSystemRecord, systemSettings } from './combat-system';
import { storedSnapshot, type CombatStore } from './combat-store';

/** Stores the combat under `id`, playing by the campaign's system now. */
export function createCombat(store: CombatStore, at: { id: string; now: () => Date; appVersion: string }, input: { name: string; isMock?: boolean }): void {
  const { id } = at;
  // The campaign's system now, checked before anything is written: a broken part is named.
  const record = currentSystemRecord(store.repos);
  const cs = combatSystemFrom(record);
  const { specialAbilities } = cs.system.setting;
  const machineInput: CombatInput = {
    combatId: id,
    abilities: { initiative: specialAbilities.initiative, toughness: specialAbilities.toughness, firstAid: specialAbilities.firstAid, ...(specialAbilities.juryRig.trim() ? { juryRig: specialAbilities.juryRig } : {}) },
    // New fights play by the current FS3.2 resolution; older ones keep theirs (shared/combat/version.ts).
    resolutionRevision: COMBAT_RESOLUTION_REVISION,
  };
  const savedAt = at.now().toISOString();
  const snapshot = initialSnapshot(cs.machine, machineInput);
  store.transact((repos) => {
    repos.combats.create({
      id, name: input.name, status: 'setup', isMock: input.isMock ?? false, round: 0, settings: { machineInput, ...systemSettings(record) }, createdAt: savedAt, endedAt: null,
    });
    repos.combatLog.saveSnapshot({
      combatId: id, eventSeq: 0, machineVersion: COMBAT_MACHINE_VERSION, appVersion: at.appVersion, savedAt,
      snapshot: storedSnapshot(cs.machine, snapshot, { cursor: 0, length: 0 }),
    });
  });
}
