/**
 * Seed 003 "CRITICALS and FUMBLES": what the effect d20 does to the best die once the SFX die has
 * come up Good or Bad, as numbers (success, VP). The tables' texts are in dice.ts.
 */

/** Faces of the effect d20 in each band: 1–10, 11–15, 16–19, 20. */
export const SFX_BAND_FACES = [10, 5, 4, 1] as const;

/** The band (0 … 3) an effect die falls in: 1–10, 11–15, 16–19, 20. */
export function sfxBand(effectDie: number): 0 | 1 | 2 | 3 {
  return effectDie <= 10 ? 0 : effectDie <= 15 ? 1 : effectDie <= 19 ? 2 : 3;
}

/**
 * The roll after its SFX. Good: 1–10 changes nothing; 11–15 and 16–19 turn a failure into "a
 * success with 1 VP"; 20 is "Auto-success with 2 VP" — a roll already above 2 VP keeps its VP (a
 * Good SFX never takes VP away; ROLLS-NOTES.md). Bad: 1–10 "Skill still succeeds if the other dice
 * show a success"; 11–15, 16–19 and 20: "The other dice become failures".
 */
export function sfxOutcome(success: boolean, vp: number, kind: 'good' | 'bad', band: number): { success: boolean; vp: number } {
  if (kind === 'good') {
    if (band === 0) return { success, vp };
    if (band === 3) return { success: true, vp: success ? Math.max(vp, 2) : 2 };
    return success ? { success, vp } : { success: true, vp: 1 };
  }
  if (band === 0) return { success, vp };
  return { success: false, vp: 0 };
}
