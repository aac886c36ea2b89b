/**
 * The campaign's characters as the healing rules see them: pools for the edition's recovery,
 * doctor and first-aid abilities, stored wounds as rules wounds, stored care with the doctor's
 * own wounds. Pools come from the edition's `poolForAbility`; a character without the ability
 * has no pool (the edition's rules say what that means).
 */
import type { Character } from '../../../shared/domain/character';
import type { Wound as StoredWound } from '../../../shared/domain/wound';
import {
  AbilityLookupError, healingAbilities, poolForAbility, totalWoundModifier, type GameSystem, type HealCare, type PoolSpec,
} from '../../../shared/systems';
import { toRulesWound } from '../combat/character-wounds';
import type { Repos } from '../db/repos';

/** The character's pool for `ability`, or null when they do not have it. */
export function poolOrNull(system: GameSystem, character: Character, ability: string): PoolSpec | null {
  try {
    return poolForAbility(system, character, ability);
  } catch (e) {
    if (e instanceof AbilityLookupError) return null;
    throw e;
  }
}

/** The rating of the named ability inside a pool (a skill's own rating, not its dice). */
export function ratingIn(pool: PoolSpec | null, ability: string): number {
  if (!pool) return 0;
  const key = ability.trim().toLowerCase();
  return pool.terms.find((t) => t.name.trim().toLowerCase() === key)?.rating ?? pool.terms[0]?.rating ?? 0;
}

/** Whole dice lost to a character's stored wounds. */
export function woundDice(system: GameSystem, wounds: readonly StoredWound[]): number {
  return Math.max(0, totalWoundModifier(system, wounds.map((w) => toRulesWound(system, w))).total);
}

/** A patient's care as the rules take it, read from the stored care row. */
export function careFor(repos: Repos, system: GameSystem, patientId: string): HealCare {
  const row = repos.care.get(patientId);
  if (!row) return { doctor: null, hospital: false };
  const doctor = row.doctorId !== null ? repos.characters.get(row.doctorId) : undefined;
  const pool = doctor ? poolOrNull(system, doctor, healingAbilities(system).doctor) : null;
  // Issue 39 item 7: an edition may let the doctor's First Aid stand in (seed 003, at −4).
  const firstAid = doctor ? poolOrNull(system, doctor, healingAbilities(system).firstAid) : null;
  return {
    doctor: doctor && pool ? { name: doctor.name, pool, woundModifier: woundDice(system, repos.wounds.listFor(doctor.id)), ...(firstAid ? { firstAid } : {}) } : null,
    hospital: row.inHospital,
  };
}
