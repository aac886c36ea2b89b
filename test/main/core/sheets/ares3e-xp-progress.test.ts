/**
 * §B.7 in a real campaign file: a Third Edition raise that takes several 1-XP `learn`s keeps its
 * progress per ability in the file (character_abilities, migration 0007), beside the ledger entry
 * of each spend; the 30-day wait is per ability; the hoard caps awards; undo puts the progress
 * back; a JSON export and import carries it. FS3.2's raises are checked unchanged elsewhere
 * (character-sheet.test.ts).
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Character } from '../../../../shared/domain/character';
import type { CharacterSheet } from '../../../../shared/ipc/character-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A new Third Edition campaign (AresMUSH's defaults) with Kara at Firearms 2, Brawn 1, Reflexes 2, Wits 2; the clock at 2026-03-01 noon UTC. */
async function setup() {
  let now = Date.parse('2026-03-01T12:00:00Z');
  const r = rig({ now: () => new Date(now) });
  dirs.push(r.ctx.dir);
  await r.call('campaign.create', { name: 'Caprica', edition: 'aresmush-3e', setting: { kind: 'template', id: 'minimal' }, gear: 'builtin' });
  const kara = await r.call<Character>('character.create', {
    name: 'Kara Thrace', kind: 'pc',
    attributes: [{ name: 'Brawn', rating: 1 }, { name: 'Reflexes', rating: 2 }, { name: 'Wits', rating: 2 }],
    actionSkills: [{ name: 'Firearms', rating: 2 }],
  });
  const days = (n: number) => void (now += n * 86_400_000);
  const sheet = (id = kara.id) => r.call<CharacterSheet>('character.sheet', { id });
  const learn = (skill: string) => r.call<{ character: Character; entry: { delta: number; reason: string } }>('character.spendXp', { id: kara.id, skill });
  const ability = (c: Character, name: string) => [...c.attributes, ...c.actionSkills, ...c.backgroundSkills].find((a) => a.name === name);
  /** The raw rows, to show the progress lives in the file and nowhere else. */
  const rows = () => r.ctx.campaigns.requireSession().db
    .prepare("SELECT name, rating, xp_spent, last_learned FROM character_abilities WHERE kind != 'language' ORDER BY kind, position").all();
  return { ...r, kara, days, sheet, learn, ability, rows };
}

