/**
 * A combat's recorded system resolved to its rules (combat-system.ts records it). Apart from the
 * campaign file's code, so the turn forecast's worker thread (forecast-worker.ts) builds the same
 * rules from the same record without loading the database layer.
 */
import { parseGameConfig, type GameConfig } from '../../../shared/config/model';
import type { Setting } from '../../../shared/domain/setting';
import { AppError } from '../../../shared/ipc/result';
import { resolveSystem, SystemError, type GameSystem, type SystemChoice } from '../../../shared/systems';

/**
 * What a combat keeps of the system it started with (in its settings, beside the machine input):
 * for an edition that reads a configuration (AresMUSH Third Edition), the configuration too, so
 * the fight keeps its weapons and tables whatever is imported later.
 */
export type CombatSystemRecord = { choice: SystemChoice; setting: Setting; revision: number; config?: unknown };

const NO_GEAR = { weapons: [], armor: [], vehicles: [], hitCharts: [] };

function recordedConfig(record: CombatSystemRecord): GameConfig | null {
  if (record.config === undefined || record.config === null) return null;
  const parsed = parseGameConfig(record.config);
  if (!parsed.ok) throw new AppError('system/config', `The game configuration this combat recorded is damaged: ${parsed.errors.slice(0, 3).join('; ')}`);
  return parsed.config;
}

export function resolved(record: CombatSystemRecord): GameSystem {
  try {
    const system = resolveSystem({ choice: record.choice, setting: record.setting, gear: NO_GEAR, config: recordedConfig(record) });
    // An edition with its own turn (AresMUSH Third Edition) hands the machine its procedures in the rules.
    const procedures = system.edition.combatProcedures?.(system);
    // The log names one of the edition's luck points as its sheet does ("Hero points": "a hero point").
    const word = system.edition.ops.luckWord?.trim().toLowerCase().replace(/s$/, '');
    const luckPoint = word ? { luckPoint: word } : {};
    return procedures || word ? { ...system, combat: { ...system.combat, ...luckPoint, ...(procedures ? { procedures } : {}) } } : system;
  } catch (e) {
    if (e instanceof SystemError) throw new AppError(`system/${e.part}`, e.message);
    throw e;
  }
}

/** The combat rules of a recorded system alone (the log of steps played before an adopt: no machine needed). */
export function recordedRules(record: CombatSystemRecord) {
  return resolved(record).combat;
}

