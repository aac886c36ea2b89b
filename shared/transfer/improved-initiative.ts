/**
 * Improved Initiative's JSON (improvedinitiative.app) read into what an FS3 encounter can use:
 * each combatant's name, whether a player plays it, and how many share a stat block. Its D&D
 * numbers (HP, AC, initiative modifier, abilities …) have no FS3 meaning: they are reported as
 * warnings, never an error. Read forms: a saved encounter (`{ Name?, Combatants: [...] }`), a
 * list of combatants, a single combatant or stat block, or a library export (an object of
 * stat blocks, "Creatures.xyz": {...}). A combatant holds its stat block as `StatBlock`; a bare
 * stat block is the combatant.
 */
import { MAX_II_COMBATANTS, oversizeRefusal } from './budgets';
import type { LocatedError } from './located';
import { nameKey } from './names';

/** One FS3 entry: a PC, or a group of NPCs sharing a name. */
export type IiEntry = { name: string; pc: boolean; count: number; /** 1-based positions in the file. */ from: number[] };
export type IiRead = { encounterName: string | null; entries: IiEntry[]; warnings: string[]; errors: LocatedError[] };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields FS3 reads; everything else in a stat block or combatant is named once as unused. */
const USED = new Set(['Name', 'Player', 'StatBlock', 'Alias', 'Id', 'Type', 'Source', 'Version', 'IndexLabel', 'InterfaceVersion', 'Path', 'PersistentCharacterId']);
/** Counted II numbers with no FS3 meaning, quoted in one warning (the most common first). */
const NO_MEANING = ['HP', 'AC', 'InitiativeModifier', 'MaxHP', 'CurrentHP', 'TemporaryHP', 'Initiative'];

function combatantsOf(doc: unknown): unknown[] | null {
  if (Array.isArray(doc)) return doc;
  if (!isObject(doc)) return null;
  if (Array.isArray(doc.Combatants)) return doc.Combatants;
  if ('Name' in doc || 'StatBlock' in doc) return [doc];
  // A library export: every value an object with a Name.
  const values = Object.values(doc);
  return values.length > 0 && values.every((v) => isObject(v) && typeof v.Name === 'string') ? values : null;
}

/** Reads Improved Initiative JSON text. Stores nothing; an `errors` entry means nothing may be imported. */
export function readImprovedInitiative(text: string): IiRead {
  const out: IiRead = { encounterName: null, entries: [], warnings: [], errors: [] };
  const tooBig = oversizeRefusal(text);
  if (tooBig !== null) return { ...out, errors: [{ row: null, column: null, message: tooBig }] };
  let doc: unknown;
  try {
    doc = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (e) {
    return { ...out, errors: [{ row: null, column: null, message: `not JSON: ${(e as Error).message}` }] };
  }
  const list = combatantsOf(doc);
  if (list === null) return { ...out, errors: [{ row: null, column: null, message: 'not an Improved Initiative export: expected a "Combatants" list, a list of combatants or stat blocks, or a library export' }] };
  if (list.length === 0) return { ...out, errors: [{ row: null, column: null, message: 'the file holds no combatants' }] };
  if (list.length > MAX_II_COMBATANTS) return { ...out, errors: [{ row: null, column: null, message: `${list.length} combatants; an import takes at most ${MAX_II_COMBATANTS}` }] };
  if (isObject(doc) && typeof doc.Name === 'string' && Array.isArray(doc.Combatants) && doc.Name.trim() !== '') out.encounterName = doc.Name.trim().slice(0, 120);
  const unused = new Map<string, number>();
  const groups = new Map<string, IiEntry>();
  list.forEach((item, i) => {
    const at = i + 1;
    const where = `combatant ${at}`;
    if (!isObject(item)) return void out.errors.push({ row: null, column: null, message: `${where}: not an object` });
    const block = isObject(item.StatBlock) ? item.StatBlock : item;
    for (const key of new Set([...Object.keys(item), ...(block === item ? [] : Object.keys(block))])) {
      if (!USED.has(key)) unused.set(key, (unused.get(key) ?? 0) + 1);
    }
    const rawName = typeof item.Alias === 'string' && item.Alias.trim() !== '' ? item.Alias : block.Name;
    if (typeof rawName !== 'string' || rawName.trim() === '') return void out.errors.push({ row: null, column: null, message: `${where}: has no Name` });
    const name = rawName.trim().replace(/\s+/g, ' ');
    if (name.length > 120) return void out.errors.push({ row: null, column: null, message: `${where}: the name "${name.slice(0, 40)}…" is longer than 120 characters` });
    const pc = block.Player === 'player' || item.Player === 'player';
    // NPCs sharing a stat block name make one group ("Goblin" × 4); II numbers copies itself.
    const base = pc ? name : String(typeof block.Name === 'string' && block.Name.trim() !== '' ? block.Name : name).trim().replace(/\s+/g, ' ').slice(0, 120);
    const key = `${pc ? 'pc' : 'npc'}:${nameKey(base)}`;
    const group = groups.get(key);
    if (group && pc) return void out.warnings.push(`${where}: the player character "${name}" is listed twice; brought in once`);
    if (group) { group.count++; group.from.push(at); return; }
    const entry: IiEntry = { name: base, pc, count: 1, from: [at] };
    groups.set(key, entry);
    out.entries.push(entry);
  });
  const ignored = [...unused.keys()].sort((a, b) => (NO_MEANING.indexOf(a) + 1 || 99) - (NO_MEANING.indexOf(b) + 1 || 99) || a.localeCompare(b));
  if (ignored.length > 0) {
    const shown = ignored.slice(0, 8).join(', ');
    out.warnings.unshift(`Not used by FS3 (D&D numbers and details it has no place for): ${shown}${ignored.length > 8 ? ` and ${ignored.length - 8} more` : ''}.`);
  }
  return out;
}
