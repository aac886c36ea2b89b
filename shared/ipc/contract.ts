import { z } from 'zod';
import { PrefsPatchSchema, PrefsSchema } from '../prefs/schema';
import {
  BackupInfoSchema,
  CampaignSummarySchema,
  CreateCampaignInput,
  ExportCampaignOutput,
  ImportCampaignInput,
  ImportIdInput,
  ImportProgressSchema,
  OpenCampaignInput,
  RestoreBackupAsNewInput,
  RestoreBackupInput,
  SaveCampaignAsInput,
} from './campaign-schemas';
import { appContract, appEvents } from './app-contract';
import { awardsContract, awardsEvents } from './awards-contract';
import { backupContract } from './backup-contract';
import { calendarContract, calendarEvents } from './calendar-contract';
import { campaignFileContract, campaignFileEvents } from './campaign-file-contract';
import { characterContract, characterEvents } from './character-contract';
import { combatContract, combatEvents } from './combat-contract';
import { configContract, configEvents } from './config-contract';
import { desktopContract, desktopEvents } from './desktop-contract';
import { encounterContract, encounterEvents } from './encounter-contract';
import { fileContract, fileEvents } from './file-contract';
import { gearContract, gearEvents } from './gear-contract';
import { playersContract, playersEvents } from './players-contract';
import { playersPlayContract, playersPlayEvents } from './players-play-contract';
import { rollContract, rollEvents } from './roll-contract';
import { rosterContract, rosterEvents } from './roster-contract';
import { supportContract, supportEvents } from './support-contract';
import { systemContract, systemEvents } from './system-contract';
import { transferContract, transferEvents } from './transfer-contract';
import { vehicleContract, vehicleEvents } from './vehicle-contract';
import type { EventName, MethodName } from './names';

const NoInput = z.strictObject({});

export const HOST_KINDS = ['desktop', 'browser'] as const;

export const AboutSchema = z.object({
  productName: z.string(),
  version: z.string(),
  hostKind: z.enum(HOST_KINDS),
  dataDir: z.string(),
  runtime: z.string(),
  fs3Notice: z.string(),
  /** Each game system's credit for rules it implements beyond FS3 (seed 003's house rules' author). */
  credits: z.array(z.object({ system: z.string(), text: z.string() })).default([]),
});
export type About = z.infer<typeof AboutSchema>;

/**
 * THE contract: every request method with its input and output schema. Main validates every
 * input against it at the edge; both transports (Electron IPC, HTTP) serve exactly these.
 * Each area keeps its methods in a fragment (`combat-contract.ts`, …) spread in here.
 */
export const contract = {
  'app.about': { input: NoInput, output: AboutSchema },
  'prefs.get': { input: NoInput, output: PrefsSchema },
  'prefs.set': { input: PrefsPatchSchema, output: PrefsSchema },
  'campaign.current': { input: NoInput, output: CampaignSummarySchema.nullable() },
  'campaign.create': { input: CreateCampaignInput, output: CampaignSummarySchema },
  'campaign.open': { input: OpenCampaignInput, output: CampaignSummarySchema },
  'campaign.saveAs': { input: SaveCampaignAsInput, output: CampaignSummarySchema },
  /** Desktop only: the native Open dialog, then open; null when the storyteller cancelled. */
  'campaign.openDialog': { input: NoInput, output: CampaignSummarySchema.nullable() },
  /** Desktop only: the native Save dialog, then save a copy there and switch to it; null on cancel. */
  'campaign.saveAsDialog': { input: NoInput, output: CampaignSummarySchema.nullable() },
  'campaign.backup': { input: NoInput, output: BackupInfoSchema },
  'campaign.listBackups': { input: NoInput, output: z.array(BackupInfoSchema) },
  'campaign.restore': { input: RestoreBackupInput, output: CampaignSummarySchema },
  /** A backup copied into a NEW campaign file (the open campaign stays as it is), then opened. */
  'campaign.restoreAsNew': { input: RestoreBackupAsNewInput, output: CampaignSummarySchema },
  'campaign.exportJson': { input: NoInput, output: ExportCampaignOutput },
  /** A JSON export as a NEW campaign file, built off the main thread; progress as `campaign.importProgress`. */
  'campaign.importJson': { input: ImportCampaignInput, output: CampaignSummarySchema },
  /** Stops a running import (its id from `campaign.importProgress`); it then answers `campaign/import-cancelled`. */
  'campaign.cancelImport': { input: ImportIdInput, output: z.object({ cancelled: z.boolean() }) },
  /** The storyteller is picking a file to import: the import's worker starts meanwhile (issue 38). */
  'campaign.prepareImport': { input: NoInput, output: z.object({ prepared: z.boolean() }) },
  ...appContract,
  ...combatContract,
  ...characterContract,
  ...configContract,
  ...gearContract,
  ...rollContract,
  ...rosterContract,
  ...systemContract,
  ...awardsContract,
  ...calendarContract,
  ...fileContract,
  ...backupContract,
  ...campaignFileContract,
  ...encounterContract,
  ...desktopContract,
  ...supportContract,
  ...playersContract,
  ...playersPlayContract,
  ...transferContract,
  ...vehicleContract,
} as const satisfies Record<MethodName, { input: z.ZodType; output: z.ZodType }>;

/** Push events from main to every window, with their payload schemas. */
export const events = {
  'prefs.changed': PrefsSchema,
  'campaign.changed': CampaignSummarySchema.nullable(),
  'campaign.importProgress': ImportProgressSchema,
  ...appEvents,
  ...combatEvents,
  ...characterEvents,
  ...configEvents,
  ...gearEvents,
  ...rollEvents,
  ...rosterEvents,
  ...systemEvents,
  ...awardsEvents,
  ...calendarEvents,
  ...campaignFileEvents,
  ...fileEvents,
  ...encounterEvents,
  ...desktopEvents,
  ...supportEvents,
  ...playersEvents,
  ...playersPlayEvents,
  ...transferEvents,
  ...vehicleEvents,
} as const satisfies Record<EventName, z.ZodType>;
