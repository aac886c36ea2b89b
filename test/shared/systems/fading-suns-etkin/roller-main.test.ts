/**
 * Seed 003 through the real dice roller (main's dispatcher over a real campaign file, scripted
 * d20s in the engine's order: skill dice, SFX die, effect die when triggered): the log row keeps
 * the goal roll, accenting and non-stressful reach the pool, the hero pool buys a re-roll (1
 * point), a second (2 more) and a natural 20's (5), each through the luck ledger; luck before a
 * roll is refused with the seed's reason; opposed rolls read VPs.
 */
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../shared/domain/character';
import type { RollOutput } from '../../../../shared/ipc/roll-contract';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { findEdition } from '../../../../shared/systems';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig<RollOutput>();

async function etkin(dice: number[], heroPoints = 5) {
  const r = rig({ rng: createScriptedRng(dice) });
  const template = findEdition('fading-suns-etkin')!.templates[0]!;
  await r.call('campaign.create', { name: 'Byzantium Secundus', edition: 'fading-suns-etkin', setting: { kind: 'template', id: template.id }, gear: 'builtin' });
  const attrs = template.setting().attributes.map((a) => a.name);
  const make = (name: string, ratings: Record<string, number>, skills: Record<string, number>) =>
    r.call<Character>('character.create', {
      name, kind: 'pc', luckPoints: heroPoints,
      attributes: attrs.map((a) => ({ name: a, rating: ratings[a] ?? 3 })),
      actionSkills: Object.entries(skills).map(([name, rating]) => ({ name, rating })),
    });
  const dante = await make('Dante', { Dexterity: 7, Calm: 4 }, { Shoot: 7, 'Stoic Mind': 5, Dodge: 4 });
  const kurgan = await make('Kurgan raider', { Dexterity: 5 }, { Dodge: 5, Shoot: 2 });
  const luck = async (id: string) => (await r.call<{ character: Character }>('character.get', { id })).character.luckPoints;
  return { ...r, dante, kurgan, luck };
}

