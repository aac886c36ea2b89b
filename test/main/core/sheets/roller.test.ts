/**
 * The dice roller (issue 16 deliverable 5) through the real dispatcher over a real campaign file,
 * with scripted dice: opposed rolls and their margins, attribute substitution, defaulting at −3,
 * each luck effect of seed 004 (bonus, penalty, cancel, re-roll) with one point per roll, group
 * rolls, and every roll in the campaign's roll log. FS3.2 on the sample campaign; the Third
 * Edition cases on a new AresMUSH campaign.
 */
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../shared/domain/character';
import type { RollLogEntry } from '../../../../shared/domain/sheet';
import type { CharacterSheet } from '../../../../shared/ipc/character-contract';
import type { RollOutput, RollPreview } from '../../../../shared/ipc/roll-contract';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig<RollOutput>();

/** The sample campaign with these dice, in order. */
async function sample(dice: number[] = []) {
  const r = rig({ rng: createScriptedRng(dice) });
  await r.ctx.campaigns.openAtStartup();
  const sheet = (id: string) => r.call<CharacterSheet>('character.sheet', { id });
  const log = async () => (await r.call<{ entries: RollLogEntry[] }>('character.rollLog', { limit: 50 })).entries;
  return { ...r, sheet, log };
}

// Sample: Dane Ruiz Firearms 6 + Reactive 3 = 9 dice; a Centurion's Firearms rating 6 = 6 dice.
const RUIZ_3_HITS = [7, 8, 7, 1, 2, 3, 4, 5, 6];
const CENTURION_1_HIT = [7, 2, 2, 2, 2, 2];

describe('opposed rolls (seed 004 "Opposed Rolls")', () => {
  it('PC vs NPC: most hits wins, the net hits name the margin, both rows logged and linked with the odds beforehand', async () => {
    const { call, log } = await sample([...RUIZ_3_HITS, ...CENTURION_1_HIT]);
    const preview = await call<RollPreview>('roll.preview', {
      first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'npc-centurion-1', ability: 'Firearms' },
    });
    expect(preview.sides.map((s) => s.diceRolled)).toEqual([9, 6]);
    const o = preview.opposed!;
    expect(o.pFirst + o.pDraw + o.pSecond + o.pNone).toBeCloseTo(1, 12);
    expect(o.outcomes.reduce((t, x) => t + x.p, 0)).toBeCloseTo(1, 12);
    expect(o.outcomes.map((x) => `${x.winner} ${x.label}`)).toEqual([
      'first Crushing Victory', 'first Solid Victory', 'first Marginal Victory', 'draw Draw',
      'second Marginal Victory', 'second Solid Victory', 'second Crushing Victory',
    ]);

    const out = await call('roll.opposed', { first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'npc-centurion-1', ability: 'Firearms' } });
    expect(out.entries).toHaveLength(2);
    const [a, b] = out.entries;
    expect([a!.roll.hits, b!.roll.hits]).toEqual([3, 1]);
    expect(a!.roll.opposed).toMatchObject({ side: 'first', winner: 'first', net: 2, label: 'Solid Victory', text: 'Solid Victory for Cpl. Dane Ruiz', opponent: 'Centurion One', opponentHits: 1 });
    expect(b!.roll.opposed).toMatchObject({ side: 'second', winner: 'first', text: 'Solid Victory for Cpl. Dane Ruiz', opponentDice: RUIZ_3_HITS });
    expect(a!.roll.opposed!.odds.pFirst).toBeCloseTo(o.pFirst, 12);
    expect(a!.roll.link?.id).toBe(b!.roll.link?.id);
    expect(a!.roll.link?.label).toBe('Cpl. Dane Ruiz (Firearms) vs Centurion One (Firearms)');
    // In the campaign log, and in each side's own log.
    expect((await log()).map((e) => e.id)).toEqual([b!.id, a!.id]);
    const npcLog = await call<{ entries: RollLogEntry[] }>('character.rollLog', { id: 'npc-centurion-1' });
    expect(npcLog.entries[0]!.roll.opposed?.text).toBe('Solid Victory for Cpl. Dane Ruiz');
  });

  it('a draw, a marginal loss and "both failed" read from the net hits', async () => {
    const { call } = await sample([...RUIZ_3_HITS, 7, 7, 8, 2, 2, 2, ...[1, 2, 3, 4, 5, 6, 1, 2, 3], 7, 1, 1, 1, 1, 1, ...[1, 1, 1, 2, 2, 2, 3, 3, 3], 2, 2, 2, 2, 2, 2]);
    const roll = () => call('roll.opposed', { first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'npc-centurion-1', ability: 'Firearms' } });
    expect((await roll()).entries[0]!.roll.opposed).toMatchObject({ winner: 'draw', net: 0, text: 'Draw', bothFailed: false });
    expect((await roll()).entries[0]!.roll.opposed).toMatchObject({ winner: 'second', net: 1, text: 'Marginal Victory for Centurion One' });
    expect((await roll()).entries[0]!.roll.opposed).toMatchObject({ winner: 'draw', text: 'Draw', bothFailed: true });
  });

  it('refuses the same character on both sides and an unknown ability, naming the field, and writes nothing', async () => {
    const { call, log } = await sample([]);
    await expect(call('roll.opposed', { first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'pc-ruiz', ability: 'Melee' } }))
      .rejects.toMatchObject({ code: 'roll/invalid', message: expect.stringContaining('second.id') });
    await expect(call('roll.opposed', { first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'pc-varga', ability: 'Basket Weaving' } }))
      .rejects.toMatchObject({ code: 'roll/invalid', message: expect.stringMatching(/^second\.ability: .*Basket Weaving/) });
    await expect(call('roll.opposed', { first: { id: 'pc-ruiz', ability: 'Firearms', modifier: 99 }, second: { id: 'pc-varga', ability: 'Firearms' } }))
      .rejects.toMatchObject({ code: 'bad-request', message: expect.stringContaining('first.modifier') });
    // Issue 19: the contract takes ±100 (percent editions); FS3.2's dice stay within ±20.
    await expect(call('roll.single', { first: { id: 'pc-ruiz', ability: 'Firearms', modifier: 21 } }))
      .rejects.toMatchObject({ code: 'bad-request', message: expect.stringContaining('first.modifier: 21 is outside') });
    await expect(call('roll.group', { ids: ['pc-ruiz'], ability: 'Firearms', modifier: -30 }))
      .rejects.toMatchObject({ code: 'bad-request', message: expect.stringContaining('modifier: -30 is outside') });
    expect(await log()).toEqual([]);
  });
});

