/**
 * Built-in hit-location charts. The humanoid chart is seed 000's "Hit Location Roll" table,
 * rebuilt from noisy OCR in the 15-entry form seed 001 uses (entry N is read for a modified
 * roll of N; "1 or less" is entry 1 and "15+" entry 15). How each row was read is recorded in
 * shared/systems/fs3.2/combat/RULES-NOTES.md.
 */
import { HitChartSchema, type HitChart } from '../../domain/gear';

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  '-': 'miss',
  HD: 'Head',
  NK: 'Neck',
  CH: 'Chest',
  AB: 'Abdomen',
  LA: 'Left Arm',
  RA: 'Right Arm',
  LH: 'Left Hand',
  RH: 'Right Hand',
  LL: 'Left Leg',
  RL: 'Right Leg',
  LF: 'Left Foot',
  RF: 'Right Foot',
};

/** Expands a row written with the seed's two-letter codes. */
function row(codes: string): string[] {
  return codes.split(/\s+/).map((c) => {
    const expanded = ABBREVIATIONS[c];
    if (!expanded) throw new Error(`Unknown hit-location code ${c}`);
    return expanded;
  });
}

/** The human body chart (seed 000, cross-checked with seed 001's head chart and both worked examples). */
export const HUMANOID_HIT_CHART: HitChart = HitChartSchema.parse({
  name: 'Humanoid',
  // Seed 004: "The default assumption is that you're aiming for center of mass. For a human, this is the chest."
  defaultTarget: 'Chest',
  locations: [
    { name: 'Head', mark: 'critical' },
    { name: 'Neck', mark: 'critical' },
    { name: 'Chest', mark: 'vital' },
    { name: 'Abdomen', mark: 'vital' },
    { name: 'Left Arm' },
    { name: 'Right Arm' },
    { name: 'Left Hand' },
    { name: 'Right Hand' },
    { name: 'Left Leg' },
    { name: 'Right Leg' },
    { name: 'Left Foot' },
    { name: 'Right Foot' },
  ],
  targets: {
    Chest: row('LL RL LH RH LA RA AB HD NK AB CH CH CH CH CH'),
    Abdomen: row('HD NK LH RH LA RA LL RL CH CH AB AB AB AB AB'),
    Head: row('- - - - RA LA AB CH CH NK HD HD HD HD HD'),
    Neck: row('- - - - RA LA AB CH CH HD NK NK NK NK NK'),
    'Left Arm': row('- - HD LL CH NK LL CH CH LH LA LA LA LA LA'),
    'Right Arm': row('- - HD RL CH NK RL CH CH RH RA RA RA RA RA'),
    'Left Hand': row('- - - RA RH CH AB CH LA LA LH LH LH LH LH'),
    'Right Hand': row('- - - LA LH CH AB CH RA RA RH RH RH RH RH'),
    'Left Leg': row('- CH LA RH LH AB RF AB RL LF LL LL LL LL LL'),
    'Right Leg': row('- CH RA LH RH AB LF AB LL RF RL RL RL RL RL'),
    'Left Foot': row('- - - - RH LH RL RF LL LL LF LF LF LF LF'),
    'Right Foot': row('- - - - LH RH LL LF RL RL RF RF RF RF RF'),
  },
});

/**
 * Seed 000's worked example: a Battlestar Galactica Viper. The seed only writes out the row for
 * the body ("We repeat that process for all the other hit locations"), so only the body can be
 * targeted until a storyteller adds the other rows.
 */
export const VIPER_HIT_CHART: HitChart = HitChartSchema.parse({
  name: 'Viper',
  defaultTarget: 'Body',
  locations: [
    { name: 'Body', mark: 'vital' },
    { name: 'Cockpit', mark: 'critical' },
    { name: 'Engine', mark: 'critical' },
    { name: 'Left Wing' },
    { name: 'Right Wing' },
  ],
  targets: {
    Body: [
      'Left Wing',
      'Right Wing',
      'Engine',
      'Engine',
      'Body',
      'Left Wing',
      'Right Wing',
      'Body',
      'Body',
      'Cockpit',
      'Engine',
      'Engine',
      'Body',
      'Body',
      'Body',
    ],
  },
});

/** Every built-in chart by name. */
export const BUILT_IN_HIT_CHARTS: readonly HitChart[] = [HUMANOID_HIT_CHART, VIPER_HIT_CHART];
