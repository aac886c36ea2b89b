/**
 * Upgrades of persisted snapshots written by older machine versions. Each entry turns a snapshot
 * of version N into one of version N + 1. A version with no path to the current one is rebuilt
 * from the event log by the host; a stored snapshot is never silently dropped or trusted as-is.
 */
import type { JsonValue } from '../../domain/json';
import { COMBAT_MACHINE_VERSION } from './version';

export type SnapshotMigration = (snapshot: JsonValue) => JsonValue;

/** Version N → migration to N + 1. Empty while the machine is at its first version. */
export const SNAPSHOT_MIGRATIONS: Readonly<Record<number, SnapshotMigration>> = {};

/**
 * The snapshot brought up to {@link COMBAT_MACHINE_VERSION}, or null when some step is missing
 * (or the snapshot is from a newer version) and the log must be replayed instead.
 */
export function migrateSnapshot(
  snapshot: JsonValue,
  fromVersion: number,
  migrations: Readonly<Record<number, SnapshotMigration>> = SNAPSHOT_MIGRATIONS,
  toVersion: number = COMBAT_MACHINE_VERSION,
): JsonValue | null {
  if (fromVersion > toVersion) return null;
  let s = snapshot;
  for (let v = fromVersion; v < toVersion; v++) {
    const step = migrations[v];
    if (!step) return null;
    s = step(s);
  }
  return s;
}
