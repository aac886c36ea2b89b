import { z } from 'zod';
import { CampaignInfoSchema, ConfigExtraSchema } from './campaign';
import { CampaignVehicleSchema, VehicleCrewSchema } from './campaign-vehicle';
import { CharacterSchema } from './character';
import { CombatEventSchema, CombatSchema, CombatSnapshotSchema, CombatantSchema } from './combat-log';
import { GearCatalogSchema } from './gear';
import { LuckEntrySchema, XpEntrySchema } from './ledger';
import { EntityIdSchema } from './ids';
import { SettingDraftSchema, SettingSchema } from './setting';
import { GearItemSchema, RollLogEntrySchema } from './sheet';
import { IsoTimestampSchema } from './timestamps';
import { WoundSchema } from './wound';
import { legacySystemChoice, SystemChoiceSchema } from './system-choice';
import { EncounterSchema, NpcTemplateSchema } from '../encounters/schemas';
import { PlayerPrivacySchema } from '../player/privacy';

/** Documents and templates made before editions existed play the default edition, no house rules. */
const SystemChoiceOrDefault = SystemChoiceSchema.default(legacySystemChoice);

/** Identifies a portable campaign document among other JSON files. */
export const CAMPAIGN_EXPORT_FORMAT = 'fs3-console-campaign';
/**
 * Version of the document layout (not of the app or the database). Bump it when a field changes
 * meaning or disappears, and keep reading older versions.
 */
export const CAMPAIGN_EXPORT_VERSION = 1;

/** Everything a campaign holds, one array per stored kind, in storage order. */
export const CampaignContentSchema = z.object({
  campaign: CampaignInfoSchema,
  /** As stored: a draft with problems exports and imports back as it was (the Game system screen lists them). */
  setting: SettingDraftSchema,
  /** Edition and house rules. Added later: older documents play the default. */
  system: SystemChoiceOrDefault,
  characters: z.array(CharacterSchema),
  wounds: z.array(WoundSchema),
  xpLedger: z.array(XpEntrySchema),
  luckLedger: z.array(LuckEntrySchema),
  gear: GearCatalogSchema,
  combats: z.array(CombatSchema),
  combatants: z.array(CombatantSchema),
  combatEvents: z.array(CombatEventSchema),
  /**
   * Derived data: exports write an empty list since issue 17 (snapshots were 98% of a long
   * campaign's export). Older exports that carry them still parse; the import ignores them and
   * rebuilds every combat's snapshots from its events (main/core/campaign/EXPORT-NOTES.md).
   */
  combatSnapshots: z.array(CombatSnapshotSchema).default([]),
  configExtras: z.array(ConfigExtraSchema),
  /** What each character carries (sheet gear). Added later: older documents have none. */
  characterGear: z.array(z.object({ characterId: EntityIdSchema, items: z.array(GearItemSchema) })).default([]),
  /** Sheet rolls, oldest first. Added later: older documents have none. */
  rollLog: z.array(RollLogEntrySchema).default([]),
  /** Who looks after whom between fights (migration 0008). Added later: absent means none. */
  care: z.array(z.object({ patientId: EntityIdSchema, doctorId: EntityIdSchema.nullable(), inHospital: z.boolean() })).optional(),
  /** The campaign's own vehicles with their damage (migration 0013, issue 39 item 5). Added later: absent means none. */
  vehicles: z.array(CampaignVehicleSchema).max(500).optional(),
  /** Their crews (migration 0014, issue 39). Added later: absent means nobody aboard. */
  vehicleCrews: z.array(z.object({ vehicleId: EntityIdSchema, crew: VehicleCrewSchema })).max(500).optional(),
  /**
   * The campaign log (calendar advances, wound changes), oldest first, each step's change record as
   * stored (undo reads it). Added later: absent means an empty log.
   */
  campaignLog: z
    .array(
      z.object({
        id: z.number().int().min(1),
        kind: z.string().max(50),
        label: z.string().max(2000),
        inGameDate: z.string().max(200),
        recordedAt: z.string().max(50),
        undone: z.boolean(),
        changeJson: z.string().max(64 * 1024 * 1024),
        characters: z.array(z.object({ characterId: EntityIdSchema, summary: z.string().max(4000) })),
      }),
    )
    .optional(),
  /** Reusable NPC templates (migration 0010). Added later: absent means none. */
  npcTemplates: z.array(NpcTemplateSchema).max(10_000).optional(),
  /** Prepared encounters (migration 0010). Added later: absent means none. */
  encounters: z.array(EncounterSchema).max(10_000).optional(),
  /** The player view's privacy settings (migration 0011). Added later: absent means the defaults. */
  playerPrivacy: PlayerPrivacySchema.optional(),
});
export type CampaignContent = z.infer<typeof CampaignContentSchema>;

/**
 * The whole campaign as one portable, versioned JSON document: share it, archive it, or import
 * it into a new campaign file. A round trip (export → import → export) is lossless.
 */
export const CampaignExportSchema = CampaignContentSchema.extend({
  format: z.literal(CAMPAIGN_EXPORT_FORMAT),
  formatVersion: z.literal(CAMPAIGN_EXPORT_VERSION),
  exportedAt: IsoTimestampSchema,
  /** The app that wrote it, for support questions; never used to interpret the data. */
  appVersion: z.string().max(50),
});
export type CampaignExport = z.infer<typeof CampaignExportSchema>;

/**
 * What a new campaign can start from (the built-in sample, a storyteller's own starter kit):
 * a setting plus optional ready-made characters, gear and kept config values.
 */
export const CampaignTemplateSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(10_000).default(''),
  inGameDate: z.string().max(200).default(''),
  setting: SettingSchema,
  system: SystemChoiceOrDefault,
  characters: z.array(CharacterSchema).default([]),
  gear: GearCatalogSchema.default({ weapons: [], armor: [], vehicles: [], hitCharts: [] }),
  configExtras: z.array(ConfigExtraSchema).default([]),
});
export type CampaignTemplate = z.output<typeof CampaignTemplateSchema>;
/** A template as authored: defaults not yet applied. */
export type CampaignTemplateInput = z.input<typeof CampaignTemplateSchema>;

/** Reads the header of an unknown document so a newer format gets a clear message, not a field list. */
export const CampaignExportHeaderSchema = z.object({ format: z.string(), formatVersion: z.number() });

/**
 * An export's text as the window sends it to main: the combat snapshots older exports carried
 * are dropped first. The import ignores them and rebuilds every combat from its events, and they
 * were 98% of a long campaign's export: a 114.5 MB export of 9,060 steps exceeded the 64 MB
 * request limit and could never come back (issue 17). Text that is not a JSON object, or has no
 * snapshots, is returned unchanged, so main still names whatever is wrong with it.
 */
export function withoutSnapshots(text: string): string {
  if (!text.includes('"combatSnapshots"')) return text;
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return text;
  const snapshots = (document as { combatSnapshots?: unknown }).combatSnapshots;
  if (!Array.isArray(snapshots) || snapshots.length === 0) return text;
  return JSON.stringify({ ...document, combatSnapshots: [] });
}
