/**
 * The campaign calendar and healing between fights through the real dispatcher over a real
 * SQLite campaign file (the sample campaign: FS3.2, in-game date 2026-01-01), seeded dice and a
 * fake clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { createHandlers } from '../../../../main/core/handlers';
import { createDispatch } from '../../../../main/core/rpc/dispatch';
import type { Result } from '../../../../shared/ipc/result';
import type { AdvancePreview, CalendarStatus, HealingSheet } from '../../../../shared/ipc/calendar-contract';
import { makeTestContext, type TestContext } from '../../../helpers/app-context';
import { recordStep, undoLastStep } from '../../../../main/core/calendar/log';

const open: TestContext[] = [];
afterEach(async () => {
  for (const ctx of open.splice(0)) await ctx.campaigns.close();
});

async function setup() {
  let now = Date.parse('2026-03-01T12:00:00Z');
  const ctx = makeTestContext({ now: () => new Date(now) });
  open.push(ctx);
  await ctx.campaigns.openAtStartup();
  const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
  const call = async <T = unknown>(method: string, input: unknown = {}): Promise<T> => {
    const r = (await dispatch(method, input)) as Result<T>;
    if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
    return r.value;
  };
  const session = ctx.campaigns.requireSession();
  const db = (session as unknown as { db: Database.Database }).db;
  /** Every wound, ledger entry, balance and the date, as the file holds them. */
  const snapshot = () =>
    JSON.stringify({
      wounds: db.prepare('SELECT * FROM wounds ORDER BY id').all(),
      xp: db.prepare('SELECT * FROM xp_ledger ORDER BY id').all(),
      luck: db.prepare('SELECT * FROM luck_ledger ORDER BY id').all(),
      balances: db.prepare('SELECT id, xp, luck_points FROM characters ORDER BY id').all(),
      date: db.prepare('SELECT in_game_date FROM campaign').get(),
    });
  const wound = (characterId: string, severity: string, location: string, damageType = 'wound') =>
    call<{ woundId: string }>('healing.addWound', { characterId, severity, location, damageType, description: 'Test' });
  return { ctx, call, session, snapshot, wound, minutes: (m: number) => void (now += m * 60_000) };
}

