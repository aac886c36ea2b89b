/**
 * Issue 21: the fight as players see it. Built in main for players only (shared/player/build.ts):
 * nothing the storyteller hides is in it, so nothing hidden ever reaches a player's device.
 */
import { z } from 'zod';
import { HEALTH_STATUSES, WOUND_DISPLAYS } from './privacy';

export const PlayerWoundsSchema = z.discriminatedUnion('display', [
  /** "Serious wound (Chest)". */
  z.object({ display: z.literal('exact'), list: z.array(z.object({ severity: z.string(), location: z.string().nullable() })), out: z.boolean() }),
  /** "Serious, Light". */
  z.object({ display: z.literal('severity'), list: z.array(z.string()), out: z.boolean() }),
  z.object({ display: z.literal('status'), status: z.enum(HEALTH_STATUSES) }),
  z.object({ display: z.literal('none') }),
]);
export type PlayerWounds = z.infer<typeof PlayerWoundsSchema>;
export { WOUND_DISPLAYS };

export const PlayerCombatantSchema = z.object({
  /** Opaque key for the row (not the storyteller's id). */
  key: z.string(),
  name: z.string(),
  kind: z.enum(['pc', 'npc']),
  team: z.number().int(),
  wounds: PlayerWoundsSchema,
  /** Has acted this turn (initiative order, once rolled). */
  acted: z.boolean(),
  /** Acts next. */
  next: z.boolean(),
  /** Declaring phase: a visible PC who has not declared yet. */
  waiting: z.boolean(),
  /** Issue 41: this turn's forecast (P(hit), P(Serious or worse), P(out)), only when the storyteller lets players see it. */
  forecast: z.object({ pHit: z.number(), pSerious: z.number().nullable(), pOut: z.number().nullable() }).optional(),
});
export type PlayerCombatant = z.infer<typeof PlayerCombatantSchema>;

export const PlayerLogLineSchema = z.object({
  turn: z.number().int(),
  text: z.string(),
  /** The dice, when the roller's rolls are shown ("Firearms 4: 8 7 3 2 → 2 hits"). */
  dice: z.array(z.string()).optional(),
});
export type PlayerLogLine = z.infer<typeof PlayerLogLineSchema>;

/**
 * Issue 37: the storyteller's round timer, when they show it to players: its length and the
 * milliseconds left when the view was built (the page counts down on its own clock from there, so
 * a device whose clock is off still shows the right time). Nothing about anyone in the fight.
 */
export const PlayerTimerSchema = z.object({ seconds: z.number().int().min(1), leftMs: z.number().int().min(0) });
export type PlayerTimer = z.infer<typeof PlayerTimerSchema>;

export const PlayerViewSchema = z.object({
  /** Changes with every push; the page ignores an older one. */
  version: z.number().int(),
  /** Issue 37: the round timer shown to players (absent or null: none shown). */
  timer: PlayerTimerSchema.nullable().optional(),
  fight: z
    .object({
      name: z.string(),
      turn: z.number().int(),
      /** 'setup' | 'declaring' | 'initiative' | 'acting' | 'knockout' | 'ended' (the machine's phases), in words below. */
      phase: z.string(),
      phaseText: z.string(),
      teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
      /** Visible combatants, in initiative order once rolled, else as listed on the GM screen. */
      combatants: z.array(PlayerCombatantSchema),
      /** Initiative rolled this turn: the order shown; null before. */
      ordered: z.boolean(),
      /** With a shown forecast only: the edition's word for its "serious or worse" chance (Third Edition: "Impaired"). */
      forecastWords: z.object({ serious: z.string() }).optional(),
      /** The public log, newest last (the last 200 lines). */
      log: z.array(PlayerLogLineSchema),
    })
    .nullable(),
});
export type PlayerView = z.infer<typeof PlayerViewSchema>;
