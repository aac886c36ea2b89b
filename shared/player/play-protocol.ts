/**
 * Issue 42: what a player does from their own device, and what the device is told back. Every
 * combatant is named by its row key (the opaque key of the players' view), never by the
 * storyteller's id; main maps keys back and checks each against the device's link.
 */
import { z } from 'zod';
import { DeclarationInputSchema, StanceIdSchema } from '../core/combat/commands';
import { ODDS_ACTIONS } from '../core/combat/declarations';
import { RANGE_BANDS } from '../core/mechanics/combat-ruleset';

const Key = z.string().min(1).max(100);
/** The device's own id for what it sends: a resend of the same id is answered with the first answer. */
export const PlayRequestIdSchema = z.string().min(1).max(64);

export const PlayClientFrames = [
  /** A declaration for one of the link's characters, against the fight version the device saw. */
  z.strictObject({ type: z.literal('declare'), id: PlayRequestIdSchema, version: z.number().int().min(0), declaration: DeclarationInputSchema }),
  /** The link claims an unbound PC (`ref` from `me.claimable`); the storyteller confirms. */
  z.strictObject({ type: z.literal('claim'), ref: Key }),
  /** Exact odds of one shot or volley at one target, as the GM screen's declare panel shows them. */
  z.strictObject({
    type: z.literal('odds'), id: PlayRequestIdSchema, combatant: Key, target: Key,
    action: z.enum(ODDS_ACTIONS).optional(), luck: z.enum(['bonus', 'reroll']).nullable().default(null),
    /** The follow-up's choices the GM screen's odds take too: a called shot's location, the stance, the range. */
    location: z.string().min(1).max(100).optional(), stance: StanceIdSchema.optional(), range: z.enum(RANGE_BANDS).optional(),
  }),
  /** The device asks for its characters' sheets again. */
  z.strictObject({ type: z.literal('sheet') }),
  /**
   * Issue 38: the page takes changes to its picture (`meDelta`) from now on; `have`: the picture
   * (`rev`) it holds, null when it has none or could not apply a change (it is sent the whole).
   */
  z.strictObject({ type: z.literal('me'), have: z.number().int().min(0).nullable() }),
] as const;

const Choice = z.object({ id: z.string(), label: z.string() });

/** One of the link's characters in the fight shown, with what it may declare now. */
export const PlayCombatantSchema = z.object({
  key: Key,
  name: z.string(),
  weapon: z.string(),
  stance: z.string(),
  luckPoints: z.number().nullable(),
  luckUsed: z.number(),
  /** The declaration in effect, in words; null: none yet. */
  declared: z.string().nullable(),
  /** The legal actions for its weapon and state, in the edition's words. */
  actions: z.array(Choice),
  stances: z.array(Choice),
  luckOptions: z.array(Choice),
  rangeBands: z.array(Choice),
  /** What a task action may roll (editions whose combat resolves tasks); null: none. */
  tasks: z.object({ characteristics: z.array(z.string()), skills: z.array(z.string()) }).nullable(),
  /**
   * Whom it may name: only those the players see. `chart`: the index in `me.charts` of the
   * locations a called shot at them may name (null: none); `aboard`: the vehicle they ride, by its
   * type, when the players see it.
   */
  targets: z.array(z.object({ key: Key, name: z.string(), team: z.number().int(), own: z.boolean(), chart: z.number().int().nullable(), aboard: z.string().optional() })),
  /** Vehicles it may shoot, aim at or blast (by type; never one it pilots, nor one the players do not see); empty where the edition lacks them. */
  vehicles: z.array(z.object({ key: Key, name: z.string(), chart: z.number().int().nullable() })),
});
export type PlayCombatant = z.infer<typeof PlayCombatantSchema>;

