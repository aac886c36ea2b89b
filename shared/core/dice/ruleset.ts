import { z } from 'zod';

/**
 * The ruleset is a value: every number or procedure that an edition or a storyteller may change.
 * Callers never branch on an edition; they pass a `Ruleset` to the engine. A new edition (AresMUSH
 * "Third Edition", classic FS3.1 percentile) is a new value, and where its procedure differs in
 * kind (percentile dice) a new member of the `dice` union that `rollAbility` dispatches on.
 * Interpretations are recorded in `shared/systems/fs3.2/RULES-NOTES.md`.
 */

/** Success levels from worst to best. `embarrassing-failure` is a failure with too many 1s. */
export const SUCCESS_LEVELS = [
  'embarrassing-failure',
  'failure',
  'success',
  'good-success',
  'great-success',
  'amazing-success',
] as const;
export type SuccessLevel = (typeof SUCCESS_LEVELS)[number];

/** Opposed-roll margins of victory, from a draw to a crushing victory. */
export const MARGINS = ['draw', 'marginal', 'solid', 'crushing'] as const;
export type Margin = (typeof MARGINS)[number];

const Int = z.number().int();
const NonNegInt = Int.min(0);

const RangeSchema = z.object({ min: Int, max: Int });
/** An inclusive rating range such as attributes 1-4. */
export type RatingRange = z.infer<typeof RangeSchema>;

const SuccessBandSchema = z.object({
  minHits: NonNegInt,
  level: z.enum(SUCCESS_LEVELS),
  label: z.string().min(1),
});
/** Hits from `minHits` up to the next band give `level`. */
export type SuccessBand = z.infer<typeof SuccessBandSchema>;

const MarginBandSchema = z.object({
  minNet: NonNegInt,
  margin: z.enum(MARGINS),
  label: z.string().min(1),
});
/** Net hits from `minNet` up to the next band give `margin`. */
export type MarginBand = z.infer<typeof MarginBandSchema>;

const EmbarrassingFailureSchema = z.discriminatedUnion('kind', [
  /** FS3.2 (seed 004): no hits and the number of 1s is at least the attribute rating. */
  z.object({ kind: z.literal('ones-at-least-attribute') }),
  /** AresMUSH code: no hits and more 1s than half the dice (integer division). */
  z.object({ kind: z.literal('ones-more-than-half-pool') }),
  z.object({ kind: z.literal('none') }),
]);
export type EmbarrassingFailureRule = z.infer<typeof EmbarrassingFailureSchema>;

const ZeroPoolSchema = z.discriminatedUnion('kind', [
  /** Roll no dice: zero hits, an ordinary failure (FS3.2 default, see RULES-NOTES). */
  z.object({ kind: z.literal('no-dice') }),
  /** Always roll at least this many dice (AresMUSH rolls at least one). */
  z.object({ kind: z.literal('minimum-dice'), dice: z.number().int().min(1) }),
]);
export type ZeroPoolRule = z.infer<typeof ZeroPoolSchema>;

const PoolDiceSchema = z.object({
  kind: z.literal('d8-pool'),
  dieSides: z.number().int().min(2).max(100),
  /** A die showing this face or more is a hit (FS3.2: 7). */
  hitThreshold: z.number().int().min(2),
  /** Ascending by `minHits`; the first band starts at 0 hits. */
  successBands: z.array(SuccessBandSchema).min(1),
  embarrassingFailure: EmbarrassingFailureSchema,
  zeroPool: ZeroPoolSchema,
  /** Extra dice when an attribute is rolled alone (FS3.2: 0; AresMUSH: 1). */
  attributeAloneBonus: Int,
  /** Extra dice when a bare number is rolled (FS3.2: 0; AresMUSH: 2). */
  rawPoolBonus: Int,
  /**
   * The attribute rating used for the embarrassing-failure check when nobody's attribute is
   * involved (an NPC's single rating, a raw pool). 2 is "Average" on the FS3.2 scale.
   */
  unratedAttribute: z.number().int().min(1),
  /** Opposed rolls: ascending by `minNet`, the first band starts at 0 (a draw). */
  marginBands: z.array(MarginBandSchema).min(1),
});
/** The d8 dice-pool procedure of FS3.2 and its relatives. */
export type PoolDiceRules = z.infer<typeof PoolDiceSchema>;