describe('the roll log keeps everything', () => {
  it('each side loses its wound modifier unless waived, and an opposed roll with luck survives a JSON export and import as it was logged', async () => {
    const { ctx, call, log } = await sample(new Array(9 + 6 + 12 + 6).fill(2));
    ctx.campaigns.requireSession().transact((repos) => {
      repos.wounds.addMany([{
        id: 'w1', characterId: 'pc-ruiz', location: 'Chest', severity: 'serious', damageType: 'wound', healingPoints: 4, treated: false,
        inGameDate: '2026-01-01', description: 'Pistol - Chest', inflictedAt: '2026-03-01T11:00:00.000Z',
      }]);
    });
    const waived = await call('roll.opposed', { first: { id: 'pc-ruiz', ability: 'Firearms', applyWounds: false }, second: { id: 'npc-centurion-1', ability: 'Firearms' } });
    expect(waived.entries[0]!.roll.diceRolled).toBe(9);
    // A fresh Serious wound: −2 dice on every roll (seed 004), as the sheet says.
    expect((await call<CharacterSheet>('character.sheet', { id: 'pc-ruiz' })).woundModifier.total).toBe(2);
    const lucky = await call('roll.opposed', {
      first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'npc-centurion-1', ability: 'Firearms' },
      luck: [{ by: 'pc-ruiz', effect: 'bonus' }],
    });
    expect(lucky.entries[0]!.roll.diceRolled).toBe(9 + 5 - 2);
    expect(lucky.entries[0]!.roll.modifiers).toContainEqual({ dice: -2, source: 'Wounds -2' });
    const before = await log();
    const { json } = await call<{ json: string }>('campaign.exportJson');
    await call('campaign.importJson', { json });
    expect(await log()).toEqual(before);
    expect(before[1]!.roll.luck![0]!.ledgerEntryId).toEqual(expect.any(Number));
  });
});

