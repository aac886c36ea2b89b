import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import type { AppContext } from '../../main/core/context';
import { createRecordingLogger } from '../../main/core/logger';
import { createJsonPrefsStore } from '../../main/core/prefs/json-prefs-store';

export type TestContext = AppContext & { emitted: { event: string; payload: unknown }[]; dir: string };

/** A real AppContext over a fresh temporary data directory; pushes are recorded. */
export function makeTestContext(overrides: Partial<AppContext> = {}): TestContext {
  const dir = mkdtempSync(join(tmpdir(), 'fs3-ctx-'));
  const log = createRecordingLogger();
  const emitted: { event: string; payload: unknown }[] = [];
  return {
    hostKind: 'browser',
    version: '0.0.0-test',
    dataDir: '/data/fs3-console',
    runtime: 'Node test',
    prefs: createJsonPrefsStore(join(dir, 'config.json'), log),
    emit: <E extends EventKey>(event: E, payload: EventPayload<E>) => emitted.push({ event, payload }),
    log,
    emitted,
    dir,
    ...overrides,
  };
}
