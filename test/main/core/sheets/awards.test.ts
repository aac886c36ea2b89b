/**
 * Issue 16 deliverables 1 (which clock XP follows), 3 (weekly XP for all PCs, luck with its cap,
 * the storyteller's logged exceptions) and 7 (ratings refused at the edge), through the real
 * handlers on a real campaign file. FS3.2 is the sample campaign (weekly award 2, hoard 16, 3 days
 * between raises); Third Edition is a new campaign on AresMUSH's defaults (periodic_xp 1,
 * max_xp_hoard 4, days_between_learning 30, max_luck 3).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../shared/domain/character';
import type { CharacterSheet } from '../../../../shared/ipc/character-contract';
import type { WeeklyStatus, WeeklyResult } from '../../../../shared/ipc/awards-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
type Weekly = { results: WeeklyResult[]; entryIds: number[]; amount: number; perWeek: number; warning: string | null };
type Awarded = { results: { id: string; credited: number; forfeited: number; balance: number; lifted?: number }[] };

/** A campaign with a clock at 2026-03-01 noon UTC that tests move by days. */
async function setup(edition: 'sample' | 'aresmush-3e' = 'sample') {
  let now = Date.parse('2026-03-01T12:00:00Z');
  const r = rig({ now: () => new Date(now) });
  if (edition === 'sample') await r.ctx.campaigns.openAtStartup();
  else await r.call('campaign.create', { name: 'Caprica', edition: 'aresmush-3e', setting: { kind: 'template', id: 'minimal' }, gear: 'builtin' });
  const repos = () => r.ctx.campaigns.requireSession().repos;
  const days = (n: number) => void (now += n * 86_400_000);
  const sheet = (id: string) => r.call<CharacterSheet>('character.sheet', { id });
  /** The setting's XP clock, as the Game system screen saves it. */
  const useClock = (clock: 'real' | 'game') => {
    const { setting, system } = repos().campaign.get();
    repos().campaign.replaceSystem({ ...setting, ruleset: { ...setting.ruleset, xp: { ...setting.ruleset.xp, clock } } }, system, new Date(now).toISOString());
  };
  const setGameDate = (inGameDate: string) => repos().campaign.updateInfo({ inGameDate }, new Date(now).toISOString());
  return { ...r, repos, days, sheet, useClock, setGameDate };
}

