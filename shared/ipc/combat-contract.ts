/**
 * The combat machine's part of the contract (issue 6), spread into `contract` and `events`; its
 * zod-free name lists live in `combat-names.ts`. Every input is validated here at the edge;
 * commands carry no dice (the host rolls them).
 */
import { z } from 'zod';
import { COMBAT_STATUSES } from '../domain/combat-log';
import { EntityIdSchema } from '../domain/ids';
import { IsoTimestampSchema } from '../domain/timestamps';
import { CombatCommandSchema, NpcLevelSchema, StanceIdSchema } from '../core/combat/commands';
import { DeclaredActionSchema, ODDS_ACTIONS } from '../core/combat/declarations';
import { ForecastAnswerSchema, ForecastInputSchema } from '../core/combat/forecast-schema';
import { LOG_FORMATS } from '../core/combat/log-format';
import { CombatViewSchema } from '../core/combat/view';
import { CombatViewPatchSchema } from '../core/combat/view-patch';
import { GearCatalogSchema } from '../domain/gear';
import { RANGE_BANDS } from '../core/mechanics/combat-ruleset';

const CombatIdInput = z.strictObject({ combatId: EntityIdSchema });

export const CombatSummarySchema = z.object({
  id: EntityIdSchema,
  name: z.string(),
  status: z.enum(COMBAT_STATUSES),
  isMock: z.boolean(),
  round: z.number().int(),
  createdAt: IsoTimestampSchema,
  endedAt: IsoTimestampSchema.nullable(),
  /** Issue 35: what is damaged in this fight's stored record (it stays listed; opening it says the same); absent when whole. */
  damaged: z.string().optional(),
});

export const CombatLogStepSchema = z.object({
  /** 1-based position among the steps in effect. */
  step: z.number().int().min(1),
  turn: z.number().int().min(0),
  lines: z.array(z.string()),
  /** On the step that ends a turn (issue 18): that turn's summary as lines and as a MUSH pose. */
  summary: z.object({ turn: z.number().int(), lines: z.array(z.string()), pose: z.string() }).optional(),
  /**
   * Issue 38: a very large step (hundreds of actions) as a step's update carries it: `lines` has
   * each entry's head only, and its dice come with a page of the log (`combat.log`) when read.
   */
  folded: z.literal(true).optional(),
});

export type CombatLogStep = z.infer<typeof CombatLogStepSchema>;

/**
 * Issue 20: what one step changed, answered to the window that took it and pushed to every window
 * (`combat.changed`). `patch` turns the view of version `base` into the view of `version`; `log`
 * keeps the first `keep` steps of the log in effect and appends `add`. A window holding another
 * version (or `reset`: the system was switched) refetches `combat.get` and `combat.log`.
 */
export const CombatUpdateSchema = z.object({
  combatId: EntityIdSchema,
  version: z.number().int().min(0),
  base: z.number().int().min(0),
  patch: CombatViewPatchSchema,
  log: z.object({ keep: z.number().int().min(0), add: z.array(CombatLogStepSchema) }),
  /** The step just taken, as Markdown list lines (who did what, the dice, the result). */
  lastStep: z.array(z.string()),
  reset: z.literal(true).optional(),
});
export type CombatUpdate = z.infer<typeof CombatUpdateSchema>;

/** Pushed to every window after each accepted step, undo or redo. */
export const CombatChangedSchema = CombatUpdateSchema;

/**
 * Issue 38 item 3: the answer to a `combat.step` asked with `answer: 'ack'`: the step was done and
 * its update is version `version` of the push every window gets, so the window that took it gets
 * one copy of the update (the push), not two.
 */
export const CombatStepAckSchema = z.object({
  combatId: EntityIdSchema,
  version: z.number().int().min(0),
  base: z.number().int().min(0),
  ack: z.literal(true),
  /**
   * Issue 38: for a step sent with a prepared id, whether what was committed is exactly the
   * prepared update the window already shows (false: the window puts its screen right).
   */
  prepared: z.boolean().optional(),
});

/** Issue 38: steps a screen may ask to have prepared at once (the banner's button, Resolve all remaining, Undo). */
export const MAX_PREPARED_STEPS = 3;

/** Issue 38: a step prepared ahead (`combat.prepare`): its id, and the update it would answer. */
export const PreparedStepSchema = z.object({ id: z.string(), update: CombatUpdateSchema });
export type PreparedStep = z.infer<typeof PreparedStepSchema>;
export type CombatStepAck = z.infer<typeof CombatStepAckSchema>;

const AddCharacterFields = {
  characterId: EntityIdSchema,
  team: z.number().int().min(0).max(99),
  weapon: z.string().min(1),
  armor: z.string().min(1).nullable().default(null),
  chart: z.string().min(1).default('Humanoid'),
  stance: StanceIdSchema.default('normal'),
  /** An NPC's level (editions with NPC levels); omitted: the edition's default. */
  level: NpcLevelSchema.optional(),
  /** The combatant type it joins as (editions with types, AresMUSH §C.2): the type's mount is ridden; omitted: the default type. */
  combatantType: NpcLevelSchema.optional(),
};