const ChargenLimitsSchema = z.object({
  abilityPoints: NonNegInt,
  /** Abilities (attributes and skills) rated at or above `highRatingThreshold` count as high. */
  highRatingThreshold: Int,
  maxHighRatedAbilities: NonNegInt.nullable(),
  minBackgroundSkills: NonNegInt,
  maxActionSkillPoints: NonNegInt.nullable(),
  maxAttributePoints: NonNegInt.nullable(),
  minQuirks: NonNegInt,
  maxQuirks: NonNegInt.nullable(),
});
/** Storyteller limits checked at character creation (Storyteller's Guide, seed 000). */
export type ChargenLimits = z.infer<typeof ChargenLimitsSchema>;

/** The calendars XP limits can run on (see `XpRules.clock`). */
export const XP_CLOCKS = ['real', 'game'] as const;
export type XpClockKind = (typeof XP_CLOCKS)[number];

const XpRulesSchema = z.object({
  /** `raiseCost[r]` is the XP to go from rating r to r + 1 (seed 004's table). */
  raiseCost: z.array(z.number().int().min(1)),
  weeklyAward: NonNegInt,
  /** Minimum days between two skill raises; null for no limit (seed 000: 3). */
  daysBetweenRaises: NonNegInt.nullable(),
  /** Most XP a character may hold; null for no limit (seed 000: 16). */
  maxSavedXp: NonNegInt.nullable(),
  /** XP to learn a language, or null when languages cannot be bought (seed 004 is silent). */
  languageCost: NonNegInt.nullable(),
  /**
   * The calendar the raise interval and weekly awards follow: 'real' (the computer's date, the
   * default and what campaigns did before) or 'game' (the campaign's in-game date).
   */
  clock: z.enum(XP_CLOCKS).optional(),
});
export type XpRules = z.infer<typeof XpRulesSchema>;

const LuckRulesSchema = z.object({
  startingPoints: NonNegInt,
  /**
   * Most luck points a character may hold; absent or null for no cap (the seeds set none; many
   * games do). Awards above it are cut to the cap.
   */
  maxPoints: NonNegInt.nullable().optional(),
  /** Dice added by a luck bonus before a roll (seed 004: +5). */
  bonusDice: NonNegInt,
  /** Dice removed by a luck penalty on someone else's roll (seed 004: -5). */
  penaltyDice: NonNegInt,
  allowReroll: z.boolean(),
  allowCancel: z.boolean(),
  /** Luck points that may apply to one roll (seed 004: 1). */
  maxPointsPerRoll: z.number().int().min(1),
  combat: z.object({
    /** Rolls one character may affect with luck per combat turn (seed 004: 1). */
    rollsPerTurn: z.number().int().min(0),
    recoverFromKnockout: z.boolean(),
    moveInjury: z.boolean(),
  }),
});
export type LuckRules = z.infer<typeof LuckRulesSchema>;

/** A complete ruleset. Validate stored or imported rulesets with {@link RulesetSchema}. */
export const RulesetSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  edition: z.string().min(1),
  dice: PoolDiceSchema,
  ratings: z.object({
    attribute: RangeSchema,
    actionSkill: RangeSchema,
    backgroundSkill: RangeSchema,
  }),
  pointCosts: z.object({
    attributePerRating: NonNegInt,
    actionSkillPerRating: NonNegInt,
    backgroundSkillPerRating: NonNegInt,
    languageEach: NonNegInt,
  }),
  chargen: ChargenLimitsSchema,
  xp: XpRulesSchema,
  luck: LuckRulesSchema,
  /** The storyteller's usual modifier for defaulting to a loosely related skill (seed 004: -3). */
  defaultingModifier: Int,
});
export type Ruleset = z.infer<typeof RulesetSchema>;

/**
 * FS3's standard dice and character numbers, as written in the Player's Guide (seed 004) and FS3
 * Mechanics (seed 001): FS3.2 plays them as they are and the other editions derive theirs from
 * them. The id stays 'fs3.2' because campaigns store it and FS3.2 is where these numbers come from.
 */