describe('weekly XP for all PCs (deliverable 3)', () => {
  it('credits every PC the weekly award × weeks, applies the hoard cap, reports each, and leaves NPCs alone', async () => {
    const { call, sheet, repos } = await setup();
    await call('character.awardXp', { ids: ['pc-ruiz'], amount: 15, reason: 'Backlog' });
    const pcs = repos().characters.list('pc');
    const npcXp = repos().characters.listAll().filter((c) => c.kind === 'npc').map((c) => c.xp);
    const out = await call<Weekly>('awards.weeklyXp', { weeks: 2 });
    expect(out).toMatchObject({ perWeek: 2, amount: 4, warning: null });
    expect(out.results.map((r) => r.id).sort()).toEqual(pcs.map((c) => c.id).sort());
    // Ruiz holds 15 of 16: 1 credited, 3 forfeited.
    expect(out.results.find((r) => r.id === 'pc-ruiz')).toMatchObject({ credited: 1, forfeited: 3, lifted: 0, balance: 16 });
    expect(out.results.find((r) => r.id === 'pc-varga')).toMatchObject({ credited: 4, forfeited: 0, balance: 4 });
    expect(out.entryIds).toHaveLength(pcs.length);
    expect(repos().characters.listAll().filter((c) => c.kind === 'npc').map((c) => c.xp)).toEqual(npcXp);
    const ruiz = await sheet('pc-ruiz');
    expect(ruiz.xpLedger.at(-1)).toMatchObject({ delta: 1, reason: 'Weekly XP for 2 weeks (3 XP over the 16 XP limit forfeited)' });
    // At the cap: nothing credited, no entry, still reported.
    const again = await call<Weekly>('awards.weeklyXp', { weeks: 1 });
    expect(again.results.find((r) => r.id === 'pc-ruiz')).toMatchObject({ credited: 0, forfeited: 2, balance: 16 });
    expect((await sheet('pc-ruiz')).xpLedger).toHaveLength(ruiz.xpLedger.length);
  });

  it('remembers when weekly XP was last given on the real clock and warns (does not refuse) within the week', async () => {
    const { call, days } = await setup();
    expect((await call<WeeklyStatus>('awards.weeklyStatus')).lastGiven).toBeNull();
    await call('awards.weeklyXp', {});
    days(3);
    const status = await call<WeeklyStatus>('awards.weeklyStatus');
    expect(status).toMatchObject({ perWeek: 2, hoardCap: 16, pcs: 4, clock: { kind: 'real', today: '2026-03-04', problem: null } });
    expect(status.lastGiven?.recordedAt.slice(0, 10)).toBe('2026-03-01');
    expect(status.warning).toBe('Weekly XP was already given on 2026-03-01 (3 days ago); giving it again now awards another week.');
    const second = await call<Weekly>('awards.weeklyXp', {});
    expect(second.warning).toContain('3 days ago');
    expect(second.results.every((r) => r.credited === 2)).toBe(true);
    days(7);
    expect((await call<WeeklyStatus>('awards.weeklyStatus')).warning).toBeNull();
  });

  it('with the game clock, "already given this week" counts in-game days', async () => {
    const { call, days, useClock, setGameDate } = await setup();
    useClock('game');
    setGameDate('2031-06-10');
    await call('awards.weeklyXp', {});
    // A real fortnight passes, the story does not move: still the same in-game week.
    days(14);
    let status = await call<WeeklyStatus>('awards.weeklyStatus');
    expect(status.clock).toEqual({ kind: 'game', today: '2031-06-10', problem: null });
    expect(status.lastGiven?.inGameDate).toBe('2031-06-10');
    expect(status.warning).toBe('Weekly XP was already given on the in-game date 2031-06-10 (today); giving it again now awards another week.');
    setGameDate('2031-06-16');
    expect((await call<WeeklyStatus>('awards.weeklyStatus')).warning).toContain('(6 days ago)');
    setGameDate('2031-06-17');
    status = await call<WeeklyStatus>('awards.weeklyStatus');
    expect(status.warning).toBeNull();
  });

  it('lifts the hoard cap only when asked, and the entry says by how much', async () => {
    const { call, sheet } = await setup();
    await call('character.awardXp', { ids: ['pc-ruiz'], amount: 15, reason: 'Backlog' });
    const out = await call<Weekly>('awards.weeklyXp', { weeks: 2, override: true });
    expect(out.results.find((r) => r.id === 'pc-ruiz')).toMatchObject({ credited: 4, forfeited: 0, lifted: 3, balance: 19 });
    expect((await sheet('pc-ruiz')).xpLedger.at(-1)?.reason).toBe('Weekly XP for 2 weeks (hoard cap of 16 XP lifted by the storyteller: 3 XP above it)');
    // A single award with the override says so too.
    const single = await call<Awarded>('character.awardXp', { ids: ['pc-varga'], amount: 20, reason: 'Heroics', override: true });
    expect(single.results[0]).toMatchObject({ credited: 20, lifted: 4 + 20 - 16 });
  });

  it('§B.7 xp_cron: Third Edition gives periodic_xp (1) a week to every PC, clamped at max_xp_hoard (4)', async () => {
    const { call } = await setup('aresmush-3e');
    const kara = await call<Character>('character.create', { name: 'Kara Thrace', kind: 'pc' });
    await call<Character>('character.create', { name: 'Raider', kind: 'npc' });
    const out = await call<Weekly>('awards.weeklyXp', { weeks: 6 });
    expect(out).toMatchObject({ perWeek: 1, amount: 6 });
    expect(out.results).toEqual([{ id: kara.id, name: 'Kara Thrace', credited: 4, forfeited: 2, lifted: 0, balance: 4 }]);
  });
});

describe('luck awards with the cap and the storyteller\'s exception (deliverable 3)', () => {
  it('§B.8 max_luck: a Third Edition luck award is cut to 3 and logs the forfeit; the override lifts it and logs by how much', async () => {
    const { call, sheet } = await setup('aresmush-3e');
    const kara = await call<Character>('character.create', { name: 'Kara Thrace', kind: 'pc' });
    const cut = await call<Awarded>('character.awardLuck', { ids: [kara.id], amount: 4, reason: 'Heroics' });
    expect(cut.results[0]).toMatchObject({ credited: 2, forfeited: 2, balance: 3 });
    const lifted = await call<Awarded>('character.awardLuck', { ids: [kara.id], amount: 2, reason: 'Saved the fleet', override: true });
    expect(lifted.results[0]).toMatchObject({ credited: 2, forfeited: 0, lifted: 2, balance: 5 });
    expect((await sheet(kara.id)).luckLedger.map((e) => e.reason)).toEqual([
      'Heroics (2 over the luck cap of 3 forfeited)',
      'Saved the fleet (luck cap of 3 lifted by the storyteller: 2 above it)',
    ]);
  });
});