describe('§B.7 XP raises over several learns, kept in the campaign file', () => {
  it('§B.7 learn: each spend is 1 XP, the rating rises when the spends reach xp_costs, 30 days apart per ability; the hoard caps awards', async () => {
    const { call, kara, days, sheet, learn, ability, rows } = await setup();
    // The hoard: max_xp_hoard 4.
    const award = await call<{ results: { credited: number; forfeited: number }[] }>('character.awardXp', { ids: [kara.id], amount: 10, reason: 'Backlog' });
    expect(award.results[0]).toMatchObject({ credited: 4, forfeited: 6 });

    // Firearms 2 → 3 takes xp_costs.action[2] = 2 spends.
    let out = await learn('Firearms');
    expect(ability(out.character, 'Firearms')).toEqual({ name: 'Firearms', rating: 2, xpProgress: { spent: 1, lastLearned: '2026-03-01' } });
    expect(out.character.xp).toBe(3);
    expect(out.entry).toMatchObject({ delta: -1, reason: 'Learning Firearms: 1 of 2 toward 3' });
    expect(rows()).toContainEqual({ name: 'Firearms', rating: 2, xp_spent: 1, last_learned: '2026-03-01' });

    // The same ability again the same day: days_between_learning (30) is per ability.
    await expect(learn('Firearms')).rejects.toMatchObject({ code: 'xp/too-soon', message: expect.stringContaining('2026-03-31') });
    // Another ability may be learned today: Reflexes 2 → 3 takes xp_costs.attribute[2] = 4 spends (attributes rise by XP in this edition).
    out = await learn('Reflexes');
    expect(ability(out.character, 'Reflexes')).toEqual({ name: 'Reflexes', rating: 2, xpProgress: { spent: 1, lastLearned: '2026-03-01' } });

    days(29); // 2026-03-30: one day short.
    await expect(learn('Firearms')).rejects.toMatchObject({ code: 'xp/too-soon' });
    days(1); // 2026-03-31
    out = await learn('Firearms');
    expect(ability(out.character, 'Firearms')).toEqual({ name: 'Firearms', rating: 3, xpProgress: { spent: 0, lastLearned: '2026-03-31' } });
    expect(out.entry.reason).toBe('Raised Firearms to 3');
    expect(out.character.xp).toBe(1);
    // The raise restarts the wait for Firearms: 3 → 4 (3 spends) not before 2026-04-30.
    await expect(learn('Firearms')).rejects.toMatchObject({ code: 'xp/too-soon', message: expect.stringContaining('2026-04-30') });

    const s = await sheet();
    expect(s.xpLedger.map((e) => [e.delta, e.ability, e.reason])).toEqual([
      [4, null, expect.stringContaining('Backlog')],
      [-1, 'Firearms', 'Learning Firearms: 1 of 2 toward 3'],
      [-1, 'Reflexes', 'Learning Reflexes: 1 of 4 toward 3'],
      [-1, 'Firearms', 'Raised Firearms to 3'],
    ]);
    // XP runs out: a learn needs 1 XP.
    days(30);
    await learn('Wits');
    await expect(learn('Firearms')).rejects.toMatchObject({ code: 'xp/not-enough-xp' });
  });

  it('§B.7 undo of a learn restores the rating, the progress toward it and the balance exactly', async () => {
    const { call, kara, days, sheet, learn, ability, rows } = await setup();
    await call('character.awardXp', { ids: [kara.id], amount: 4, reason: 'Session' });
    await learn('Firearms');
    days(30);
    await learn('Firearms'); // Firearms 3, {0, 2026-03-31}
    await learn('Reflexes'); // Reflexes 2, {1, 2026-03-31}

    await call('character.undoLedger', { id: kara.id });
    let c = (await sheet()).character;
    expect(ability(c, 'Reflexes')).toEqual({ name: 'Reflexes', rating: 2 });
    expect(rows()).toContainEqual({ name: 'Reflexes', rating: 2, xp_spent: null, last_learned: null });

    await call('character.undoLedger', { id: kara.id });
    c = (await sheet()).character;
    expect(ability(c, 'Firearms')).toEqual({ name: 'Firearms', rating: 2, xpProgress: { spent: 1, lastLearned: '2026-03-01' } });
    expect(c.xp).toBe(3);
    // Undone, the learn is possible again today (30 days after the first spend), and counts as before.
    const again = await learn('Firearms');
    expect(ability(again.character, 'Firearms')).toEqual({ name: 'Firearms', rating: 3, xpProgress: { spent: 0, lastLearned: '2026-03-31' } });

    await call('character.undoLedger', { id: kara.id });
    await call('character.undoLedger', { id: kara.id });
    c = (await sheet()).character;
    expect(ability(c, 'Firearms')).toEqual({ name: 'Firearms', rating: 2 });
    expect(c.xp).toBe(4);
  });

  it('§B.7 an attribute rises by XP (Brawn 1 → 2 in one spend) and its undo lowers it again', async () => {
    const { call, kara, learn, ability, sheet } = await setup();
    await call('character.awardXp', { ids: [kara.id], amount: 2, reason: 'Session' });
    const out = await learn('Brawn');
    expect(ability(out.character, 'Brawn')).toEqual({ name: 'Brawn', rating: 2, xpProgress: { spent: 0, lastLearned: '2026-03-01' } });
    expect(out.entry.reason).toBe('Raised Brawn to 2');
    await call('character.undoLedger', { id: kara.id });
    const c = (await sheet()).character;
    expect(ability(c, 'Brawn')).toEqual({ name: 'Brawn', rating: 1 });
    expect(c.xp).toBe(2);
  });

  it('§B.7 a new ability is learned at 1 for 1 XP with its own wait; its undo removes it', async () => {
    const { call, kara, learn, ability, sheet } = await setup();
    await call('character.awardXp', { ids: [kara.id], amount: 2, reason: 'Session' });
    const out = await learn('Medicine');
    expect(ability(out.character, 'Medicine')).toEqual({ name: 'Medicine', rating: 1, xpProgress: { spent: 0, lastLearned: '2026-03-01' } });
    await expect(learn('Medicine')).rejects.toMatchObject({ code: 'xp/too-soon' });
    await call('character.undoLedger', { id: kara.id });
    expect(ability((await sheet()).character, 'Medicine')).toBeUndefined();
  });

  it('§B.7 a JSON export and import carries the progress; learning goes on from it', async () => {
    const { call, kara, days, sheet, learn, ability } = await setup();
    await call('character.awardXp', { ids: [kara.id], amount: 4, reason: 'Session' });
    await learn('Reflexes');
    const { json } = await call<{ json: string }>('campaign.exportJson');
    expect(JSON.parse(json).characters[0].attributes).toContainEqual({ name: 'Reflexes', rating: 2, xpProgress: { spent: 1, lastLearned: '2026-03-01' } });
    await call('campaign.importJson', { json });
    expect(ability((await sheet()).character, 'Reflexes')).toEqual({ name: 'Reflexes', rating: 2, xpProgress: { spent: 1, lastLearned: '2026-03-01' } });
    await expect(learn('Reflexes')).rejects.toMatchObject({ code: 'xp/too-soon' });
    days(30);
    const out = await learn('Reflexes');
    expect(ability(out.character, 'Reflexes')).toMatchObject({ rating: 2, xpProgress: { spent: 2, lastLearned: '2026-03-31' } });
    expect(out.entry.reason).toBe('Learning Reflexes: 2 of 4 toward 3');

    // A damaged progress in an import is refused with the field named, nothing written.
    const bad = JSON.parse(json) as { characters: { attributes: { xpProgress?: unknown }[] }[] };
    bad.characters[0]!.attributes[0]!.xpProgress = { spent: -1, lastLearned: 'soon' };
    await expect(call('campaign.importJson', { json: JSON.stringify(bad) })).rejects.toMatchObject({
      code: 'campaign/invalid-export', message: expect.stringContaining('characters.0.attributes.0.xpProgress'),
    });
  });
});

