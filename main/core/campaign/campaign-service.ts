import { accessSync, constants, existsSync, lstatSync, renameSync, rmSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  CampaignTemplateSchema, type CampaignContent, type CampaignTemplate, type CampaignTemplateInput,
} from '../../../shared/domain/campaign-export';
import { AppError } from '../../../shared/ipc/result';
import { CampaignFileError } from '../db/errors';
import { LATEST_SCHEMA_VERSION } from '../db/migrations';
import { probeCampaignFile } from '../db/probe';
import { closeDatabase, createDatabase, openDatabase } from '../db/open';
import { createRepos } from '../db/repos';
import { backupFile } from '../db/backup';
import { oddKind } from '../file-kind';
import { backupPathFor, restoreBackup } from './backups';
import { CampaignSession } from './campaign-session';
import { describeConstraintError, writeCampaignContent } from './import';
import { resolveOptions, type CampaignOptions, type ResolvedOptions } from './options';
import { summaryOf } from './summary';

/**
 * Opens an existing campaign. Refused files (not a campaign, damaged, from a newer app) throw a
 * CampaignFileError and stay untouched. Otherwise: a backup before any migration, the
 * migrations in one transaction, an `open` backup, then periodic backups while open.
 */
export async function openCampaign(path: string, options: CampaignOptions): Promise<CampaignSession> {
  const session = await openResolved(path, resolveOptions(options));
  try {
    await session.backupNow('open');
  } catch (error) {
    await session.close();
    throw error;
  }
  session.startAutoBackup();
  return session;
}

async function openResolved(path: string, o: ResolvedOptions): Promise<CampaignSession> {
  const full = resolve(path);
  const db = await openDatabase(full, {
    verify: o.verify,
    durability: o.durability,
    requireCampaign: true,
    // The summary the manager shows must read before the file is accepted: read here, before
    // anything writes to the file (its open backup included), so a refusal leaves no trace.
    accept: (db) => void summaryOf(full, createRepos(db)),
    now: o.now,
    preMigrationBackupPath: (plan) => backupPathFor(full, o.policy, 'pre-migration', o.now(), plan.to),
  });
  return new CampaignSession(full, db, o);
}

/**
 * Where a new campaign file is about to be written: its folder must exist and take writes, and
 * whatever is already at `full` must be a plain file (a folder, pipe or device there is refused
 * by name, never renamed aside or written into). Answered before anything is written.
 */
export function checkTarget(full: string): void {
  const folder = dirname(full);
  let st: Stats;
  try {
    st = statSync(folder);
  } catch {
    throw new CampaignFileError('not-found', full, `The folder "${folder}" does not exist; choose a folder that does.`);
  }
  if (!st.isDirectory()) throw new CampaignFileError('not-found', full, `"${folder}" is not a folder; choose a folder for the campaign file.`);
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    throw new CampaignFileError('read-only', full, `The folder "${folder}" cannot be written to; choose another folder.`);
  }
  let existing: Stats | null = null;
  try {
    existing = lstatSync(full);
  } catch {
    return;
  }
  if (!existing.isFile()) {
    const what = existing.isDirectory() ? 'a folder' : oddKind(existing);
    throw new CampaignFileError('not-a-file', full, `"${full}" is ${what}; choose a file name for the campaign.`);
  }
}

/**
 * Builds a new campaign file completely under a temporary name, then renames it into place:
 * a crash or a validation error never leaves a half-made campaign at `path`.
 */