describe('attribute substitution and defaulting (seed 004 "Defaulting")', () => {
  it('rolls a skill with another attribute than its ruling one', async () => {
    const { call } = await sample([1, 1, 1, 1, 1, 1, 1, 1]);
    // Firearms 6 with Academic 2 instead of Reactive 3: 8 dice.
    const out = await call('roll.single', { first: { id: 'pc-ruiz', ability: 'Firearms', attribute: 'Academic' } });
    expect(out.entries[0]!.roll).toMatchObject({ diceRolled: 8, attribute: 'Academic', poolText: 'Academic 2 + Firearms 6 = 8 dice' });
    await expect(call('roll.single', { first: { id: 'pc-ruiz', ability: 'Firearms', attribute: 'Luckiness' } }))
      .rejects.toMatchObject({ code: 'roll/invalid', message: expect.stringMatching(/^first\.attribute: /) });
  });

  it('defaults to a loosely related skill at −3 unless the storyteller sets another modifier, and refuses a task the character can roll', async () => {
    const { call } = await sample(new Array(20).fill(2));
    // Dr. Varga lacks Surgery: First Aid 5 + Academic 4 − 3 = 6 dice.
    let out = await call('roll.single', { first: { id: 'pc-varga', ability: 'First Aid', defaulting: { task: 'Surgery' } } });
    expect(out.entries[0]!.roll).toMatchObject({ diceRolled: 6, defaulting: { task: 'Surgery', from: 'First Aid', modifier: -3 } });
    expect(out.entries[0]!.roll.modifiers).toContainEqual({ dice: -3, source: 'Defaulting from First Aid for Surgery -3' });
    out = await call('roll.single', { first: { id: 'pc-varga', ability: 'First Aid', defaulting: { task: 'Surgery', modifier: -5 } } });
    expect(out.entries[0]!.roll.diceRolled).toBe(4);
    // Dane has Firearms 6: no defaulting for it.
    await expect(call('roll.single', { first: { id: 'pc-ruiz', ability: 'Melee', defaulting: { task: 'Firearms' } } }))
      .rejects.toMatchObject({ code: 'roll/invalid', message: expect.stringMatching(/^first\.defaulting\.task: .*Firearms at 6/) });
  });
});

