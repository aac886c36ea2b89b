/**
 * Redo in the campaign log (issue 39 item 5: "undone, redone"): an undone advance comes back
 * exactly (wounds, date, weekly XP recorded again, balances), can be undone again, and a new step
 * after an undo abandons the redo. Real campaign file (the FS3.2 sample) through the dispatcher.
 */
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import type { AdvancePreview, CalendarStatus } from '../../../../shared/ipc/calendar-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();

async function setup() {
  const r = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
  await r.ctx.campaigns.openAtStartup();
  const db = (r.ctx.campaigns.requireSession() as unknown as { db: Database.Database }).db;
  /** The file's wounds, XP entries (without their ids), balances and date. */
  const state = () =>
    JSON.stringify({
      wounds: db.prepare('SELECT * FROM wounds ORDER BY id').all(),
      xp: db.prepare('SELECT character_id, delta, reason, ability, in_game_date, recorded_at FROM xp_ledger ORDER BY id').all(),
      balances: db.prepare('SELECT id, xp, luck_points FROM characters ORDER BY id').all(),
      date: db.prepare('SELECT in_game_date FROM campaign').get(),
    });
  const sys = await r.call<{ setting: { ruleset: { xp: Record<string, unknown> } }; choice: unknown; revision: number }>('system.get');
  const setting = { ...sys.setting, ruleset: { ...sys.setting.ruleset, xp: { ...sys.setting.ruleset.xp, clock: 'game' } } };
  await r.call('system.save', { setting, choice: sys.choice, label: 'XP follows the game calendar', expectedRevision: sys.revision });
  return { ...r, state };
}

describe('campaign log redo', () => {
  it('puts an undone week back exactly (healing, date, weekly XP), and it can be undone again', async () => {
    const { call, state } = await setup();
    await call('healing.addWound', { characterId: 'pc-ruiz', severity: 'serious', location: 'Chest', damageType: 'wound', description: 'Test' });
    const before = state();
    const preview = await call<AdvancePreview>('calendar.preview', { days: 7 });
    expect(preview.weeklyXp?.weeks).toBe(1);
    await call('calendar.commit', { planId: preview.planId });
    const advanced = state();
    expect(advanced).not.toBe(before);
    let status = await call<CalendarStatus>('calendar.undo');
    expect(state()).toBe(before);
    expect(status.redo?.label).toMatch(/^Advanced 7 days: 2026-01-01 → 2026-01-08; weekly XP for 1 week/);
    status = await call<CalendarStatus>('calendar.redo');
    expect(state()).toBe(advanced);
    expect(status.redo).toBeNull();
    expect(status.undo?.label).toMatch(/^Advanced 7 days/);
    expect(status.log[0]).toMatchObject({ undone: false });
    await call('calendar.undo');
    expect(state()).toBe(before);
  });

  it('a new step after an undo abandons the redo', async () => {
    const { call } = await setup();
    await call('healing.addWound', { characterId: 'pc-ruiz', severity: 'light', location: 'Arm', damageType: 'wound', description: 'Test' });
    const preview = await call<AdvancePreview>('calendar.preview', { days: 1 });
    await call('calendar.commit', { planId: preview.planId });
    expect((await call<CalendarStatus>('calendar.undo')).redo).not.toBeNull();
    const after = await call<CalendarStatus>('calendar.setDate', { date: '2026-02-01' });
    expect(after.redo).toBeNull();
    await expect(call('calendar.redo')).rejects.toThrow('There is nothing in the campaign log to redo.');
  });
});
