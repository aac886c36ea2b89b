/**
 * The open campaign's game system (issue 14): its edition and house-rule choices with its setting.
 * The renderer resolves it with `resolveSystem` from shared/systems (shared code runs there too),
 * so sheets, the roller and the editors read the same numbers main rolls with. The setting editor
 * saves through `system.save` (every edit at once, undo/redo kept in the campaign, main's lint in
 * the answer). Names in `system-names.ts`.
 */
import { z } from 'zod';
import { GameConfigSchema } from '../config/model';
import { SettingDraftSchema } from '../domain/setting';
import { AbilityRenameSchema } from '../systems/setting-renames';
import { SystemChoiceSchema } from '../systems/types';

const Ref = z.object({ id: z.string(), name: z.string() });

/** A setting-lint finding (shared/systems/setting-lint.ts). */
export const SettingFindingSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
  abilities: z.array(z.string()),
  characters: z.array(Ref),
});

export const SystemHistorySchema = z.object({
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  undoLabel: z.string().nullable(),
  redoLabel: z.string().nullable(),
});

/** Most JSON text the configuration may take in the system state (a 300-weapon, 50-chart game is about 0.2 MB). */
export const MAX_PLAY_CONFIG_CHARS = 2 * 1024 * 1024;

/** The configuration as `system.get` carries it: the rules' two sections, no file texts (main/core/system/play-config.ts). */
export const PlayConfigSchema = GameConfigSchema.refine((c) => JSON.stringify(c).length <= MAX_PLAY_CONFIG_CHARS, {
  message: `The configuration sent to the screens may take at most ${MAX_PLAY_CONFIG_CHARS / 1024 / 1024} MB.`,
});

export const SystemStateSchema = z.object({
  choice: SystemChoiceSchema,
  /** May be a draft with problems; the setting lint says which. */
  setting: SettingDraftSchema,
  /** Goes up with every change of setting or choice; combats record the one they started with. */
  revision: z.number().int().min(1),
  /** Main's setting lint of this setting against the campaign's characters. */
  problems: z.array(SettingFindingSchema),
  /** What the setting editor's undo and redo would do. */
  history: SystemHistorySchema,
  /**
   * For an edition that reads the campaign's AresMUSH configuration (Third Edition): its
   * `fs3skills` and `fs3combat`, so the screens resolve the numbers main plays by. Null (or
   * absent) otherwise. `configPartial`: the combat section was too large to send and was left out.
   */
  config: PlayConfigSchema.nullable().optional(),
  configPartial: z.boolean().optional(),
});
export type SystemState = z.infer<typeof SystemStateSchema>;

const Rating = z.object({ name: z.string(), rating: z.number() });
/** A character's ratings as the setting lint reads them (shared/systems' CharacterAbilities). */
export const CharacterAbilitiesSchema = Ref.extend({
  kind: z.enum(['pc', 'npc']),
  attributes: z.array(Rating),
  actionSkills: z.array(Rating),
});

export const SaveSystemInput = z.strictObject({
  setting: SettingDraftSchema,
  choice: SystemChoiceSchema,
  /** The undo menu's words for this change ("attribute Body", "chargen limits"). */
  label: z.string().trim().min(1).max(200),
  /** Attributes or action skills renamed, to follow onto sheets, setting references and gear. */
  renames: z.array(AbilityRenameSchema).max(100).default([]),
  /** The revision the editor started from; refused with 'system/conflict' when another change came first. */
  expectedRevision: z.number().int().min(1),
});

export const systemContract = {
  /** The state with the setting's own findings; findings about characters come with edits (and from the editor's roster). */
  'system.get': { input: z.strictObject({}), output: SystemStateSchema },
  /** Stores a setting draft and choice in one transaction (renames following); one undo step. */
  'system.save': { input: SaveSystemInput, output: SystemStateSchema },
  'system.undo': { input: z.strictObject({}), output: SystemStateSchema },
  'system.redo': { input: z.strictObject({}), output: SystemStateSchema },
  /** Every character's ratings, for the editor's live lint. */
  'system.characters': { input: z.strictObject({}), output: z.array(CharacterAbilitiesSchema) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const systemEvents = {
  /** The setting or system choice changed (setting editor, import, undo). */
  'system.changed': SystemStateSchema,
} as const satisfies Record<string, z.ZodType>;
