import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { readSkillsConfig } from '../../../../shared/systems/aresmush-3e/skills-config';
import type { AresRatings, AresRules } from '../../../../shared/systems/aresmush-3e/pools';
import {
  aresOpposedOdds,
  aresOpposedOutcome,
  aresOpposedTitle,
  parseOpposedRoll,
  parseRollParams,
  planRollString,
  rollString,
} from '../../../../shared/systems/aresmush-3e/roll-string';
import { aresLevelDistribution } from '../../../../shared/systems/aresmush-3e/dice';

/** The spec's table treats ATTR and "AT TR" as attributes; A, "A B", C, D as skills. */
const lists = { attributes: ['ATTR', 'AT TR', 'Brawn', 'Reflexes'], actionSkills: [{ name: 'A', linkedAttr: 'Reflexes' }, { name: 'A B', linkedAttr: 'Brawn' }], languages: [], advantages: [] };
const rules: AresRules = { skills: readSkillsConfig(null), lists };
const ratings: AresRatings = {
  attributes: [{ name: 'Brawn', rating: 4 }, { name: 'Reflexes', rating: 2 }],
  action: [{ name: 'A', rating: 3 }],
  backgrounds: [], languages: [], advantages: [], specialties: {},
};

describe('§A.3 roll-string parsing', () => {
  it.each([
    ['A+22', { ability: 'A', modifier: 22, linkedAttr: null }],
    ['A-3', { ability: 'A', modifier: -3, linkedAttr: null }],
    ['A B + 3', { ability: 'A B', modifier: 3, linkedAttr: null }],
    ['A B + AT TR + 3', { ability: 'A B', modifier: 3, linkedAttr: 'AT TR' }],
    ['A+ATTR-2', { ability: 'A', modifier: -2, linkedAttr: 'ATTR' }],
    ['A-ATTR+2', null],
    ['A+ATTR+C', null],
    ['A+ATTR+2+D', null],
  ])('§A.3 spec example %s', (str, expected) => {
    expect(parseRollParams(lists, str)).toEqual(expected);
  });

  it('§A.3 ATTR+X is read as X linked to ATTR; a linked ability that is not an attribute is nil', () => {
    expect(parseRollParams(lists, 'Brawn+Reflexes')).toEqual({ ability: 'Reflexes', modifier: 0, linkedAttr: 'Brawn' });
    expect(parseRollParams(lists, 'ATTR+A')).toEqual({ ability: 'A', modifier: 0, linkedAttr: 'ATTR' });
    expect(parseRollParams(lists, 'A+A B')).toBeNull();
  });

  it('§A.3 a raw number N rolls N + 2 dice ("roll 3" rolls 5)', () => {
    expect(planRollString(rules, ratings, '3')).toEqual({ ok: true, dice: 5, params: null });
    const rng = createScriptedRng([6, 6, 1, 1, 1]);
    expect(rollString(rules, ratings, '3', rng)).toEqual({ dice: [6, 6, 1, 1, 1], level: 2 });
    expect(rng.used).toBe(5);
  });

  it('§A.3 a parsed string rolls dice_to_roll_for_ability; an unparseable one is refused', () => {
    expect(planRollString(rules, ratings, 'A+1')).toMatchObject({ ok: true, dice: 3 + 2 + 1 });
    expect(planRollString(rules, ratings, 'A+Brawn-1')).toMatchObject({ ok: true, dice: 3 + 4 - 1 });
    expect(planRollString(rules, ratings, 'A-ATTR+2')).toEqual({ ok: false, message: 'Can\'t parse the roll "A-ATTR+2".' });
    expect(rollString(rules, ratings, 'A+ATTR+C', createScriptedRng([]))).toBeNull();
  });
});

