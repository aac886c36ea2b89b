/**
 * Issue 39 item 7, seed 003 "Occult Sensitivity": "the character may make a Psi or Theurgy + Observe
 * test. Victory points do not matter - the character either senses the occult presence or not."
 * Mira Voss (Psi 3, Observe 5) is offered the test on the roller, Brother Dante (no Psi, no
 * Theurgy) is not; the test is Observe rolled with Psi: goal 3 + 5 = 8 on scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { presetRolls } from '../../../../shared/systems';
import { planRoll } from '../../../../shared/sheet/roller';
import { etkinSystem, sampleCharacter } from './helpers';

const system = etkinSystem();
const mira = sampleCharacter('pc-mira');
const dante = sampleCharacter('pc-dante');

describe('003 Occult Sensitivity on the roller', () => {
  it('offers Psi + Observe to the aware (Mira), nothing to Dante', () => {
    expect(presetRolls(system, mira).map((p) => [p.label, p.ability, p.attribute])).toEqual([['Occult Sensitivity (Psi + Observe)', 'Observe', 'Psi']]);
    expect(presetRolls(system, mira)[0]!.note).toMatch(/Victory points do not matter/);
    expect(presetRolls(system, dante)).toEqual([]);
  });

  it('rolls Observe with Psi: goal 8; an 8 senses the presence, a 9 does not', () => {
    const p = presetRolls(system, mira)[0]!;
    const side = planRoll(system, [{ character: mira, request: { ability: p.ability, attribute: p.attribute, modifier: 0 }, woundPenalty: 0, field: '' }]).sides[0]!;
    expect(side.pool.terms.map((t) => `${t.name} ${t.rating}`)).toEqual(['Psi 3', 'Observe 5']);
    expect(side.pool.size).toBe(8);
    const roll = (face: number) => system.edition.ops.rollAbility(system, side.pool, createScriptedRng([...Array(side.pool.diceRolled).fill(face), 10]));
    expect(roll(8).isSuccess).toBe(true);
    expect(roll(9).isSuccess).toBe(false);
  });
});
