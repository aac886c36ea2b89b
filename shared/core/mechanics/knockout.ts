/**
 * Knockout (seed 004 "Knockout", seed 000 "Rally", "Vehicle Combat > Knockout"): after all
 * actions, everyone damaged this turn whose total wound modifier is 1 or more rolls toughness
 * reduced by that modifier; no hits means knocked out. Vehicles roll their own toughness.
 */
import { rawPool, type AbilityRollResult, type PoolSpec } from '../dice/ability-roll';
import { spendCombatLuck, type CombatLuckState } from './combat-luck';
import type { Vehicle } from '../../domain/gear';
import type { Rng } from '../dice/rng';
import { rollSide } from './attack-roll';
import type { CombatRuleset } from './combat-ruleset';
import { woundRollModifier } from './wounds';

/** Who may be knocked out: their toughness pool and total wound modifier (rounded down). */
export type KnockoutSubject = { name: string; toughness: PoolSpec; woundModifier: number };

export type KnockoutRoll = { name: string; roll: AbilityRollResult; knockedOut: boolean };

/** The end-of-turn check: `roll` is null when none was due. */
export type KnockoutCheck = {
  name: string;
  due: boolean;
  reason: string;
  roll: AbilityRollResult | null;
  knockedOut: boolean;
};

/** Whether a knockout roll is due at the end of the turn. */
export function knockoutRollDue(
  rules: CombatRuleset,
  damagedThisTurn: boolean,
  woundModifier: number,
): boolean {
  return damagedThisTurn && woundModifier >= rules.knockoutThreshold;
}

/** Rolls toughness reduced by the wound modifier; no hits → knocked out. */
export function rollKnockout(
  rules: CombatRuleset,
  subject: KnockoutSubject,
  rng: Rng,
): KnockoutRoll {
  const wounds = woundRollModifier(subject.woundModifier);
  const roll = rollSide(
    rules,
    { name: subject.name, pool: subject.toughness, modifiers: wounds ? [wounds] : [] },
    rng,
  );
  return { name: subject.name, roll, knockedOut: roll.hits === 0 };
}

/** The end-of-turn knockout check for one combatant. */
export function checkKnockout(
  rules: CombatRuleset,
  subject: KnockoutSubject & { damagedThisTurn: boolean },
  rng: Rng,
): KnockoutCheck {
  if (!subject.damagedThisTurn)
    return {
      name: subject.name,
      due: false,
      reason: 'Not damaged this turn',
      roll: null,
      knockedOut: false,
    };
  if (!knockoutRollDue(rules, true, subject.woundModifier)) {
    return {
      name: subject.name,
      due: false,
      reason: `Wound modifier ${subject.woundModifier} is below ${rules.knockoutThreshold}`,
      roll: null,
      knockedOut: false,
    };
  }
  const r = rollKnockout(rules, subject, rng);
  return {
    name: subject.name,
    due: true,
    reason: 'Damaged this turn',
    roll: r.roll,
    knockedOut: r.knockedOut,
  };
}

/** A vehicle's toughness as a pool (seed 000: "Vehicles have their own toughness ability rating"). */
export function vehicleToughnessPool(rules: CombatRuleset, vehicle: Vehicle): PoolSpec {
  const pool = rawPool(rules.core, vehicle.toughness);
  return {
    ...pool,
    terms: [{ kind: 'raw', name: `${vehicle.name} toughness`, rating: vehicle.toughness }],
  };
}

/** A rally or first-aid re-roll: the knocked-out character rolls again; any hit brings them back. */
export type RecoveryRoll = { name: string; roll: AbilityRollResult; recovered: boolean };

/** Rally (seed 000): no roll for the rallier, an immediate extra knockout roll for the target. */
export function rally(rules: CombatRuleset, knockedOut: KnockoutSubject, rng: Rng): RecoveryRoll {
  const r = rollKnockout(rules, knockedOut, rng);
  return { name: knockedOut.name, roll: r.roll, recovered: !r.knockedOut };
}

/**
 * Combat luck spent to recover from a knockout (seed 004): no roll. Returns the new luck state;
 * throws `LuckRuleError` when the spend is not allowed.
 */
export function recoverWithLuck(
  rules: CombatRuleset,
  luck: CombatLuckState,
  isKnockedOut: boolean,
): CombatLuckState {
  return spendCombatLuck(rules.core, luck, { use: 'recover-from-knockout', isKnockedOut });
}
