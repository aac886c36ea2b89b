import type Database from 'better-sqlite3';

declare const dbBrand: unique symbol;

/**
 * A connection to a campaign file, opened by {@link openDatabase} (pragmas set, schema current).
 * The brand stops a raw better-sqlite3 handle from reaching the repositories unprepared.
 */
export type Db = Database.Database & { readonly [dbBrand]: true };

/** Marks a configured connection as a campaign database. Only the db layer calls this. */
export function asDb(raw: Database.Database): Db {
  return raw as Db;
}

/** `SQLITE_*` code of a better-sqlite3 error, or undefined for anything else. */
export function sqliteCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return undefined;
}