describe('the raise interval and its exception on the clock the setting chooses (deliverables 1 and 3)', () => {
  it('logs a lifted wait between raises with how many days early', async () => {
    const { call, sheet, days } = await setup();
    await call('character.awardXp', { ids: ['pc-ruiz'], amount: 16, reason: 'Backlog' });
    await call('character.spendXp', { id: 'pc-ruiz', skill: 'Stealth' });
    days(1);
    // Asked for explicitly: without it the raise is refused.
    await expect(call('character.spendXp', { id: 'pc-ruiz', skill: 'Melee' })).rejects.toMatchObject({ code: 'xp/too-soon' });
    await call('character.spendXp', { id: 'pc-ruiz', skill: 'Melee', override: true });
    expect((await sheet('pc-ruiz')).xpLedger.at(-1)?.reason).toBe(
      'Raised Melee to 5 (the 3-day wait between raises lifted by the storyteller: 2 days early, allowed from 2026-03-04)',
    );
    // An override that lifts nothing is not logged as one.
    days(5);
    await call('character.spendXp', { id: 'pc-ruiz', skill: 'Alertness', override: true });
    expect((await sheet('pc-ruiz')).xpLedger.at(-1)?.reason).toBe('Raised Alertness to 4');
  });

  it('with the game clock, the raise interval counts in-game days, not real ones', async () => {
    const { call, sheet, days, useClock, setGameDate } = await setup();
    useClock('game');
    setGameDate('2031-06-10');
    await call('character.awardXp', { ids: ['pc-ruiz'], amount: 16, reason: 'Backlog' });
    await call('character.spendXp', { id: 'pc-ruiz', skill: 'Stealth' });
    let s = await sheet('pc-ruiz');
    expect(s.character.lastSkillRaiseDate).toBe('2031-06-10');
    expect(s).toMatchObject({ today: '2031-06-10', nextRaiseDate: '2031-06-13', xpClock: { kind: 'game', problem: null } });
    // A real month passes, the story does not move: still too soon.
    days(30);
    await expect(call('character.spendXp', { id: 'pc-ruiz', skill: 'Melee' })).rejects.toMatchObject({ code: 'xp/too-soon', message: expect.stringContaining('2031-06-13') });
    setGameDate('2031-06-13');
    await call('character.spendXp', { id: 'pc-ruiz', skill: 'Melee' });
    s = await sheet('pc-ruiz');
    expect(s.character.lastSkillRaiseDate).toBe('2031-06-13');
  });

  it('with the game clock on a date that is not a calendar date, the sheet says so and a raise is refused rather than guessed', async () => {
    const { call, sheet, useClock, setGameDate } = await setup();
    useClock('game');
    setGameDate('Day 3 of the Siege');
    await call('character.awardXp', { ids: ['pc-ruiz'], amount: 4, reason: 'Session' });
    const s = await sheet('pc-ruiz');
    expect(s.xpClock.kind).toBe('game');
    expect(s.xpClock.problem).toContain('"Day 3 of the Siege" is not a calendar date');
    await expect(call('character.spendXp', { id: 'pc-ruiz', skill: 'Stealth' })).rejects.toMatchObject({ code: 'xp/no-game-date' });
    const status = await call<WeeklyStatus>('awards.weeklyStatus');
    expect(status.clock).toMatchObject({ kind: 'game', today: null });
  });

  it('§B.7 days_between_learning on the game clock: 30 in-game days per ability', async () => {
    const { call, useClock, setGameDate, days } = await setup('aresmush-3e');
    useClock('game');
    setGameDate('2031-01-01');
    const kara = await call<Character>('character.create', { name: 'Kara Thrace', kind: 'pc', actionSkills: [{ name: 'Firearms', rating: 2 }] });
    await call('character.awardXp', { ids: [kara.id], amount: 4, reason: 'Backlog' });
    await call('character.spendXp', { id: kara.id, skill: 'Firearms' });
    days(40);
    await expect(call('character.spendXp', { id: kara.id, skill: 'Firearms' })).rejects.toMatchObject({ code: 'xp/too-soon', message: expect.stringContaining('2031-01-31') });
    setGameDate('2031-01-31');
    const out = await call<{ character: Character }>('character.spendXp', { id: kara.id, skill: 'Firearms' });
    expect(out.character.actionSkills.find((a) => a.name === 'Firearms')?.rating).toBe(3);
  });
});

