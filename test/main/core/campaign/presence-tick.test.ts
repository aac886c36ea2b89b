/**
 * The open campaign's file deleted while its watcher hears nothing (watchers miss events: a folder
 * removed with its watcher, a network share, a busy machine): the session's own tick still finds
 * it gone and tells its listener once, and the tick stops with the news and with close.
 * Real files in a temp folder; manual timers.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaign, openCampaign } from '../../../../main/core/campaign/campaign-service';
import type { Gone } from '../../../../main/core/campaign/file-presence';
import { testTemplate } from '../../../helpers/db-fixtures';
import { createFakeClock, createManualTimers, testCampaignOptions, useTempDirs } from '../../../helpers/db-temp';

const tempDir = useTempDirs();

async function openWatched() {
  const timers = createManualTimers();
  const options = testCampaignOptions(createFakeClock(), { timers });
  const path = join(tempDir(), 'Watched.fs3');
  await (await createCampaign(path, testTemplate(), options)).close();
  const session = await openCampaign(path, options);
  const heard: Gone[] = [];
  session.watchFile((gone) => heard.push(gone));
  return { session, timers, path, heard };
}

describe('the open file looked at on a tick as well as by its watcher', () => {
  it('a deletion no watcher event reported yet is found by the next tick, told once, and the tick stops', async () => {
    const { session, timers, path, heard } = await openWatched();
    const ticking = timers.active();
    rmSync(path, { force: true });
    // Synchronously, before the event loop could deliver any watcher event: only the tick can tell.
    timers.tick();
    expect(heard).toEqual([expect.objectContaining({ reason: 'deleted' })]);
    timers.tick();
    expect(heard).toHaveLength(1);
    expect(timers.active()).toBeLessThan(ticking);
    await session.close();
  });

  it('close stops the tick', async () => {
    const { session, timers, heard } = await openWatched();
    await session.close();
    expect(timers.active()).toBe(0);
    timers.tick();
    expect(heard).toEqual([]);
  });
});