async function buildCampaignFile(
  path: string,
  content: CampaignContent,
  options: CampaignOptions,
  invalidCode: 'campaign/invalid-export' | 'campaign/invalid-template',
): Promise<CampaignSession> {
  const o = resolveOptions(options);
  const full = resolve(path);
  checkTarget(full);
  if (existsSync(full)) throw new CampaignFileError('exists', full, `A file already exists at "${full}"; choose another name.`);
  const partial = `${full}.creating`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
  const db = createDatabase(partial, { durability: o.durability });
  try {
    const repos = createRepos(db);
    writeCampaignContent(repos, content, (fn) => db.transaction(fn)());
    closeDatabase(db);
    renameSync(partial, full);
  } catch (error) {
    closeDatabase(db);
    for (const suffix of ['', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
    throw describeConstraintError(error, invalidCode);
  }
  return openNewFile(full, o);
}

/** Opens a campaign file the app has just built (created or imported) and starts its periodic backups. */
export async function openNewFile(full: string, o: ResolvedOptions): Promise<CampaignSession> {
  const session = await openResolved(full, o);
  session.startAutoBackup();
  return session;
}

function templateContent(template: CampaignTemplate, now: Date): CampaignContent {
  const at = now.toISOString();
  return {
    campaign: { name: template.name, description: template.description, inGameDate: template.inGameDate, createdAt: at, updatedAt: at },
    setting: template.setting,
    system: template.system,
    characters: template.characters,
    wounds: [],
    xpLedger: [],
    luckLedger: [],
    gear: template.gear,
    combats: [],
    combatants: [],
    combatEvents: [],
    characterGear: [],
    rollLog: [],
    combatSnapshots: [],
    configExtras: template.configExtras,
  };
}

/** Throws AppError `campaign/invalid-template` naming the first problems. */
export function parseCampaignTemplate(template: unknown): CampaignTemplate {
  const result = CampaignTemplateSchema.safeParse(template);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(template)'}: ${i.message}`);
    throw new AppError('campaign/invalid-template', `The campaign template is not valid: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * Creates a campaign file from a template: a blank campaign is a template with only a name and
 * a setting; the Storyteller's Guide sample adds characters and gear.
 */
export async function createCampaign(path: string, template: CampaignTemplateInput, options: CampaignOptions): Promise<CampaignSession> {
  return buildCampaignFile(path, templateContent(parseCampaignTemplate(template), options.now()), options, 'campaign/invalid-template');
}

/**
 * First launch: opens the sample campaign at `path`, creating it from `template` when no file is
 * there yet, so the app always lands in something ready to play.
 */
export async function openOrCreateSampleCampaign(
  path: string,
  template: CampaignTemplateInput,
  options: CampaignOptions,
): Promise<{ session: CampaignSession; created: boolean }> {
  if (existsSync(path)) return { session: await openCampaign(path, options), created: false };
  return { session: await createCampaign(path, template, options), created: true };
}

/**
 * "Save as": copies the open campaign to `target` and opens the copy (the old session is closed). An existing file there is never
 * replaced unless the storyteller confirmed it (`overwrite`, issue 17), and even then the old
 * file is first kept beside it as `<name>.replaced-<time>` (renamed, so nothing is copied while
 * the disk may be short), whatever it was.
 */
export async function saveCampaignAs(session: CampaignSession, target: string, options: CampaignOptions & { overwrite?: boolean }): Promise<CampaignSession> {
  const full = resolve(target);
  if (full === session.path) throw new CampaignFileError('same-file', target, 'Choose a different file: this is the campaign that is open.');
  checkTarget(full);
  if (existsSync(full)) {
    if (!options.overwrite) {
      throw new CampaignFileError('exists', full, `A file already exists at "${full}". Confirm to replace it (the old file is kept beside it as a copy), or choose another name.`);
    }
    const kept = `${full}.replaced-${options.now().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(full, kept);
    // Its SQLite side files go with it: the copy below removes side files at the target, and an
    // unmerged WAL would otherwise be lost from the kept file.
    for (const suffix of ['-wal', '-shm', '-journal']) if (existsSync(full + suffix)) renameSync(full + suffix, kept + suffix);
  }
  await session.copyTo(full);
  await session.close();
  return openCampaign(target, options);
}

/**
 * Closes `session`, restores `backupPath` over its file (keeping a pre-restore copy) and reopens
 * it. A bad backup is refused BEFORE the session is closed, so the storyteller keeps working.
 */
export async function restoreCampaign(session: CampaignSession, backupPath: string, options: CampaignOptions): Promise<CampaignSession> {
  const o = resolveOptions(options);
  const path = session.path;
  await probeCampaignFile(backupPath, LATEST_SCHEMA_VERSION, 'full');
  await session.close();
  await restoreBackup(path, backupPath, { now: o.now, policy: o.policy });
  return openCampaign(path, options);
}

/**
 * Copies `backupPath` into a NEW campaign file at `target` and opens it; the campaign the backup
 * belongs to is not touched. The backup is checked first and an existing file is never overwritten.
 * The copy is renamed "<name> (restored)" so the two are told apart in the recent list.
 */
export async function restoreBackupAsNew(backupPath: string, target: string, options: CampaignOptions): Promise<CampaignSession> {
  const full = resolve(target);
  await probeCampaignFile(backupPath, LATEST_SCHEMA_VERSION, 'full');
  checkTarget(full);
  if (existsSync(full)) throw new CampaignFileError('exists', full, `A file already exists at "${full}"; choose another name.`);
  await backupFile(backupPath, full);
  const session = await openCampaign(full, options);
  session.transact((repos) => {
    const { info } = repos.campaign.get();
    repos.campaign.updateInfo({ name: `${info.name} (restored)`.slice(0, 200) }, options.now().toISOString());
  });
  return session;
}