describe('ratings validated at the edge (deliverable 7)', () => {
  it('refuses an FS3.2 sheet save with a rating out of range, naming the field, and writes nothing', async () => {
    const { call, sheet } = await setup();
    const before = (await sheet('pc-ruiz')).character;
    const set = (name: string, rating: number) => ({ ...before, actionSkills: before.actionSkills.map((a) => (a.name === name ? { ...a, rating } : a)) });
    await expect(call('character.update', { character: set('Melee', 99) })).rejects.toMatchObject({
      code: 'character/rating-out-of-range', message: expect.stringContaining('Melee: 99 is above the highest rating, 12'),
    });
    await expect(call('character.update', { character: set('Firearms', -2) })).rejects.toMatchObject({
      message: expect.stringContaining('Firearms: -2 is below the lowest rating, 0'),
    });
    await expect(call('character.update', { character: { ...before, attributes: [...before.attributes, { name: 'Academic', rating: 5 }].slice(1) } })).rejects.toMatchObject({
      message: expect.stringContaining('Academic: 5 is above the highest rating, 4'),
    });
    expect((await sheet('pc-ruiz')).character).toEqual(before);
  });

  it('§B.2 Third Edition ranges: action skills to 8, attributes 1–4, backgrounds 0–3; chargen findings stay warnings', async () => {
    const { call } = await setup('aresmush-3e');
    await expect(call('character.create', { name: 'Bad', kind: 'pc', actionSkills: [{ name: 'Firearms', rating: 9 }] })).rejects.toMatchObject({
      code: 'character/rating-out-of-range', message: 'Bad: Firearms: 9 is above the highest rating, 8.',
    });
    await expect(call('character.create', { name: 'Bad', kind: 'pc', attributes: [{ name: 'Brawn', rating: 0 }] })).rejects.toMatchObject({
      message: expect.stringContaining('Brawn: 0 is below the lowest rating, 1'),
    });
    await expect(call('character.create', { name: 'Bad', kind: 'pc', backgroundSkills: [{ name: 'Cooking', rating: 4, rulingAttribute: 'Wits' }] })).rejects.toMatchObject({
      message: expect.stringContaining('Cooking: 4 is above the highest rating, 3'),
    });
    // 8 is in range even though chargen's max_skill_rating is 7: the check warns, the save goes through.
    const ok = await call<Character>('character.create', { name: 'Ace', kind: 'pc', actionSkills: [{ name: 'Firearms', rating: 8 }] });
    const s = await call<CharacterSheet>('character.sheet', { id: ok.id });
    expect(s.ratingProblems).toEqual([]);
    expect((await call<{ characters: { id: string }[] }>('character.list', {})).characters.map((c) => c.id)).toEqual([ok.id]);
  });

  it('refuses quick NPCs whose single ratings are out of range', async () => {
    const { call } = await setup();
    await expect(call('character.createNpcs', { baseName: 'Raider', count: 3, ratings: [{ name: 'Firearms', rating: 99 }] })).rejects.toMatchObject({
      code: 'character/rating-out-of-range', message: expect.stringContaining('Firearms: 99 is above the highest rating, 16'),
    });
    await call('character.createNpcs', { baseName: 'Raider', count: 2, ratings: [{ name: 'Firearms', rating: 8 }], defaultRating: 3 });
  });

  it('refuses a campaign import with a rating out of range and leaves no file behind', async () => {
    const { call, ctx } = await setup();
    const { json } = await call<{ json: string }>('campaign.exportJson');
    const doc = JSON.parse(json) as { characters: Character[] };
    const ruiz = doc.characters.find((c) => c.id === 'pc-ruiz')!;
    ruiz.actionSkills = ruiz.actionSkills.map((a) => (a.name === 'Melee' ? { ...a, rating: 99 } : a));
    const path = join(ctx.dir, 'bad-import.fs3campaign');
    await expect(call('campaign.importJson', { json: JSON.stringify(doc), path })).rejects.toMatchObject({
      code: 'character/rating-out-of-range', message: expect.stringContaining('Melee: 99 is above the highest rating, 12'),
    });
    expect(existsSync(path)).toBe(false);
  });

  it('shows a rating stored before the edge checked it as flagged on the sheet, and the roller refuses a pool that uses it', async () => {
    const { call, sheet, repos } = await setup();
    const ruiz = repos().characters.get('pc-ruiz')!;
    repos().characters.update({ ...ruiz, actionSkills: ruiz.actionSkills.map((a) => (a.name === 'Melee' ? { ...a, rating: 99 } : a)) });
    const s = await sheet('pc-ruiz');
    expect(s.ratingProblems).toEqual([{ field: 'Melee', list: 'action-skill', message: 'Melee: 99 is above the highest rating, 12' }]);
    await expect(call('character.roll', { id: 'pc-ruiz', ability: 'Melee' })).rejects.toMatchObject({
      code: 'roll/rating-out-of-range', message: expect.stringContaining('Melee: 99 is above the highest rating, 12'),
    });
    // The roller neither previews nor rolls it, alone, opposed or in a group.
    const side = { id: 'pc-ruiz', ability: 'Melee' };
    for (const [method, input] of [
      ['roll.preview', { first: side }],
      ['roll.single', { first: side }],
      ['roll.opposed', { first: { id: 'pc-varga', ability: 'Melee' }, second: side }],
      ['roll.group', { ids: ['pc-varga', 'pc-ruiz'], ability: 'Melee' }],
    ] as const) {
      await expect(call(method, input), method).rejects.toMatchObject({ code: 'roll/rating-out-of-range', message: expect.stringContaining('Melee: 99') });
    }
    // Abilities that do not use it still roll.
    await expect(call('character.roll', { id: 'pc-ruiz', ability: 'Firearms' })).resolves.toBeTruthy();
    await expect(call('roll.single', { first: { id: 'pc-ruiz', ability: 'Firearms' } })).resolves.toBeTruthy();
    // An attribute out of range stops the skills it rules too.
    const stored = repos().characters.get('pc-ruiz')!;
    repos().characters.update({ ...stored, attributes: stored.attributes.map((a) => (a.name === 'Reactive' ? { ...a, rating: 40 } : a)) });
    await expect(call('character.roll', { id: 'pc-ruiz', ability: 'Firearms' })).rejects.toMatchObject({
      code: 'roll/rating-out-of-range', message: expect.stringContaining('Reactive: 40 is above the highest rating, 4'),
    });
  });
});

