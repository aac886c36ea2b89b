/**
 * Every combat number in one value, so another edition (FS3.1 percentile, AresMUSH "Third
 * Edition") can replace it without touching the functions that read it. FS3.2 defaults come
 * from seeds 004 and 001; seed 000 fills the gaps with its percentile numbers turned into dice.
 */
import type { Rng } from '../dice/rng';
import { STANDARD_RULESET, type Ruleset } from '../dice/ruleset';

export const STANCES = ['normal', 'banzai', 'evade', 'cautious', 'cover'] as const;
export type Stance = (typeof STANCES)[number];

export const SEVERITIES = ['light', 'moderate', 'serious', 'critical'] as const;
/** Damage severity of a wound, lightest first. */
export type Severity = (typeof SEVERITIES)[number];

export const RANGE_BANDS = ['short', 'medium', 'long'] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** A number of things rolled on dice: "4d4", "1d4 ÷ 2", or a fixed count. */
export type CountDice = { dice: number; sides: number; divideBy: number; fixed: number };

export type ExplosionZone = { shrapnel: CountDice; damageModifier: number };

export type CrewHitBand = { chance: number; wounds: CountDice };

/**
 * What a hit with the Suppress action gives: a fixed number of points (seed 001 "twice as many",
 * i.e. 2) or a factor times the attacker's net hits (seed 000 "twice the difference between the
 * attacker and defender's roll results", read in d8 as net hits; RULES-NOTES 20).
 */
export type SuppressPoints =
  | { kind: 'flat'; points: number }
  | { kind: 'per-net-hit'; factor: number };

/**
 * Which way up the stop chance's ratio is: seed 001's Protection / Penetration (armor stops more
 * the stronger it is) or seed 000's printed Penetration / Protection (RULES-NOTES 14).
 */
export const ARMOR_RATIOS = ['protection-over-penetration', 'penetration-over-protection'] as const;
export type ArmorRatio = (typeof ARMOR_RATIOS)[number];

export type CombatRuleset = {
  id: string;
  /**
   * Issue 37 item 12: the edition's name of one luck point in the log ("hero point"), from its
   * sheet word; absent: "luck" (the log says "spending luck").
   */
  luckPoint?: string;
  /** Dice, success bands and luck (shared/core/dice/ruleset.ts): every combat roll is an ability roll. */
  core: Ruleset;
  stances: Readonly<Record<Stance, { attack: number; defense: number }>>;
  /** Modifiers in dice (seed 001 "Other Modifiers", seed 000 "Modifiers" translated). */
  modifiers: {
    aim: number;
    suppressionPerPoint: number;
    meleeAttack: number;
    meleeDefense: number;
    range: Readonly<Record<RangeBand, number>>;
  };
  suppression: {
    perAttack: number;
    suppressPoints: SuppressPoints;
    max: number;
    decayPerTurn: number;
  };
  /**
   * Stop chance = ((Protection / Penetration) × ratioFactor + offset) × scale + base (seed 001);
   * `ratio` says which way up the fraction is.
   */
  armor: {
    ratio: ArmorRatio;
    ratioFactor: number;
    offset: number;
    scale: number;
    base: number;
    bypassRoll: number;
  };
  cover: { exposedAttackHits: number; chance: number; protection: number };
  hitLocation: { dice: number; sides: number; vital: number; critical: number };
  /** Upper bound (inclusive) of the modified percentile damage roll for each severity but the last. */
  severityBands: { light: number; moderate: number; serious: number };
  woundModifiers: Readonly<Record<Severity, number>>;
  /** Treated or healing wounds count this fraction of their modifier (seed 004: ½). */
  healingWoundFactor: number;
  /** A knockout roll is due once the total wound modifier reaches this (seed 004: 1). */
  knockoutThreshold: number;
  autoFire: {
    burstRounds: number;
    fullAutoRounds: number;
    maxTargets: number;
    lostPerSwitch: number;
  };
  explosion: {
    zones: readonly ExplosionZone[];
    shrapnelPenetration: number;
    failureZones: number;
    embarrassingFailureZones: number;
  };
  crewHits: {
    bands: Readonly<Record<Severity, CrewHitBand>>;
    compartmentFactor: number;
    compartmentMax: number;
    damageModifier: number;
    penetration: number;
  };
  healing: {
    system: 'advanced' | 'simple';
    points: Readonly<Record<Severity, number>>;
    stunFactor: number;
    vehicleFactor: number;
    toughnessSuccess: number;
    toughnessFailure: number;
    medicineSuccess: number;
    medicineFailure: number;
    hospital: number;
    repairSuccess: number;
    repairFailure: number;
    simpleDaily: number;
    simpleDoctor: number;
    patientsPerMedicineRating: number;
    firstAidPoints: number;
    firstAidWindowMinutes: number;
  };
  /**
   * 1 only to replay a combat stored before issue 16's fixes exactly as it was played
   * (RULES-NOTES "Revisions"): defender luck on every bullet of a volley, concussion with the
   * location's mark, shrapnel locations rolled independently, occupants hit without the
   * vehicle's armor, a pilot allowed to target their own vehicle. Absent: the current rules.
   */
  resolutionRevision?: 1;
};

