/**
 * FS3.1 through the real roller (main's dispatcher over a real campaign file, scripted d100s): the
 * luck re-roll keeps the better Roll Result although neither roll has hits, and an opposed roll
 * reads seed 002's chart with the common-knowledge +20, also after a re-roll. The campaign starts
 * from the edition's first template, whatever its attributes are.
 */
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../../shared/domain/character';
import type { RollOutput } from '../../../../../shared/ipc/roll-contract';
import { createScriptedRng } from '../../../../../shared/core/dice/rng';
import { findEdition } from '../../../../../shared/systems';
import { useHandlerRig } from '../../../../helpers/handler-rig';

const rig = useHandlerRig<RollOutput>();

async function fs31(dice: number[]) {
  const r = rig({ rng: createScriptedRng(dice) });
  const template = findEdition('fs3.1')!.templates[0]!;
  const attrs = template.setting().attributes.map((a) => a.name);
  await r.call('campaign.create', { name: 'Galactica', edition: 'fs3.1', setting: { kind: 'template', id: template.id }, gear: 'builtin' });
  // Every attribute at 5 (ruling modifier 0); a background skill Piloting 5 ruled by the first one.
  const make = (name: string, skill: number | null) =>
    r.call<Character>('character.create', {
      name, kind: 'pc', luckPoints: 1,
      attributes: attrs.map((a) => ({ name: a, rating: 5 })),
      backgroundSkills: skill === null ? [] : [{ name: 'Piloting', rating: skill, rulingAttribute: attrs[0] }],
    });
  return { ...r, attr: attrs[0]!, kara: await make('Kara Thrace', 5), lee: await make('Lee Adama', null) };
}

describe('FS3.1 in the dice roller', () => {
  it('002 re-roll: a Bad Failure (d100 8 on row 5) re-rolled into a Failure (d100 15) keeps the Failure', async () => {
    const { call, kara } = await fs31([8, 15]);
    const first = await call('roll.single', { first: { id: kara.id, ability: 'Piloting' } });
    expect(first.entries[0]!.roll).toMatchObject({ dice: [8], label: 'Bad Failure', hits: 0 });
    const again = await call('roll.reroll', { rollId: first.entries[0]!.id });
    expect(again.entries[0]!.roll).toMatchObject({ dice: [15], label: 'Failure', reroll: { firstDice: [8], secondDice: [15], kept: 'second' } });
  });

  it('002 opposed with common knowledge: Piloting (+20) against the attribute alone; the chart decides, and again after a re-roll', async () => {
    // Kara: d100 10 +20 → 30 on row 5, +1. Lee: d100 40 on row 5, +1 → DRAW. Lee re-rolls 90 → +3: "B" wins by a little.
    const { call, kara, lee, attr } = await fs31([10, 40, 90]);
    const out = await call('roll.opposed', { first: { id: kara.id, ability: 'Piloting' }, second: { id: lee.id, ability: attr } });
    const [a, b] = out.entries;
    expect(a!.roll.pool!.modifiers.map((m) => m.dice)).toEqual([0, 20]);
    expect(b!.roll.pool!.modifiers).toEqual([]);
    expect(a!.roll.opposed).toMatchObject({ winner: 'draw', label: 'DRAW' });
    const again = await call('roll.reroll', { rollId: b!.id });
    expect(again.entries[0]!.roll).toMatchObject({ label: 'Great Success', reroll: { kept: 'second' } });
    expect(again.entries[0]!.roll.opposed).toMatchObject({ winner: 'second', label: '"B" Wins By A Little' });
  });
});
