/**
 * NPC templates to and from CSV, one row each: the template's fields, then one column per rating
 * (an attribute or action skill of the setting by its plain name, any other "Rating: X"). Ratings
 * are checked as the edition checks an NPC's single ratings; gear, stance and level names are the
 * campaign's business (main checks them). Exporting then importing gives the same templates.
 */
import { abilityKey } from '../domain/character';
import { MAX_TEMPLATE_RATING, NpcTemplateBodySchema, type NpcTemplateBody } from '../encounters/schemas';
import { ratingProblems, type GameSystem } from '../systems';
import { isError, wholeNumber } from './cells';
import { guardText, readCsv, unguardText, writeCsv } from './csv';
import { readHeader, type HeadingRead } from './header';
import type { LocatedError, ParsedTable } from './located';
import { nameKey } from './names';

export const TEMPLATE_COLUMNS = {
  name: 'Name',
  concept: 'Concept',
  defaultRating: 'Default rating',
  weapon: 'Weapon',
  armor: 'Armor',
  chart: 'Hit chart',
  stance: 'Stance',
  level: 'Level',
} as const;
type TemplateField = keyof typeof TEMPLATE_COLUMNS;
type Column = { heading: string } & ({ field: TemplateField } | { rating: string } | { ignored: true });

const RATING_PREFIX = /^rating\s*:\s*(.+)$/i;

const knownAbilities = (system: GameSystem): string[] => [...system.setting.attributes.map((a) => a.name), ...system.setting.actionSkills.map((a) => a.name)];

/** The templates as CSV text (BOM, CRLF): a column for each rating any of them holds, in the setting's order. */
export function templatesToCsv(system: GameSystem, templates: readonly NpcTemplateBody[]): string {
  const known = knownAbilities(system);
  const used: string[] = [];
  const add = (name: string) => { if (!used.some((u) => abilityKey(u) === abilityKey(name))) used.push(name); };
  for (const k of known) if (templates.some((t) => t.ratings.some((r) => abilityKey(r.name) === abilityKey(k)))) add(k);
  for (const t of templates) for (const r of t.ratings) add(r.name);
  const heading = (name: string) => (known.some((k) => abilityKey(k) === abilityKey(name)) ? name : `Rating: ${name}`);
  const fields = Object.keys(TEMPLATE_COLUMNS) as TemplateField[];
  const cell = (t: NpcTemplateBody, f: TemplateField): string => {
    const v = t[f];
    return v === null ? '' : typeof v === 'number' ? String(v) : guardText(v);
  };
  const rows = templates.map((t) => [
    ...fields.map((f) => cell(t, f)),
    ...used.map((u) => {
      const r = t.ratings.find((x) => abilityKey(x.name) === abilityKey(u));
      return r === undefined ? '' : String(r.rating);
    }),
  ]);
  return writeCsv([[...fields.map((f) => TEMPLATE_COLUMNS[f]), ...used.map(heading)], ...rows]);
}

function readTemplateHeader(system: GameSystem, header: readonly string[], emptyColumn: (i: number) => boolean): { columns: Column[]; errors: LocatedError[] } {
  const fixed = new Map(Object.entries(TEMPLATE_COLUMNS).map(([f, h]) => [abilityKey(h), f as TemplateField]));
  const known = knownAbilities(system);
  const rating = (heading: string, name: string): HeadingRead<Column> => ({ column: { heading, rating: name }, id: `rating:${abilityKey(name)}` });
  return readHeader(header, emptyColumn, (heading): HeadingRead<Column> => {
    const key = abilityKey(heading);
    const prefixed = RATING_PREFIX.exec(heading);
    const ability = known.find((k) => abilityKey(k) === key);
    if (fixed.has(key)) return { column: { heading, field: fixed.get(key)! }, id: `field:${fixed.get(key)!}` };
    if (prefixed) return rating(heading, prefixed[1]!.trim());
    if (ability !== undefined) return rating(heading, ability);
    return { problem: `not a column this campaign knows (no attribute or action skill of ${system.setting.name} has this name); head it 'Rating: ${heading}' to import it anyway` };
  });
}

