/**
 * Wounds under the Fading Suns house rules (CHARACTERS-NOTES.md "Wounds"). Seed 003 prints
 * "-2 to -10 Wound Penalty" (Common Initiative Modifiers) and heals "endurance levels" daily and
 * "vitality levels" weekly (Healing Damage); how many of each a character has is the Fading Suns
 * rulebook's, not the seed's: a vitality track of Endurance + 5 levels. The console reads it as
 * Endurance "endurance levels" lost first, then the last five "vitality levels", each lost
 * vitality level −2 (one lost −2 … all five lost −10, the seed's range).
 *
 * Each lost level is one stored Wound. The console's wound record has four severity ids; this
 * edition uses two of them: 'light' for an endurance level, 'serious' for a vitality level.
 * Healing points count toward the level coming back: 1 (a successful daily roll) for an
 * endurance level, 7 (days of a week) for a vitality level (healing.ts).
 */
import type { Severity } from '../../core/mechanics/combat-ruleset';
import type { Wound, WoundModifierTotal } from '../../core/mechanics/wounds';
import type { Choice } from '../types';

export const ENDURANCE_LEVEL: Severity = 'light';
export const VITALITY_LEVEL: Severity = 'serious';

/** The severities the GM screen and the wounds panel offer (each is one level lost). */
export const ETKIN_WOUND_SEVERITIES: readonly Choice[] = [
  { id: ENDURANCE_LEVEL, label: 'Endurance level', hint: 'no penalty; heals by the daily roll' },
  { id: VITALITY_LEVEL, label: 'Vitality level', hint: '\u22122 each; heals a level a week' },
];

export const ETKIN_SEVERITY_SHORT: Readonly<Record<string, string>> = { light: 'End', moderate: 'End', serious: 'Vit', critical: 'Vit' };

/** Rulebook: the five last levels of the track; the seed's −2 … −10 is −2 per level of them. */
export const VITALITY_LEVELS = 5;
export const PENALTY_PER_VITALITY_LEVEL = 2;
export const MAX_WOUND_PENALTY = VITALITY_LEVELS * PENALTY_PER_VITALITY_LEVEL;

/** Healing points that bring a level back (healing.ts): one good daily roll, one week of days. */
export const ENDURANCE_LEVEL_POINTS = 1;
export const VITALITY_LEVEL_POINTS = 7;

/**
 * Which kind of level a stored wound is. Only 'light' is an endurance level; any other severity
 * (a wound stored under another edition, then switched) counts as the graver vitality level.
 */
export const isVitalityLevel = (w: Pick<Wound, 'severity'>): boolean => w.severity !== 'healed' && w.severity !== ENDURANCE_LEVEL;
export const isEnduranceLevel = (w: Pick<Wound, 'severity'>): boolean => w.severity === ENDURANCE_LEVEL;

/** A wound's own share of the penalty: 2 for a vitality level lost, 0 otherwise. */
export function etkinWoundModifierOf(w: Wound): number {
  return isVitalityLevel(w) ? PENALTY_PER_VITALITY_LEVEL : 0;
}

/**
 * The penalty every goal suffers (seed 003 "-2 to -10 Wound Penalty"), as a magnitude like every
 * edition's `totalWoundModifier` (callers subtract it): 2 per vitality level lost, at most 10.
 */
export function etkinTotalWoundModifier(wounds: readonly Pick<Wound, 'severity'>[]): WoundModifierTotal {
  let n = 0;
  for (const w of wounds) if (isVitalityLevel(w)) n++;
  const total = Math.min(MAX_WOUND_PENALTY, n * PENALTY_PER_VITALITY_LEVEL);
  return { exact: total, total };
}

/**
 * The same penalty as a signed goal modifier (−2 … −10), the shape `TurnProcedures.woundPenalty`
 * takes: the GM screen's view and the turn read it from here so combat and the sheet agree.
 */
export function etkinWoundPenalty(wounds: readonly Pick<Wound, 'severity'>[]): number {
  const total = etkinTotalWoundModifier(wounds).total;
  return total === 0 ? 0 : -total;
}

/** Points to bring the level back. */
export function etkinHealingPointsNeeded(w: Wound): number {
  if (w.severity === 'healed') return 0;
  return isVitalityLevel(w) ? VITALITY_LEVEL_POINTS : ENDURANCE_LEVEL_POINTS;
}

/** The character's track: Endurance endurance levels, then five vitality levels (rulebook). */
export type VitalityTrack = {
  enduranceLevels: number;
  vitalityLevels: number;
  /** Endurance + 5: the rulebook's Vitality. */
  total: number;
  enduranceLost: number;
  vitalityLost: number;
  remaining: number;
  /** The goal penalty now (a magnitude). */
  penalty: number;
  /** All five vitality levels lost: down (the storyteller says whether dying or unconscious). */
  down: boolean;
};

export function vitalityTrack(endurance: number, wounds: readonly Pick<Wound, 'severity'>[]): VitalityTrack {
  const enduranceLevels = Math.max(0, Math.trunc(endurance));
  let enduranceLost = 0;
  let vitalityLost = 0;
  for (const w of wounds) {
    if (isEnduranceLevel(w)) enduranceLost++;
    else if (isVitalityLevel(w)) vitalityLost++;
  }
  const total = enduranceLevels + VITALITY_LEVELS;
  const lost = Math.min(total, Math.min(enduranceLevels, enduranceLost) + Math.min(VITALITY_LEVELS, vitalityLost));
  return {
    enduranceLevels,
    vitalityLevels: VITALITY_LEVELS,
    total,
    enduranceLost,
    vitalityLost,
    remaining: total - lost,
    penalty: etkinTotalWoundModifier(wounds).total,
    down: vitalityLost >= VITALITY_LEVELS,
  };
}

/**
 * The kinds of the next `levels` levels a character loses: endurance levels while any of the
 * Endurance are left, then vitality levels (the track is lost from the top). For the screens that
 * turn "3 levels lost" into wounds.
 */
export function nextLevels(endurance: number, wounds: readonly Pick<Wound, 'severity'>[], levels: number): Severity[] {
  const t = vitalityTrack(endurance, wounds);
  let enduranceLeft = Math.max(0, t.enduranceLevels - t.enduranceLost);
  const out: Severity[] = [];
  for (let i = 0; i < Math.max(0, Math.trunc(levels)); i++) {
    if (enduranceLeft > 0) {
      out.push(ENDURANCE_LEVEL);
      enduranceLeft--;
    } else out.push(VITALITY_LEVEL);
  }
  return out;
}
