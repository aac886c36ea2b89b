/**
 * Attack and defense modifiers in dice, each with the source the GM log shows (seed 001 "Stance
 * Modifiers" and "Other Modifiers", seed 000 "Modifiers" translated to dice).
 */
import { formatDice, type RollModifier } from '../dice/ability-roll';
import { combatLuckModifier } from './combat-luck';
import type { Weapon } from '../../domain/gear';
import type { CombatRuleset, RangeBand, Stance } from './combat-ruleset';
import { woundRollModifier } from './wounds';

/** Luck the roller spends on their own roll: +dice before it, or a re-roll keeping the better. */
export type OwnLuck = 'bonus' | 'reroll';

/** What the attacker brings to one attack roll. */
export type AttackerState = {
  name: string;
  stance: Stance;
  /** Total wound modifier, already rounded down (see `totalWoundModifier`). */
  woundModifier: number;
  suppression: number;
  /** Aimed at this same target last turn (see `aimBonusApplies`). */
  aimed?: boolean;
  luck?: OwnLuck;
  /** Anything else: the storyteller's modifier, a luck penalty from the defender... */
  modifiers?: readonly RollModifier[];
};

/** What the defender brings to one defense roll. */
export type DefenderState = {
  name: string;
  stance: Stance;
  woundModifier: number;
  /** Dodge bonus of the vehicle the defender is piloting. */
  vehicleDodge?: number;
  luck?: OwnLuck;
  modifiers?: readonly RollModifier[];
};

/** The shot itself: range, and how many bullets of the burst were fired before this one. */
export type ShotContext = { range?: RangeBand; bulletsBefore?: number };

const STANCE_NAMES: Readonly<Record<Stance, string>> = {
  normal: 'Normal',
  banzai: 'Banzai',
  evade: 'Evade',
  cautious: 'Cautious',
  cover: 'Cover',
};

const mod = (dice: number, label: string, tag: string): RollModifier => ({
  dice,
  source: `${label} ${formatDice(dice)}`,
  tag,
});

/** Modifiers on the attack roll, zeros left out. */
export function attackModifiers(
  rules: CombatRuleset,
  attacker: AttackerState,
  weapon: Weapon,
  shot: ShotContext = {},
): RollModifier[] {
  const out: RollModifier[] = [];
  const stance = rules.stances[attacker.stance].attack;
  if (stance !== 0) out.push(mod(stance, `${STANCE_NAMES[attacker.stance]} stance`, 'stance'));
  const wounds = woundRollModifier(attacker.woundModifier);
  if (wounds) out.push(wounds);
  if (attacker.aimed) out.push(mod(rules.modifiers.aim, 'Aim', 'aim'));
  if (attacker.suppression > 0) {
    out.push(
      mod(attacker.suppression * rules.modifiers.suppressionPerPoint, 'Suppression', 'suppression'),
    );
  }
  if (weapon.type === 'melee') out.push(mod(rules.modifiers.meleeAttack, 'Melee weapon', 'melee'));
  if (shot.range && weapon.type !== 'melee') {
    const r = rules.modifiers.range[shot.range];
    if (r !== 0)
      out.push(mod(r, `${shot.range[0]!.toUpperCase()}${shot.range.slice(1)} range`, 'range'));
  }
  if (weapon.accuracy !== 0) out.push(mod(weapon.accuracy, `${weapon.name} accuracy`, 'accuracy'));
  const bullets = shot.bulletsBefore ?? 0;
  if (bullets > 0 && weapon.recoil > 0)
    out.push(mod(-weapon.recoil * bullets, `Recoil (bullet ${bullets + 1})`, 'recoil'));
  if (attacker.luck === 'bonus')
    out.push(combatLuckModifier(rules.core, 'attack', 'bonus', attacker.name));
  if (attacker.modifiers) out.push(...attacker.modifiers);
  return out;
}

/** Modifiers on the defense roll against `weapon`, zeros left out. Suppression never applies here. */
export function defenseModifiers(
  rules: CombatRuleset,
  defender: DefenderState,
  weapon: Weapon,
): RollModifier[] {
  const out: RollModifier[] = [];
  const stance = rules.stances[defender.stance].defense;
  if (stance !== 0) out.push(mod(stance, `${STANCE_NAMES[defender.stance]} stance`, 'stance'));
  const wounds = woundRollModifier(defender.woundModifier);
  if (wounds) out.push(wounds);
  if (weapon.type === 'melee')
    out.push(mod(rules.modifiers.meleeDefense, 'Defending against melee', 'melee'));
  if (defender.vehicleDodge) out.push(mod(defender.vehicleDodge, 'Vehicle dodge', 'vehicle-dodge'));
  if (defender.luck === 'bonus')
    out.push(combatLuckModifier(rules.core, 'defense', 'bonus', defender.name));
  if (defender.modifiers) out.push(...defender.modifiers);
  return out;
}

/** A storyteller's situational modifier, e.g. `storytellerModifier(-2, 'Smoke')`. */
export function storytellerModifier(dice: number, reason = 'Storyteller'): RollModifier {
  return mod(dice, reason, 'storyteller');
}

/**
 * Range band from a distance (seed 000): short up to half the effective range, medium up to it,
 * long up to twice it; beyond that the target is out of range.
 */
export function rangeBand(distance: number, effectiveRange: number): RangeBand | 'out-of-range' {
  if (distance <= effectiveRange / 2) return 'short';
  if (distance <= effectiveRange) return 'medium';
  if (distance <= effectiveRange * 2) return 'long';
  return 'out-of-range';
}
