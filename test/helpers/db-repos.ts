import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Db } from '../../main/core/db/db';
import { closeDatabase, createDatabase } from '../../main/core/db/open';
import { createRepos, type Repos } from '../../main/core/db/repos';
import { TEST_SETTING } from './db-fixtures';

export const T0 = '2026-05-01T18:00:00.000Z';

/**
 * A campaign file in a temp folder with its campaign row written, closed after the test.
 * Repository tests run against this real file, not :memory:, so WAL and pragmas are the app's.
 */
export function useRepoDb(tempDir: () => string): () => { db: Db; repos: Repos; path: string } {
  const open: Db[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) closeDatabase(db);
  });
  return () => {
    const path = join(tempDir(), 'campaign.sqlite');
    const db = createDatabase(path);
    open.push(db);
    const repos = createRepos(db);
    repos.campaign.put({ name: 'Repo test', description: '', inGameDate: 'Day 1', createdAt: T0, updatedAt: T0 }, TEST_SETTING);
    return { db, repos, path };
  };
}
