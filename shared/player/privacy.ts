/**
 * Issue 21: what the players' screens may show. The campaign's settings (`PlayerPrivacy`) with
 * per-combatant overrides kept in the combat (`CombatantPrivacy`, set by a logged step with undo).
 * Defaults leak nothing a storyteller has not chosen to show: NPCs join hidden, with a generic
 * name, no wounds and no dice once revealed.
 */
import { z } from 'zod';

/** How wounds appear to players: the list with locations, severity words only, one word ("hurt"), or not at all. */
export const WOUND_DISPLAYS = ['exact', 'severity', 'status', 'none'] as const;
export const WoundDisplaySchema = z.enum(WOUND_DISPLAYS);
export type WoundDisplay = z.infer<typeof WoundDisplaySchema>;

export const RollDisplaySchema = z.enum(['shown', 'hidden']);
export type RollDisplay = z.infer<typeof RollDisplaySchema>;

/** The one-word health of `status` display. */
export const HEALTH_STATUSES = ['unhurt', 'hurt', 'badly hurt', 'out'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const PlayerPrivacySchema = z.strictObject({
  /** 'generic': an NPC without its own public name shows as "NPC 1", "NPC 2"…; 'real': its name in the fight. */
  npcNames: z.enum(['generic', 'real']).default('generic'),
  pcWounds: WoundDisplaySchema.default('exact'),
  npcWounds: WoundDisplaySchema.default('none'),
  pcRolls: RollDisplaySchema.default('shown'),
  npcRolls: RollDisplaySchema.default('hidden'),
  /** NPCs added to a fight start hidden (the storyteller reveals them). */
  npcsJoinHidden: z.boolean().default(true),
  /** Issue 41: the turn forecast (each visible combatant's chances this turn) on the players' screens; hidden unless allowed. */
  forecast: z.enum(['hidden', 'shown']).default('hidden'),
});
export type PlayerPrivacy = z.infer<typeof PlayerPrivacySchema>;

export const DEFAULT_PLAYER_PRIVACY: PlayerPrivacy = PlayerPrivacySchema.parse({});

/** A combatant's overrides of the campaign's settings (absent field: the campaign's). */
export const CombatantPrivacySchema = z.strictObject({
  /** Invisible to players (no name, row, log line or dice) until revealed. */
  hidden: z.boolean().optional(),
  /** The name players see ("Centurion" for "Centurion Three"). */
  publicName: z.string().trim().min(1).max(80).optional(),
  wounds: WoundDisplaySchema.optional(),
  rolls: RollDisplaySchema.optional(),
});
export type CombatantPrivacy = z.infer<typeof CombatantPrivacySchema>;