export const PlayDeclarationStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'applied', 'edited', 'rejected', 'refused']),
  /** Why it was rejected or refused, in words the player reads. */
  reason: z.string().optional(),
  /** What was declared (or applied, when edited), in words. */
  text: z.string().optional(),
});
export type PlayDeclarationStatus = z.infer<typeof PlayDeclarationStatusSchema>;

export const PlayMeSchema = z.object({
  label: z.string(),
  /** The link's characters by name (every one, in the fight or not). */
  characters: z.array(z.string()),
  claimable: z.array(z.object({ ref: Key, name: z.string() })),
  claimPending: z.boolean(),
  /** The fight version declarations are made against; null: no fight shown. */
  version: z.number().int().nullable(),
  phase: z.string().nullable(),
  /** Declaring, and one of the link's characters has not declared. */
  yourTurn: z.boolean(),
  /** PCs still to declare, by name, when the storyteller shows it; null: not shown. */
  waiting: z.array(z.string()).nullable(),
  combatants: z.array(PlayCombatantSchema),
  /** Called-shot locations, one list per hit chart the targets use (empty where the edition has no called shots). */
  charts: z.array(z.array(z.string())),
});
export type PlayMe = z.infer<typeof PlayMeSchema>;

export const PlaySheetSchema = z.object({
  name: z.string(),
  attributes: z.array(z.object({ name: z.string(), rating: z.number() })),
  skills: z.array(z.object({ name: z.string(), rating: z.number() })),
  wounds: z.array(z.object({ severity: z.string(), location: z.string().nullable(), forecast: z.string().nullable() })),
  luck: z.number(),
  xp: z.number(),
  ledger: z.array(z.object({ at: z.string(), text: z.string() })),
  gear: z.array(z.string()),
});
export type PlaySheet = z.infer<typeof PlaySheetSchema>;

export const PlayRollAnswerSchema = z.object({
  requestId: z.string(), characterName: z.string(), ability: z.string(),
  status: z.enum(['pending', 'rejected']), reason: z.string().optional(),
});
export type PlayRollAnswer = z.infer<typeof PlayRollAnswerSchema>;

/**
 * Issue 38: a picture as the change from the one the device holds: the fields that changed, whole,
 * and of the link's characters in the fight the fields that changed (by key), with their order.
 */
export const MeDeltaSchema = z.object({
  fields: PlayMeSchema.omit({ combatants: true, version: true }).partial().optional(),
  combatants: z.object({ keys: z.array(Key), changed: z.array(PlayCombatantSchema.partial().extend({ key: Key })) }).optional(),
});
export type MeDelta = z.infer<typeof MeDeltaSchema>;

export const PlayServerFrames = [
  /** `rev`: this picture's number, for the changes that may follow it (issue 38). */
  z.object({ type: z.literal('me'), me: PlayMeSchema, rev: z.number().int().optional() }),
  /** Issue 38: picture `rev` as the change from picture `from` (the one this device was last sent), at fight version `version`. */
  z.object({ type: z.literal('meDelta'), from: z.number().int(), rev: z.number().int(), version: z.number().int().nullable(), delta: MeDeltaSchema }),
  /** The picture last sent stands; only the fight version it is declared against moved. */
  z.object({ type: z.literal('meVersion'), version: z.number().int().nullable() }),
  z.object({ type: z.literal('declared'), declaration: PlayDeclarationStatusSchema }),
  z.object({ type: z.literal('odds'), id: z.string(), odds: z.object({ pHit: z.number(), pWounded: z.number(), pSeriousOrWorse: z.number(), attackDice: z.number(), defenseDice: z.number() }).nullable() }),
  z.object({ type: z.literal('sheets'), sheets: z.array(PlaySheetSchema) }),
  z.object({ type: z.literal('claimed'), ok: z.boolean(), reason: z.string().optional() }),
  /** Issue 42 item 3: a roll this link answered waits for the storyteller, or was turned down with a reason. */
  z.object({ type: z.literal('rollAnswer'), answer: PlayRollAnswerSchema }),
] as const;
