import { describe, expect, it } from 'vitest';
import { resolveDice, skillPool } from '../../../../shared/core/dice/ability-roll';
import { compareOpposed } from '../../../../shared/core/dice/opposed-roll';
import { deriveRuleset, marginBandFor, minHitsForSuccess, RulesetSchema, successBandFor } from '../../../../shared/core/dice/ruleset';
import { FS3_2_RULESET as R } from '../../../../shared/systems/fs3.2/ruleset';

describe('the FS3.2 ruleset value', () => {
  it('is valid and holds the seed 004 numbers', () => {
    expect(RulesetSchema.parse(R)).toEqual(R);
    expect(R.dice).toMatchObject({ dieSides: 8, hitThreshold: 7, embarrassingFailure: { kind: 'ones-at-least-attribute' } });
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((h) => successBandFor(R.dice, h).level)).toEqual([
      'failure', 'success', 'good-success', 'good-success', 'great-success', 'great-success', 'amazing-success', 'amazing-success',
    ]);
    expect([0, 1, 2, 3, 4, 8].map((n) => marginBandFor(R.dice, n).margin)).toEqual(['draw', 'marginal', 'solid', 'solid', 'crushing', 'crushing']);
    expect(minHitsForSuccess(R.dice)).toBe(1);
    expect(R.ratings).toEqual({ attribute: { min: 1, max: 4 }, actionSkill: { min: 0, max: 12 }, backgroundSkill: { min: 0, max: 12 } });
    expect(R.pointCosts.languageEach).toBe(2);
    expect(R.luck).toMatchObject({ startingPoints: 1, bonusDice: 5, penaltyDice: 5, maxPointsPerRoll: 1 });
    expect(R.xp).toMatchObject({ daysBetweenRaises: 3, maxSavedXp: 16, weeklyAward: 1 });
  });

  it('survives a JSON round trip, as the campaign stores it', () => {
    expect(RulesetSchema.parse(JSON.parse(JSON.stringify(R)))).toEqual(R);
  });

  it('derives a storyteller variant and validates it', () => {
    const gritty = deriveRuleset(R, { id: 'gritty', chargen: { abilityPoints: 60 }, luck: { combat: { moveInjury: false } } });
    expect(gritty.chargen).toEqual({ ...R.chargen, abilityPoints: 60 });
    expect(gritty.luck.combat).toEqual({ ...R.luck.combat, moveInjury: false });
    expect(R.chargen.abilityPoints).toBe(80);
    expect(() => deriveRuleset(R, { dice: { hitThreshold: 1 } })).toThrow();
  });

  it('lets another edition change the procedure without changing the callers (AresMUSH-style numbers)', () => {
    const third = deriveRuleset(R, {
      id: 'third-edition-dice',
      dice: {
        hitThreshold: 6,
        embarrassingFailure: { kind: 'ones-more-than-half-pool' },
        successBands: [
          { minHits: 0, level: 'failure', label: 'Failure' },
          { minHits: 1, level: 'success', label: 'Success' },
          { minHits: 3, level: 'good-success', label: 'Good Success' },
          { minHits: 5, level: 'great-success', label: 'Great Success' },
          { minHits: 7, level: 'amazing-success', label: 'Amazing Success' },
        ],
        marginBands: [
          { minNet: 0, margin: 'draw', label: 'Draw' },
          { minNet: 1, margin: 'marginal', label: 'Marginal Victory' },
          { minNet: 2, margin: 'solid', label: 'Victory' },
          { minNet: 3, margin: 'crushing', label: 'Crushing Victory' },
        ],
      },
    });
    const pool = skillPool(third, { name: 'Reflexes', rating: 2 }, { name: 'Firearms', rating: 3 });
    expect(resolveDice(third, pool, [6, 6, 1, 2, 3])).toMatchObject({ hits: 2, successLevel: 'success' });
    expect(resolveDice(third, pool, [1, 1, 1, 2, 3]).isEmbarrassingFailure).toBe(true);
    expect(resolveDice(third, pool, [1, 1, 2, 2, 3]).isEmbarrassingFailure).toBe(false);
    const a = resolveDice(third, pool, [6, 6, 6, 1, 1]);
    const b = resolveDice(third, pool, [1, 2, 3, 4, 5]);
    expect(compareOpposed(third, a, b)).toMatchObject({ margin: 'crushing', marginLabel: 'Crushing Victory' });
  });
});
