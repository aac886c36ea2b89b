/**
 * FS3.1's combat numbers (seed 002 where it gives them, seed 000 "Combat" for the rest, in 000's
 * own percentile units, never translated into dice). The shared CombatRuleset shape keeps the
 * functions that only read numbers (stop chance, severity bands, explosion zones, auto-fire plan,
 * hit-location lookup) usable as they are; the FS3.1 procedures in this folder read the rest.
 */
import { STANDARD_COMBAT_RULESET, type CombatRuleset, type CountDice } from '../../../core/mechanics/combat-ruleset';
import type { Ruleset } from '../../../core/dice/ruleset';
import { FS31_HEALING_NUMBERS } from '../healing';

const d = (dice: number, sides: number, divideBy = 1): CountDice => ({ dice, sides, divideBy, fixed: 0 });
const n = (fixed: number): CountDice => ({ dice: 0, sides: 1, divideBy: 1, fixed });

export const FS31_COMBAT_ID = 'fs3.1';

/** The numbers, with `core` filled in by {@link fs31CombatBase}. */
export const FS31_COMBAT_NUMBERS: Omit<CombatRuleset, 'core'> = {
  ...STANDARD_COMBAT_RULESET,
  id: FS31_COMBAT_ID,
  // 002 "Stance": Banzai +30/−50, Evade −50/+30, Cautious −15/+15; Cover changes no roll.
  stances: {
    normal: { attack: 0, defense: 0 },
    banzai: { attack: 30, defense: -50 },
    evade: { attack: -50, defense: 30 },
    cautious: { attack: -15, defense: 15 },
    cover: { attack: 0, defense: 0 },
  },
  // 000 "Aim" +30; "Modifiers": melee +30 attack, defending against melee +30, range 0/−15/−30, suppression −5 a point.
  modifiers: { aim: 30, suppressionPerPoint: -5, meleeAttack: 30, meleeDefense: 30, range: { short: 0, medium: -15, long: -30 } },
  // 000 "Suppression": 1 point when fired upon, twice the difference of the roll results for Suppress, at most 5, −2 a turn.
  suppression: { perAttack: 1, suppressPoints: { kind: 'per-net-hit', factor: 2 }, max: 5, decayPerTurn: 2 },
  // 000 "Armor": ((ratio × 2) − 1) × 25 + 10, 100 bypasses (the ratio's way up: NOTES.md "Stop chance").
  armor: { ratio: 'protection-over-penetration', ratioFactor: 2, offset: -1, scale: 25, base: 10, bypassRoll: 100 },
  // 000 "Cover": a +3 Roll Result hits an exposed part; otherwise 75% that the cover applies.
  cover: { exposedAttackHits: 3, chance: 75, protection: 4 },
  // 000 "Hit Location": 2d8; Critical +30, Vital +15.
  hitLocation: { dice: 2, sides: 8, vital: 15, critical: 30 },
  // 000 "Determining Damage": 40 or less Light, 41–80 Moderate, 81–105 Serious, 106 or higher Critical.
  severityBands: { light: 40, moderate: 80, serious: 105 },
  // 002 "Damage Levels": −5, −20, −50, −80 (kept positive, as the shared shape keeps penalties).
  woundModifiers: { light: 5, moderate: 20, serious: 50, critical: 80 },
  // 002: "Wounds that have begun healing or been treated with first aid give only ½ the listed wound modifier".
  healingWoundFactor: 0.5,
  knockoutThreshold: 1,
  // 000 "Automatic Fire": 3-round bursts, full-auto a 10-round burst at up to 5 targets, one bullet lost per switch.
  autoFire: { burstRounds: 3, fullAutoRounds: 10, maxTargets: 5, lostPerSwitch: 1 },
  // 000 "Explosions": zones 0–4, shrapnel penetration 3.
  explosion: {
    zones: [
      { shrapnel: d(4, 4), damageModifier: 50 },
      { shrapnel: d(1, 6), damageModifier: 0 },
      { shrapnel: d(1, 4), damageModifier: -25 },
      { shrapnel: d(1, 4, 2), damageModifier: -50 },
      { shrapnel: n(0), damageModifier: -100 },
    ],
    shrapnelPenetration: 3,
    failureZones: 1,
    embarrassingFailureZones: 2,
  },
  // 000 "Passenger Hits": Light 2% 1, Moderate 10% 1, Serious 25% 1d4/2, Critical 50% 1d4; damage 0, penetration 3.
  crewHits: {
    bands: {
      light: { chance: 2, wounds: n(1) },
      moderate: { chance: 10, wounds: n(1) },
      serious: { chance: 25, wounds: d(1, 4, 2) },
      critical: { chance: 50, wounds: d(1, 4) },
    },
    compartmentFactor: 1,
    compartmentMax: 100,
    damageModifier: 0,
    penetration: 3,
  },
  // 000 "Healing Damage": 4/6/8/12 points, stun and vehicles a fifth; the advanced system's daily points.
  healing: FS31_HEALING_NUMBERS,
};

/** The edition's `combatBase`: these numbers over the setting's core ruleset. */
export function fs31CombatBase(core: Ruleset): CombatRuleset {
  return { ...FS31_COMBAT_NUMBERS, core };
}