const n = (fixed: number): CountDice => ({ dice: 0, sides: 1, divideBy: 1, fixed });
const d = (dice: number, sides: number, divideBy = 1): CountDice => ({
  dice,
  sides,
  divideBy,
  fixed: 0,
});

/**
 * FS3's standard combat numbers as written in seeds 004 and 001, with seed 000's procedures: FS3.2
 * plays them with its own turn (shared/systems/fs3.2/combat/ruleset.ts) and the other editions
 * replace what they change. It has no turn procedures of its own: an edition adds them.
 */
export const STANDARD_COMBAT_RULESET: CombatRuleset = {
  id: 'standard',
  core: STANDARD_RULESET,
  stances: {
    normal: { attack: 0, defense: 0 },
    banzai: { attack: 3, defense: -3 },
    evade: { attack: -3, defense: 3 },
    cautious: { attack: -1, defense: 1 },
    cover: { attack: 0, defense: 0 },
  },
  modifiers: {
    aim: 3,
    suppressionPerPoint: -1,
    meleeAttack: 3,
    meleeDefense: 3,
    range: { short: 0, medium: -1, long: -3 },
  },
  suppression: { perAttack: 1, suppressPoints: { kind: 'flat', points: 2 }, max: 5, decayPerTurn: 2 },
  armor: {
    ratio: 'protection-over-penetration',
    ratioFactor: 2,
    offset: -1,
    scale: 25,
    base: 10,
    bypassRoll: 100,
  },
  cover: { exposedAttackHits: 3, chance: 75, protection: 4 },
  hitLocation: { dice: 2, sides: 8, vital: 15, critical: 30 },
  severityBands: { light: 40, moderate: 80, serious: 99 },
  woundModifiers: { light: 0.25, moderate: 0.9, serious: 2, critical: 4 },
  healingWoundFactor: 0.5,
  knockoutThreshold: 1,
  autoFire: { burstRounds: 3, fullAutoRounds: 10, maxTargets: 5, lostPerSwitch: 1 },
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
  crewHits: {
    bands: {
      light: { chance: 1, wounds: n(1) },
      moderate: { chance: 5, wounds: n(1) },
      serious: { chance: 10, wounds: d(1, 4, 2) },
      critical: { chance: 50, wounds: d(1, 4) },
    },
    compartmentFactor: 5,
    compartmentMax: 90,
    damageModifier: 0,
    penetration: 3,
  },
  healing: {
    system: 'advanced',
    points: { light: 2, moderate: 3, serious: 4, critical: 5 },
    stunFactor: 0.2,
    vehicleFactor: 0.2,
    toughnessSuccess: 2,
    toughnessFailure: 1,
    medicineSuccess: 1,
    medicineFailure: 0,
    hospital: 1,
    repairSuccess: 1,
    repairFailure: 0,
    simpleDaily: 1,
    simpleDoctor: 1,
    patientsPerMedicineRating: 0.5,
    firstAidPoints: 1,
    firstAidWindowMinutes: 60,
  },
};

/** Whether `rules` replays a combat stored before issue 16's fixes (see `resolutionRevision`). */
export function isLegacyResolution(rules: CombatRuleset): boolean {
  return rules.resolutionRevision === 1;
}

/**
 * Rolls a CountDice. Halves round up, so "1d4 ÷ 2" is 1-2: a passenger who "is hurt" always
 * takes a wound, and zone 3 always throws at least one fragment (see RULES-NOTES).
 */
export function rollCount(count: CountDice, rng: Rng): { dice: number[]; count: number } {
  const dice: number[] = [];
  let sum = count.fixed;
  for (let i = 0; i < count.dice; i++) {
    const v = rng.die(count.sides);
    dice.push(v);
    sum += v;
  }
  return { dice, count: count.divideBy > 1 ? Math.ceil(sum / count.divideBy) : sum };
}

/** "4d4", "1d4 ÷ 2", "1", "none": for the GM log. */
export function describeCount(count: CountDice): string {
  if (count.dice === 0) return count.fixed === 0 ? 'none' : String(count.fixed);
  const base = `${count.dice}d${count.sides}${count.fixed ? ` + ${count.fixed}` : ''}`;
  return count.divideBy > 1 ? `${base} ÷ ${count.divideBy}` : base;
}
