import { CharacterSchema, type Character, type CharacterKind, type XpProgress } from '../../../../shared/domain/character';
import type { Db } from '../db';
import type { CharacterAbilityKind, CharacterAbilityRow, CharacterQuirkRow, CharacterRow } from '../rows';
import { exhaustive, fromFlag, toFlag } from './map';

/** A character's attribute and action-skill ratings, without the rest of the sheet. */
export type CharacterRatings = Pick<Character, 'id' | 'name' | 'kind' | 'attributes' | 'actionSkills'>;

/** What a list view needs without loading every ability. */
export type CharacterSummary = Pick<Character, 'id' | 'kind' | 'name' | 'concept'>;

type Parts = { row: CharacterRow; abilities: CharacterAbilityRow[]; quirks: CharacterQuirkRow[] };

function toParts(c: Character): Parts {
  const {
    id, kind, name, concept, attributes, actionSkills, backgroundSkills, languages, quirks,
    luckPoints, xp, lastSkillRaiseDate, notes, npc, ...rest
  } = c;
  exhaustive(rest);
  const abilities: CharacterAbilityRow[] = [];
  const add = (kind: CharacterAbilityKind, position: number, name: string, rating: number | null, ruling: string | null, progress?: XpProgress) =>
    abilities.push({
      character_id: id, kind, position, name, rating, ruling_attribute: ruling,
      xp_spent: progress?.spent ?? null, last_learned: progress ? progress.lastLearned : null,
    });
  attributes.forEach((a, i) => add('attribute', i, a.name, a.rating, null, a.xpProgress));
  actionSkills.forEach((a, i) => add('action-skill', i, a.name, a.rating, null, a.xpProgress));
  backgroundSkills.forEach((a, i) => add('background-skill', i, a.name, a.rating, a.rulingAttribute, a.xpProgress));
  languages.forEach((l, i) => add('language', i, l, null, null));
  npc?.ratings.forEach((a, i) => add('npc-rating', i, a.name, a.rating, null, a.xpProgress));
  return {
    row: {
      id, kind, name, concept, luck_points: luckPoints, xp, last_skill_raise_date: lastSkillRaiseDate, notes,
      has_npc_stats: toFlag(npc !== null), npc_default_rating: npc?.defaultRating ?? null,
    },
    abilities,
    quirks: quirks.map((text, position) => ({ character_id: id, position, text })),
  };
}

/** The row's progress, present only when the row holds one (so older files read exactly as before). */
function progressOf(r: CharacterAbilityRow): { xpProgress?: XpProgress } {
  return r.xp_spent === null ? {} : { xpProgress: { spent: r.xp_spent, lastLearned: r.last_learned } };
}

function rated(rows: readonly CharacterAbilityRow[], kind: CharacterAbilityKind) {
  return rows.filter((r) => r.kind === kind).map((r) => ({ name: r.name, rating: r.rating ?? 0, ...progressOf(r) }));
}

/** Rows → domain. Rows are sorted by (kind, position), so each list keeps its stored order. */
function fromParts(row: CharacterRow, abilities: readonly CharacterAbilityRow[], quirks: readonly CharacterQuirkRow[]): Character {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    concept: row.concept,
    attributes: rated(abilities, 'attribute'),
    actionSkills: rated(abilities, 'action-skill'),
    backgroundSkills: abilities
      .filter((r) => r.kind === 'background-skill')
      .map((r) => ({ name: r.name, rating: r.rating ?? 0, rulingAttribute: r.ruling_attribute ?? '', ...progressOf(r) })),
    languages: abilities.filter((r) => r.kind === 'language').map((r) => r.name),
    quirks: quirks.map((q) => q.text),
    luckPoints: row.luck_points,
    xp: row.xp,
    lastSkillRaiseDate: row.last_skill_raise_date,
    notes: row.notes,
    npc: fromFlag(row.has_npc_stats) ? { ratings: rated(abilities, 'npc-rating'), defaultRating: row.npc_default_rating } : null,
  };
}

