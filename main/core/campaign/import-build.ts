/**
 * The whole of a campaign JSON import as the import worker runs it (issue 35 item 4): decode and
 * parse the text, validate it, write it into a NEW file under its temporary `.creating` name and
 * rebuild the combat snapshots from the log, on the worker's own SQLite connection. Nothing here
 * touches the open campaign; the main thread only renames and opens the finished file.
 */
import { rmSync } from 'node:fs';
import { jsonDepth, MAX_JSON_DEPTH } from '../../../shared/domain/json';
import type { CAMPAIGN_IMPORT_STAGES } from '../../../shared/ipc/campaign-schemas';
import { AppError } from '../../../shared/ipc/result';
import { closeDatabase, createDatabase, type Durability } from '../db/open';
import { createRepos } from '../db/repos';
import type { CampaignExport } from '../../../shared/domain/campaign-export';
import { describeConstraintError, finishImport, parseCampaignExport, parseCampaignImport, writeCampaignContent } from './import';

/** What the worker is given: the export's text (or its UTF-8 bytes) and where to build the file. */
export type ImportJob = {
  text?: string;
  bytes?: Uint8Array;
  /** The temporary file to build (`<final>.creating`); removed again when the import fails. */
  partial: string;
  appVersion: string;
  /** The clock's reading at the start, as ISO text: the worker has no clock of its own to share. */
  now: string;
  durability: Durability;
};

export type ImportStage = (typeof CAMPAIGN_IMPORT_STAGES)[number];
export type ImportStep = { stage: ImportStage; done: number; total: number };

/** The campaign's name as the export gives it: the main thread names the new file after it. */
export type ImportBuilt = { name: string };

/** Removes the temporary file, its SQLite side files and its lock label: a failed or stopped import leaves nothing behind. */
export function removePartial(partial: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal', '.lock']) rmSync(partial + suffix, { force: true });
}

/** The export's text read as JSON, refused with what is wrong (not UTF-8, not JSON, nested too deep). */
export function parseExportText(job: Pick<ImportJob, 'text' | 'bytes'>): unknown {
  let text = job.text;
  if (text === undefined) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(job.bytes ?? new Uint8Array());
    } catch {
      throw new AppError('campaign/invalid-export', 'The file is not UTF-8 text, so it is not an FS3 Console campaign export.');
    }
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new AppError('campaign/invalid-export', `The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (jsonDepth(document, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new AppError('campaign/invalid-export', `The file nests deeper than ${MAX_JSON_DEPTH} levels; no FS3 Console export does, so it is not one.`);
  }
  return document;
}

/**
 * What a new campaign takes from another campaign's export (`new-campaign.ts`): its setting, gear,
 * kept AresMUSH values and system choice (null for an export from before editions, which has none).
 */
export type ExportSetting = Pick<CampaignExport, 'setting' | 'gear' | 'configExtras'> & { system: CampaignExport['system'] | null };

/**
 * Reads a new campaign's starting setting from an export (issue 35 item 4: up to 64 MB, parsed and
 * checked in the import worker, not on the request path). Refusals are said as the end of a
 * sentence that names the wizard's field (`setting.json: the file is not valid JSON…`).
 */
export function readExportSetting(job: Pick<ImportJob, 'text' | 'bytes'>): ExportSetting {
  let document: unknown;
  try {
    document = parseExportText(job);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message.charAt(0).toLowerCase() + error.message.slice(1));
    throw error;
  }
  const parsed = parseCampaignExport(document);
  const hasChoice = typeof document === 'object' && document !== null && 'system' in document;
  return { setting: parsed.setting, gear: parsed.gear, configExtras: parsed.configExtras, system: hasChoice ? parsed.system : null };
}

/** Builds the new campaign file at `job.partial`, reporting each stage; throws (and leaves no file) when the export is refused. */
export async function buildImportFile(job: ImportJob, onProgress: (step: ImportStep) => void): Promise<ImportBuilt> {
  onProgress({ stage: 'read', done: 0, total: 1 });
  // The parsed text is not kept past its check: only the checked copy lives through the writes and the rebuild.
  const parsed = await parseCampaignImport(parseExportText(job), onProgress);
  const { format: _f, formatVersion: _v, exportedAt: _e, appVersion: _a, combatEvents, ...content } = parsed;
  removePartial(job.partial);
  const db = createDatabase(job.partial, { durability: job.durability });
  try {
    const repos = createRepos(db);
    // The events are written in chunks after the rest, then the snapshots rebuilt from them; snapshots
    // in older exports are ignored (main/core/campaign/EXPORT-NOTES.md).
    writeCampaignContent(repos, { ...content, combatEvents: [], combatSnapshots: [] }, (fn) => db.transaction(fn)());
    const now = new Date(job.now);
    await finishImport(combatEvents, onProgress)(db, repos, { appVersion: job.appVersion, now: () => now });
    closeDatabase(db);
  } catch (error) {
    closeDatabase(db);
    removePartial(job.partial);
    throw describeConstraintError(error, 'campaign/invalid-export');
  }
  return { name: content.campaign.name };
}
