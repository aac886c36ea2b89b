/** Reading one cell of a CSV: whole numbers, dates and the small item formats of list cells. */
import { splitItems } from './csv';

/** A cell's whole number, or a message saying what was expected. */
export function wholeNumber(cell: string, opts: { min?: number; max?: number } = {}): number | { error: string } {
  const t = cell.trim();
  if (!/^[+-]?\d{1,9}$/.test(t)) return { error: `'${t}' is not a whole number` };
  const n = Number(t);
  if (opts.min !== undefined && n < opts.min) return { error: `${n} is below ${opts.min}` };
  if (opts.max !== undefined && n > opts.max) return { error: `${n} is above ${opts.max}` };
  return n;
}

export const isError = <T>(v: T | { error: string }): v is { error: string } => typeof v === 'object' && v !== null && 'error' in v;

/** A `YYYY-MM-DD` date, empty as null. */
export function dateCell(cell: string): string | null | { error: string } {
  const t = cell.trim();
  if (t === '') return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : { error: `'${t}' is not a date written YYYY-MM-DD` };
}

/** Each line of a list cell read by `read`; the first bad line's message names it. */
export function itemsCell<T>(cell: string, read: (item: string) => T | null, expected: string): T[] | { error: string } {
  const out: T[] = [];
  for (const item of splitItems(cell)) {
    const value = read(item.trim());
    if (value === null) return { error: `'${item.trim()}' is not ${expected}` };
    out.push(value);
  }
  return out;
}

/** "Firearms 6" */
export const ratedItem = (item: string): { name: string; rating: number } | null => {
  const m = /^(.*\S)\s+(-?\d{1,9})$/.exec(item);
  return m ? { name: m[1]!, rating: Number(m[2]) } : null;
};

/** "Cooking (Mind) 2": the last parenthesised words are the ruling attribute. */
export const backgroundItem = (item: string): { name: string; rulingAttribute: string; rating: number } | null => {
  const m = /^(.*\S)\s*\(([^()]*\S[^()]*)\)\s+(-?\d{1,9})$/.exec(item);
  return m ? { name: m[1]!, rulingAttribute: m[2]!.trim(), rating: Number(m[3]) } : null;
};
export const backgroundText = (b: { name: string; rulingAttribute: string; rating: number }): string => `${b.name} (${b.rulingAttribute}) ${b.rating}`;

/** "Firearms: 3 spent, last 2026-01-02" (progress toward an ability's next rating). */
export const progressItem = (item: string): { name: string; spent: number; lastLearned: string | null } | null => {
  const m = /^(.*\S)\s*:\s*(\d{1,3}) spent(?:,\s*last (\d{4}-\d{2}-\d{2}))?$/.exec(item);
  return m ? { name: m[1]!, spent: Number(m[2]), lastLearned: m[3] ?? null } : null;
};
export const progressText = (name: string, p: { spent: number; lastLearned: string | null }): string =>
  `${name}: ${p.spent} spent${p.lastLearned === null ? '' : `, last ${p.lastLearned}`}`;
