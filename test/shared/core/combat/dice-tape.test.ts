import { describe, expect, it } from 'vitest';
import { countDice, createRecordingRng, createTapeRng, DiceTapeError } from '../../../../shared/core/combat/dice-tape';
import { createSeededRng } from '../../../../shared/core/dice/rng';

describe('dice as data', () => {
  it('records dice grouped by label and die size, and plays them back exactly', () => {
    const rec = createRecordingRng(createSeededRng('tape'));
    rec.mark('Bob: attack');
    const rolled = [rec.die(8), rec.die(8), rec.die(100), rec.die(8)];
    rec.mark('Ann: knockout');
    rolled.push(rec.die(8));
    const records = rec.records();
    expect(records.map((r) => [r.label, r.sides, r.faces.length])).toEqual([
      ['Bob: attack', 8, 2], ['Bob: attack', 100, 1], ['Bob: attack', 8, 1], ['Ann: knockout', 8, 1],
    ]);
    expect(countDice(records)).toBe(5);
    const tape = createTapeRng(records);
    expect([tape.die(8), tape.die(8), tape.die(100), tape.die(8), tape.die(8)]).toEqual(rolled);
    expect(() => tape.finish()).not.toThrow();
  });

  it('refuses a die of another size, running out, and dice left over', () => {
    const records = [{ label: 'x', sides: 8, faces: [3, 4] }];
    expect(() => createTapeRng(records).die(6)).toThrow(new DiceTapeError('Stored die 1 is a d8, but a d6 was rolled'));
    const short = createTapeRng(records);
    short.die(8);
    short.die(8);
    expect(() => short.die(8)).toThrow('The stored dice ran out after 2 dice');
    const long = createTapeRng(records);
    long.die(8);
    expect(() => long.finish()).toThrow('1 stored dice were not used');
    expect(() => createTapeRng([{ label: 'x', sides: 8, faces: [9] }]).die(8)).toThrow('Stored die 1 shows 9, which is not on a d8');
  });
});
