/**
 * Plain lists of the contract's method and event names. Zod-free on purpose: the sandboxed
 * preload imports this file alone and must not pull a schema library into its bundle.
 * A contract test asserts these lists equal the keys of `contract` and `events`. Each area's
 * names live beside its contract fragment (`combat-names.ts` next to `combat-contract.ts`).
 */
import { APP_EVENT_NAMES, APP_METHOD_NAMES } from './app-names';
import { AWARDS_EVENT_NAMES, AWARDS_METHOD_NAMES } from './awards-names';
import { BACKUP_METHOD_NAMES } from './backup-names';
import { CALENDAR_EVENT_NAMES, CALENDAR_METHOD_NAMES } from './calendar-names';
import { CAMPAIGN_FILE_EVENT_NAMES, CAMPAIGN_FILE_METHOD_NAMES } from './campaign-file-names';
import { CHARACTER_EVENT_NAMES, CHARACTER_METHOD_NAMES } from './character-names';
import { COMBAT_EVENT_NAMES, COMBAT_METHOD_NAMES } from './combat-names';
import { CONFIG_EVENT_NAMES, CONFIG_METHOD_NAMES } from './config-names';
import { DESKTOP_EVENT_NAMES, DESKTOP_METHOD_NAMES } from './desktop-names';
import { ENCOUNTER_EVENT_NAMES, ENCOUNTER_METHOD_NAMES } from './encounter-names';
import { FILE_EVENT_NAMES, FILE_METHOD_NAMES } from './file-names';
import { GEAR_EVENT_NAMES, GEAR_METHOD_NAMES } from './gear-names';
import { PLAYERS_EVENT_NAMES, PLAYERS_METHOD_NAMES } from './players-names';
import { ROLL_EVENT_NAMES, ROLL_METHOD_NAMES } from './roll-names';
import { ROSTER_EVENT_NAMES, ROSTER_METHOD_NAMES } from './roster-names';
import { SUPPORT_EVENT_NAMES, SUPPORT_METHOD_NAMES } from './support-names';
import { SYSTEM_EVENT_NAMES, SYSTEM_METHOD_NAMES } from './system-names';
import { TRANSFER_EVENT_NAMES, TRANSFER_METHOD_NAMES } from './transfer-names';
import { VEHICLE_EVENT_NAMES, VEHICLE_METHOD_NAMES } from './vehicle-names';

const BASE_METHOD_NAMES = [
  'app.about',
  'prefs.get',
  'prefs.set',
  'campaign.current',
  'campaign.create',
  'campaign.open',
  'campaign.saveAs',
  'campaign.openDialog',
  'campaign.saveAsDialog',
  'campaign.backup',
  'campaign.listBackups',
  'campaign.restore',
  'campaign.restoreAsNew',
  'campaign.exportJson',
  'campaign.importJson',
  'campaign.cancelImport',
  'campaign.prepareImport',
] as const;

const BASE_EVENT_NAMES = ['prefs.changed', 'campaign.changed', 'campaign.importProgress'] as const;

export const METHOD_NAMES = [
  ...BASE_METHOD_NAMES,
  ...APP_METHOD_NAMES,
  ...COMBAT_METHOD_NAMES,
  ...CHARACTER_METHOD_NAMES,
  ...CONFIG_METHOD_NAMES,
  ...GEAR_METHOD_NAMES,
  ...ROLL_METHOD_NAMES,
  ...ROSTER_METHOD_NAMES,
  ...SYSTEM_METHOD_NAMES,
  ...AWARDS_METHOD_NAMES,
  ...CALENDAR_METHOD_NAMES,
  ...FILE_METHOD_NAMES,
  ...BACKUP_METHOD_NAMES,
  ...CAMPAIGN_FILE_METHOD_NAMES,
  ...ENCOUNTER_METHOD_NAMES,
  ...DESKTOP_METHOD_NAMES,
  ...SUPPORT_METHOD_NAMES,
  ...PLAYERS_METHOD_NAMES,
  ...TRANSFER_METHOD_NAMES,
  ...VEHICLE_METHOD_NAMES,
] as const;

export const EVENT_NAMES = [
  ...BASE_EVENT_NAMES,
  ...APP_EVENT_NAMES,
  ...COMBAT_EVENT_NAMES,
  ...CHARACTER_EVENT_NAMES,
  ...CONFIG_EVENT_NAMES,
  ...GEAR_EVENT_NAMES,
  ...ROLL_EVENT_NAMES,
  ...ROSTER_EVENT_NAMES,
  ...SYSTEM_EVENT_NAMES,
  ...AWARDS_EVENT_NAMES,
  ...CALENDAR_EVENT_NAMES,
  ...CAMPAIGN_FILE_EVENT_NAMES,
  ...FILE_EVENT_NAMES,
  ...ENCOUNTER_EVENT_NAMES,
  ...DESKTOP_EVENT_NAMES,
  ...SUPPORT_EVENT_NAMES,
  ...PLAYERS_EVENT_NAMES,
  ...TRANSFER_EVENT_NAMES,
  ...VEHICLE_EVENT_NAMES,
] as const;


export type MethodName = (typeof METHOD_NAMES)[number];
export type EventName = (typeof EVENT_NAMES)[number];

/** The one Electron channel requests travel on; push events use `EVENT_CHANNEL_PREFIX + name`. */
export const RPC_CHANNEL = 'gm:rpc';
export const EVENT_CHANNEL_PREFIX = 'gm:event:';

export function isMethodName(value: unknown): value is MethodName {
  return typeof value === 'string' && (METHOD_NAMES as readonly string[]).includes(value);
}

export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && (EVENT_NAMES as readonly string[]).includes(value);
}
