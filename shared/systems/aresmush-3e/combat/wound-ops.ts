/**
 * The Third Edition's wound ops in the {@link EditionOps} shape, for the edition's `ops` (the lead
 * wires them in). The domain's severities map onto the game's stored levels by position (common
 * decision): light = first stored level (FLESH), serious = second (IMPAIR), critical = the worst
 * (INCAP); 'moderate' is never produced by 3E and counts as the second level if met.
 */
import type { Severity } from '../../../core/mechanics/combat-ruleset';
import type { Wound, WoundModifierTotal } from '../../../core/mechanics/wounds';
import type { GameSystem } from '../../types';
import { damageLevels, readCombatConfig, type A3CombatConfig } from './config';

const cache = new WeakMap<object, A3CombatConfig>();

/** The combat config of a system, read once per config object. */
export function configOf(system: Pick<GameSystem, 'config'>): A3CombatConfig {
  const key = system.config ?? EMPTY;
  let cfg = cache.get(key);
  if (!cfg) {
    cfg = readCombatConfig(system.config);
    cache.set(key, cfg);
  }
  return cfg;
}
const EMPTY = {};

/** The game's level name for a domain severity. */
export function levelOfSeverity(cfg: A3CombatConfig, severity: Severity): string {
  const { stored } = damageLevels(cfg);
  if (severity === 'light') return stored[0]!;
  if (severity === 'critical') return stored.at(-1)!;
  return stored[Math.min(1, stored.length - 1)]!;
}

/** The domain severity for a stored level (by position; the worst is critical). */
export function severityOfLevel(cfg: A3CombatConfig, level: string): Severity | 'healed' {
  const { stored } = damageLevels(cfg);
  const i = stored.indexOf(level);
  if (i < 0) return 'healed';
  if (i === stored.length - 1) return 'critical';
  return i === 0 ? 'light' : 'serious';
}

/** §D.2 one wound's modifier: damage_mods of its level, a third once healing started. */
export function woundModifierOf(system: GameSystem, wound: Wound): number {
  if (wound.severity === 'healed') return 0;
  const cfg = configOf(system);
  const mod = cfg.damageMods[levelOfSeverity(cfg, wound.severity)] ?? 0;
  return wound.healingStarted ? mod / 3 : mod;
}

/**
 * §D.2 the total: the sum rounded to 2 decimals (`exact`), and the whole dice it costs a pool
 * (`total`): pools are ceil'ed, so n − 2.25 rolls n − 2 dice.
 */
export function totalWoundModifier(system: GameSystem, wounds: readonly Wound[]): WoundModifierTotal {
  let sum = 0;
  for (const w of wounds) sum += woundModifierOf(system, w);
  const exact = Math.round(sum * 100) / 100;
  return { exact, total: Math.floor(exact + 1e-9) };
}

/**
 * §D.3 / §D.4 points to drop one level: healing_points of the level; a stun wound heals at its
 * first point (1).
 */
export function healingPointsNeeded(system: GameSystem, wound: Wound): number {
  if (wound.severity === 'healed') return 0;
  if (wound.type === 'stun') return 1;
  const cfg = configOf(system);
  return cfg.healingPoints[levelOfSeverity(cfg, wound.severity)] ?? 0;
}
