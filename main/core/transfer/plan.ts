/**
 * A file read into what an import would store, checked against the open campaign (its edition's
 * ranges, its gear, stances and levels): the same plan answers the preview and is re-made by the
 * import, so what the storyteller saw is what is stored. Nothing here writes.
 */
import type { Character } from '../../../shared/domain/character';
import { MAX_ENCOUNTER_CHARACTERS, MAX_ENCOUNTER_NPCS, MAX_GROUP_COUNT, MAX_GROUPS, type NpcTemplateBody } from '../../../shared/encounters/schemas';
import { AppError } from '../../../shared/ipc/result';
import type { TransferFormat } from '../../../shared/ipc/transfer-contract';
import { ratingRefusal } from '../../../shared/systems';
import { charactersFromCsv } from '../../../shared/transfer/character-csv';
import { readJsonFile, type CharacterFile, type EncounterFile } from '../../../shared/transfer/envelope';
import { readImprovedInitiative, type IiRead } from '../../../shared/transfer/improved-initiative';
import type { LocatedError, ParsedTable } from '../../../shared/transfer/located';
import { templatesFromCsv, TEMPLATE_COLUMNS } from '../../../shared/transfer/template-csv';
import type { Repos } from '../db/repos';
import { campaignChoices, checkEncounter, checkTemplate, type Choices } from '../encounters/choices';

export type Plan =
  | { kind: 'characters'; table: ParsedTable<Character> }
  | { kind: 'templates'; table: ParsedTable<NpcTemplateBody> }
  | { kind: 'character'; file: CharacterFile; errors: LocatedError[]; warnings: string[] }
  | { kind: 'encounter'; file: EncounterFile; errors: LocatedError[]; warnings: string[] }
  | { kind: 'improved-initiative'; read: IiRead };

const TEMPLATE_FIELD_COLUMN: Record<string, string> = {
  'template.weapon': TEMPLATE_COLUMNS.weapon,
  'template.armor': TEMPLATE_COLUMNS.armor,
  'template.chart': TEMPLATE_COLUMNS.chart,
  'template.stance': TEMPLATE_COLUMNS.stance,
  'template.level': TEMPLATE_COLUMNS.level,
};

/** The campaign's own check of a template (gear, stance, level), as a located error or null. */
export function templateProblem(c: Choices, t: NpcTemplateBody, row: number | null, label = ''): LocatedError | null {
  try {
    checkTemplate(c, t);
    return null;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const field = e.code.replace(/^encounter\//, '');
    const column = TEMPLATE_FIELD_COLUMN[field] ?? null;
    const message = column === null ? e.message : e.message.replace(/^[^:]*: /, '');
    return { row, column, message: label ? `${label}: ${message}` : message };
  }
}

function editionWarning(repos: Repos, edition: string): string[] {
  const own = repos.campaign.get().system.edition;
  return edition === own ? [] : [`Exported from a campaign of another edition (${edition}); ratings are checked against this campaign's (${own}).`];
}

function encounterPlan(repos: Repos, c: Choices, file: EncounterFile): Plan {
  const errors: LocatedError[] = [];
  const whole = (message: string) => errors.push({ row: null, column: null, message });
  const templates = new Set(file.templates.map((t) => t.id));
  const characters = new Set(file.characters.map((ch) => ch.id));
  file.encounter.groups.forEach((g, i) => {
    if (!templates.has(g.templateId)) whole(`group ${i + 1} (${g.templateName || g.baseName || 'unnamed'}) uses an NPC template the file does not carry`);
  });
  file.encounter.characters.forEach((ch, i) => {
    if (!characters.has(ch.characterId)) whole(`character ${i + 1} (${ch.name || 'unnamed'}) is not in the file`);
  });
  for (const t of file.templates) {
    const { id: _id, updatedAt: _at, ...body } = t;
    const p = templateProblem(c, body, null, `NPC template '${t.name}'`);
    if (p) errors.push(p);
  }
  for (const ch of file.characters) {
    const refusal = ratingRefusal(c.system, ch);
    if (refusal) whole(refusal);
  }
  try {
    checkEncounter(c, file.encounter);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    whole(e.message);
  }
  return { kind: 'encounter', file, errors, warnings: editionWarning(repos, file.edition) };
}

/** An Improved Initiative file that would make a larger encounter than one may be is refused by the numbers. */
function withinEncounterLimits(read: IiRead): IiRead {
  const npcs = read.entries.filter((e) => !e.pc);
  const groups = npcs.reduce((n, e) => n + Math.ceil(e.count / MAX_GROUP_COUNT), 0);
  const npcCount = npcs.reduce((n, e) => n + e.count, 0);
  const pcs = read.entries.length - npcs.length;
  const whole = (message: string) => read.errors.push({ row: null, column: null, message });
  if (groups > MAX_GROUPS) whole(`${groups} NPC groups (one per stat block name, ${MAX_GROUP_COUNT} NPCs each at most); an encounter has at most ${MAX_GROUPS}`);
  if (npcCount > MAX_ENCOUNTER_NPCS) whole(`${npcCount} NPCs; an encounter brings at most ${MAX_ENCOUNTER_NPCS}`);
  if (pcs > MAX_ENCOUNTER_CHARACTERS) whole(`${pcs} player characters; an encounter names at most ${MAX_ENCOUNTER_CHARACTERS}`);
  return read;
}

/** Reads `text` as `format` against the open campaign. Call inside a transaction for one consistent read. */
export function planTransfer(repos: Repos, format: TransferFormat, text: string): Plan {
  const c = campaignChoices(repos);
  if (format === 'characters-csv') return { kind: 'characters', table: charactersFromCsv(c.system, text) };
  if (format === 'templates-csv') {
    const table = templatesFromCsv(c.system, text);
    for (const item of table.items) {
      const p = templateProblem(c, item.value, item.row);
      if (p) table.errors.push(p);
    }
    table.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return { kind: 'templates', table };
  }
  const read = readJsonFile(text);
  if (read.kind === 'error') return { kind: 'improved-initiative', read: { encounterName: null, entries: [], warnings: [], errors: [read.error] } };
  if (read.kind === 'improved-initiative') return { kind: 'improved-initiative', read: withinEncounterLimits(readImprovedInitiative(read.text)) };
  if (read.kind === 'character') {
    const refusal = ratingRefusal(c.system, read.file.character);
    const errors = refusal === null ? [] : [{ row: null, column: null, message: refusal }];
    return { kind: 'character', file: read.file, errors, warnings: editionWarning(repos, read.file.edition) };
  }
  return encounterPlan(repos, c, read.file);
}

/** Every problem of a plan (an import with any stores nothing). */
export function planErrors(plan: Plan): LocatedError[] {
  if (plan.kind === 'characters' || plan.kind === 'templates') return plan.table.errors;
  if (plan.kind === 'improved-initiative') return plan.read.errors;
  return plan.errors;
}