describe('luck on rolls (seed 004 "Luck")', () => {
  it('a bonus before your own roll: +5 dice, one point, a ledger entry naming the roll', async () => {
    const { call, sheet } = await sample(new Array(14).fill(3));
    const out = await call('roll.single', { first: { id: 'pc-ruiz', ability: 'Firearms' }, luck: [{ by: 'pc-ruiz', effect: 'bonus' }] });
    const e = out.entries[0]!;
    expect(e.roll.diceRolled).toBe(14);
    expect(e.roll.luck).toEqual([{ by: 'Cpl. Dane Ruiz', byId: 'pc-ruiz', effect: 'bonus', dice: 5, ledgerEntryId: expect.any(Number) }]);
    expect(out.balances).toEqual([{ id: 'pc-ruiz', name: 'Cpl. Dane Ruiz', luckPoints: 0 }]);
    const s = await sheet('pc-ruiz');
    expect(s.luckLedger.at(-1)).toMatchObject({ id: e.roll.luck![0]!.ledgerEntryId, delta: -1, reason: `Luck bonus on Cpl. Dane Ruiz's Firearms roll (roll #${e.id})` });
    // Undo on the sheet gives the point back.
    expect(s.undoable).toMatchObject({ ledger: 'luck', delta: -1 });
  });

  it("a penalty on someone else's roll: the spender pays, the roll loses 5 dice; the target may cancel it with its own point", async () => {
    const { call, sheet } = await sample(new Array(7 + 4 + 7 + 9).fill(2));
    let out = await call('roll.opposed', {
      first: { id: 'pc-okafor', ability: 'Firearms' }, second: { id: 'pc-ruiz', ability: 'Firearms' },
      luck: [{ by: 'pc-okafor', effect: 'penalty', on: 'second' }],
    });
    // Okafor Firearms 3 + Reactive 4 = 7 dice; Ruiz 9 − 5 = 4.
    expect(out.entries.map((e) => e.roll.diceRolled)).toEqual([7, 4]);
    expect(out.entries[1]!.roll.luck).toMatchObject([{ by: "Lt. Mara 'Sparrow' Okafor", effect: 'penalty', dice: -5 }]);
    expect((await sheet('pc-okafor')).luckLedger.at(-1)!.reason).toBe(`Luck penalty on Cpl. Dane Ruiz's Firearms roll (roll #${out.entries[1]!.id})`);
    expect(out.balances.map((b) => [b.id, b.luckPoints])).toEqual([['pc-okafor', 0]]);

    await call('character.awardLuck', { ids: ['pc-okafor'], amount: 1, reason: 'Again' });
    out = await call('roll.opposed', {
      first: { id: 'pc-okafor', ability: 'Firearms' }, second: { id: 'pc-ruiz', ability: 'Firearms' },
      luck: [{ by: 'pc-ruiz', effect: 'cancel', on: 'second' }, { by: 'pc-okafor', effect: 'penalty', on: 'second' }],
    });
    // The cancel answers the penalty whatever order they came in: Ruiz rolls his 9 dice; both paid.
    expect(out.entries.map((e) => e.roll.diceRolled)).toEqual([7, 9]);
    expect(out.entries[1]!.roll.luck!.map((l) => [l.byId, l.effect, l.dice])).toEqual([['pc-okafor', 'penalty', 0], ['pc-ruiz', 'cancel', 0]]);
    expect((await sheet('pc-ruiz')).luckLedger.at(-1)!.reason).toBe(`Luck to cancel the luck spent against Cpl. Dane Ruiz's Firearms roll (roll #${out.entries[1]!.id})`);
    expect(out.balances.map((b) => b.luckPoints)).toEqual([0, 0]);
  });

  it('one point per roll, one point per person, nobody without luck; a refusal names the spend and writes nothing', async () => {
    const { call, log, sheet } = await sample([]);
    await call('character.awardLuck', { ids: ['pc-ruiz', 'pc-varga'], amount: 1, reason: 'Spare' });
    const first = { id: 'pc-ruiz', ability: 'Firearms' };
    const second = { id: 'npc-centurion-1', ability: 'Firearms' };
    await expect(call('roll.opposed', { first, second, luck: [{ by: 'pc-ruiz', effect: 'bonus' }, { by: 'pc-varga', effect: 'bonus' }] }))
      .rejects.toMatchObject({ code: 'roll/invalid', message: expect.stringMatching(/^luck\.1: Only 1 luck point can apply/) });
    await expect(call('roll.opposed', { first, second, luck: [{ by: 'pc-ruiz', effect: 'bonus' }, { by: 'pc-ruiz', effect: 'penalty', on: 'second' }] }))
      .rejects.toMatchObject({ message: expect.stringMatching(/^luck\.1: Cpl\. Dane Ruiz has already spent a luck point on this roll/) });
    await expect(call('roll.single', { first, luck: [{ by: 'npc-centurion-1', effect: 'penalty' }] }))
      .rejects.toMatchObject({ message: expect.stringMatching(/^luck\.0\.by: Centurion One has no luck points/) });
    await expect(call('roll.single', { first, luck: [{ by: 'pc-ruiz', effect: 'penalty' }] }))
      .rejects.toMatchObject({ message: expect.stringContaining('your own roll') });
    await expect(call('roll.single', { first, luck: [{ by: 'pc-ruiz', effect: 'cancel' }] }))
      .rejects.toMatchObject({ message: expect.stringContaining('No luck has been spent against') });
    expect(await log()).toEqual([]);
    expect((await sheet('pc-ruiz')).character.luckPoints).toBe(2);
  });

  it('a re-roll after your own roll keeps the better, costs one point, happens once, and reads an opposed roll again', async () => {
    const { call, sheet } = await sample([...new Array(9).fill(2), ...CENTURION_1_HIT, 7, 7, 2, 2, 2, 2, 2, 2, 2]);
    const out = await call('roll.opposed', { first: { id: 'pc-ruiz', ability: 'Firearms' }, second: { id: 'npc-centurion-1', ability: 'Firearms' } });
    expect(out.entries[0]!.roll.opposed!.text).toBe('Marginal Victory for Centurion One');
    // Only the roller re-rolls: the Centurion has no luck anyway; Ruiz spends his point.
    const re = await call('roll.reroll', { rollId: out.entries[0]!.id });
    const row = re.entries[0]!.roll;
    expect(row.reroll).toEqual({ of: out.entries[0]!.id, by: 'Cpl. Dane Ruiz', firstDice: new Array(9).fill(2), secondDice: [7, 7, 2, 2, 2, 2, 2, 2, 2], kept: 'second' });
    expect(row.hits).toBe(2);
    expect(row.opposed).toMatchObject({ winner: 'first', text: 'Marginal Victory for Cpl. Dane Ruiz', opponentHits: 1 });
    expect(row.link?.id).toBe(out.entries[0]!.roll.link?.id);
    expect((await sheet('pc-ruiz')).luckLedger.at(-1)!.reason).toBe(`Luck re-roll of Cpl. Dane Ruiz's Firearms roll (roll #${re.entries[0]!.id})`);
    await call('character.awardLuck', { ids: ['pc-ruiz'], amount: 1, reason: 'Spare' });
    await expect(call('roll.reroll', { rollId: out.entries[0]!.id })).rejects.toMatchObject({ code: 'luck/refused', message: 'This roll has already been re-rolled.' });
    await expect(call('roll.reroll', { rollId: re.entries[0]!.id })).rejects.toMatchObject({ code: 'luck/refused' });
    await expect(call('roll.reroll', { rollId: out.entries[1]!.id })).rejects.toMatchObject({ code: 'luck/refused', message: 'Centurion One has no luck points to spend.' });
    await expect(call('roll.reroll', { rollId: 999 })).rejects.toMatchObject({ code: 'roll/not-found' });
  });

  it('a roll made with character.roll keeps its pool, so it can be re-rolled too', async () => {
    const { call } = await sample([...new Array(9).fill(2), ...new Array(9).fill(8)]);
    const { entry } = await call<{ entry: RollLogEntry }>('character.roll', { id: 'pc-ruiz', ability: 'Firearms' });
    expect(entry.roll.pool?.diceRolled).toBe(9);
    const re = await call('roll.reroll', { rollId: entry.id });
    expect(re.entries[0]!.roll).toMatchObject({ hits: 9, reroll: { of: entry.id, kept: 'second' } });
  });

  it('no re-roll of a roll luck already applies to; a worse re-roll keeps the first', async () => {
    const { call } = await sample([...new Array(14).fill(7), ...new Array(9).fill(7), ...new Array(9).fill(1)]);
    await call('character.awardLuck', { ids: ['pc-ruiz'], amount: 2, reason: 'Spare' });
    const lucky = await call('roll.single', { first: { id: 'pc-ruiz', ability: 'Firearms' }, luck: [{ by: 'pc-ruiz', effect: 'bonus' }] });
    await expect(call('roll.reroll', { rollId: lucky.entries[0]!.id })).rejects.toMatchObject({ message: 'Luck already applies to this roll.' });
    const plain = await call('roll.single', { first: { id: 'pc-ruiz', ability: 'Firearms' } });
    const re = await call('roll.reroll', { rollId: plain.entries[0]!.id });
    expect(re.entries[0]!.roll).toMatchObject({ hits: 9, reroll: { kept: 'first' } });
  });
});

