/**
 * What the character-creation check reports, kept apart from the check itself so the input
 * reader (chargen-input.ts) can add findings without importing the check that imports it.
 */

export const CHARGEN_SEVERITIES = ['error', 'warning'] as const;
export type ChargenSeverity = (typeof CHARGEN_SEVERITIES)[number];

/** One finding: how bad, a stable code, the ability concerned (if any) and a plain sentence. */
export type ChargenFinding = { severity: ChargenSeverity; code: string; ability: string | null; message: string };
