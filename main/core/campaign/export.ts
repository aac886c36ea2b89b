import { writeFileSync, renameSync } from 'node:fs';
import {
  CAMPAIGN_EXPORT_FORMAT, CAMPAIGN_EXPORT_VERSION, type CampaignContent, type CampaignExport,
} from '../../../shared/domain/campaign-export';
import type { Repos } from '../db/repos';

/** Reads every table into the portable document's arrays (storage order everywhere). */
export function readCampaignContent(repos: Repos): CampaignContent {
  return readContent(repos, () => [...repos.combatLog.allEvents()]);
}

function readContent<E>(repos: Repos, events: () => E): Omit<CampaignContent, 'combatEvents'> & { combatEvents: E } {
  const { info, setting, system } = repos.campaign.get();
  return {
    campaign: info,
    setting,
    system,
    characters: repos.characters.listAll(),
    wounds: repos.wounds.listAll(),
    xpLedger: repos.ledgers.allXp(),
    luckLedger: repos.ledgers.allLuck(),
    gear: repos.gear.getCatalog(),
    combats: repos.combats.list(),
    combatants: repos.combats.allCombatants(),
    combatEvents: events(),
    // Derived data left out (issue 17 item 5: they were 98% of a long campaign's export and
    // pushed it past the import limit). The import rebuilds them from the events. Written as an
    // empty list, not omitted, so an older app still reads the file (it rebuilds at first open).
    combatSnapshots: [],
    configExtras: repos.campaign.listConfigExtras(),
    characterGear: repos.sheets.allGear(),
    rollLog: repos.sheets.allRolls(),
    // Absent when empty: a campaign that never used them exports as it did before they existed.
    ...optional('care', repos.care.list()),
    ...optional('vehicles', repos.vehicles.list()),
    ...optional('vehicleCrews', [...repos.crews.all()].map(([vehicleId, crew]) => ({ vehicleId, crew }))),
    ...optional('campaignLog', repos.campaignLog.all()),
    ...optional('npcTemplates', repos.encounters.templates()),
    ...optional('encounters', repos.encounters.encounters()),
    ...storedPrivacy(repos),
  };
}

/** The campaign's privacy settings when it has stored some (a broken value exports as the defaults it reads as). */
function storedPrivacy(repos: Repos): Pick<CampaignContent, 'playerPrivacy'> {
  const { privacy, stored } = repos.playerPrivacy.read();
  return stored ? { playerPrivacy: privacy } : {};
}

const optional = <K extends string, T>(key: K, list: T[]): { [P in K]?: T[] } => (list.length ? ({ [key]: list } as { [P in K]: T[] }) : {});

/** The whole campaign as a portable document. Call inside a read transaction for a consistent cut. */
export function buildCampaignExport(repos: Repos, meta: { exportedAt: Date; appVersion: string }): CampaignExport {
  return {
    format: CAMPAIGN_EXPORT_FORMAT,
    formatVersion: CAMPAIGN_EXPORT_VERSION,
    exportedAt: meta.exportedAt.toISOString(),
    appVersion: meta.appVersion,
    ...readCampaignContent(repos),
  };
}

/**
 * The export document as JSON text, the same value as {@link buildCampaignExport} but with the
 * bulky event log serialised by SQLite directly. Call inside a read transaction.
 */
export function campaignExportJson(repos: Repos, meta: { exportedAt: Date; appVersion: string }): string {
  const doc = {
    format: CAMPAIGN_EXPORT_FORMAT,
    formatVersion: CAMPAIGN_EXPORT_VERSION,
    exportedAt: meta.exportedAt.toISOString(),
    appVersion: meta.appVersion,
    ...readContent(repos, () => null),
  };
  const parts = Object.entries(doc).map(([key, value]) =>
    `${JSON.stringify(key)}:${key === 'combatEvents' ? repos.combatLog.allEventsJson() : JSON.stringify(value)}`);
  return `{${parts.join(',')}}`;
}

/** Writes text beside `file` and renames it into place: never a half-written export. */
export function writeTextFile(file: string, text: string): number {
  const partial = `${file}.partial`;
  writeFileSync(partial, text, 'utf8');
  renameSync(partial, file);
  return Buffer.byteLength(text, 'utf8');
}