describe('rolls asked of several characters at once', () => {
  it('everyone rolls Alertness: one linked row each, in the log', async () => {
    const { call, log } = await sample([7, 7, 2, 2, 2, 2, 2, 1, 1, 1, 1, 7, 2, 2, 2, 2]);
    const out = await call('roll.group', { ids: ['pc-ruiz', 'pc-varga', 'npc-centurion-1'], ability: 'Alertness' });
    // Ruiz Alertness 3 + Reactive 3 = 6; Varga Alertness 2 + Reactive 2 = 4; the Centurion's Alertness rating 4.
    expect(out.entries.map((e) => [e.characterName, e.roll.diceRolled, e.roll.hits])).toEqual([
      ['Cpl. Dane Ruiz', 6, 2], ['Dr. Ilse Varga', 4, 0], ['Centurion One', 4, 1],
    ]);
    expect(new Set(out.entries.map((e) => e.roll.link?.id)).size).toBe(1);
    expect(out.entries[0]!.roll.link).toMatchObject({ kind: 'group', label: 'Everyone rolls Alertness' });
    expect(await log()).toHaveLength(3);
  });

  it('refuses the whole group when one cannot roll, naming which one, and writes nothing', async () => {
    const { call, log } = await sample([]);
    await expect(call('roll.group', { ids: ['pc-ruiz', 'pc-varga'], ability: 'Boxing' }))
      .rejects.toMatchObject({ code: 'roll/invalid', message: expect.stringMatching(/^ids\.1\.ability: Dr\. Ilse Varga has no ability called "Boxing"/) });
    await expect(call('roll.group', { ids: [], ability: 'Alertness' })).rejects.toMatchObject({ code: 'bad-request', message: expect.stringContaining('ids') });
    expect(await log()).toEqual([]);
  });
});