function readRow(system: GameSystem, columns: readonly Column[], row: number, cells: readonly string[]): { template: NpcTemplateBody } | { errors: LocatedError[] } {
  const errors: LocatedError[] = [];
  const at = (column: string | null, message: string) => errors.push({ row, column, message });
  const draft: Record<string, unknown> = {};
  const ratings: { name: string; rating: number }[] = [];
  columns.forEach((col, i) => {
    const raw = cells[i] ?? '';
    if ('ignored' in col) return;
    if ('rating' in col) {
      if (raw.trim() === '') return;
      const n = wholeNumber(raw);
      if (isError(n)) at(col.heading, n.error);
      else ratings.push({ name: col.rating, rating: n });
      return;
    }
    const text = unguardText(raw);
    if (col.field === 'defaultRating') {
      const n = text.trim() === '' ? null : wholeNumber(text, { min: 0 });
      if (n !== null && isError(n)) at(col.heading, n.error);
      else draft.defaultRating = n;
      return;
    }
    // Empty optional cells take the template's defaults (no gear: the catalog's default; stance normal).
    if (text.trim() === '' && col.field !== 'name' && col.field !== 'concept') return;
    draft[col.field] = col.field === 'concept' ? text.trim() : text;
  });
  draft.ratings = ratings;
  if (errors.length > 0) return { errors };
  // The edition's range first (its message names the edition's limit), then the template's own budget.
  const defaultRating = typeof draft.defaultRating === 'number' ? draft.defaultRating : null;
  const problems = ratingProblems(system, { attributes: [], actionSkills: [], backgroundSkills: [], npc: { ratings, defaultRating } });
  if (problems.length > 0) {
    return {
      errors: problems.map((p) => ({
        row,
        column: p.field === 'Default rating' ? TEMPLATE_COLUMNS.defaultRating : columns.find((c) => 'rating' in c && abilityKey(c.rating) === abilityKey(p.field))?.heading ?? p.field,
        message: p.message.replace(/^[^:]*: /, ''),
      })),
    };
  }
  const parsed = NpcTemplateBodySchema.safeParse(draft);
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((iss) => {
        const field = iss.path[0];
        const heading = typeof field === 'string' && field in TEMPLATE_COLUMNS ? TEMPLATE_COLUMNS[field as TemplateField] : field === 'ratings' ? columns.find((c) => 'rating' in c && c.rating === ratings[Number(iss.path[1])]?.name)?.heading ?? null : null;
        const message = iss.code === 'too_big' && field !== undefined && (field === 'ratings' || field === 'defaultRating') ? `a template rating is at most ${MAX_TEMPLATE_RATING}` : iss.message;
        return { row, column: heading, message };
      }),
    };
  }
  const t = parsed.data;
  return { template: t };
}

/** Reads an NPC templates CSV against the campaign's system: rows, templates from good rows, located errors. Stores nothing. */
export function templatesFromCsv(system: GameSystem, text: string): ParsedTable<NpcTemplateBody> {
  const read = readCsv(text);
  if (!read.ok) return { columns: [], rows: [], items: [], errors: [read.error], warnings: [] };
  const { header, records } = read.table;
  const { columns, errors } = readTemplateHeader(system, header, (i) => records.every((r) => (r.cells[i] ?? '').trim() === ''));
  const result: ParsedTable<NpcTemplateBody> = { columns: header, rows: records, items: [], errors, warnings: [] };
  if (errors.length > 0) return result;
  const names = new Map<string, number>();
  for (const r of records) {
    if (r.cells.slice(header.length).some((c) => c.trim() !== '')) {
      result.errors.push({ row: r.row, column: null, message: `${r.cells.length} cells but only ${header.length} headings` });
      continue;
    }
    const out = readRow(system, columns, r.row, r.cells);
    if ('errors' in out) { result.errors.push(...out.errors); continue; }
    const other = names.get(nameKey(out.template.name));
    if (other !== undefined) { result.errors.push({ row: r.row, column: TEMPLATE_COLUMNS.name, message: `'${out.template.name}' is also in row ${other}` }); continue; }
    names.set(nameKey(out.template.name), r.row);
    result.items.push({ row: r.row, name: out.template.name, value: out.template });
  }
  if (records.length === 0) result.errors.push({ row: null, column: null, message: 'the file has a header but no rows' });
  return result;
}
