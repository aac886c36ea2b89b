/**
 * Issue 17 item 4: two app instances on one campaign file acknowledged contradictory combats.
 * A campaign has one writer: the second process is refused with the holder named, the holder's
 * file is not touched, and a killed holder frees the file at once (the OS drops its lock).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
const NEW = { setting: { kind: 'template', id: 'minimal' }, gear: 'builtin', edition: 'fs3.2' } as const;
const CHILD = fileURLToPath(new URL('./hold-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function holdInChild(path: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${err}`)));
  });
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.kill('SIGKILL');
});

describe('one writer per campaign file', () => {
  it('refuses a second process with the holder named, then opens the file once the holder is killed', async () => {
    const { call, ctx } = rig();
    const path = join(ctx.dir, 'Shared.fs3campaign');
    await call('campaign.create', { name: 'Shared', path, ...NEW });
    const keep = await call<{ path: string }>('campaign.create', { name: 'Keep', path: join(ctx.dir, 'Keep.fs3campaign'), ...NEW });
    const child = await holdInChild(path);

    const started = Date.now();
    const refused = await call('campaign.open', { path }).catch((e: unknown) => e as Error & { code: string });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(refused, `${JSON.stringify(refused)} child exit ${child.exitCode} ${child.signalCode}`).toMatchObject({ code: 'campaign/locked' });
    expect((refused as Error).message).toContain(`process ${child.pid}`);
    expect((refused as Error).message).toMatch(/one writer/);
    expect((await call<{ path: string }>('campaign.current')).path).toBe(keep.path);

    await killed(child);
    const opened = await call<{ path: string; description: string }>('campaign.open', { path });
    expect(opened.path).toBe(path);
    // The child's acknowledged write survived its kill.
    expect(opened.description).toBe('held by the child');
  });

  it('holds the file while it is open: a second process cannot open it', async () => {
    const { call, ctx } = rig();
    const path = join(ctx.dir, 'Mine.fs3campaign');
    await call('campaign.create', { name: 'Mine', path, ...NEW });
    await expect(holdInChild(path)).rejects.toThrow(new RegExp(`open in another FS3 Console window on this computer \\(process ${process.pid}`));
  });
});
