/**
 * The weapon form's lethality hint names the campaign's own damage bands (issue 39): FS3.2's
 * "≤99 Serious, 100+ Critical" (seed 001), or seed 000's "81–105 Serious / 106 or higher
 * Critical" for FS3.1 and the FS3.2 house rule, with the edition's words for the severities.
 */
import type { GameSystem } from '../../../shared/systems';

const STANDARD = { light: 40, moderate: 80, serious: 99 };
const WORDS = { light: 'Light', moderate: 'Moderate', serious: 'Serious', critical: 'Critical' };

/** "≤40 Light, ≤80 Moderate, ≤105 Serious, 106+ Critical" for the system's bands (standard when none is open). */
export function damageBandsText(system: GameSystem | null): string {
  const bands = system?.combat.severityBands ?? STANDARD;
  const lists = system ? (system.edition.listsFor?.(system) ?? system.lists) : null;
  const word = (id: keyof typeof WORDS) => lists?.woundSeverities.find((s) => s.id === id)?.label ?? WORDS[id];
  return `≤${bands.light} ${word('light')}, ≤${bands.moderate} ${word('moderate')}, ≤${bands.serious} ${word('serious')}, ${bands.serious + 1}+ ${word('critical')}`;
}

/** The lethality field's hint with the campaign's bands. */
export function lethalityHint(system: GameSystem | null): string {
  return `Added to the damage roll (${damageBandsText(system)}). Above +30 is extreme.`;
}
