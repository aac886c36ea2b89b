/**
 * The import side of the portable campaign document (issue 35: kept apart from `export.ts`):
 * validating an untrusted export, writing its content into a new file, and rebuilding the combat
 * snapshots from the log. Runs inside the import worker (`import-worker.ts`) and, for a new
 * campaign's content, on the main thread (`campaign-service.ts`).
 */
import { z } from 'zod';
import {
  CAMPAIGN_EXPORT_FORMAT, CAMPAIGN_EXPORT_VERSION, CampaignExportHeaderSchema, CampaignExportSchema,
  type CampaignContent, type CampaignExport,
} from '../../../shared/domain/campaign-export';
import { CombatEventSchema, type CombatEvent } from '../../../shared/domain/combat-log';
import { AppError } from '../../../shared/ipc/result';
import { sqliteCode, type Db } from '../db/db';
import type { Repos } from '../db/repos';
import { combatSystemFrom, earlierSystems, recordedSystem } from '../combat/combat-system';
import { DEFAULT_CHECKPOINT_EVERY, machineInputOf, rebuildSnapshots } from '../combat/load-combat';
import { keepLogTail } from '../combat/closing-checkpoint';
import { assertRatingsInRange } from '../sheets/rating-guard';
import { campaignSystem } from '../system/campaign-system';

/**
 * Validates an untrusted document (parsed JSON). Throws AppError `campaign/invalid-export` with
 * the first problems named, or `campaign/unsupported-export` for another format or a newer version.
 */
