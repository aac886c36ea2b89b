/**
 * The simple actions (seed 004 "Combat Turns", seed 000 "Action Resolution", seed 001
 * "Aiming"): aim, reload, pass, and ammunition bookkeeping.
 */
import type { Weapon } from '../../domain/gear';
import { CombatRuleError } from './hit-location';

export const ACTION_KINDS = [
  'attack',
  'burst',
  'full-auto',
  'explode',
  'aim',
  'suppress',
  'reload',
  'subdue',
  'escape',
  'rally',
  'treat',
  'pass',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** An aim taken at `targetId` during turn `turn`. */
export type AimState = { targetId: string; turn: number };

/** Aiming always succeeds; aiming again (even at the same target) just renews it. */
export function declareAim(targetId: string, turn: number): AimState {
  return { targetId, turn };
}

/**
 * Whether an attack on `targetId` during `turn` gets the aim bonus: only the turn right after
 * the aim and only at the same target (seed 001: "+3 to attack that same target next turn";
 * more aiming does not stack; switching targets loses it).
 */
export function aimBonusApplies(aim: AimState | null, targetId: string, turn: number): boolean {
  return aim !== null && aim.targetId === targetId && aim.turn === turn - 1;
}

/** Rounds left in the clip after a reload (a full action, seed 000). */
export function reload(weapon: Weapon): number | null {
  return weapon.ammo;
}

/** Rounds left after firing `rounds`; throws {@link CombatRuleError} when there are not enough. */
export function spendAmmo(weapon: Weapon, current: number | null, rounds: number): number | null {
  if (weapon.ammo === null || current === null) return current;
  if (rounds > current)
    throw new CombatRuleError(`${weapon.name} has ${current} rounds left, not ${rounds}`);
  return current - rounds;
}

/** Whether the weapon can fire at all (weapons without ammo always can). */
export function hasAmmo(current: number | null): boolean {
  return current === null || current > 0;
}