/** Groups rows sorted by character id into a map of arrays (one pass, for bulk loads). */
function groupBy<T extends { character_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const list = map.get(r.character_id);
    if (list) list.push(r);
    else map.set(r.character_id, [r]);
  }
  return map;
}

/** Characters (PCs and NPCs) with their abilities and quirks, stored in three tables. */
export function createCharacterRepo(db: Db) {
  const selectOne = db.prepare<{ id: string }, CharacterRow>('SELECT * FROM characters WHERE id = @id');
  const selectExists = db.prepare<{ id: string }, { found: number }>('SELECT 1 AS found FROM characters WHERE id = @id');
  const selectAll = db.prepare<[], CharacterRow>('SELECT * FROM characters ORDER BY rowid');
  const selectSummaries = db.prepare<{ kind: string | null }, CharacterSummary>(`
    SELECT id, kind, name, concept FROM characters WHERE @kind IS NULL OR kind = @kind ORDER BY name COLLATE NOCASE, id`);
  const selectAbilitiesOf = db.prepare<{ id: string }, CharacterAbilityRow>(
    'SELECT * FROM character_abilities WHERE character_id = @id ORDER BY kind, position');
  const selectAllAbilities = db.prepare<[], CharacterAbilityRow>('SELECT * FROM character_abilities ORDER BY character_id, kind, position');
  const selectQuirksOf = db.prepare<{ id: string }, CharacterQuirkRow>(
    'SELECT * FROM character_quirks WHERE character_id = @id ORDER BY position');
  const selectAllQuirks = db.prepare<[], CharacterQuirkRow>('SELECT * FROM character_quirks ORDER BY character_id, position');
  const insertRow = db.prepare<CharacterRow>(`
    INSERT INTO characters (id, kind, name, concept, luck_points, xp, last_skill_raise_date, notes, has_npc_stats, npc_default_rating)
    VALUES (@id, @kind, @name, @concept, @luck_points, @xp, @last_skill_raise_date, @notes, @has_npc_stats, @npc_default_rating)`);
  const updateRow = db.prepare<CharacterRow>(`
    UPDATE characters SET kind = @kind, name = @name, concept = @concept, luck_points = @luck_points, xp = @xp,
      last_skill_raise_date = @last_skill_raise_date, notes = @notes, has_npc_stats = @has_npc_stats,
      npc_default_rating = @npc_default_rating
    WHERE id = @id`);
  const deleteRow = db.prepare<{ id: string }>('DELETE FROM characters WHERE id = @id');
  const deleteAbilities = db.prepare<{ id: string }>('DELETE FROM character_abilities WHERE character_id = @id');
  const deleteQuirks = db.prepare<{ id: string }>('DELETE FROM character_quirks WHERE character_id = @id');
  const insertAbility = db.prepare<CharacterAbilityRow>(`
    INSERT INTO character_abilities (character_id, kind, position, name, rating, ruling_attribute, xp_spent, last_learned)
    VALUES (@character_id, @kind, @position, @name, @rating, @ruling_attribute, @xp_spent, @last_learned)`);
  const insertQuirk = db.prepare<CharacterQuirkRow>(
    'INSERT INTO character_quirks (character_id, position, text) VALUES (@character_id, @position, @text)');
  const countRows = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM characters');
  // Answered from the (kind, name) index alone: a summary of 40,000 characters reads no character row.
  const countKinds = db.prepare<[], { kind: CharacterKind; n: number }>('SELECT kind, count(*) AS n FROM characters GROUP BY kind');
  const selectHeads = db.prepare<[], Pick<CharacterRow, 'id' | 'name' | 'kind'>>('SELECT id, name, kind FROM characters ORDER BY name COLLATE NOCASE, id');
  // One row per character and kind, the list as JSON built by SQLite: a 5,000-character campaign has
  // 300,000 rating rows, and reading them one object each is what made this slow.
  const selectRatings = db.prepare<[], { character_id: string; kind: 'attribute' | 'action-skill'; list: string }>(`
    SELECT character_id, kind, json_group_array(json_array(name, rating) ORDER BY position) AS list
    FROM character_abilities WHERE kind IN ('attribute', 'action-skill')
    GROUP BY character_id, kind`);

  const writeChildren = (parts: Parts) => {
    deleteAbilities.run({ id: parts.row.id });
    deleteQuirks.run({ id: parts.row.id });
    for (const a of parts.abilities) insertAbility.run(a);
    for (const q of parts.quirks) insertQuirk.run(q);
  };
  const insertMany = db.transaction((characters: readonly Character[]): Character[] =>
    characters.map((input) => {
      const character = CharacterSchema.parse(input);
      const parts = toParts(character);
      insertRow.run(parts.row);
      writeChildren(parts);
      return character;
    }),
  );

  return {
    get(id: string): Character | undefined {
      const row = selectOne.get({ id });
      return row && fromParts(row, selectAbilitiesOf.all({ id }), selectQuirksOf.all({ id }));
    },
    /** Whether a character with this id is stored (one indexed lookup, nothing loaded: issue 38). */
    has(id: string): boolean {
      return selectExists.get({ id }) !== undefined;
    },
    /** Every character in creation order, loaded with three queries whatever the count. */
    listAll(): Character[] {
      const abilities = groupBy(selectAllAbilities.all());
      const quirks = groupBy(selectAllQuirks.all());
      return selectAll.all().map((row) => fromParts(row, abilities.get(row.id) ?? [], quirks.get(row.id) ?? []));
    },
    /** Name-sorted summaries, optionally only PCs or NPCs. */
    list(kind?: CharacterKind): CharacterSummary[] {
      return selectSummaries.all({ kind: kind ?? null });
    },
    /** Every character's attribute and action-skill ratings (the setting lint's input), two queries in all. */
    listRatings(): CharacterRatings[] {
      const byId = new Map<string, CharacterRatings>();
      const out = selectHeads.all().map((h) => {
        const c: CharacterRatings = { id: h.id, name: h.name, kind: h.kind, attributes: [], actionSkills: [] };
        byId.set(h.id, c);
        return c;
      });
      for (const r of selectRatings.all()) {
        const c = byId.get(r.character_id);
        if (!c) continue;
        const list = (JSON.parse(r.list) as [string, number | null][]).map(([name, rating]) => ({ name, rating: rating ?? 0 }));
        if (r.kind === 'attribute') c.attributes = list;
        else c.actionSkills = list;
      }
      return out;
    },
    count(): number {
      return countRows.get()?.n ?? 0;
    },
    /** How many characters of each kind: the campaign summary's counts, without listing them. */
    countByKind(): Record<CharacterKind, number> {
      const counts: Record<CharacterKind, number> = { pc: 0, npc: 0 };
      for (const { kind, n } of countKinds.all()) counts[kind] = n;
      return counts;
    },
    /** Validates and inserts; throws on a duplicate id. */
    insert(character: Character): Character {
      return insertMany([character])[0]!;
    },
    /** Inserts all or none (one transaction). */
    insertMany(characters: readonly Character[]): Character[] {
      return insertMany(characters);
    },
    /** Replaces the stored character (abilities and quirks included) in one transaction. */
    update(input: Character): Character {
      const character = CharacterSchema.parse(input);
      const parts = toParts(character);
      db.transaction(() => {
        if (updateRow.run(parts.row).changes === 0) throw new Error(`No character with id ${parts.row.id}`);
        writeChildren(parts);
      })();
      return character;
    },
    /** Deletes the character with its abilities, wounds and ledgers; combatants keep their names. */
    remove(id: string): boolean {
      return deleteRow.run({ id }).changes > 0;
    },
  };
}
export type CharacterRepo = ReturnType<typeof createCharacterRepo>;
