/**
 * Issue 35 item 9: a write refused by a read-only file system answered `campaign/io-error`, not
 * the `campaign/read-only` the README names (SQLite reports it as "unable to open database file",
 * without the errno). A real read-only mount where the machine allows one (root: a read-only bind
 * mount of the backups folder), else a folder without write permission.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignFailure } from '../../../../main/core/db/errors';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
const NEW = { setting: { kind: 'template', id: 'minimal' }, gear: 'builtin', edition: 'fs3.2' } as const;
const undo: (() => void)[] = [];
afterEach(() => {
  for (const step of undo.splice(0).reverse()) step();
});

/** Makes `folder` unwritable: a read-only bind mount as root (EROFS), else mode 0555 (EACCES). */
function makeReadOnly(folder: string): 'mount' | 'chmod' {
  if (process.getuid?.() === 0) {
    try {
      execFileSync('mount', ['--bind', folder, folder]);
      undo.push(() => execFileSync('umount', [folder]));
      execFileSync('mount', ['-o', 'remount,bind,ro', folder]);
      return 'mount';
    } catch {
      // No mount in this container: permissions do not bind root either, so the check below is moot.
    }
  }
  chmodSync(folder, 0o555);
  undo.push(() => chmodSync(folder, 0o755));
  return 'chmod';
}

describe('a read-only file system under the open campaign', () => {
  it('answers a manual backup into a read-only backups folder with campaign/read-only, and the campaign goes on', async (t) => {
    const r = rig();
    const path = join(r.ctx.dir, 'Ro.fs3campaign');
    await r.call('campaign.create', { name: 'Ro', path, ...NEW });
    const backups = join(r.ctx.dir, 'Ro.backups');
    mkdirSync(backups);
    const how = makeReadOnly(backups);
    if (how === 'chmod' && process.getuid?.() === 0) t.skip();
    const answer = await r.dispatch('campaign.backup');
    expect(answer).toMatchObject({ ok: false, error: { code: 'campaign/read-only' } });
    expect(JSON.stringify(answer)).not.toMatch(/SQLITE|unable to open/);
    await r.call('character.create', { name: 'Still writing', kind: 'pc' });
  });

  it('maps the file system\'s own EROFS and a SQLite I/O error on an unwritable folder to campaign/read-only', () => {
    expect(campaignFailure(Object.assign(new Error('EROFS: read-only file system, open'), { code: 'EROFS' }))?.code).toBe('campaign/read-only');
    expect(campaignFailure(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' }))?.code).toBe('campaign/io-error');
    expect(campaignFailure(Object.assign(new Error('x'), { code: 'SQLITE_READONLY_DBMOVED' }))?.code).toBe('campaign/read-only');
    expect(campaignFailure(Object.assign(new Error('x'), { code: 'ENOSPC' }))?.code).toBe('campaign/disk-full');
  });
});
