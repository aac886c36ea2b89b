import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { CampaignFileError } from '../db/errors';
import { checkTarget, openNewFile } from './campaign-service';
import type { CampaignSession } from './campaign-session';
import { removePartial, type ImportStep } from './import-build';
import { runImportOffThread, type ImportRun } from './import-off-thread';
import { resolveOptions, type CampaignOptions } from './options';

/** The export as it arrived: text, or its UTF-8 bytes (as the desktop window and large HTTP bodies send it). */
export type ImportSource = { text: string } | { bytes: Uint8Array };

export type ImportTarget =
  /** Where the new file goes, chosen by the storyteller; refused at once if something is there. */
  | { path: string }
  /** A free name in `folder` after the campaign's name, known only once the worker has read the export. */
  | { folder: string; pathFor: (campaignName: string) => string };

export type ImportHooks = {
  /** Called at once with the running import, so it can be stopped (`campaign.cancelImport`). */
  onStart?: (run: ImportRun) => void;
  onProgress?: (step: ImportStep) => void;
};

/**
 * Imports a portable export into a NEW campaign file (issue 35 item 4): the worker builds it under a
 * temporary `.creating` name of its own, and only the finished file is renamed into place and opened
 * here. An existing file is never replaced; a refused, failed or stopped import leaves no file.
 */
export async function importCampaignFile(
  target: ImportTarget, source: ImportSource, options: CampaignOptions, hooks: ImportHooks = {},
): Promise<CampaignSession> {
  const o = resolveOptions(options);
  let folder: string;
  if ('path' in target) {
    const full = resolve(target.path);
    checkTarget(full);
    if (existsSync(full)) throw new CampaignFileError('exists', full, `A file already exists at "${full}"; choose another name.`);
    folder = dirname(full);
  } else {
    folder = resolve(target.folder);
    mkdirSync(folder, { recursive: true });
  }
  // A name of its own, so two imports never share one temporary file (and its removal).
  const partial = join(folder, `${'path' in target ? basename(target.path) : 'import'}.${randomUUID().slice(0, 8)}.creating`);
  const run = runImportOffThread(
    { ...source, partial, appVersion: o.appVersion, now: o.now().toISOString(), durability: o.durability },
    hooks.onProgress ?? (() => undefined),
  );
  hooks.onStart?.(run);
  const built = await run.done;
  const full = resolve('path' in target ? target.path : target.pathFor(built.name));
  try {
    // Checked again: a file may have appeared there while the import ran.
    if (existsSync(full)) throw new CampaignFileError('exists', full, `A file already exists at "${full}"; choose another name.`);
    renameSync(partial, full);
  } catch (error) {
    removePartial(partial);
    throw error;
  }
  // Issue 38: the worker built this file and closed it a moment ago; its open skips the integrity
  // check (reading the whole file again: ~15 MB after a 10,000-step fight's checkpoints) and keeps
  // every other check of the open (header, schema, campaign, summary).
  return openNewFile(full, { ...o, verify: 'none' });
}

/** Imports a portable export (parsed, untrusted) into a NEW campaign file at `path`, off the main thread. */
export function importCampaign(path: string, document: unknown, options: CampaignOptions): Promise<CampaignSession> {
  return importCampaignFile({ path }, { text: JSON.stringify(document) }, options);
}