describe('§B.8 luck outside combat in a Third Edition campaign', () => {
  it('§B.8 luck/spend gives no dice: a sheet roll with luck is refused and writes nothing; a spend is a ledger entry only', async () => {
    const { call, kara, sheet } = await setup();
    await call('character.awardLuck', { ids: [kara.id], amount: 1, reason: 'Good scene' });
    const before = await sheet();
    await expect(call('character.roll', { id: kara.id, ability: 'Firearms', luck: true })).rejects.toMatchObject({
      code: 'luck/no-dice', message: expect.stringContaining('no dice outside combat'),
    });
    const after = await sheet();
    expect(after.luckLedger).toEqual(before.luckLedger);
    expect((await call<{ entries: unknown[] }>('character.rollLog', {})).entries).toEqual([]);
    // Without luck the roll is the plain pool: Firearms 2 + Reflexes 2 = 4 dice.
    const { entry } = await call<{ entry: { roll: { diceRolled: number; luckSpent: boolean } } }>('character.roll', { id: kara.id, ability: 'Firearms' });
    expect(entry.roll).toMatchObject({ diceRolled: 4, luckSpent: false });
    // The spend itself: announced and recorded, nothing else.
    await call('character.spendLuck', { id: kara.id, points: 1, reason: 'Dodging the Raider' });
    const spent = await sheet();
    expect(spent.character.luckPoints).toBe(before.character.luckPoints - 1);
    expect(spent.luckLedger.at(-1)).toMatchObject({ delta: -1, reason: 'Dodging the Raider' });
  });
});
