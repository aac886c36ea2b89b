import { describe, expect, it } from 'vitest';
import { HitChartSchema } from '../../../../shared/domain/gear';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { resolveAutomaticHit } from '../../../../shared/core/mechanics/hit-damage';
import { fixedHitLocation } from '../../../../shared/core/mechanics/hit-location';
import { HUMANOID_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { RULES, VEST } from './fixtures';

const spec = {
  armor: VEST,
  penetration: 3,
  modifiers: [],
  type: 'wound' as const,
  source: 'Shrapnel',
};

describe('automatic hits (shrapnel, crew hits, concussion)', () => {
  it('roll their location with no net hits on the centre of mass', () => {
    // 2d8 = 9 → chest entry 9 = Neck (critical); no armor there; damage 50 + 30.
    const r = resolveAutomaticHit(RULES, HUMANOID_HIT_CHART, spec, createScriptedRng([4, 5, 50]));
    expect(r.location).toMatchObject({ target: 'Chest', netHits: 0, roll: 9, location: 'Neck' });
    expect(r.armor).toBeNull();
    expect(r.damage).toMatchObject({ total: 80, severity: 'moderate' });
  });

  it('meet armor with their own penetration (shrapnel: 3, stop chance 51 against a vest)', () => {
    const r = resolveAutomaticHit(RULES, HUMANOID_HIT_CHART, spec, createScriptedRng([8, 8, 51]));
    expect(r).toMatchObject({
      stoppedBy: 'armor',
      wound: null,
      armor: { stopChance: 51, outcome: 'stopped' },
    });
  });

  it('land on a fixed location without reading the chart (entry 0)', () => {
    expect(fixedHitLocation(RULES, HUMANOID_HIT_CHART, 'Head')).toMatchObject({
      entry: 0,
      dice: [],
      location: 'Head',
      damageModifier: 30,
    });
  });

  it("fall back to the row's own location when a non-default row says miss: the hit is automatic", () => {
    const chart = HitChartSchema.parse({
      name: 'Drone',
      defaultTarget: 'Body',
      locations: [{ name: 'Body' }, { name: 'Rotor', mark: 'critical' }],
      targets: { Body: ['Body'], Rotor: ['miss', 'miss', 'Rotor'] },
    });
    const r = resolveAutomaticHit(
      RULES,
      chart,
      { ...spec, armor: null },
      createScriptedRng([1, 1, 10]),
      { target: 'Rotor' },
    );
    expect(r.location).toMatchObject({
      dice: [1, 1],
      entry: 2,
      location: 'Rotor',
      mark: 'critical',
    });
    expect(r.damage?.total).toBe(40);
  });
});
