/**
 * Issue 14 "Migration": a campaign file made by the release before game systems (commit ad2beaf)
 * opens as FS3.2 with its own setting, after a pre-migration backup, and its fight goes on.
 *
 * test/fixtures/release-0.1.0.fs3campaign was made by that release: the sample opened at start-up,
 * 3 XP awarded to the PCs, and "Hangar deck" created with two PCs and two Centurions, declared,
 * initiative rolled and every action resolved (the fight waits at its knockouts).
 */
import Database from 'better-sqlite3';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createHandlers } from '../../../../main/core/handlers';
import { createDispatch } from '../../../../main/core/rpc/dispatch';
import type { Result } from '../../../../shared/ipc/result';
import { makeTestContext, type TestContext } from '../../../helpers/app-context';

const FIXTURE = join(process.cwd(), 'test', 'fixtures', 'release-0.1.0.fs3campaign');
const open: TestContext[] = [];
afterEach(async () => {
  for (const ctx of open.splice(0)) await ctx.campaigns.close();
});

type OldRow = { ruleset_json: string; special_abilities_json: string; name: string };

describe('a campaign made by the release before game systems', () => {
  it('opens as FS3.2 with its own setting after a pre-migration backup, and its fight goes on', async () => {
    const ctx = makeTestContext();
    open.push(ctx);
    const path = join(ctx.dir, 'Old campaign.fs3campaign');
    copyFileSync(FIXTURE, path);
    const raw = new Database(path, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(5);
    const old = raw.prepare('SELECT ruleset_json, special_abilities_json, name FROM campaign').get() as OldRow;
    const oldAttributes = (raw.prepare("SELECT name FROM ability_definitions WHERE kind = 'attribute' ORDER BY position").all() as { name: string }[]).map((r) => r.name);
    const oldXp = raw.prepare('SELECT id, xp FROM characters ORDER BY id').all();
    raw.close();

    const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
    const call = async <T>(method: string, input: unknown = {}): Promise<T> => {
      const r = (await dispatch(method, input)) as Result<T>;
      if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
      return r.value;
    };
    await ctx.campaigns.open(path);

    const backups = await call<{ kind: string; migratingTo: number | null }[]>('campaign.listBackups');
    expect(backups).toContainEqual(expect.objectContaining({ kind: 'pre-migration', migratingTo: MIGRATIONS.length }));

    const system = await call<{ choice: unknown; setting: { ruleset: unknown; specialAbilities: unknown; attributes: { name: string }[] } }>('system.get');
    expect(system.choice).toEqual({ edition: 'fs3.2', houseRules: {} });
    expect(system.setting.ruleset).toEqual(JSON.parse(old.ruleset_json));
    expect(system.setting.specialAbilities).toEqual(JSON.parse(old.special_abilities_json));
    expect(system.setting.attributes.map((a) => a.name)).toEqual(oldAttributes);
    // The open campaign holds the file's lock (one writer), so read through its own connection.
    expect(ctx.campaigns.requireSession().db.prepare('SELECT id, xp FROM characters ORDER BY id').all()).toEqual(oldXp);

    const { combats } = await call<{ combats: { id: string; name: string }[] }>('combat.list');
    const fight = combats.find((c) => c.name === 'Hangar deck')!;
    const view = await call<{ phase: string; system: { revision: number; edition: string }; allowed: Record<string, boolean> }>('combat.get', { combatId: fight.id });
    // Played before campaigns had their own rules: it keeps the built-in numbers it began with.
    expect(view.system).toMatchObject({ revision: 0, edition: 'FS3.2' });
    expect(view.phase).toBe('knockouts');
    const { steps } = await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId: fight.id });
    expect(steps.length).toBeGreaterThanOrEqual(8);
    const next = view.allowed['knockout.roll'] ? 'knockout.roll' : 'turn.end';
    const after = await call<{ phase: string }>('combat.command', { combatId: fight.id, command: { type: next } });
    expect(after.phase).not.toBe('knockouts');
    expect(await call<{ name: string }>('campaign.current')).toMatchObject({ name: old.name });
  });
});