describe('a new character gets the edition\'s starting attributes and luck (deliverable 7 fix)', () => {
  it('FS3.2: every attribute of the setting at 1 and the starting luck', async () => {
    const { call, repos } = await setup();
    const made = await call<Character>('character.create', { name: 'Recruit', kind: 'pc' });
    const { setting } = repos().campaign.get();
    expect(made.attributes).toEqual(setting.attributes.map((a) => ({ name: a.name, rating: 1 })));
    expect(made.luckPoints).toBe(setting.ruleset.luck.startingPoints);
    expect(made.luckPoints).toBeGreaterThan(0);
    // Given attributes and luck are kept as given.
    const given = await call<Character>('character.create', { name: 'Vet', kind: 'pc', attributes: [{ name: 'Athletic', rating: 3 }], luckPoints: 0 });
    expect(given).toMatchObject({ attributes: [{ name: 'Athletic', rating: 3 }], luckPoints: 0 });
  });

  it('§B.4 reset_char: Third Edition attributes at 2 and action skills at 1; §B.1 luck 1', async () => {
    const { call, repos } = await setup('aresmush-3e');
    const made = await call<Character>('character.create', { name: 'Recruit', kind: 'pc' });
    const { setting } = repos().campaign.get();
    expect(made.attributes).toEqual(setting.attributes.map((a) => ({ name: a.name, rating: 2 })));
    expect(made.actionSkills).toEqual(setting.actionSkills.map((a) => ({ name: a.name, rating: 1 })));
    expect(made.luckPoints).toBe(1);
  });
});