describe('campaign calendar', () => {
  it('advances a week with a report of every roll, and undo restores every wound, ledger and the date exactly', async () => {
    const { call, snapshot, wound } = await setup();
    await wound('pc-ruiz', 'critical', 'Chest');
    await wound('pc-ruiz', 'light', 'Left Arm', 'stun');
    await wound('pc-okafor', 'serious', 'Head');
    await wound('pc-varga', 'moderate', 'Right Leg');
    await call('healing.setCare', { patientId: 'pc-ruiz', doctorId: 'pc-varga', inHospital: true });
    const before = snapshot();

    const preview = await call<AdvancePreview>('calendar.preview', { days: 7 });
    expect(preview).toMatchObject({ from: '2026-01-01', to: '2026-01-08', days: 7, patients: 3 });
    expect(snapshot()).toBe(before); // a preview writes nothing
    const day1 = preview.report.days[0]!;
    expect(day1.date).toBe('2026-01-02');
    const ruiz = day1.entries.find((e) => e.id === 'pc-ruiz')!;
    // seed 001: Ruiz rolls toughness, Dr. Varga rolls medicine for him, and the hospital adds a point.
    expect(ruiz.rolls.map((r) => `${r.role}:${r.by}`)).toEqual(['recovery:Cpl. Dane Ruiz', 'doctor:Dr. Ilse Varga']);
    expect(ruiz.points.map((p) => p.source)).toContain('Hospital');
    expect(ruiz.rolls[0]!.dice.length).toBe(ruiz.rolls[0]!.diceRolled);

    const status = await call<CalendarStatus>('calendar.commit', { planId: preview.planId });
    expect(status.date).toBe('2026-01-08');
    expect(status.undo?.label).toBe('Advanced 7 days: 2026-01-01 → 2026-01-08');
    const after = snapshot();
    expect(after).not.toBe(before);
    // The commit wrote exactly the previewed outcome: the stun wound (1/5 of the points) healed away.
    const sheet = await call<HealingSheet>('healing.sheet', { id: 'pc-ruiz' });
    expect(sheet.history[0]!.summary).toMatch(/^Healing 2026-01-01 → 2026-01-08: \d+ points/);
    const step = await call<{ report: AdvancePreview['report'] }>('calendar.step', { id: status.undo!.id });
    expect(step.report).toEqual(preview.report);

    const undone = await call<CalendarStatus>('calendar.undo');
    expect(undone.date).toBe('2026-01-01');
    expect(snapshot()).toBe(before);
    expect(undone.log[0]).toMatchObject({ kind: 'advance', undone: true });
  });

  it('advances to a chosen date, refuses a stale preview, and refuses going backwards', async () => {
    const { call, wound } = await setup();
    await wound('pc-ruiz', 'serious', 'Chest');
    await expect(call('calendar.preview', { to: '2025-12-31' })).rejects.toMatchObject({ code: 'calendar/bad-date' });
    const stale = await call<AdvancePreview>('calendar.preview', { to: '2026-01-03' });
    expect(stale.days).toBe(2);
    await wound('pc-okafor', 'light', 'Head');
    await expect(call('calendar.commit', { planId: stale.planId })).rejects.toMatchObject({ code: 'calendar/stale-plan' });
    const fresh = await call<AdvancePreview>('calendar.preview', { to: '2026-01-03' });
    const replaced = await call<AdvancePreview>('calendar.preview', { days: 1 });
    await expect(call('calendar.commit', { planId: fresh.planId })).rejects.toMatchObject({ code: 'calendar/stale-plan' });
    expect((await call<CalendarStatus>('calendar.commit', { planId: replaced.planId })).date).toBe('2026-01-02');
  });

  it('warns when a patient is in an unfinished fight (its End combat writes back the fight\u2019s copy of the wounds)', async () => {
    const { call, wound } = await setup();
    await wound('pc-ruiz', 'serious', 'Chest');
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Ambush' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Knife' });
    const p = await call<AdvancePreview>('calendar.preview', { days: 1 });
    expect(p.warnings).toEqual([expect.stringContaining('Cpl. Dane Ruiz is in the unfinished fight "Ambush"')]);
    await call('combat.create', { name: 'Practice', isMock: true });
    await call('combat.delete', { combatId });
    expect((await call<AdvancePreview>('calendar.preview', { days: 1 })).warnings).toEqual([]);
  });

  it('keeps a free-text date: the advance asks for a calendar date, and setting one can be undone back to the text', async () => {
    const { call, session } = await setup();
    session.transact((repos) => repos.campaign.updateInfo({ inGameDate: 'Day 3 of the siege' }, '2026-03-01T12:00:00.000Z'));
    await expect(call('calendar.preview', { days: 1 })).rejects.toMatchObject({ code: 'calendar/no-date', message: expect.stringContaining('Day 3 of the siege') });
    const set = await call<CalendarStatus>('calendar.setDate', { date: '2026-04-10' });
    expect(set).toMatchObject({ date: '2026-04-10', isCalendarDate: true, weekday: 'Friday' });
    expect(set.log[0]!.label).toContain('Day 3 of the siege');
    expect((await call<CalendarStatus>('calendar.undo')).date).toBe('Day 3 of the siege');
  });

  it('with XP on the game calendar, an advance gives weekly XP for each Saturday passed (hoard cap applied), and undo takes it back', async () => {
    const { session, call, snapshot } = await setup();
    const repos = session.repos;
    const { setting, system } = repos.campaign.get();
    repos.campaign.replaceSystem({ ...setting, ruleset: { ...setting.ruleset, xp: { ...setting.ruleset.xp, clock: 'game' } } }, system, '2026-03-01T12:00:00.000Z');
    const xpOf = () => new Map(repos.characters.list().map((c) => [c.id, { kind: c.kind, xp: repos.characters.get(c.id)!.xp }]));
    const xpBefore = xpOf();
    expect([...xpBefore.values()].some((c) => c.kind === 'npc')).toBe(true);
    const before = snapshot();
    // 2026-01-01 is a Thursday: a day passes no Saturday, so no XP and no mention.
    const day = await call<AdvancePreview>('calendar.preview', { days: 1 });
    expect(day.weeklyXp).toBeNull();
    // Two weeks pass two Saturdays (Jan 3 and Jan 10).
    const preview = await call<AdvancePreview>('calendar.preview', { days: 14 });
    expect(preview.weeklyXp).toEqual({ weeks: 2, perWeek: setting.ruleset.xp.weeklyAward });
    const status = await call<CalendarStatus>('calendar.commit', { planId: preview.planId });
    expect(status.undo?.label).toMatch(/; weekly XP for 2 weeks$/);
    const cap = setting.ruleset.xp.maxSavedXp ?? Infinity;
    for (const [id, c] of xpOf()) {
      const was = xpBefore.get(id)!.xp;
      // PCs gain the award up to the hoard cap; NPCs get no weekly XP.
      expect(c.xp).toBe(c.kind === 'pc' ? Math.max(was, Math.min(cap, was + 2 * setting.ruleset.xp.weeklyAward)) : was);
    }
    expect([...xpOf().values()].some((c, i) => c.xp !== [...xpBefore.values()][i]!.xp)).toBe(true);
    await call('calendar.undo');
    expect(snapshot()).toBe(before);
  });

  it('undo takes back XP and luck entries a step added, by id, balances included', async () => {
    const { session, snapshot } = await setup();
    const before = snapshot();
    session.transact((repos) => {
      const xp = repos.ledgers.recordXp({ characterId: 'pc-ruiz', delta: 2, reason: 'Weekly XP', ability: null, inGameDate: '2026-01-08', recordedAt: '2026-03-01T12:00:00.000Z' });
      const luck = repos.ledgers.recordLuck({ characterId: 'pc-ruiz', delta: 1, reason: 'Weekly luck', inGameDate: '2026-01-08', recordedAt: '2026-03-01T12:00:00.000Z' });
      recordStep(repos, {
        kind: 'advance', label: 'Advance with awards', recordedAt: '2026-03-01T12:00:00.000Z',
        change: { wounds: { before: [], after: [] }, date: null, ledgers: { xp: [xp.entry.id], luck: [luck.entry.id] }, report: null },
        characters: new Map([['pc-ruiz', 'Weekly XP']]),
      });
    });
    expect(snapshot()).not.toBe(before);
    session.transact((repos) => undoLastStep(repos));
    expect(snapshot()).toBe(before);
  });
});

