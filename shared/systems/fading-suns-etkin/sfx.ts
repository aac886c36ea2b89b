/**
 * Seed 003 "CRITICALS and FUMBLES": "An extra d20 of a different color called the SFX die is
 * rolled along with each skill roll - When a 1 comes up on the SFX die, it indicates a critical
 * success and a good special effect (Good SFX), when a 20 comes up it indicates a fumble and a bad
 * special effect (Bad SFX)" (a blessing widens Good to 1–2, a curse Bad to 19–20). "These effects
 * are applied to the best result of all the dice rolled for the skill. To find out the exact effect
 * you roll another d20 and compare it to the Good SFX or to the Bad SFX chart".
 */

/** Good SFX on an SFX die at or under `good`, Bad SFX at or over `bad` (003: a blessing 1–2, a curse 19–20). */
export type SfxRange = { good: number; bad: number };
export const DEFAULT_SFX: SfxRange = { good: 1, bad: 20 };

export type SfxKind = 'good' | 'bad';
/** The effect die's bands, as the seed's two tables print them. */
export type SfxBand = '1-10' | '11-15' | '16-19' | '20';
export const SFX_BANDS: readonly { band: SfxBand; from: number; to: number }[] = [
  { band: '1-10', from: 1, to: 10 },
  { band: '11-15', from: 11, to: 15 },
  { band: '16-19', from: 16, to: 19 },
  { band: '20', from: 20, to: 20 },
];
/** Faces of the effect d20 in each band, in {@link SFX_BANDS} order. */
export const SFX_BAND_FACES = [10, 5, 4, 1] as const;

export function sfxBandOf(effectDie: number): SfxBand {
  return effectDie <= 10 ? '1-10' : effectDie <= 15 ? '11-15' : effectDie <= 19 ? '16-19' : '20';
}

/** The band's index (0 … 3) in {@link SFX_BANDS}. */
export function sfxBandIndex(effectDie: number): 0 | 1 | 2 | 3 {
  return effectDie <= 10 ? 0 : effectDie <= 15 ? 1 : effectDie <= 19 ? 2 : 3;
}

export function sfxKindOf(sfxDie: number, range: SfxRange = DEFAULT_SFX): SfxKind | null {
  return sfxDie <= range.good ? 'good' : sfxDie >= range.bad ? 'bad' : null;
}

/**
 * Why an SFX range cannot be played, or null. Good may run from 0 (a curse that takes Good SFX
 * away) to 19, Bad from 2 to 21 (a blessing that takes Bad SFX away), Good below Bad so no face
 * is both.
 */
export function sfxRangeRefusal(range: SfxRange): string | null {
  const { good, bad } = range;
  if (!Number.isInteger(good) || good < 0 || good > 19) return `Good SFX must come up on an SFX die of 0 (never) to 19 or under (got ${good}).`;
  if (!Number.isInteger(bad) || bad < 2 || bad > 21) return `Bad SFX must come up on an SFX die of 2 to 21 (never) or over (got ${bad}).`;
  if (good >= bad) return `Good SFX (${good} or under) and Bad SFX (${bad} or over) overlap: the SFX die needs one reading per face.`;
  return null;
}

/** One row of an SFX table: its text when the skill roll had succeeded and when it had failed. */
export type SfxRow = { band: SfxBand; onSuccess: string; onFailure: string };

/** 003 "The Good SFX Die" as printed. */
export const GOOD_SFX: readonly SfxRow[] = [
  { band: '1-10', onSuccess: 'A minor good effect: +2 goal on the next roll with that skill or some other small nice extra.', onFailure: 'A minor good effect: +2 goal on the next roll with that skill or some other small nice extra.' },
  { band: '11-15', onSuccess: 'A very nice effect: +2 goal with that skill for a short duration, an initiative bonus for a round or two, etc.', onFailure: 'The failure becomes a success with 1 VP.' },
  { band: '16-19', onSuccess: 'A very cool effect: +2 goal with that skill for the rest of the scene, or a bigger bonus for a short duration, etc.', onFailure: 'The failure becomes a success with 1 VP and a very nice effect.' },
  { band: '20', onSuccess: 'Auto-success with 2 VP and a super-great effect!', onFailure: 'Auto-success with 2 VP and a super-great effect!' },
];

/** 003 "The Bad SFX Die" as printed. */
export const BAD_SFX: readonly SfxRow[] = [
  { band: '1-10', onSuccess: 'A minor bad effect: \u22122 goal on the next roll with that skill or some other small annoying thing; the roll still succeeds.', onFailure: 'A minor bad effect: \u22122 goal on the next roll with that skill or some other small annoying thing.' },
  { band: '11-15', onSuccess: 'The other dice become failures.', onFailure: 'A bad effect: \u22122 goal to that skill for a short duration, an initiative penalty for a round or two, the character falls, drops something, etc.' },
  { band: '16-19', onSuccess: 'The other dice become failures, with a bad effect.', onFailure: 'A very bad effect: \u22122 goal to that skill for a scene, equipment failure, etc.' },
  { band: '20', onSuccess: 'The other dice become failures AND a super-awful effect!', onFailure: 'A super-awful effect!' },
];

/**
 * The roll after its SFX, as numbers. Good: 1–10 changes nothing; 11–15 and 16–19: "If the main
 * skill roll failed is becomes a success with 1 VP"; 20: "Auto-success with 2 VP" — a roll that
 * already had more keeps its VPs (a Good SFX never makes a roll worse; ROLLS-NOTES.md). Bad: 1–10
 * "Skill still suceeds if the other dice show a success"; 11–15, 16–19 and 20: "The other dice
 * become failures". `band` is the index 0 … 3 ({@link sfxBandIndex}).
 */
export function sfxOutcome(success: boolean, vp: number, kind: SfxKind, band: number): { success: boolean; vp: number } {
  if (band === 0) return { success, vp };
  if (kind === 'good') {
    if (band === 3) return { success: true, vp: success ? Math.max(vp, 2) : 2 };
    return success ? { success, vp } : { success: true, vp: 1 };
  }
  return { success: false, vp: 0 };
}

/** An SFX applied to the best die (003 "These effects are applied to the best result"), with the table's text. */
export function applySfx(base: { success: boolean; vp: number }, kind: SfxKind, effectDie: number): { success: boolean; vp: number; text: string; band: SfxBand } {
  const i = sfxBandIndex(effectDie);
  const row = (kind === 'good' ? GOOD_SFX : BAD_SFX)[i]!;
  const out = sfxOutcome(base.success, base.vp, kind, i);
  return { success: out.success, vp: out.vp, text: base.success ? row.onSuccess : row.onFailure, band: row.band };
}
