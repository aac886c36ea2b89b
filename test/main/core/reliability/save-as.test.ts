/**
 * Issue 17 item 1: Save As never replaces an existing file without an explicit confirmation, and
 * even then the old file is kept beside it. Before, saving over campaign "Victim" replaced it
 * (its XP gone) and saving onto my-notes.txt turned it into SQLite.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
type Summary = { path: string; name: string };
const NEW = { setting: { kind: 'template', id: 'minimal' }, gear: 'builtin', edition: 'aresmush-3e' };

describe('Save As over an existing file', () => {
  it('refuses without confirmation, leaving the other campaign and a text file byte for byte, and the open campaign open', async () => {
    const { call, ctx } = rig();
    const victim = join(ctx.dir, 'Victim.fs3campaign');
    await call('campaign.create', { name: 'Victim', path: victim, ...NEW });
    const pc = await call<{ id: string }>('character.create', { name: 'Veteran', kind: 'pc' });
    await call('character.awardXp', { ids: [pc.id], amount: 3, reason: 'Hard won' });
    const mine = await call<Summary>('campaign.create', { name: 'Mine', path: join(ctx.dir, 'Mine.fs3campaign'), ...NEW });
    const notes = join(ctx.dir, 'my-notes.txt');
    writeFileSync(notes, 'Session 12: the cave.\n');
    const victimBytes = readFileSync(victim);

    for (const target of [victim, notes]) {
      const refused = await call('campaign.saveAs', { path: target }).catch((e: unknown) => e as Error & { code: string });
      expect((refused as { code: string }).code).toBe('campaign/exists');
      expect((refused as Error).message).toMatch(/already exists.*Confirm to replace it/);
    }
    expect(readFileSync(victim).equals(victimBytes)).toBe(true);
    expect(readFileSync(notes, 'utf8')).toBe('Session 12: the cave.\n');
    expect((await call<Summary>('campaign.current'))?.path).toBe(mine.path);
  });

  it('replaces only when confirmed, and keeps the old file (with its XP) beside it as a copy', async () => {
    const { call, ctx } = rig();
    const victim = join(ctx.dir, 'Victim.fs3campaign');
    await call('campaign.create', { name: 'Victim', path: victim, ...NEW });
    const pc = await call<{ id: string }>('character.create', { name: 'Veteran', kind: 'pc' });
    await call('character.awardXp', { ids: [pc.id], amount: 3, reason: 'Hard won' });
    await call('campaign.create', { name: 'Mine', path: join(ctx.dir, 'Mine.fs3campaign'), ...NEW });
    const saved = await call<Summary>('campaign.saveAs', { path: victim, overwrite: true });
    expect(saved).toMatchObject({ path: victim, name: 'Mine' });
    const kept = readdirSync(ctx.dir).filter((n) => n.startsWith('Victim.fs3campaign.replaced-'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^Victim\.fs3campaign\.replaced-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    const db = new Database(join(ctx.dir, kept[0]!), { readonly: true });
    expect(db.prepare('SELECT xp FROM characters WHERE id = ?').get(pc.id)).toEqual({ xp: 3 });
    db.close();
  });
});