export function parseCampaignExport(document: unknown): CampaignExport {
  const header = CampaignExportHeaderSchema.safeParse(document);
  if (!header.success || header.data.format !== CAMPAIGN_EXPORT_FORMAT) {
    throw new AppError('campaign/unsupported-export', 'This file is not an FS3 Console campaign export.');
  }
  if (header.data.formatVersion > CAMPAIGN_EXPORT_VERSION) {
    throw new AppError(
      'campaign/unsupported-export',
      `This export was written by a newer FS3 Console (format ${header.data.formatVersion}); update the app to import it.`,
    );
  }
  const result = CampaignExportSchema.safeParse(document);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(document)'}: ${i.message}`);
    throw new AppError('campaign/invalid-export', `This campaign export is damaged or incomplete: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * What an import reads: {@link parseCampaignExport} without blocking the event loop on a big
 * document (everything but the combat events in one go, then the events a chunk at a time with the
 * loop handed back in between: validating 10,000 events at once blocked for ~60 ms; same result,
 * same messages), then the balances against their ledgers ({@link checkLedgers}; only an import
 * takes the characters, a new campaign's setting taken from an export does not).
 */
export async function parseCampaignImport(document: unknown, onProgress: ImportProgress = () => undefined): Promise<CampaignExport> {
  const parsed = await parseInChunks(document, onProgress);
  checkLedgers(parsed);
  checkCrews(parsed);
  return parsed;
}

/**
 * How far an import is: its stage and, within it, `done` of `total` (events checked or written,
 * combat steps replayed). Reported between chunks, so a long import shows it is moving.
 */
export type ImportProgress = (p: { stage: 'check' | 'write' | 'rebuild'; done: number; total: number }) => void;

async function parseInChunks(document: unknown, onProgress: ImportProgress): Promise<CampaignExport> {
  const events = (document as { combatEvents?: unknown } | null)?.combatEvents;
  if (!Array.isArray(events) || events.length <= EVENT_CHUNK || typeof document !== 'object') return parseCampaignExport(document);
  const rest = parseCampaignExport({ ...document, combatEvents: [] });
  const parsed: CombatEvent[] = [];
  for (let i = 0; i < events.length; i += EVENT_CHUNK) {
    onProgress({ stage: 'check', done: i, total: events.length });
    await nextTurn();
    const result = EventsSchema.safeParse(events.slice(i, i + EVENT_CHUNK));
    if (!result.success) {
      const problems = result.error.issues.slice(0, 5).map((x) => {
        const [index, ...path] = x.path.map(String);
        return `${['combatEvents', String(i + Number(index)), ...path].join('.')}: ${x.message}`;
      });
      throw new AppError('campaign/invalid-export', `This campaign export is damaged or incomplete: ${problems.join('; ')}`);
    }
    for (const e of result.data) parsed.push(e);
  }
  return { ...rest, combatEvents: parsed };
}

const EventsSchema = z.array(CombatEventSchema);

/**
 * The work an import does on its new file after {@link writeCampaignContent} wrote everything but
 * the combat events: writes the events in one transaction (the import worker's own connection to
 * a file still under its temporary name, so it is whole or never put in place; progress is told a
 * chunk at a time), then rebuilds the combats' snapshots from the same events, not read back.
 */
export function finishImport(events: readonly CombatEvent[], onProgress: ImportProgress = () => undefined) {
  return async (db: Db, repos: Repos, o: { appVersion: string; now: () => Date }): Promise<void> => {
    db.transaction(() => {
      for (let i = 0; i < events.length; i += EVENT_CHUNK) {
        onProgress({ stage: 'write', done: i, total: events.length });
        // Checked with the whole document (parseCampaignImport): written without checking each again.
        repos.combatLog.restoreChecked(events.slice(i, i + EVENT_CHUNK));
      }
    })();
    await nextTurn();
    await rebuildCombatSnapshots(db, repos, o, (done) => onProgress({ stage: 'rebuild', done: Math.min(done, events.length), total: events.length }), logsByCombat(events));
  };
}

/** Each combat's events in log order, as the file now holds them (their numbers are unique: the writes checked it). */
function logsByCombat(events: readonly CombatEvent[]): Map<string, CombatEvent[]> {
  const logs = new Map<string, CombatEvent[]>();
  let ordered = true;
  let last = -Infinity;
  for (const e of events) {
    const log = logs.get(e.combatId);
    if (log) log.push(e);
    else logs.set(e.combatId, [e]);
    ordered &&= e.seq > last;
    last = e.seq;
  }
  // An export lists them in order; a file edited by hand may not.
  if (!ordered) for (const log of logs.values()) log.sort((a, b) => a.seq - b.seq);
  return logs;
}

/**
 * Issue 17 item 9: every character's XP and luck against its ledger. The app moves a balance only
 * with a ledger entry (record and undo alike), so balance − ledger sum is the opening balance the
 * character was made with (a template's XP, the edition's starting luck), fixed for its life and
 * never below 0. A balance BELOW its ledger sum cannot come from the app: the file was edited, and
 * which of the two is right cannot be told, so the import is refused naming the character, both
 * numbers and what to do. A balance above it is that opening balance and is accepted: refusing or
 * warning there would flag every character made with XP or starting luck (see EXPORT-NOTES.md).
 */
function checkLedgers(doc: CampaignContent): void {
  const sums = (entries: readonly { characterId: string; delta: number }[]) => {
    const out = new Map<string, number>();
    for (const e of entries) out.set(e.characterId, (out.get(e.characterId) ?? 0) + e.delta);
    return out;
  };
  const xp = sums(doc.xpLedger);
  const luck = sums(doc.luckLedger);
  const problems: string[] = [];
  doc.characters.forEach((c, i) => {
    const x = xp.get(c.id) ?? 0;
    const l = luck.get(c.id) ?? 0;
    if (c.xp < x) problems.push(`characters.${i} "${c.name}" (${c.id}) has ${c.xp} XP but its XP ledger adds up to ${x}`);
    if (c.luckPoints < l) problems.push(`characters.${i} "${c.name}" (${c.id}) has ${c.luckPoints} luck but its luck ledger adds up to ${l}`);
  });
  if (problems.length > 0) {
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    throw new AppError(
      'campaign/invalid-export',
      `This campaign export contradicts itself: ${problems.slice(0, 5).join('; ')}${more}. A balance is never below what its ledger explains; ` +
        'correct the balance or the ledger entries in the file (or export the campaign again from the app).',
    );
  }
}

/** Issue 39: every crew seats characters and fills vehicles the document has, each character once. */
function checkCrews(doc: CampaignContent): void {
  const characters = new Set(doc.characters.map((c) => c.id));
  const vehicles = new Set((doc.vehicles ?? []).map((v) => v.id));
  const seated = new Set<string>();
  (doc.vehicleCrews ?? []).forEach((c, i) => {
    const bad = (what: string) => new AppError('campaign/invalid-export', `This campaign export contradicts itself: vehicleCrews.${i} ${what}.`);
    if (!vehicles.has(c.vehicleId)) throw bad(`is for vehicle ${c.vehicleId}, which the export does not have`);
    for (const id of [c.crew.pilotId, ...c.crew.passengerIds]) {
      if (id === null) continue;
      if (!characters.has(id)) throw bad(`seats character ${id}, whom the export does not have`);
      if (seated.has(id)) throw bad(`seats character ${id} a second time`);
      seated.add(id);
    }
  });
}

/** Writes a validated content set into an empty campaign file, all in one transaction. */
export function writeCampaignContent(repos: Repos, content: CampaignContent, transact: <T>(fn: () => T) => T): void {
  transact(() => {
    repos.campaign.put(content.campaign, content.setting, content.system, { draft: true });
    repos.characters.insertMany(content.characters);
    repos.wounds.addMany(content.wounds);
    repos.ledgers.restore(content.xpLedger, content.luckLedger);
    repos.gear.replaceCatalog(content.gear);
    repos.combats.restore(content.combats, content.combatants);
    repos.combatLog.restore(content.combatEvents, content.combatSnapshots);
    repos.sheets.restore(content.characterGear, content.rollLog);
    repos.care.restore(content.care ?? []);
    for (const v of content.vehicles ?? []) repos.vehicles.add(v);
    for (const c of content.vehicleCrews ?? []) repos.crews.set(c.vehicleId, c.crew);
    repos.campaignLog.restore(content.campaignLog ?? []);
    repos.encounters.restore(content.npcTemplates ?? [], content.encounters ?? []);
    repos.playerPrivacy.restore(content.playerPrivacy, content.campaign.updatedAt);
    const sources = new Map<string, { keyPath: string; value: (typeof content.configExtras)[number]['value'] }[]>();
    for (const e of content.configExtras) {
      const list = sources.get(e.source) ?? [];
      list.push({ keyPath: e.keyPath, value: e.value });
      sources.set(e.source, list);
    }
    for (const [source, extras] of sources) repos.campaign.replaceConfigExtras(source, extras);
    checkImportedRatings(repos);
  });
}

/**
 * Imported characters meet the same edge as the sheet (issue 16): a rating outside the edition's
 * range refuses the whole import, naming the character and field. A setting too broken to resolve
 * a system (a draft export) is left to the setting lint, as before.
 */
function checkImportedRatings(repos: Repos): void {
  let system;
  try {
    system = campaignSystem(repos);
  } catch {
    return;
  }
  assertRatingsInRange(system, repos.characters.listAll());
}

const MachineInputShape = z.object({ combatId: z.string() }).passthrough();

/** Steps replayed between two turns of the event loop while an import rebuilds snapshots (~10 ms each here). */
const REBUILD_CHUNK = 64;
/** Events validated or written between two turns of the event loop during an import (~10-15 ms each here). */
const EVENT_CHUNK = 1000;

const nextTurn = () => new Promise<void>((done) => setImmediate(done));

/**
 * After an import: rebuilds every combat's snapshots from its events (see EXPORT-NOTES.md), a
 * chunk of steps at a time with the event loop handed back in between. A combat whose log does
 * not replay refuses the import, naming the combat and the step.
 */
export async function rebuildCombatSnapshots(
  db: Db, repos: Repos, o: { appVersion: string; now: () => Date },
  /** Steps replayed so far, over all combats. */
  onProgress: (done: number) => void = () => undefined,
  /** Issue 38: each combat's events as just written (an import), instead of reading them back from the file. */
  logs?: ReadonlyMap<string, readonly CombatEvent[]>,
): Promise<void> {
  let replayed = 0;
  const store = { repos, transact: <T>(fn: (r: Repos) => T): T => db.transaction(() => fn(repos))() };
  for (const combat of repos.combats.list()) {
    // A combat without the machine's input was never played by the combat host (no app version
    // can open it): nothing to rebuild, and the import keeps it as it is, like any other record.
    if (!MachineInputShape.safeParse(combat.settings['machineInput']).success) continue;
    try {
      const machines = [
        ...earlierSystems(combat).map((e) => ({ untilSeq: e.untilSeq, machine: combatSystemFrom(e.record).machine })),
        { untilSeq: null, machine: combatSystemFrom(recordedSystem(combat, repos)).machine },
      ];
      const steps = rebuildSnapshots({
        store, combat, input: machineInputOf(combat), machines, checkpointEvery: DEFAULT_CHECKPOINT_EVERY, appVersion: o.appVersion, now: o.now, chunk: REBUILD_CHUNK,
        ...(logs ? { events: logs.get(combat.id) ?? [] } : {}),
      });
      let before = 0;
      for (let step = steps.next(); !step.done; step = steps.next()) {
        if (step.value > before) {
          replayed += step.value - before;
          before = step.value;
          onProgress(replayed);
        }
        await nextTurn();
      }
      // Issue 38: its log's last page kept with the end-of-log checkpoint (the first opening serves it as stored).
      keepLogTail(store, combat.id, o);
      await nextTurn();
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new AppError('campaign/invalid-export', `This campaign export is damaged: combat "${combat.name}" (${combat.id}) cannot be rebuilt from its log: ${detail}`);
    }
  }
}

/** Schema-valid content can still contradict itself; say how in words, not SQLite codes. */
export function describeConstraintError(error: unknown, code: 'campaign/invalid-export' | 'campaign/invalid-template'): unknown {
  const sqlite = sqliteCode(error) ?? '';
  const what = code === 'campaign/invalid-export' ? 'This campaign export' : 'The campaign template';
  if (sqlite === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new AppError(code, `${what} is inconsistent: something refers to a character or combat that it does not contain.`);
  }
  if (sqlite === 'SQLITE_CONSTRAINT_PRIMARYKEY' || sqlite === 'SQLITE_CONSTRAINT_UNIQUE') {
    return new AppError(code, `${what} is inconsistent: two entries share the same id or name.`);
  }
  return error;
}