export const STANDARD_RULESET: Ruleset = {
  id: 'fs3.2',
  name: 'FS3.2',
  edition: 'FS3.2',
  dice: {
    kind: 'd8-pool',
    dieSides: 8,
    hitThreshold: 7,
    successBands: [
      { minHits: 0, level: 'failure', label: 'Failure' },
      { minHits: 1, level: 'success', label: 'Success' },
      { minHits: 2, level: 'good-success', label: 'Good Success' },
      { minHits: 4, level: 'great-success', label: 'Great Success' },
      { minHits: 6, level: 'amazing-success', label: 'Amazing Success' },
    ],
    embarrassingFailure: { kind: 'ones-at-least-attribute' },
    zeroPool: { kind: 'no-dice' },
    attributeAloneBonus: 0,
    rawPoolBonus: 0,
    unratedAttribute: 2,
    marginBands: [
      { minNet: 0, margin: 'draw', label: 'Draw' },
      { minNet: 1, margin: 'marginal', label: 'Marginal Victory' },
      { minNet: 2, margin: 'solid', label: 'Solid Victory' },
      { minNet: 4, margin: 'crushing', label: 'Crushing Victory' },
    ],
  },
  ratings: {
    attribute: { min: 1, max: 4 },
    actionSkill: { min: 0, max: 12 },
    backgroundSkill: { min: 0, max: 12 },
  },
  pointCosts: { attributePerRating: 1, actionSkillPerRating: 1, backgroundSkillPerRating: 1, languageEach: 2 },
  // Seed 004 leaves the numbers to the storyteller; these are seed 000's sample configuration.
  chargen: {
    abilityPoints: 80,
    highRatingThreshold: 7,
    maxHighRatedAbilities: 4,
    minBackgroundSkills: 2,
    maxActionSkillPoints: 32,
    maxAttributePoints: 32,
    minQuirks: 1,
    maxQuirks: 4,
  },
  xp: { raiseCost: [1, 2, 2, 4, 4, 4, 8, 8, 8, 12, 12, 12], weeklyAward: 1, daysBetweenRaises: 3, maxSavedXp: 16, languageCost: null },
  luck: {
    startingPoints: 1,
    bonusDice: 5,
    penaltyDice: 5,
    allowReroll: true,
    allowCancel: true,
    maxPointsPerRoll: 1,
    combat: { rollsPerTurn: 1, recoverFromKnockout: true, moveInjury: true },
  },
  defaultingModifier: -3,
};

/** Built-in rulesets by id. */
export const BUILT_IN_RULESETS: Readonly<Record<string, Ruleset>> = { [STANDARD_RULESET.id]: STANDARD_RULESET };

/** Returns a copy of `base` with `changes` applied, validated (throws a ZodError when invalid). */
export function deriveRuleset(base: Ruleset, changes: RulesetChanges): Ruleset {
  return RulesetSchema.parse({
    ...base,
    ...changes,
    dice: { ...base.dice, ...changes.dice },
    ratings: { ...base.ratings, ...changes.ratings },
    pointCosts: { ...base.pointCosts, ...changes.pointCosts },
    chargen: { ...base.chargen, ...changes.chargen },
    xp: { ...base.xp, ...changes.xp },
    luck: { ...base.luck, ...changes.luck, combat: { ...base.luck.combat, ...changes.luck?.combat } },
  });
}

/** The changes a storyteller or edition makes to a base ruleset (one level of nesting merged). */
export type RulesetChanges = Partial<Omit<Ruleset, 'dice' | 'ratings' | 'pointCosts' | 'chargen' | 'xp' | 'luck'>> & {
  dice?: Partial<PoolDiceRules>;
  ratings?: Partial<Ruleset['ratings']>;
  pointCosts?: Partial<Ruleset['pointCosts']>;
  chargen?: Partial<ChargenLimits>;
  xp?: Partial<XpRules>;
  luck?: Partial<Omit<LuckRules, 'combat'>> & { combat?: Partial<LuckRules['combat']> };
};

/** The band a number of hits falls in. Bands are assumed ascending, as the schema documents. */
export function successBandFor(dice: PoolDiceRules, hits: number): SuccessBand {
  let band = dice.successBands[0]!;
  for (const b of dice.successBands) if (hits >= b.minHits) band = b;
  return band;
}

/** The margin band for a number of net hits (0 = draw). */
export function marginBandFor(dice: PoolDiceRules, netHits: number): MarginBand {
  let band = dice.marginBands[0]!;
  for (const b of dice.marginBands) if (netHits >= b.minNet) band = b;
  return band;
}

/** Fewest hits that count as a success (the first band whose level is not a failure). */
export function minHitsForSuccess(dice: PoolDiceRules): number {
  const band = dice.successBands.find((b) => b.level !== 'failure' && b.level !== 'embarrassing-failure');
  return band ? band.minHits : Number.POSITIVE_INFINITY;
}

/** Display label for a success level, taken from the ruleset's bands where it has one. */
export function successLevelLabel(dice: PoolDiceRules, level: SuccessLevel): string {
  if (level === 'embarrassing-failure') return 'Embarrassing Failure';
  return dice.successBands.find((b) => b.level === level)?.label ?? level;
}
