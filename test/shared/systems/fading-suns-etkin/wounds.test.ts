/**
 * Seed 003's "-2 to -10 Wound Penalty" on the rulebook's vitality track (Endurance + 5): endurance
 * levels first and free, then five vitality levels at −2 each (CHARACTERS-NOTES.md "Wounds").
 */
import { describe, expect, it } from 'vitest';
import { createWound, type Wound } from '../../../../shared/core/mechanics/wounds';
import {
  ENDURANCE_LEVEL, etkinHealingPointsNeeded, etkinTotalWoundModifier, etkinWoundModifierOf, etkinWoundPenalty, ETKIN_WOUND_SEVERITIES, nextLevels, VITALITY_LEVEL, vitalityTrack,
} from '../../../../shared/systems/fading-suns-etkin/wounds';

const level = (severity: typeof ENDURANCE_LEVEL | typeof VITALITY_LEVEL): Wound => createWound({ location: 'Body', severity, type: 'wound', source: 'Kurgan rifle' });
const levels = (endurance: number, vitality: number): Wound[] => [...Array.from({ length: endurance }, () => level(ENDURANCE_LEVEL)), ...Array.from({ length: vitality }, () => level(VITALITY_LEVEL))];

describe('003 "-2 to -10 Wound Penalty"', () => {
  it('endurance levels cost nothing; each vitality level lost is −2, five lost −10, never more', () => {
    expect(etkinTotalWoundModifier(levels(6, 0))).toEqual({ exact: 0, total: 0 });
    expect([1, 2, 3, 4, 5].map((n) => etkinTotalWoundModifier(levels(6, n)).total)).toEqual([2, 4, 6, 8, 10]);
    expect(etkinTotalWoundModifier(levels(6, 7)).total).toBe(10);
    // Signed, as the combat turn's woundPenalty takes it.
    expect(etkinWoundPenalty(levels(6, 3))).toBe(-6);
    expect(etkinWoundPenalty([])).toBe(0);
    expect(etkinWoundModifierOf(level(VITALITY_LEVEL))).toBe(2);
    expect(etkinWoundModifierOf(level(ENDURANCE_LEVEL))).toBe(0);
  });

  it('a healed level and a level of another edition\'s severity: nothing, and counted as vitality', () => {
    expect(etkinTotalWoundModifier([{ ...level(VITALITY_LEVEL), severity: 'healed' }]).total).toBe(0);
    expect(etkinTotalWoundModifier([{ ...level(VITALITY_LEVEL), severity: 'critical' }]).total).toBe(2);
  });

  it('the wound list names the two kinds, with their penalty as a hint', () => {
    expect(ETKIN_WOUND_SEVERITIES.map((s) => [s.id, s.label])).toEqual([['light', 'Endurance level'], ['serious', 'Vitality level']]);
  });
});

describe('the vitality track: Endurance + 5 (rulebook)', () => {
  it('Dante (Endurance 6): 11 levels; 6 endurance and 2 vitality levels lost leave 3 at −4', () => {
    const t = vitalityTrack(6, levels(6, 2));
    expect(t).toMatchObject({ enduranceLevels: 6, vitalityLevels: 5, total: 11, enduranceLost: 6, vitalityLost: 2, remaining: 3, penalty: 4, down: false });
  });

  it('all five vitality levels lost: down, at −10', () => {
    expect(vitalityTrack(4, levels(4, 5))).toMatchObject({ remaining: 0, penalty: 10, down: true });
  });

  it('damage takes the endurance levels first: 3 levels on Endurance 4 with 2 lost already → 2 endurance, 1 vitality', () => {
    expect(nextLevels(4, levels(2, 0), 3)).toEqual(['light', 'light', 'serious']);
    expect(nextLevels(4, levels(4, 1), 2)).toEqual(['serious', 'serious']);
  });

  it('healing points: one good morning for an endurance level, a week of days for a vitality level', () => {
    expect(etkinHealingPointsNeeded(level(ENDURANCE_LEVEL))).toBe(1);
    expect(etkinHealingPointsNeeded(level(VITALITY_LEVEL))).toBe(7);
  });
});
