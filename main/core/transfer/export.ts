/** Files the storyteller saves: characters or templates as CSV, one character or encounter as JSON. */
import type { ExportedFile } from '../../../shared/ipc/transfer-contract';
import { AppError } from '../../../shared/ipc/result';
import { charactersToCsv } from '../../../shared/transfer/character-csv';
import { characterFile, encounterFile, type TransferMeta } from '../../../shared/transfer/envelope';
import { templatesToCsv } from '../../../shared/transfer/template-csv';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';

/** A file name from a record's name: letters, digits, spaces, dashes and dots kept, the rest dropped. */
export function exportName(name: string, suffix: string): string {
  const base = name.normalize('NFKD').replace(/[^\w .-]+/g, '').replace(/\s+/g, ' ').trim().slice(0, 80) || 'export';
  return `${base}${suffix}`;
}

const CSV = 'text/csv';
const JSON_MIME = 'application/json';

export function exportCharactersCsv(repos: Repos, ids: readonly string[] | undefined): ExportedFile {
  const all = repos.characters.listAll();
  const order = new Map(repos.characters.list().map((c, i) => [c.id, i]));
  const wanted = ids === undefined ? all : ids.map((id) => {
    const c = all.find((x) => x.id === id);
    if (!c) throw new AppError('character/not-found', `No character with id "${id}" in this campaign.`);
    return c;
  });
  const sorted = ids === undefined ? [...wanted].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)) : wanted;
  const campaign = repos.campaign.get().info.name;
  return { fileName: exportName(campaign, ' characters.csv'), text: charactersToCsv(campaignSystem(repos), sorted), mime: CSV };
}

export function exportTemplatesCsv(repos: Repos): ExportedFile {
  const templates = repos.encounters.templates().map(({ id: _id, updatedAt: _u, ...body }) => body);
  return { fileName: exportName(repos.campaign.get().info.name, ' NPC templates.csv'), text: templatesToCsv(campaignSystem(repos), templates), mime: CSV };
}

export function exportCharacter(repos: Repos, id: string, meta: Omit<TransferMeta, 'edition'>): ExportedFile {
  const character = repos.characters.get(id);
  if (!character) throw new AppError('character/not-found', `No character with id "${id}" in this campaign.`);
  const edition = repos.campaign.get().system.edition;
  return { fileName: exportName(character.name, '.character.json'), text: characterFile(character, { ...meta, edition }), mime: JSON_MIME };
}

export function exportEncounter(repos: Repos, id: string, meta: Omit<TransferMeta, 'edition'>): ExportedFile {
  const e = repos.encounters.encounter(id);
  if (!e) throw new AppError('encounter/not-found', `There is no encounter with id ${id} in this campaign.`);
  const templateIds = new Set(e.body.groups.map((g) => g.templateId));
  const templates = repos.encounters.templates().filter((t) => templateIds.has(t.id));
  const missingTemplate = e.body.groups.find((g) => !templates.some((t) => t.id === g.templateId));
  if (missingTemplate) throw new AppError('transfer/incomplete', `The encounter's group '${missingTemplate.baseName || missingTemplate.templateName}' uses an NPC template that no longer exists: fix the encounter before exporting it.`);
  const characters = e.body.characters.map((ch) => {
    const c = repos.characters.get(ch.characterId);
    if (!c) throw new AppError('transfer/incomplete', `The encounter names ${ch.name || 'a character'}, who is no longer in this campaign: fix the encounter before exporting it.`);
    return c;
  });
  const edition = repos.campaign.get().system.edition;
  return { fileName: exportName(e.body.name, '.encounter.json'), text: encounterFile({ encounter: e.body, templates, characters }, { ...meta, edition }), mime: JSON_MIME };
}
