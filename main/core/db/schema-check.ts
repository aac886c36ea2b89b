import Database from 'better-sqlite3';
import { asDb } from './db';
import { CampaignFileError } from './errors';
import { applyMigrations, type Migration } from './migrate';

/** One row of `sqlite_schema`: every table, index, trigger and view a file holds. */
export type SchemaObject = { type: string; name: string; tbl_name: string; sql: string | null };

/** SQLite's own bookkeeping tables (AUTOINCREMENT counters, ANALYZE statistics): data, never code. */
const SQLITE_INTERNAL = /^sqlite_(sequence|stat\d)$/;

const expectedByList = new WeakMap<readonly Migration[], Map<number, Map<string, SchemaObject>>>();

const keyOf = (o: Pick<SchemaObject, 'type' | 'name'>) => `${o.type} "${o.name}"`;
/** Whitespace is the only difference two builds of the same CREATE statement may show. */
const normal = (sql: string | null) => (sql ?? '').replace(/\s+/g, ' ').trim();

export function readSchema(raw: Database.Database): SchemaObject[] {
  return raw.prepare<[], SchemaObject>('SELECT type, name, tbl_name, sql FROM sqlite_schema').all();
}

/**
 * The schema a file at `version` must have: the migrations up to that version, replayed once
 * per process into an in-memory database (a few milliseconds) and remembered.
 */
export function expectedSchema(migrations: readonly Migration[], version: number): Map<string, SchemaObject> {
  let byVersion = expectedByList.get(migrations);
  if (!byVersion) expectedByList.set(migrations, (byVersion = new Map()));
  let expected = byVersion.get(version);
  if (!expected) {
    const raw = new Database(':memory:');
    try {
      applyMigrations(asDb(raw), migrations.slice(0, version));
      expected = new Map(readSchema(raw).map((o) => [keyOf(o), o]));
    } finally {
      raw.close();
    }
    byVersion.set(version, expected);
  }
  return expected;
}

/**
 * Compares a campaign file's schema with the one its version promises. A trigger or view that
 * the app did not create would run inside the storyteller's own actions (one that swallows
 * ledger rows, one that wipes the roll log, one that loops forever), so anything added, changed
 * or missing is refused by name before the file is opened for writing (issue 17).
 */
export function checkSchema(path: string, actual: readonly SchemaObject[], migrations: readonly Migration[], version: number): void {
  const expected = expectedSchema(migrations, version);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const o of actual) {
    const key = keyOf(o);
    seen.add(key);
    const want = expected.get(key);
    if (!want) {
      if (o.type === 'table' && SQLITE_INTERNAL.test(o.name)) continue;
      problems.push(`an unexpected ${key}${o.type === 'trigger' || o.type === 'index' ? ` on "${o.tbl_name}"` : ''}`);
    } else if (normal(want.sql) !== normal(o.sql) || want.tbl_name !== o.tbl_name) {
      problems.push(`a changed ${key}`);
    }
  }
  for (const [key] of expected) if (!seen.has(key)) problems.push(`no ${key}`);
  if (problems.length === 0) return;
  const shown = problems.slice(0, 5).join(', ') + (problems.length > 5 ? ` and ${problems.length - 5} more` : '');
  throw new CampaignFileError(
    'unexpected-schema',
    path,
    `This campaign file has been altered outside FS3 Console: it has ${shown}. ` +
      'Such changes could rewrite or hide your data, so the file is not opened, and it has not been changed. Restore one of its backups, or open an export of it.',
  );
}
