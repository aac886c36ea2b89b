import type { Db } from '../db';

/** Facts about the connection and file itself, for backups and health checks. */
export function createMetaRepo(db: Db) {
  const changes = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
  return {
    /** Rows changed through this connection since it opened: "anything new since the last backup?". */
    totalChanges: (): number => changes.get()?.n ?? 0,
    /** `PRAGMA integrity_check`: 'ok' or the first problems found. */
    integrityCheck: (): string => String(db.pragma('integrity_check(5)', { simple: true })),
  };
}
export type MetaRepo = ReturnType<typeof createMetaRepo>;