describe('§A.4 opposed rolls', () => {
  it('§A.4 margins: 1 Marginal, 2 Victory, ≥ 3 Crushing, 0 Draw, mirrored for side 2', () => {
    expect(aresOpposedTitle(aresOpposedOutcome(3, 2), 'Ann', 'Bob')).toBe('Marginal Victory for Ann');
    expect(aresOpposedTitle(aresOpposedOutcome(4, 2), 'Ann', 'Bob')).toBe('Victory for Ann');
    expect(aresOpposedTitle(aresOpposedOutcome(5, 2), 'Ann', 'Bob')).toBe('Crushing Victory for Ann');
    expect(aresOpposedTitle(aresOpposedOutcome(2, 2), 'Ann', 'Bob')).toBe('DRAW');
    expect(aresOpposedTitle(aresOpposedOutcome(1, 2), 'Ann', 'Bob')).toBe('Marginal Victory for Bob');
    expect(aresOpposedTitle(aresOpposedOutcome(0, 2), 'Ann', 'Bob')).toBe('Victory for Bob');
    expect(aresOpposedTitle(aresOpposedOutcome(1, 7), 'Ann', 'Bob')).toBe('Crushing Victory for Bob');
  });

  it('§A.4 both ≤ 0 is "Everyone failed!"; a botch counts −1 (1 success vs a botch is Victory)', () => {
    expect(aresOpposedTitle(aresOpposedOutcome(0, 0), 'Ann', 'Bob')).toBe('Everyone failed!');
    expect(aresOpposedOutcome(-1, 0)).toEqual({ kind: 'everyone-failed' });
    expect(aresOpposedOutcome(1, -1)).toEqual({ kind: 'win', winner: 1, margin: 'victory' });
    expect(aresOpposedOutcome(0, 1)).toEqual({ kind: 'win', winner: 2, margin: 'marginal' });
  });

  it('§A.4 exact odds of every outcome sum to 1 and match a direct enumeration', () => {
    const odds = aresOpposedOdds(3, 2);
    const total = odds.everyoneFailed + odds.draw + Object.values(odds.first).reduce((a, b) => a + b) + Object.values(odds.second).reduce((a, b) => a + b);
    expect(total).toBeCloseTo(1, 14);
    // Enumerate all 8^5 dice outcomes.
    const counts = { ef: 0, draw: 0, first: [0, 0, 0], second: [0, 0, 0] };
    const level = (d: number[]) => {
      const s = d.filter((x) => x >= 6).length;
      return s > 0 ? s : d.filter((x) => x === 1).length > Math.floor(d.length / 2) ? -1 : 0;
    };
    const idx = { marginal: 0, victory: 1, crushing: 2 } as const;
    for (let code = 0; code < 8 ** 5; code++) {
      const d = [0, 1, 2, 3, 4].map((i) => (Math.floor(code / 8 ** i) % 8) + 1);
      const o = aresOpposedOutcome(level(d.slice(0, 3)), level(d.slice(3)));
      if (o.kind === 'everyone-failed') counts.ef++;
      else if (o.kind === 'draw') counts.draw++;
      else (o.winner === 1 ? counts.first : counts.second)[idx[o.margin]]!++;
    }
    const n = 8 ** 5;
    expect(odds.everyoneFailed).toBeCloseTo(counts.ef / n, 14);
    expect(odds.draw).toBeCloseTo(counts.draw / n, 14);
    expect([odds.first.marginal, odds.first.victory, odds.first.crushing]).toEqual(counts.first.map((c) => expect.closeTo(c / n, 14)));
    expect([odds.second.marginal, odds.second.victory, odds.second.crushing]).toEqual(counts.second.map((c) => expect.closeTo(c / n, 14)));
  });

  it('§A.4 odds: everyone fails with P(≤ 0)², and a capped pool always wins crushingly against 1 die', () => {
    const a = aresLevelDistribution(4);
    expect(aresOpposedOdds(4, 4).everyoneFailed).toBeCloseTo((a[0]! + a[1]!) ** 2, 15);
    expect(aresOpposedOdds(40, 1).first.crushing).toBe(1);
  });

  it('§A.4 parsing "A/x vs B/y", an optional second name, and the backtracking quirk on "vs 12"', () => {
    expect(parseOpposedRoll('Bob/Firearms vs Joe/Melee')).toEqual({ name1: 'Bob', str1: 'Firearms', name2: 'Joe', str2: 'Melee' });
    expect(parseOpposedRoll('A/1 vs 3')).toEqual({ name1: 'A', str1: '1', name2: null, str2: '3' });
    expect(parseOpposedRoll('A/1 vs 12')).toEqual({ name1: 'A', str1: '1', name2: '1', str2: '2' });
    expect(parseOpposedRoll('Bob/Firearms')).toBeNull();
  });
});