describe('campaign export', () => {
  it('carries care, first-aid state and the campaign log through an export and import, so undo still works there', async () => {
    const { call, wound } = await setup();
    const { woundId } = await wound('pc-ruiz', 'serious', 'Chest');
    await call('healing.firstAid', { woundId, carerId: 'pc-varga' });
    await call('healing.setCare', { patientId: 'pc-ruiz', doctorId: 'pc-varga', inHospital: true });
    const preview = await call<AdvancePreview>('calendar.preview', { days: 2 });
    await call('calendar.commit', { planId: preview.planId });
    const { json } = await call<{ json: string }>('campaign.exportJson');
    const exported = JSON.parse(json) as { care: unknown[]; campaignLog: { kind: string }[]; wounds: { firstAidAttempts?: number }[] };
    expect(exported.care).toEqual([{ patientId: 'pc-ruiz', doctorId: 'pc-varga', inHospital: true }]);
    expect(exported.campaignLog.map((s) => s.kind)).toEqual(['wound-add', 'first-aid', 'advance']);
    await call('campaign.importJson', { json });
    const sheet = await call<HealingSheet>('healing.sheet', { id: 'pc-ruiz' });
    expect(sheet.care).toMatchObject({ doctorId: 'pc-varga', inHospital: true });
    expect(sheet.history.map((h) => h.kind)).toEqual(['advance', 'first-aid', 'wound-add']);
    expect((await call<CalendarStatus>('calendar.undo')).date).toBe('2026-01-01');
  });
});