const AddVehicleFields = {
  vehicle: z.string().min(1),
  name: z.string().trim().min(1).max(200).nullable().default(null),
  /** Issue 39 item 5: a campaign vehicle (of type `vehicle`) joining with its stored damage; absent: a vehicle of this fight only. */
  campaignVehicleId: EntityIdSchema.optional(),
};

/** Issue 20: every storyteller step the GM screen takes, answered with a {@link CombatUpdate}. */
export const CombatStepActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('command'), command: CombatCommandSchema }),
  z.strictObject({ kind: z.literal('undo') }),
  z.strictObject({ kind: z.literal('redo') }),
  z.strictObject({ kind: z.literal('addCharacter'), ...AddCharacterFields }),
  z.strictObject({ kind: z.literal('addVehicle'), ...AddVehicleFields }),
]);
export type CombatStepAction = z.infer<typeof CombatStepActionSchema>;

export const OddsQuerySchema = z.strictObject({
  attackerId: EntityIdSchema,
  targetId: EntityIdSchema,
  luck: z.enum(['bonus', 'reroll']).nullable().default(null),
  stance: StanceIdSchema.optional(),
  /** The target's stance to assume (the odds of being hit in each stance); absent: theirs. */
  targetStance: StanceIdSchema.optional(),
  location: z.string().min(1).max(100).optional(),
  range: z.enum(RANGE_BANDS).optional(),
  /** The declared action (absent: a single shot). */
  action: z.enum(ODDS_ACTIONS).optional(),
  /** Full-auto: this target's place among the declared targets. */
  volley: z.strictObject({ index: z.number().int().min(0).max(4), of: z.number().int().min(1).max(5) }).optional(),
  /** An explosion: the target's zone before the rolls (0 within the blast radius, 1 within double). */
  zone: z.union([z.literal(0), z.literal(1)]).optional(),
});

const probability = z.number().min(0).max(1.000001);

export const OddsAnswerSchema = z.object({
  attackDice: z.number().int(),
  defenseDice: z.number().int(),
  pHit: probability,
  pWounded: probability,
  pSeriousOrWorse: probability,
  action: z.enum(ODDS_ACTIONS).optional(),
  bullets: z.number().int().min(1).optional(),
  suppression: z.array(z.object({ points: z.number().int(), p: probability })).optional(),
  /** Issue 19: the rolls in the edition's words (a percentile edition's rows and modifiers). */
  pools: z.string().max(500).optional(),
  /** Issue 19: P(dodged: the attack succeeded below the defense), where the edition tells it apart. */
  pDodged: probability.optional(),
  /** Issue 39: an explosion's chance of ending in each zone (null: out of the blast). */
  zones: z.array(z.object({ zone: z.number().int().min(0).nullable(), p: probability })).max(20).optional(),
});
export type OddsAnswer = z.infer<typeof OddsAnswerSchema>;

/**
 * Issue 22: one question about a task a combatant would declare (an edition with task actions):
 * the actions of their declaration as drafted now and which one to answer for, with the luck
 * earmarked. The edition's `taskOdds` answers it; no dice are rolled.
 */
export const TaskOddsQuerySchema = z
  .strictObject({
    combatantId: EntityIdSchema,
    /** The first action and up to two more, as `action` and `more` would be declared. */
    actions: z.array(DeclaredActionSchema).min(1).max(3),
    index: z.number().int().min(0).max(2),
    luck: z.enum(['bonus', 'reroll']).nullable().default(null),
    /** With a re-roll: 2 for a second one while the kept roll still fails; absent: one. */
    rerolls: z.literal(2).optional(),
  })
  .refine((q) => q.index < q.actions.length, { error: 'index must point at one of the actions', path: ['index'] });

export const TaskOddsAnswerSchema = z.object({
  goal: z.number().int(),
  dice: z.number().int().min(0),
  /** How the goal is made, in the edition's words ("Dex 7 + Shoot 7 − 5 (two actions) = goal 9"). */
  text: z.string().max(500),
  pSuccess: probability,
  /** P(exactly this many victory points) for each count a success can have. */
  vp: z.array(z.object({ vp: z.number().int().min(0), p: probability })).max(100),
  pGoodSfx: probability,
  pBadSfx: probability,
});
export type TaskOddsAnswer = z.infer<typeof TaskOddsAnswerSchema>;

