import { describe, expect, it } from 'vitest';
import { parseRollNotation, RollNotationError } from '../../../../shared/core/dice/notation';

function errorOf(text: string): RollNotationError {
  try {
    parseRollNotation(text);
  } catch (e) {
    if (e instanceof RollNotationError) return e;
    throw e;
  }
  throw new Error(`"${text}" parsed`);
}

describe('roll notation parsing', () => {
  it('reads a skill, modifiers, an added attribute and a raw pool', () => {
    expect(parseRollNotation('Firearms').first.base).toEqual({ kind: 'ability', name: { value: 'Firearms', position: 0, length: 8 } });
    expect(parseRollNotation('Firearms+2').first.modifiers.map((m) => m.value)).toEqual([2]);
    expect(parseRollNotation('Alertness - 1').first.modifiers.map((m) => m.value)).toEqual([-1]);
    expect(parseRollNotation('6').first.base).toEqual({ kind: 'number', dice: { value: 6, position: 0, length: 1 } });
    const side = parseRollNotation('Viper Piloting + Academic -2 +1').first;
    expect(side.base).toMatchObject({ name: { value: 'Viper Piloting' } });
    expect(side.added?.value).toBe('Academic');
    expect(side.modifiers.map((m) => m.value)).toEqual([-2, 1]);
  });

  it('keeps hyphens and apostrophes inside names but treats "-1" as a modifier', () => {
    expect(parseRollNotation('Jury-Rig-1').first).toMatchObject({ base: { name: { value: 'Jury-Rig' } }, modifiers: [{ value: -1 }] });
    expect(parseRollNotation("Pilot's Lore").first.base).toMatchObject({ name: { value: "Pilot's Lore" } });
  });

  it('splits an opposed roll on "vs"', () => {
    const n = parseRollNotation('Firearms+1 vs Stealth');
    expect(n.first.base).toMatchObject({ name: { value: 'Firearms' } });
    expect(n.second?.base).toMatchObject({ name: { value: 'Stealth', position: 14 } });
    expect(parseRollNotation('Melee VS. 5').second?.base).toMatchObject({ kind: 'number' });
  });

  it.each([
    ['', 0, /Expected an ability or a number of dice at position 1, but the roll ends there/],
    ['Firearms+', 9, /Expected a number after "\+"/],
    ['Firearms - Stealth', 11, /Only a number of dice can be subtracted/],
    ['Firearms+Reactive+Academic', 18, /Only one attribute/],
    ['Firearms 3', 9, /Expected "\+", "-", "vs" or the end/],
    ['Firearms * 2', 9, /"\*" cannot be used/],
    ['Firearms vs', 11, /Expected an ability or a number/],
    ['Firearms vs Stealth vs Melee', 20, /Expected the end of the roll/],
  ])('refuses %j at position %i', (text, position, message) => {
    const e = errorOf(text);
    expect(e.code).toBe('syntax');
    expect(e.position).toBe(position);
    expect(e.message).toMatch(message);
  });
});
