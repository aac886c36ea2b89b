/**
 * Size budgets of a file brought in (CSV or JSON): checked before anything is parsed, so a huge or
 * hostile file is refused with a clear message instead of freezing the app.
 */

/** The largest file an import takes, in characters of text (about 2 MB). */
export const MAX_TRANSFER_CHARS = 2 * 1024 * 1024;
/** The most data rows a CSV import takes (the header not counted). */
export const MAX_TRANSFER_ROWS = 1000;
/** The most characters one CSV cell may hold (a character's notes fit well within it). */
export const MAX_CELL_CHARS = 10_000;
/** The most columns a CSV may have (every ability of a large setting fits). */
export const MAX_COLUMNS = 300;
/** The most combatants an Improved Initiative file may bring. */
export const MAX_II_COMBATANTS = 500;

/** "1.4 MB" / "800 kB" for messages. */
export function sizeText(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(chars / 1024)} kB`;
}

/** Why a text is too large to import, or null when it fits. */
export function oversizeRefusal(text: string): string | null {
  if (text.length <= MAX_TRANSFER_CHARS) return null;
  return `The file is ${sizeText(text.length)}; an import takes at most ${sizeText(MAX_TRANSFER_CHARS)}. Split it into smaller files.`;
}