export const combatContract = {
  'combat.list': { input: z.strictObject({}), output: z.object({ combats: z.array(CombatSummarySchema) }) },
  'combat.create': {
    input: z.strictObject({ name: z.string().trim().min(1).max(200), isMock: z.boolean().default(false) }),
    output: CombatViewSchema,
  },
  'combat.get': { input: CombatIdInput, output: CombatViewSchema },
  /** Issue 20: the view with its version, the sequence number of the combat's last logged step (0: none). */
  'combat.current': { input: CombatIdInput, output: z.object({ view: CombatViewSchema, version: z.number().int().min(0) }) },
  'combat.command': { input: z.strictObject({ combatId: EntityIdSchema, command: CombatCommandSchema }), output: CombatViewSchema },
  'combat.addCharacter': { input: z.strictObject({ combatId: EntityIdSchema, ...AddCharacterFields }), output: CombatViewSchema },
  /** Issue 20: a step answered with what it changed (the GM screen's way; the methods above answer whole views). */
  /**
   * Issue 37: `version` is the fight version the step was made against (another one is refused:
   * a second click or a held key does the step once); `requestId` names the request (a repeat gets
   * the first answer). The GM screen sends both; a caller without them is not protected.
   */
  'combat.step': {
    input: z.strictObject({
      combatId: EntityIdSchema,
      action: CombatStepActionSchema,
      version: z.number().int().min(0).optional(),
      requestId: z.string().trim().min(1).max(100).optional(),
      /** Issue 38: 'ack': answer only the version (the window applies the push); absent: the whole update. */
      answer: z.literal('ack').optional(),
      /** Issue 38: the id of the prepared step (`combat.prepare`) the window shows for this step already. */
      prepared: z.string().min(1).max(40).optional(),
    }),
    output: z.union([CombatUpdateSchema, CombatStepAckSchema]),
  },
  /**
   * Issue 38: the steps the GM screen is likely to take next (its banner's button, Undo), worked
   * out on version `version` with the dice they would roll now, nothing stored: the screen shows
   * one the moment it is clicked and sends it with its id (prepared-steps.ts).
   */
  'combat.prepare': {
    input: z.strictObject({ combatId: EntityIdSchema, version: z.number().int().min(0), actions: z.array(CombatStepActionSchema).min(1).max(MAX_PREPARED_STEPS) }),
    output: z.object({ prepared: z.array(PreparedStepSchema.nullable()) }),
  },
  'combat.undo': { input: CombatIdInput, output: CombatViewSchema },
  'combat.redo': { input: CombatIdInput, output: CombatViewSchema },
  /** The storyteller's choice to play a running fight by the campaign's current system (setting edited since it began). */
  'combat.adoptSystem': { input: CombatIdInput, output: CombatViewSchema },
  /**
   * `version`: the view version this log belongs to (issue 20: later steps patch it). Issue 38: with
   * `limit`, one page of the log in effect: the `limit` steps before step number `before` (default:
   * the end), so a long fight opens on its last steps and fetches earlier ones on scroll; `total`:
   * the number of steps in effect.
   */
  'combat.log': {
    input: z.strictObject({
      combatId: EntityIdSchema,
      before: z.number().int().min(1).optional(),
      limit: z.number().int().min(1).max(1000).optional(),
    }),
    output: z.object({ steps: z.array(CombatLogStepSchema), version: z.number().int().min(0), total: z.number().int().min(0).optional() }),
  },
  'combat.exportLog': {
    input: z.strictObject({ combatId: EntityIdSchema, format: z.enum(LOG_FORMATS) }),
    output: z.object({ text: z.string(), fileName: z.string() }),
  },
  'combat.delete': { input: CombatIdInput, output: z.object({ deleted: z.boolean() }) },
  /** The weapons, armor, vehicles and hit charts a combat can use (campaign catalog over the built-in gear). */
  'combat.gear': { input: z.strictObject({}), output: GearCatalogSchema },
  'combat.addVehicle': { input: z.strictObject({ combatId: EntityIdSchema, ...AddVehicleFields }), output: CombatViewSchema },
  /**
   * Exact odds of shots as declared now (null: not computable, e.g. a vehicle target). Issue 18:
   * one call carries a whole panel's questions (every target of a 200-combatant fight, each
   * called-shot location, burst and single, each stance both ways), hence up to 1000.
   */
  'combat.odds': {
    input: z.strictObject({ combatId: EntityIdSchema, queries: z.array(OddsQuerySchema).min(1).max(1000) }),
    output: z.object({ odds: z.array(OddsAnswerSchema.nullable()) }),
  },
  /**
   * Issue 22: exact odds of tasks as drafted in the declare panel (null: the edition has no tasks,
   * or the question names nobody in the fight). One call carries a whole panel: every action and
   * every characteristic and skill it could use.
   */
  'combat.taskOdds': {
    input: z.strictObject({ combatId: EntityIdSchema, queries: z.array(TaskOddsQuerySchema).min(1).max(500) }),
    output: z.object({ odds: z.array(TaskOddsAnswerSchema.nullable()) }),
  },
  /**
   * Issue 41: the turn forecast (per combatant P(hit), P(Serious or worse), P(out) and KO-risk; per
   * team the expected number out), as declared or with the declare panel's "what if" drafts. The
   * storyteller's only: the players' view never carries it unless the privacy setting allows.
   */
  'combat.forecast': { input: ForecastInputSchema, output: ForecastAnswerSchema },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const combatEvents = {
  'combat.changed': CombatChangedSchema,
} as const satisfies Record<string, z.ZodType>;
