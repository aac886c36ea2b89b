/**
 * Characters to and from CSV, one row each, in any edition: the columns come from the campaign's
 * setting (see character-columns.ts) and ratings are checked against the edition's ranges through
 * the GameSystem value. Exporting then importing gives the same characters (ids aside: the
 * campaign makes new ones).
 */
import { abilityKey, CharacterSchema, findRated, type Character, type RatedAbility } from '../domain/character';
import { ratingProblems, startingCharacter, type GameSystem } from '../systems';
import { backgroundItem, backgroundText, dateCell, isError, itemsCell, progressItem, progressText, ratedItem, wholeNumber } from './cells';
import { abilityHeading, FIXED_COLUMNS, readCharacterHeader, settingAbilities, type AbilityList, type CharacterColumn, type FixedField } from './character-columns';
import { guardText, joinItems, readCsv, splitItems, unguardText, writeCsv } from './csv';
import type { LocatedError, ParsedTable } from './located';
import { nameKey } from './names';

const ORDER: FixedField[] = ['name', 'kind', 'concept', 'luck', 'xp', 'lastRaise'];
const AFTER: FixedField[] = ['background', 'languages', 'quirks', 'progress', 'single', 'npcRatings', 'defaultRating', 'notes'];

type AbilityCol = { list: AbilityList; name: string };

/** Every ability column the export needs: the setting's, then any a character holds beyond it. */
function abilityColumns(system: GameSystem, characters: readonly Character[]): AbilityCol[] {
  const { attributes, actionSkills } = settingAbilities(system);
  const cols: AbilityCol[] = [...attributes.map((name) => ({ list: 'attribute' as const, name })), ...actionSkills.map((name) => ({ list: 'action' as const, name }))];
  const has = (list: AbilityList, name: string) => cols.some((c) => c.list === list && abilityKey(c.name) === abilityKey(name));
  for (const c of characters) {
    for (const a of c.attributes) if (!has('attribute', a.name)) cols.push({ list: 'attribute', name: a.name });
    for (const a of c.actionSkills) if (!has('action', a.name)) cols.push({ list: 'action', name: a.name });
  }
  return cols;
}

function progressOf(c: Character): string[] {
  const out: string[] = [];
  for (const a of [...c.attributes, ...c.actionSkills, ...c.backgroundSkills]) if (a.xpProgress) out.push(progressText(a.name, a.xpProgress));
  return out;
}

function fixedCell(c: Character, field: FixedField): string {
  switch (field) {
    case 'name': return guardText(c.name);
    case 'kind': return c.kind.toUpperCase();
    case 'concept': return guardText(c.concept);
    case 'luck': return String(c.luckPoints);
    case 'xp': return String(c.xp);
    case 'lastRaise': return c.lastSkillRaiseDate ?? '';
    case 'background': return guardText(joinItems(c.backgroundSkills.map(backgroundText)));
    case 'languages': return guardText(joinItems(c.languages));
    case 'quirks': return guardText(joinItems(c.quirks));
    case 'progress': return guardText(joinItems(progressOf(c)));
    case 'single': return c.npc ? 'yes' : '';
    case 'npcRatings': return guardText(joinItems((c.npc?.ratings ?? []).map((r) => `${r.name} ${r.rating}`)));
    case 'defaultRating': return c.npc?.defaultRating === null || c.npc === null ? '' : String(c.npc.defaultRating);
    case 'notes': return guardText(c.notes);
  }
}

/** The characters as CSV text (BOM, CRLF), one row each, columns from the campaign's setting. */
export function charactersToCsv(system: GameSystem, characters: readonly Character[]): string {
  const abilities = abilityColumns(system, characters);
  const header = [...ORDER.map((f) => FIXED_COLUMNS[f]), ...abilities.map((a) => abilityHeading(system, a.list, a.name)), ...AFTER.map((f) => FIXED_COLUMNS[f])];
  const rows = characters.map((c) => [
    ...ORDER.map((f) => fixedCell(c, f)),
    ...abilities.map((a) => {
      const held = findRated(a.list === 'attribute' ? c.attributes : c.actionSkills, a.name);
      return held === undefined ? '' : String(held.rating);
    }),
    ...AFTER.map((f) => fixedCell(c, f)),
  ]);
  return writeCsv([header, ...rows]);
}

type RowResult = { character: Character } | { errors: LocatedError[] };