describe('wounds and care outside combat', () => {
  it('adds, edits and removes wounds, each a logged and undoable step in the sheet\u2019s history', async () => {
    const { call, snapshot, wound } = await setup();
    const before = snapshot();
    const { woundId } = await wound('pc-ruiz', 'serious', 'Chest');
    await call('healing.editWound', { id: woundId, location: 'Chest', severity: 'moderate', damageType: 'wound', description: 'Shrapnel' });
    let sheet = await call<HealingSheet>('healing.sheet', { id: 'pc-ruiz' });
    expect(sheet.history.map((h) => h.summary)).toEqual(['Wound edited: Serious, Chest → Moderate, Chest', 'Wound added: Serious, Chest (Test)']);
    expect(sheet.history[0]).toMatchObject({ inGameDate: '2026-01-01', recordedAt: '2026-03-01T12:00:00.000Z' });
    await call('healing.removeWound', { id: woundId });
    expect((await call<{ wounds: unknown[] }>('character.get', { id: 'pc-ruiz' })).wounds).toEqual([]);
    await call('calendar.undo');
    await call('calendar.undo');
    await call('calendar.undo');
    expect(snapshot()).toBe(before);
    sheet = await call<HealingSheet>('healing.sheet', { id: 'pc-ruiz' });
    expect(sheet.history.every((h) => h.undone)).toBe(true);
  });

  it('seed 000 "Treat": first aid by a chosen carer, once per wound and within the hour, recorded with its dice; it survives as its own state', async () => {
    const { call, wound, minutes } = await setup();
    const { woundId } = await wound('pc-ruiz', 'serious', 'Chest');
    const other = await wound('pc-ruiz', 'light', 'Arm');
    const out = await call<{ succeeded: boolean; dice: number[]; summary: string }>('healing.firstAid', { woundId, carerId: 'pc-varga' });
    expect(out.summary).toContain('First aid by Dr. Ilse Varga (First Aid)');
    expect(out.dice.length).toBeGreaterThan(0);
    const sheet = await call<HealingSheet>('healing.sheet', { id: 'pc-ruiz' });
    const fa = sheet.firstAid.find((f) => f.woundId === woundId)!;
    expect(fa).toMatchObject({ state: out.succeeded ? 'succeeded' : 'failed', attempts: 1 });
    expect(fa.refusal).toMatch(/already been tried/);
    await expect(call('healing.firstAid', { woundId, carerId: 'pc-varga' })).rejects.toMatchObject({ code: 'wound/first-aid-refused' });
    minutes(61);
    await expect(call('healing.firstAid', { woundId: other.woundId, carerId: 'pc-varga' })).rejects.toMatchObject({ message: expect.stringContaining('60 minutes') });
  });

  it('seed 001: refuses a doctor over \u00bd their medicine rating of patients, naming the patients', async () => {
    const { call } = await setup();
    for (const id of ['pc-okafor', 'pc-ruiz', 'pc-brandt']) await call('healing.setCare', { patientId: id, doctorId: 'pc-varga', inHospital: false });
    await expect(call('healing.setCare', { patientId: 'npc-centurion-1', doctorId: 'pc-varga', inHospital: false })).rejects.toMatchObject({
      code: 'care/doctor-full',
      message: "Dr. Ilse Varga (Medicine 6) may tend at most 3 patients and already tends Specialist Tomas Brandt, Lt. Mara 'Sparrow' Okafor, Cpl. Dane Ruiz.",
    });
    const sheet = await call<HealingSheet>('healing.sheet', { id: 'pc-ruiz' });
    expect(sheet.care).toMatchObject({ doctorId: 'pc-varga', doctorName: 'Dr. Ilse Varga', inHospital: false });
    expect(sheet.carers.find((c) => c.id === 'pc-varga')).toMatchObject({ rating: 6, limit: 3 });
  });

  it('forecasts each wound\u2019s days to heal with the patient\u2019s care', async () => {
    const { call, wound } = await setup();
    await wound('pc-ruiz', 'critical', 'Chest');
    const alone = (await call<HealingSheet>('healing.sheet', { id: 'pc-ruiz' })).forecast[0]!;
    await call('healing.setCare', { patientId: 'pc-ruiz', doctorId: 'pc-varga', inHospital: true });
    const cared = (await call<HealingSheet>('healing.sheet', { id: 'pc-ruiz' })).forecast[0]!;
    expect(alone.median).toBeGreaterThan(cared.median!);
    expect(cared.perDay.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});