describe('AresMUSH Third Edition through the same roller', () => {
  async function ares(dice: number[]) {
    const r = rig({ rng: createScriptedRng(dice) });
    await r.call('campaign.create', { name: 'Caprica', edition: 'aresmush-3e', setting: { kind: 'template', id: 'minimal' }, gear: 'builtin' });
    const make = (name: string, firearms: number) => r.call<Character>('character.create', {
      name, kind: 'pc', luckPoints: 1,
      attributes: [{ name: 'Brawn', rating: 2 }, { name: 'Reflexes', rating: 2 }, { name: 'Wits', rating: 2 }],
      actionSkills: [{ name: 'Firearms', rating: firearms }],
    });
    return { ...r, kara: await make('Kara Thrace', 2), lee: await make('Lee Adama', 1) };
  }

  it('§A.4 opposed: a botch counts −1 (1 success vs a botch is a Victory); both at 0 or below: everyone failed', async () => {
    // Kara Firearms 2 + Reflexes 2 = 4 dice; Lee 1 + 2 = 3 dice.
    const { call, kara, lee } = await ares([6, 2, 2, 2, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2]);
    const roll = () => call('roll.opposed', { first: { id: kara.id, ability: 'Firearms' }, second: { id: lee.id, ability: 'Firearms' } });
    let out = await roll();
    expect(out.entries[1]!.roll.successLevel).toBe('embarrassing-failure');
    expect(out.entries[0]!.roll.opposed).toMatchObject({ winner: 'first', net: 2, label: 'Victory', text: 'Victory for Kara Thrace' });
    out = await roll();
    expect(out.entries[0]!.roll.opposed).toMatchObject({ winner: 'none', text: 'Everyone failed', bothFailed: true });
  });

  it('§B.8 luck outside combat is announced and recorded, no dice; no bonus, penalty, cancel or re-roll', async () => {
    const { call, kara, lee } = await ares([2, 2, 2, 2, 2, 2, 2, 2]);
    await expect(call('roll.single', { first: { id: kara.id, ability: 'Firearms' }, luck: [{ by: kara.id, effect: 'bonus' }] }))
      .rejects.toMatchObject({ code: 'roll/invalid', message: expect.stringMatching(/^luck\.0\.effect: In AresMUSH Third Edition luck gives no dice/) });
    const out = await call('roll.single', { first: { id: kara.id, ability: 'Firearms' }, luck: [{ by: lee.id, effect: 'announce' }] });
    expect(out.entries[0]!.roll.diceRolled).toBe(4);
    expect(out.entries[0]!.roll.luck).toMatchObject([{ byId: lee.id, effect: 'announce', dice: 0 }]);
    const s = await call<CharacterSheet>('character.sheet', { id: lee.id });
    expect(s.luckLedger.at(-1)!.reason).toBe(`Luck announced on Kara Thrace's Firearms roll (roll #${out.entries[0]!.id}) (no dice outside combat)`);
    await expect(call('roll.reroll', { rollId: out.entries[0]!.id })).rejects.toMatchObject({ code: 'luck/refused', message: expect.stringContaining('no luck re-roll') });
  });

  it('§A.2 substitution names the linked attribute (Firearms+Wits); defaulting rolls the related ability with the storyteller\'s modifier', async () => {
    const { call, kara } = await ares(new Array(20).fill(2));
    let out = await call('roll.single', { first: { id: kara.id, ability: 'Firearms', attribute: 'Wits' } });
    expect(out.entries[0]!.roll.poolText).toContain('Wits 2');
    // Kara lacks Demolitions: default from Firearms (2 + Reflexes 2) at −2 = 2 dice; without a modifier the edition's 0.
    out = await call('roll.single', { first: { id: kara.id, ability: 'Firearms', defaulting: { task: 'Demolitions', modifier: -2 } } });
    expect(out.entries[0]!.roll).toMatchObject({ diceRolled: 2, defaulting: { task: 'Demolitions', from: 'Firearms', modifier: -2 } });
    out = await call('roll.single', { first: { id: kara.id, ability: 'Firearms', defaulting: { task: 'Demolitions' } } });
    expect(out.entries[0]!.roll.diceRolled).toBe(4);
  });
});
