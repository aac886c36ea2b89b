/**
 * §D: wound modifiers, healing, treatment, daily healing and doctors, with the game's own
 * `damage_mods` and `healing_points` (level names as the game wrote them).
 */
import type { Rng } from '../../../core/dice/rng';
import { damageLevels, type A3CombatConfig } from './config';
import { rollSuccesses } from './dice';
import type { A3Wound } from './fighter';

/** §D.2 one wound: `damage_mods[level]`, a third once healing started. */
export function woundMod(cfg: A3CombatConfig, w: A3Wound): number {
  const mod = cfg.damageMods[w.level] ?? 0;
  return w.healed ? mod / 3 : mod;
}

/** §D.2 `total_damage_mod`: `-(Σ mods).round(2)`, a negative number (0 when unhurt). */
export function totalDamageMod(cfg: A3CombatConfig, wounds: readonly A3Wound[]): number {
  let sum = 0;
  for (const w of wounds) sum += woundMod(cfg, w);
  const r = Math.round(sum * 100) / 100;
  return r === 0 ? 0 : -r;
}

/** A new wound of `level` as `inflict_damage` stores it (§D.1); a graze is never stored. */
export function newWound(cfg: A3CombatConfig, level: string, description: string, stun: boolean): A3Wound {
  return { level, initialLevel: level, healed: false, stun, points: cfg.healingPoints[level] ?? 0, description, treatable: true };
}

/** §D.4 `heal(wound, points)`: steps down one level when the points run out; excess is lost. */
export function heal(cfg: A3CombatConfig, w: A3Wound, points: number): void {
  if (w.points === 0) return;
  const { heal: healed, stored } = damageLevels(cfg);
  if (w.stun) {
    w.level = healed;
    w.points = 0;
    w.healed = true;
    return;
  }
  w.points -= points;
  if (w.points <= 0) {
    const order = [healed, ...stored];
    const i = order.indexOf(w.level);
    w.level = order[Math.max(0, i - 1)] ?? healed;
    w.points = cfg.healingPoints[w.level] ?? 0;
  }
  w.healed = true;
}

/** §D.5 `worst_treatable_wound`: the treatable wound of the highest level, or null. */
export function worstTreatableWound(cfg: A3CombatConfig, wounds: readonly A3Wound[]): A3Wound | null {
  const { heal: healed, stored } = damageLevels(cfg);
  const order = [healed, ...stored];
  let best: A3Wound | null = null;
  for (const w of wounds) {
    if (!w.treatable || w.healed) continue;
    if (!best || order.indexOf(w.level) > order.indexOf(best.level)) best = w;
  }
  return best;
}

export type TreatOutcome = 'no-wounds' | 'failed' | 'treated';

/** §D.5 treat: the healer's treat-skill dice (no modifiers); success heals the worst treatable wound 1 point. */
export function treat(cfg: A3CombatConfig, rng: Rng, patientWounds: readonly A3Wound[], healerTreatDice: number): { outcome: TreatOutcome; successes: number | null } {
  const wound = worstTreatableWound(cfg, patientWounds);
  if (!wound) return { outcome: 'no-wounds', successes: null };
  const successes = rollSuccesses(rng, healerTreatDice);
  if (successes <= 0) return { outcome: 'failed', successes };
  heal(cfg, wound, 1);
  return { outcome: 'treated', successes };
}

/**
 * §D.6 one character's daily healing: nothing without wounds still needing points; otherwise the
 * recovery roll (no wound modifiers), 1 point plus 1 for a doctor or a successful roll (max 2).
 */
export function dailyHealing(cfg: A3CombatConfig, rng: Rng, wounds: readonly A3Wound[], recoveryDice: number, hasDoctor: boolean): { points: number; successes: number } | null {
  const open = wounds.filter((w) => w.points > 0);
  if (open.length === 0) return null;
  const successes = rollSuccesses(rng, recoveryDice);
  const points = 1 + (hasDoctor || successes > 0 ? 1 : 0);
  for (const w of open) heal(cfg, w, points);
  return { points, successes };
}

/** §D.7 patients a doctor may take: healing-skill rating / 2, rounded down. */
export const maxPatients = (healingSkillRating: number): number => Math.floor(healingSkillRating / 2);

/** §D.7 whether a doctor may start another patient. */
export const canTakePatient = (healingSkillRating: number, patients: number): boolean => patients < maxPatients(healingSkillRating);
