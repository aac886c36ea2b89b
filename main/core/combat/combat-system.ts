/**
 * The game system a combat plays by. A combat records the campaign's system (edition, house
 * rules, setting, revision) when it is created and keeps playing and replaying by it: editing
 * the setting mid-fight does not change a fight already running unless the storyteller adopts the
 * new system for it (`combat.adoptSystem`).
 */
import { z } from 'zod';
import { createCombatMachine, type CombatMachine } from '../../../shared/core/combat/machine';
import type { CombatSystemView } from '../../../shared/core/combat/view';
import type { Combat } from '../../../shared/domain/combat-log';
import type { JsonObject } from '../../../shared/domain/json';
import { SettingDraftSchema } from '../../../shared/domain/setting';
import { AppError } from '../../../shared/ipc/result';
import {
  DEFAULT_EDITION_ID, defaultChoice, findEdition, SystemChoiceSchema, type GameSystem,
} from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { campaignGameConfig } from '../config/config-store';
import { resolved, type CombatSystemRecord } from './recorded-rules';

export { recordedRules, type CombatSystemRecord } from './recorded-rules';

const RecordSchema = z.object({
  choice: SystemChoiceSchema,
  setting: SettingDraftSchema,
  revision: z.number().int().min(0),
  /** The game's AresMUSH configuration, for an edition that reads it (checked by `parseGameConfig` when used). */
  config: z.unknown().optional(),
});
/**
 * A combat's system resolved, with the machine built for its rules and the lists its view carries;
 * `record` is what it was resolved from (the forecast's worker resolves the same rules from it).
 */
export type CombatSystem = { system: GameSystem; machine: CombatMachine; revision: number; lists: CombatSystemView['lists']; record: CombatSystemRecord };

/** The campaign's system as a combat records it now. */
export function currentSystemRecord(repos: Repos): CombatSystemRecord {
  const { setting, system, revision } = repos.campaign.get();
  const reads = findEdition(system.edition)?.readsConfig === true;
  return reads ? { choice: system, setting, revision, config: campaignGameConfig(repos) } : { choice: system, setting, revision };
}

/**
 * The system recorded in a combat's settings. A combat made before game systems existed played
 * the built-in FS3.2 combat numbers whatever the setting said (revision 0 marks that), so it keeps
 * them: the campaign's abilities with the default edition's own ruleset and no house rules.
 */
export function recordedSystem(combat: Combat, repos: Repos): CombatSystemRecord {
  const parsed = RecordSchema.safeParse(combat.settings['system']);
  if (parsed.success) return parsed.data;
  const edition = findEdition(DEFAULT_EDITION_ID)!;
  return { choice: defaultChoice(), setting: { ...repos.campaign.get().setting, ruleset: edition.defaultRuleset }, revision: 0 };
}

const EarlierSchema = z.array(z.object({ untilSeq: z.number().int().min(0), record: RecordSchema }));
/** A system a combat played by before the storyteller adopted a newer one: it ruled the log up to `untilSeq`. */
export type EarlierSystem = { untilSeq: number; record: CombatSystemRecord };

/** The systems a combat played by before its current one, oldest first (none until `adoptSystem`). */
export function earlierSystems(combat: Combat): EarlierSystem[] {
  const parsed = EarlierSchema.safeParse(combat.settings['earlierSystems']);
  return parsed.success ? parsed.data : [];
}

/** Settings JSON for adopting `record`: the system played so far rules the log up to `untilSeq`. */
export function adoptedSettings(combat: Combat, repos: Repos, record: CombatSystemRecord, untilSeq: number): JsonObject {
  const earlier = [...earlierSystems(combat), { untilSeq, record: recordedSystem(combat, repos) }];
  return { ...systemSettings(record), earlierSystems: JSON.parse(JSON.stringify(earlier)) as JsonObject[] };
}

/** Settings JSON for a new combat: the machine input and the system it starts with. */
export function systemSettings(record: CombatSystemRecord): JsonObject {
  return { system: JSON.parse(JSON.stringify(record)) as JsonObject };
}

/**
 * Resolves a recorded system and builds its machine. Throws an AppError naming the part when the
 * system cannot play (unknown edition, a special role the combat rolls that points at nothing).
 */
export function combatSystemFrom(record: CombatSystemRecord): CombatSystem {
  const system = resolved(record);
  requireCombatRoles(system);
  const lists = system.edition.listsFor?.(system) ?? system.lists;
  // Copied once per combat (the view's schema wants plain arrays), not at every step.
  const viewLists = {
    actions: [...lists.actions], stances: [...lists.stances], rangeBands: [...lists.rangeBands], luckOptions: [...lists.luckOptions],
    coverTypes: [...lists.coverTypes], woundSeverities: [...lists.woundSeverities], words: { ...lists.words, severityShort: { ...lists.words.severityShort } },
    ...(lists.mounts ? { mounts: [...lists.mounts] } : {}),
    ...(lists.blastZones ? { blastZones: [...lists.blastZones] } : {}),
    ...(lists.unlocatedWounds ? { unlocatedWounds: true } : {}),
    ...(lists.combatantTypes ? { combatantTypes: [...lists.combatantTypes] } : {}),
    ...(lists.vehicles ? { vehicles: [...lists.vehicles] } : {}),
    ...(lists.boardsOwnWay ? { boardsOwnWay: true } : {}),
    ...(lists.lacks ? { lacks: { ...lists.lacks } } : {}),
    ...(lists.npcLevels ? { npcLevels: { choices: [...lists.npcLevels.choices], default: lists.npcLevels.default } } : {}),
  };
  return { system, machine: createCombatMachine(system.combat), revision: record.revision, lists: viewLists, record };
}

/** The rolls every combat makes need their abilities: say which one is missing instead of failing mid-turn. */
function requireCombatRoles(system: GameSystem): void {
  const names = new Set([...system.setting.attributes.map((a) => a.name.toLowerCase()), ...system.setting.actionSkills.map((s) => s.name.toLowerCase())]);
  if (system.setting.attributes.length === 0) {
    throw new AppError('system/setting.attributes', 'The setting has no attributes, so nobody can roll: add attributes in the Game system screen.');
  }
  for (const role of ['initiative', 'toughness', 'firstAid'] as const) {
    const ability = system.setting.specialAbilities[role];
    if (!names.has(ability.trim().toLowerCase())) {
      const label = system.edition.specialRoles.find((r) => r.id === role)?.label ?? role;
      throw new AppError(
        `system/setting.specialAbilities.${role}`,
        `Combat rolls ${label} with "${ability}", which is neither an attribute nor an action skill of the setting: choose one in the Game system screen.`,
      );
    }
  }
}
