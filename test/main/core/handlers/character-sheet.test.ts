import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../main/core/handlers';
import { createDispatch } from '../../../../main/core/rpc/dispatch';
import type { Result } from '../../../../shared/ipc/result';
import type { CharacterSheet } from '../../../../shared/ipc/character-contract';
import type { RollLogEntry } from '../../../../shared/domain/sheet';
import { makeTestContext, type TestContext } from '../../../helpers/app-context';

const open: TestContext[] = [];
afterEach(async () => {
  for (const ctx of open.splice(0)) await ctx.campaigns.close();
});

/** The sample campaign through the real dispatcher; the clock reads 2026-03-01 (plus days when moved). */
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
  const sheet = (id: string) => call<CharacterSheet>('character.sheet', { id });
  const days = (n: number) => void (now += n * 86_400_000);
  return { ctx, call, sheet, days };
}

describe('character sheet methods', () => {
  it('awards XP to several characters, forfeiting savings over the limit, each in the ledger with date and reason', async () => {
    const { call, sheet } = await setup();
    const { results } = await call<{ results: { id: string; credited: number; forfeited: number; balance: number }[] }>(
      'character.awardXp', { ids: ['pc-ruiz', 'pc-varga'], amount: 10, reason: 'Session 1' });
    expect(results.map((r) => [r.id, r.credited, r.balance])).toEqual([['pc-ruiz', 10, 10], ['pc-varga', 10, 10]]);
    const again = await call<{ results: { credited: number; forfeited: number; balance: number }[] }>(
      'character.awardXp', { ids: ['pc-ruiz'], amount: 10, reason: 'Session 2' });
    expect(again.results[0]).toMatchObject({ credited: 6, forfeited: 4, balance: 16 });
    const s = await sheet('pc-ruiz');
    expect(s.character.xp).toBe(16);
    expect(s.xpLedger.map((e) => [e.delta, e.reason, e.recordedAt.slice(0, 10)])).toEqual([
      [10, 'Session 1', '2026-03-01'],
      [6, 'Session 2 (4 XP over the 16 XP limit forfeited)', '2026-03-01'],
    ]);
  });

  it('spends XP by the cost table, enforces the days between raises, and undoes the raise exactly', async () => {
    const { call, sheet, days } = await setup();
    await call('character.awardXp', { ids: ['pc-ruiz'], amount: 16, reason: 'Backlog' });
    // Stealth 3 -> 4 costs raiseCost[3] = 4 XP.
    const raised = await call<{ character: { xp: number; actionSkills: { name: string; rating: number }[] } }>(
      'character.spendXp', { id: 'pc-ruiz', skill: 'Stealth' });
    expect(raised.character.xp).toBe(12);
    expect(raised.character.actionSkills.find((s) => s.name === 'Stealth')?.rating).toBe(4);
    await expect(call('character.spendXp', { id: 'pc-ruiz', skill: 'Melee' })).rejects.toMatchObject({
      code: 'xp/too-soon',
      message: expect.stringContaining('2026-03-04'),
    });
    await expect(call('character.spendXp', { id: 'pc-ruiz', skill: 'Athletic' })).rejects.toMatchObject({ code: 'xp/not-buyable' });
    await expect(call('character.spendXp', { id: 'pc-ruiz', skill: 'Knitting' })).rejects.toMatchObject({ code: 'xp/unknown-skill' });
    days(3);
    const learned = await call<{ character: { backgroundSkills: { name: string; rating: number; rulingAttribute: string }[] } }>(
      'character.spendXp', { id: 'pc-ruiz', skill: 'Knitting', rulingAttribute: 'Creative' });
    expect(learned.character.backgroundSkills.at(-1)).toEqual({ name: 'Knitting', rating: 1, rulingAttribute: 'Creative' });
    let s = await sheet('pc-ruiz');
    expect(s.character.xp).toBe(11);
    expect(s.undoable).toMatchObject({ ledger: 'xp', delta: -1 });
    expect(s.nextRaiseDate).toBe('2026-03-07');

    await call('character.undoLedger', { id: 'pc-ruiz' });
    s = await sheet('pc-ruiz');
    expect(s.character.backgroundSkills.some((b) => b.name === 'Knitting')).toBe(false);
    expect(s.character.xp).toBe(12);
    expect(s.character.lastSkillRaiseDate).toBe('2026-03-01');
    await call('character.undoLedger', { id: 'pc-ruiz' });
    s = await sheet('pc-ruiz');
    expect(s.character.actionSkills.find((x) => x.name === 'Stealth')?.rating).toBe(3);
    expect(s.character.lastSkillRaiseDate).toBeNull();
    expect(s.xpLedger.map((e) => e.delta)).toEqual([16]);
  });

  it('refuses a raise the character cannot pay for and changes nothing', async () => {
    const { call, sheet } = await setup();
    await expect(call('character.spendXp', { id: 'pc-varga', skill: 'Firearms' })).rejects.toMatchObject({
      code: 'xp/not-enough-xp',
      message: 'Raising Firearms from 1 to 2 costs 2 XP; Dr. Ilse Varga has 0.',
    });
    const s = await sheet('pc-varga');
    expect(s.xpLedger).toEqual([]);
    expect(s.character.actionSkills.find((x) => x.name === 'Firearms')?.rating).toBe(1);
  });

  it('keeps XP and luck out of reach of a plain sheet save', async () => {
    const { call, sheet } = await setup();
    const before = await sheet('pc-brandt');
    await call('character.update', { character: { ...before.character, xp: 99, luckPoints: 7, concept: 'Changed' } });
    const after = await sheet('pc-brandt');
    expect(after.character).toMatchObject({ xp: 0, luckPoints: 1, concept: 'Changed' });
  });

  it('awards and spends luck, refuses to go below zero, and undoes the last change', async () => {
    const { call, sheet } = await setup();
    await call('character.awardLuck', { ids: ['pc-okafor', 'pc-brandt'], amount: 2, reason: 'Great roleplay' });
    await call('character.spendLuck', { id: 'pc-okafor', points: 3, reason: 'Plot point' });
    await expect(call('character.spendLuck', { id: 'pc-okafor', points: 1, reason: 'Again' })).rejects.toMatchObject({ code: 'luck/refused' });
    let s = await sheet('pc-okafor');
    expect(s.character.luckPoints).toBe(0);
    expect(s.luckLedger.map((e) => [e.delta, e.reason])).toEqual([[2, 'Great roleplay'], [-3, 'Plot point']]);
    await call('character.undoLedger', { id: 'pc-okafor' });
    s = await sheet('pc-okafor');
    expect(s.character.luckPoints).toBe(3);
    expect(s.undoable).toMatchObject({ ledger: 'luck', delta: 2 });
  });

  it('rolls an ability in main with the wound penalty and a luck bonus, and logs it with the exact odds', async () => {
    const { ctx, call, sheet } = await setup();
    ctx.campaigns.requireSession().transact((repos) => {
      // w2 has gathered 2 of its 3 healing points: healing has begun, so it counts half.
      for (const [id, severity, healingPoints] of [['w1', 'moderate', 3], ['w2', 'moderate', 1]] as const) {
        repos.wounds.addMany([{
          id, characterId: 'pc-ruiz', location: 'Chest', severity, damageType: 'wound', healingPoints, treated: false,
          inGameDate: '2026-01-01', description: 'Pistol - Chest', inflictedAt: '2026-03-01T11:00:00.000Z',
        }]);
      }
    });
    const s = await sheet('pc-ruiz');
    expect(s.woundModifier.total).toBe(1);
    expect(s.woundModifier.exact).toBeCloseTo(1.35);
    expect(s.wounds.map((w) => [w.modifier, w.pointsForLevel, Number(w.progress.toFixed(3))])).toEqual([[0.9, 3, 0], [0.45, 3, 0.667]]);
    const { entry, luckPoints } = await call<{ entry: RollLogEntry; luckPoints: number }>(
      'character.roll', { id: 'pc-ruiz', ability: 'Firearms', modifier: 1, luck: true });
    expect(luckPoints).toBe(0);
    // Reactive 3 + Firearms 6 + 1 + luck 5 - wounds 1 = 14 dice.
    expect(entry.roll.diceRolled).toBe(14);
    expect(entry.roll.dice).toHaveLength(14);
    expect(entry.roll.poolText).toContain('Wounds -1');
    // A success needs one hit; each die hits on 7-8 (1 in 4).
    expect(entry.roll.odds.pSuccess).toBeCloseTo(1 - 0.75 ** 14, 12);
    expect(entry.roll.hits).toBe(entry.roll.dice.filter((d) => d >= 7).length);
    const log = await call<{ entries: RollLogEntry[] }>('character.rollLog', { id: 'pc-ruiz' });
    expect(log.entries.map((e) => e.id)).toEqual([entry.id]);
    expect((await sheet('pc-ruiz')).luckLedger.at(-1)).toMatchObject({ delta: -1, reason: 'Luck bonus on a Firearms roll' });
    await expect(call('character.roll', { id: 'pc-ruiz', ability: 'Firearms', luck: true })).rejects.toMatchObject({ code: 'luck/refused' });
    await expect(call('character.roll', { id: 'pc-ruiz', ability: 'Basket Weaving' })).rejects.toMatchObject({ code: 'roll/unknown-ability' });
  });

  it('cuts a luck award to the setting\'s luck cap and refuses one at the cap', async () => {
    const { ctx, call, sheet } = await setup();
    const repos = ctx.campaigns.requireSession().repos;
    const { setting, system } = repos.campaign.get();
    repos.campaign.replaceSystem({ ...setting, ruleset: { ...setting.ruleset, luck: { ...setting.ruleset.luck, maxPoints: 3 } } }, system, ctx.now().toISOString());
    const start = (await sheet('pc-okafor')).character.luckPoints;
    expect(start).toBeLessThan(3);
    const { results } = await call<{ results: { credited: number; forfeited: number; balance: number }[] }>('character.awardLuck', { ids: ['pc-okafor'], amount: 5, reason: 'Heroics' });
    expect(results[0]).toMatchObject({ credited: 3 - start, forfeited: 5 - (3 - start), balance: 3 });
    await expect(call('character.awardLuck', { ids: ['pc-okafor'], amount: 1, reason: 'More' })).rejects.toMatchObject({ code: 'luck/refused' });
  });

  it('refuses a roll of a skill whose ruling attribute the (draft) setting lost, naming both', async () => {
    const { ctx, call } = await setup();
    const repos = ctx.campaigns.requireSession().repos;
    const { setting, system } = repos.campaign.get();
    const broken = { ...setting, actionSkills: setting.actionSkills.map((k) => (k.name === 'Firearms' ? { ...k, rulingAttribute: 'Gone' } : k)) };
    repos.campaign.replaceSystem(broken, system, ctx.now().toISOString());
    await expect(call('character.roll', { id: 'pc-ruiz', ability: 'Firearms' })).rejects.toMatchObject({
      code: 'roll/broken-setting', message: expect.stringContaining('Firearms is ruled by "Gone", which is not an attribute of this setting'),
    });
    // Abilities the break does not touch still roll.
    await expect(call('character.roll', { id: 'pc-ruiz', ability: 'Reactive' })).resolves.toBeTruthy();
  });

  it('stores gear per character', async () => {
    const { call, sheet } = await setup();
    await call('character.setGear', { id: 'pc-ruiz', gear: [{ name: 'Sidearm', notes: 'Colonial issue' }, { name: 'Flak vest', notes: '' }] });
    expect((await sheet('pc-ruiz')).gear.map((g) => g.name)).toEqual(['Sidearm', 'Flak vest']);
    await expect(call('character.setGear', { id: 'nobody', gear: [] })).rejects.toMatchObject({ code: 'character/not-found' });
  });

  it('carries gear and the roll log through a JSON export and import', async () => {
    const { call, sheet } = await setup();
    await call('character.setGear', { id: 'pc-okafor', gear: [{ name: 'Flight suit', notes: 'Patched' }] });
    const { entry } = await call<{ entry: RollLogEntry }>('character.roll', { id: 'pc-okafor', ability: 'Viper Piloting' });
    const { json } = await call<{ json: string }>('campaign.exportJson');
    await call('campaign.importJson', { json });
    expect((await sheet('pc-okafor')).gear).toEqual([{ name: 'Flight suit', notes: 'Patched' }]);
    const log = await call<{ entries: RollLogEntry[] }>('character.rollLog', {});
    expect(log.entries).toEqual([entry]);
  });
});