describe('seed 003 in the dice roller', () => {
  it('003 Good SFX example 1 logged: goal 14, 3d20 [3, 18, 12] keep 12, SFX 1 Good 13 → Success, 4 VP, with the odds it had', async () => {
    const { call, dante } = await etkin([3, 18, 12, 1, 13]);
    const out = await call('roll.single', { first: { id: dante.id, ability: 'Shoot' } });
    const roll = out.entries[0]!.roll;
    expect(roll).toMatchObject({ label: 'Success, 4 VP', hits: 4, isSuccess: true, dice: [3, 18, 12] });
    expect(roll.goal).toMatchObject({ goal: 14, kept: 2, sfxDie: 1, sfx: 'good', effectDie: 13, band: '11-15', vp: 4 });
    expect(roll.poolText).toBe('Dexterity 7 + Shoot 7 = goal 14, 3d20');
    expect(roll.odds.sfx!.pGood).toBeCloseTo(0.05, 12);
    expect(roll.odds.results![0]).toMatchObject({ value: -1, label: 'Failure' });
    expect(roll.odds.variants!.map((v) => v.label.split(' (')[0])).toEqual(['No accent', 'Negative accent', 'Positive accent', 'One hero re-roll', 'Both hero re-rolls']);
  });

  it('003 Dante accents negatively with Calm + Stoic Mind (non-stressful +2 when out of combat): 3d20 at 11, best 6 → 1 VP', async () => {
    const { call, dante } = await etkin([6, 14, 12, 9]);
    const out = await call('roll.single', { first: { id: dante.id, ability: 'Stoic Mind', accent: 'negative', situations: ['non-stressful'] } });
    const roll = out.entries[0]!.roll;
    expect(roll.pool).toMatchObject({ size: 11, diceRolled: 3, accent: 'negative' });
    expect(roll.pool!.modifiers).toEqual([{ dice: 2, source: 'Non-stressful +2', tag: 'non-stressful' }]);
    expect(roll).toMatchObject({ label: 'Success, 1 VP', goal: { kept: 0, vp: 1, accent: 'negative' } });
  });

  it('refuses with the field named: a positive accent at skill 2, an unknown situation, an SFX range that overlaps, luck before the roll', async () => {
    const { dispatch, kurgan, dante } = await etkin([]);
    const refused = async (input: unknown) => {
      const r = await dispatch('roll.single', input);
      if (r.ok) throw new Error('expected a refusal');
      return r.error.message;
    };
    expect(await refused({ first: { id: kurgan.id, ability: 'Shoot', accent: 'positive' } })).toMatch(/^first\.accent: Positive accenting gives up a die, and skill 2 rolls only one/);
    expect(await refused({ first: { id: dante.id, ability: 'Shoot', situations: ['easy'] } })).toMatch(/^first\.situations: .* has no "easy" situation \(it offers non-stressful\)/);
    expect(await refused({ first: { id: dante.id, ability: 'Shoot', sfx: { good: 12, bad: 10 } } })).toMatch(/^first\.sfx: .*overlap/);
    expect(await refused({ first: { id: dante.id, ability: 'Shoot' }, luck: [{ by: dante.id, effect: 'bonus' }] })).toMatch(/^luck\.0\.effect: The hero pool.s \+4 goal is for a combat round only/);
  });

  it('003 hero pool: a re-roll for 1 point keeps the more favourable, a second for 2 more, no third; each spend in the luck ledger', async () => {
    // First: [15, 18, 17] SFX 7 → Failure. Re-roll: [4, 19, 16] SFX 9 → Success, 1 VP (kept). Second: [13, 2, 20] SFX 5 → 4 VP (kept).
    const { call, dispatch, dante, luck } = await etkin([15, 18, 17, 7, 4, 19, 16, 9, 13, 2, 20, 5]);
    const first = (await call('roll.single', { first: { id: dante.id, ability: 'Shoot' } })).entries[0]!;
    expect(first.roll.label).toBe('Failure');
    const once = (await call('roll.reroll', { rollId: first.id })).entries[0]!;
    expect(once.roll).toMatchObject({ label: 'Success, 1 VP', reroll: { of: first.id, kept: 'second', firstDice: [15, 18, 17], secondDice: [4, 19, 16], firstSfx: 7, secondSfx: 9 } });
    expect(once.roll.reroll!.nth).toBeUndefined();
    expect(await luck(dante.id)).toBe(4);
    const twice = (await call('roll.reroll', { rollId: once.id })).entries[0]!;
    expect(twice.roll).toMatchObject({ label: 'Success, 4 VP', reroll: { of: once.id, nth: 2, kept: 'second' }, luck: [{ effect: 'reroll', points: 2 }] });
    expect(await luck(dante.id)).toBe(2);
    const third = await dispatch('roll.reroll', { rollId: twice.id });
    expect(third.ok ? null : third.error.message).toBe('This roll has had its 2 re-rolls.');
    const sheet = await call<{ luckLedger: { delta: number; reason: string }[] }>('character.sheet', { id: dante.id });
    const spends = sheet.luckLedger.filter((e) => e.delta < 0).map((e) => [e.delta, e.reason]);
    expect(spends).toEqual(expect.arrayContaining([
      [-1, `Luck re-roll of Dante's Shoot roll (roll #${once.id})`],
      [-2, `Luck re-roll of Dante's Shoot roll (roll #${twice.id}) for 2 points`],
    ]));
  });

  it('003 "A roll of a natural 20 may be rerolled with the expenditure of 5 hero points": a Bad SFX costs 5, refused with 4', async () => {
    const { call, dispatch, dante, luck } = await etkin([3, 18, 12, 20, 16, 10, 11, 2, 8], 4);
    const first = (await call('roll.single', { first: { id: dante.id, ability: 'Shoot' } })).entries[0]!;
    expect(first.roll).toMatchObject({ label: 'Failure', goal: { sfx: 'bad', baseVp: 4 } });
    const short = await dispatch('roll.reroll', { rollId: first.id });
    expect(short.ok ? null : short.error.message).toBe('Dante has 4 hero points; this re-roll costs 5.');
    await call('character.awardLuck', { ids: [dante.id], amount: 1, reason: 'Heroic deed' });
    const again = (await call('roll.reroll', { rollId: first.id })).entries[0]!;
    expect(again.roll).toMatchObject({ label: 'Success, 3 VP', luck: [{ points: 5 }], reroll: { kept: 'second' } });
    expect(await luck(dante.id)).toBe(0);
  });

  it('opposed: Dante (Shoot) against the Kurgan (Dodge) — more VP wins, read again after a hero re-roll', async () => {
    // Dante [12, 5, 19] SFX 8 → 4 VP. Kurgan [10, 3] SFX 4 → 3 VP. Kurgan re-rolls [9, 7] SFX 1 Good 20 → 3 VP (kept first: same VP, a Good SFX ranks higher)...
    const { call, dante, kurgan } = await etkin([12, 5, 19, 8, 10, 3, 4, 9, 7, 1, 20]);
    const out = await call('roll.opposed', { first: { id: dante.id, ability: 'Shoot' }, second: { id: kurgan.id, ability: 'Dodge' } });
    const [a, b] = out.entries;
    expect(a!.roll.opposed).toMatchObject({ winner: 'first', net: 1, label: 'Wins by 1 VP', text: 'Wins by 1 VP for Dante', opponentGoal: { vp: 3 } });
    expect(a!.roll.opposed!.odds.pFirst + a!.roll.opposed!.odds.pSecond + a!.roll.opposed!.odds.pDraw + a!.roll.opposed!.odds.pNone).toBeCloseTo(1, 12);
    const again = (await call('roll.reroll', { rollId: b!.id })).entries[0]!;
    // [9, 7] keep 9 (3 VP) with a Good 20 → still 3 VP (a Good SFX never lowers) and the Good SFX makes it the better roll.
    expect(again.roll).toMatchObject({ label: 'Success, 3 VP', reroll: { kept: 'second' }, goal: { sfx: 'good', band: '20' } });
    expect(again.roll.opposed).toMatchObject({ winner: 'first', label: 'Wins by 1 VP' });
  });
});