function readRow(system: GameSystem, columns: readonly CharacterColumn[], row: number, cells: readonly string[]): RowResult {
  const errors: LocatedError[] = [];
  const at = (column: string, message: string) => errors.push({ row, column, message });
  const draft = { ...startingCharacter(system, { id: `row-${row}`, name: 'x', kind: 'pc' }), concept: '', notes: '' } as Character;
  // Abilities come from the file when it has any column of that list; otherwise the edition's start.
  if (columns.some((c) => 'list' in c && c.list === 'attribute')) draft.attributes = [];
  draft.actionSkills = [];
  let single = false;
  const npc: { ratings: RatedAbility[]; defaultRating: number | null } = { ratings: [], defaultRating: null };
  let progress: { name: string; spent: number; lastLearned: string | null }[] = [];
  columns.forEach((col, i) => {
    const raw = cells[i] ?? '';
    if ('ignored' in col) return;
    if ('list' in col) {
      if (raw.trim() === '') return;
      const n = wholeNumber(raw);
      if (isError(n)) return at(col.heading, n.error);
      (col.list === 'attribute' ? draft.attributes : draft.actionSkills).push({ name: col.name, rating: n });
      return;
    }
    const text = unguardText(raw);
    switch (col.field) {
      case 'name': draft.name = text.trim(); if (draft.name === '') at(col.heading, 'a character needs a name'); else if (draft.name.length > 200) at(col.heading, 'a name has at most 200 characters'); return;
      case 'kind': {
        const k = text.trim().toLowerCase();
        if (k === 'pc' || k === 'npc') draft.kind = k;
        else at(col.heading, `'${text.trim()}' is neither PC nor NPC`);
        return;
      }
      case 'concept': draft.concept = text; return;
      case 'notes': draft.notes = text; return;
      case 'luck':
      case 'xp': {
        const n = text.trim() === '' ? 0 : wholeNumber(text, { min: 0 });
        if (isError(n)) return at(col.heading, n.error);
        if (col.field === 'luck') draft.luckPoints = n;
        else draft.xp = n;
        return;
      }
      case 'lastRaise': { const d = dateCell(text); if (isError(d)) at(col.heading, d.error); else draft.lastSkillRaiseDate = d; return; }
      case 'languages': draft.languages = splitItems(text).map((s) => s.trim()); return;
      case 'quirks': draft.quirks = itemsCell(text, (s) => s, '') as string[]; return;
      case 'background': { const b = itemsCell(text, backgroundItem, "a background skill written 'Name (Ruling attribute) rating'"); if (isError(b)) at(col.heading, b.error); else draft.backgroundSkills = b; return; }
      case 'progress': { const p = itemsCell(text, progressItem, "progress written 'Ability: 3 spent, last YYYY-MM-DD'"); if (isError(p)) at(col.heading, p.error); else progress = p; return; }
      case 'single': {
        const v = text.trim().toLowerCase();
        if (v === 'yes') single = true;
        else if (v !== '' && v !== 'no') at(col.heading, `'${text.trim()}' is neither yes nor no`);
        return;
      }
      case 'npcRatings': { const r = itemsCell(text, ratedItem, "a rating written 'Ability 6'"); if (isError(r)) at(col.heading, r.error); else npc.ratings = r; return; }
      case 'defaultRating': { const n = text.trim() === '' ? null : wholeNumber(text, { min: 0 }); if (n !== null && isError(n)) at(col.heading, n.error); else npc.defaultRating = n; return; }
    }
  });
  if (single || npc.ratings.length > 0 || npc.defaultRating !== null) draft.npc = npc;
  for (const p of progress) {
    const where = [draft.attributes, draft.actionSkills, draft.backgroundSkills].find((list) => findRated(list, p.name) !== undefined);
    if (where === undefined) { at(FIXED_COLUMNS.progress, `${p.name} is not an ability this character has`); continue; }
    findRated(where, p.name)!.xpProgress = { spent: p.spent, lastLearned: p.lastLearned };
  }
  if (errors.length > 0) return { errors };
  const parsed = CharacterSchema.safeParse(draft);
  if (!parsed.success) return { errors: parsed.error.issues.map((iss) => ({ row, column: null, message: `${iss.path.join('.')}: ${iss.message}` })) };
  const problems = ratingProblems(system, parsed.data).map((p): LocatedError => {
    const heading =
      p.list === 'background-skill' ? FIXED_COLUMNS.background
      : p.list === 'npc-rating' ? (p.field === 'Default rating' ? FIXED_COLUMNS.defaultRating : FIXED_COLUMNS.npcRatings)
      : columns.find((c) => 'list' in c && c.list === (p.list === 'attribute' ? 'attribute' : 'action') && abilityKey(c.name) === abilityKey(p.field))?.heading ?? p.field;
    return { row, column: heading, message: p.message.replace(/^[^:]*: /, '') };
  });
  return problems.length > 0 ? { errors: problems } : { character: parsed.data };
}

/**
 * Reads a characters CSV against the campaign's system: the rows as read, a character for each
 * good row (id `row-N`: main makes the real ids) and every problem located by row and column.
 * Nothing is stored here; an import with any error stores nothing.
 */
export function charactersFromCsv(system: GameSystem, text: string): ParsedTable<Character> {
  const read = readCsv(text);
  if (!read.ok) return { columns: [], rows: [], items: [], errors: [read.error], warnings: [] };
  const { header, records } = read.table;
  const empty = (i: number) => records.every((r) => (r.cells[i] ?? '').trim() === '');
  const { columns, errors } = readCharacterHeader(system, header, empty);
  const result: ParsedTable<Character> = { columns: header, rows: records, items: [], errors, warnings: [] };
  if (errors.length > 0) return result;
  const names = new Map<string, number>();
  for (const r of records) {
    if (r.cells.length > header.length && r.cells.slice(header.length).some((c) => c.trim() !== '')) {
      result.errors.push({ row: r.row, column: null, message: `${r.cells.length} cells but only ${header.length} headings` });
      continue;
    }
    const out = readRow(system, columns, r.row, r.cells);
    if ('errors' in out) { result.errors.push(...out.errors); continue; }
    const key = nameKey(out.character.name);
    const other = names.get(key);
    if (other !== undefined) { result.errors.push({ row: r.row, column: FIXED_COLUMNS.name, message: `'${out.character.name}' is also in row ${other}` }); continue; }
    names.set(key, r.row);
    result.items.push({ row: r.row, name: out.character.name, value: out.character });
  }
  if (records.length === 0) result.errors.push({ row: null, column: null, message: 'the file has a header but no rows' });
  return result;
}
