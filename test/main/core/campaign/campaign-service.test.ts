import { copyFileSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaign, openCampaign, openOrCreateSampleCampaign, saveCampaignAs } from '../../../../main/core/campaign/campaign-service';
import { importCampaign } from '../../../../main/core/campaign/import-campaign';
import { CampaignFileError } from '../../../../main/core/db/errors';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { AppError } from '../../../../shared/ipc/result';
import { BSG_SETTING } from '../../../../shared/core/content';
import { BUILT_IN_HIT_CHARTS } from '../../../../shared/core/content/hit-charts';
import { TEST_GEAR, TEST_SETTING, testCharacter, testCombat, testEvent, testTemplate, testWound } from '../../../helpers/db-fixtures';
import { createFakeClock, snapshotDir, testCampaignOptions, useTempDirs } from '../../../helpers/db-temp';

const tempDir = useTempDirs();

describe('creating a campaign', () => {
  it('creates a ready campaign from a template: setting, characters, gear and kept extras', async () => {
    const clock = createFakeClock();
    const path = join(tempDir(), 'Dust and Iron.fs3');
    const session = await createCampaign(path, testTemplate(), testCampaignOptions(clock));
    expect(session.info).toEqual({ name: 'Dust and Iron', description: 'A test campaign.', inGameDate: 'Day 1',
      createdAt: clock.now().toISOString(), updatedAt: clock.now().toISOString() });
    expect(session.repos.campaign.get().setting).toEqual(TEST_SETTING);
    expect(session.repos.characters.list().map((c) => c.id)).toEqual(['pc-1', 'npc-1']);
    expect(session.repos.gear.getCatalog()).toEqual(TEST_GEAR);
    expect(session.repos.campaign.listConfigExtras()).toHaveLength(1);
    await session.close();
    // Built under a temporary name and renamed: nothing else is left beside it.
    expect(readdirSync(join(path, '..'))).toEqual(['Dust and Iron.fs3']);
  });

  it('creates a blank campaign from just a name and a setting', async () => {
    const path = join(tempDir(), 'blank.fs3');
    const session = await createCampaign(path, { name: 'Blank', setting: TEST_SETTING }, testCampaignOptions(createFakeClock()));
    expect(session.repos.characters.count()).toBe(0);
    expect(session.repos.gear.getCatalog().weapons).toEqual([]);
    expect(session.info.description).toBe('');
    await session.close();
  });

  it('refuses to overwrite an existing file and leaves it untouched', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'taken.fs3'), 'precious');
    const before = snapshotDir(dir);
    await expect(createCampaign(join(dir, 'taken.fs3'), testTemplate(), testCampaignOptions(createFakeClock())))
      .rejects.toMatchObject({ reason: 'exists' });
    expect(snapshotDir(dir)).toEqual(before);
  });

  it('refuses an invalid template with a readable message and leaves no file', async () => {
    const dir = tempDir();
    const bad = testTemplate({ characters: [{ ...testCharacter('x'), name: '' }] });
    const error = await createCampaign(join(dir, 'bad.fs3'), bad, testCampaignOptions(createFakeClock())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('campaign/invalid-template');
    expect((error as AppError).message).toMatch(/characters\.0\.name/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('rolls back a template that fails inside the database (duplicate ids) and leaves no file', async () => {
    const dir = tempDir();
    const dup = testTemplate({ characters: [testCharacter('same'), testCharacter('same')] });
    await expect(createCampaign(join(dir, 'dup.fs3'), dup, testCampaignOptions(createFakeClock())))
      .rejects.toMatchObject({ code: 'campaign/invalid-template', message: expect.stringMatching(/two entries share the same id/) });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('the sample campaign on first launch', () => {
  it('stores the shipped Storyteller\'s Guide setting and hit charts without loss', async () => {
    const template = { name: 'Sample', setting: BSG_SETTING, gear: { hitCharts: [...BUILT_IN_HIT_CHARTS] } };
    const session = await createCampaign(join(tempDir(), 'bsg.fs3'), template, testCampaignOptions(createFakeClock()));
    expect(session.repos.campaign.get().setting).toEqual(BSG_SETTING);
    expect(session.repos.gear.getCatalog().hitCharts).toEqual(BUILT_IN_HIT_CHARTS);
    await session.close();
  });

  it('is created the first time and opened, unchanged, afterwards', async () => {
    const clock = createFakeClock();
    const path = join(tempDir(), 'Sample.fs3');
    const first = await openOrCreateSampleCampaign(path, testTemplate({ name: 'Sample' }), testCampaignOptions(clock));
    expect(first.created).toBe(true);
    first.session.transact((r) => r.characters.insert(testCharacter('added-in-play')));
    await first.session.close();
    clock.advance(60_000);
    const second = await openOrCreateSampleCampaign(path, testTemplate({ name: 'Sample' }), testCampaignOptions(clock));
    expect(second.created).toBe(false);
    expect(second.session.repos.characters.get('added-in-play')).toBeDefined();
    await second.session.close();
  });
});

describe('an open campaign', () => {
  it('runs each storyteller action as one transaction', async () => {
    const session = await createCampaign(join(tempDir(), 'c.fs3'), testTemplate(), testCampaignOptions(createFakeClock()));
    expect(() => session.transact((r) => {
      r.combats.create(testCombat('f1'));
      r.combatLog.append(testEvent('f1', 0));
      throw new Error('storyteller cancelled');
    })).toThrow('storyteller cancelled');
    expect(session.repos.combats.list()).toEqual([]);
    expect(session.repos.combatLog.count()).toBe(0);
    await session.close();
    expect(() => session.transact(() => 1)).toThrow(/closed/);
  });

  it('stamps updatedAt with the injected clock when an action changed something', async () => {
    const clock = createFakeClock('2026-05-01T18:00:00.000Z');
    const session = await createCampaign(join(tempDir(), 'c.fs3'), testTemplate(), testCampaignOptions(clock));
    clock.advance(3_600_000);
    session.transact((r) => r.characters.list());
    expect(session.info.updatedAt).toBe('2026-05-01T18:00:00.000Z');
    session.transact((r) => r.characters.insert(testCharacter('new')));
    expect(session.info.updatedAt).toBe('2026-05-01T19:00:00.000Z');
    expect(session.info.createdAt).toBe('2026-05-01T18:00:00.000Z');
    await session.close();
  });

  it('closes into a single self-contained file (WAL folded back in)', async () => {
    const path = join(tempDir(), 'c.fs3');
    const session = await createCampaign(path, testTemplate(), testCampaignOptions(createFakeClock()));
    session.transact((r) => r.characters.insert(testCharacter('late')));
    expect(existsSync(`${path}-wal`)).toBe(true);
    await session.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
    const reopened = await openCampaign(path, testCampaignOptions(createFakeClock()));
    expect(reopened.repos.characters.get('late')).toBeDefined();
    await reopened.close();
  });

  it('"save as" copies everything to the new file and switches to it', async () => {
    const dir = tempDir();
    const clock = createFakeClock();
    const session = await createCampaign(join(dir, 'a.fs3'), testTemplate(), testCampaignOptions(clock));
    session.transact((r) => r.characters.insert(testCharacter('only-in-memory-yet')));
    const copy = await saveCampaignAs(session, join(dir, 'b.fs3'), testCampaignOptions(clock));
    expect(session.isOpen).toBe(false);
    expect(copy.path).toBe(join(dir, 'b.fs3'));
    expect(copy.repos.characters.get('only-in-memory-yet')).toBeDefined();
    copy.transact((r) => r.characters.remove('pc-1'));
    await copy.close();
    const original = await openCampaign(join(dir, 'a.fs3'), testCampaignOptions(clock));
    expect(original.repos.characters.get('pc-1')).toBeDefined();
    await expect(saveCampaignAs(original, join(dir, 'a.fs3'), testCampaignOptions(clock))).rejects.toMatchObject({ reason: 'same-file' });
    await original.close();
  });

  it('migrates an older campaign on open, keeping a pre-migration backup in the backups folder', async () => {
    const dir = tempDir();
    const path = join(dir, 'old.fs3');
    // A real file of the first release (schema 5): a bare old schema without a campaign is refused now.
    copyFileSync(join(process.cwd(), 'test', 'fixtures', 'release-0.1.0.fs3campaign'), path);
    const session = await openCampaign(path, testCampaignOptions(createFakeClock()));
    const kinds = session.listBackups().map((b) => [b.kind, b.migratingTo]);
    expect(kinds).toContainEqual(['pre-migration', MIGRATIONS.length]);
    expect(kinds).toContainEqual(['open', null]);
    await session.close();
  });

  it('refuses a bad file with a CampaignFileError and the app can go on', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'x.fs3'), 'not a campaign');
    await expect(openCampaign(join(dir, 'x.fs3'), testCampaignOptions(createFakeClock()))).rejects.toBeInstanceOf(CampaignFileError);
    expect(readdirSync(dir)).toEqual(['x.fs3']);
  });
});

describe('importing', () => {
  it('refuses a document that is not an export, a newer format, or a damaged one, creating nothing', async () => {
    const dir = tempDir();
    const options = testCampaignOptions(createFakeClock());
    const target = join(dir, 'imported.fs3');
    await expect(importCampaign(target, { hello: 'world' }, options)).rejects.toMatchObject({ code: 'campaign/unsupported-export' });
    await expect(importCampaign(target, { format: 'fs3-console-campaign', formatVersion: 99 }, options))
      .rejects.toThrow(/newer FS3 Console \(format 99\)/);
    await expect(importCampaign(target, { format: 'fs3-console-campaign', formatVersion: 1, characters: 'lots' }, options))
      .rejects.toMatchObject({ code: 'campaign/invalid-export' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a schema-valid export that contradicts itself, creating nothing', async () => {
    const dir = tempDir();
    const source = await createCampaign(join(tempDir(), 's.fs3'), testTemplate(), testCampaignOptions(createFakeClock()));
    const doc = source.exportDocument();
    await source.close();
    const orphan = { ...doc, wounds: [testWound('w', 'not-in-file')] };
    await expect(importCampaign(join(dir, 'i.fs3'), orphan, testCampaignOptions(createFakeClock())))
      .rejects.toMatchObject({ code: 'campaign/invalid-export', message: expect.stringMatching(/refers to a character or combat/) });
    expect(readdirSync(dir)).toEqual([]);
  });
});
