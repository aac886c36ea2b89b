import { createScriptedRng, createSeededRng, type Rng } from '../../../../../shared/core/dice/rng';
import type { GameConfig } from '../../../../../shared/config/model';
import { newFighter, readCombatConfig, setDefaultGear, type A3Battle, type A3CombatConfig, type A3Fighter } from '../../../../../shared/systems/aresmush-3e/combat';
import { importedDefault } from '../../../config/fixtures';

let defaultCfg: GameConfig | null = null;
/** AresMUSH's default config files, imported (test data only). */
export function defaultConfig(): GameConfig {
  defaultCfg ??= importedDefault();
  return defaultCfg;
}

/** Scripted rng whose values are Ruby `rand(n)` results (0-based) or d8 faces, as written. */
export const scripted = (values: number[]): Rng & { readonly used: number } => createScriptedRng(values);
/** A `rand(n)` draw written as the scripted die value. */
export const r = (x: number): number => x + 1;
/** n dice showing `hits` successes (8s) and then misses (3s, never botch-relevant 1s). */
export const dice = (n: number, hits: number): number[] => [...Array(hits).fill(8), ...Array(n - hits).fill(3)];

export function battle(cfg: A3CombatConfig, fighters: A3Fighter[], rng: Rng = createSeededRng(1)): A3Battle {
  const b: A3Battle = { config: cfg, fighters: {}, vehicles: {}, rng, log: [] };
  for (const f of fighters) b.fighters[f.name] = f;
  return b;
}

/** A PC with the given base dice per ability. */
export const pc = (name: string, abilityDice: Record<string, number>, extra: Partial<A3Fighter> = {}): A3Fighter =>
  newFighter({ name, abilityDice, ...extra });
export const npc = (name: string, level: string, extra: Partial<A3Fighter> = {}): A3Fighter => newFighter({ name, npcLevel: level, ...extra });

/** Gives a fighter the combatant type's default gear. */
export function equip(b: A3Battle, f: A3Fighter, type: string): A3Fighter {
  f.type = type;
  setDefaultGear(b, f, type);
  return f;
}

export const defaultCombat = (): A3CombatConfig => readCombatConfig(defaultConfig());
