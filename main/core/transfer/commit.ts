/**
 * Storing a plan: all of it in the caller's transaction, or nothing (any error throws before the
 * transaction commits). Ids are new; names the campaign has follow the storyteller's choice.
 */
import { randomUUID } from 'node:crypto';
import { makeCharacter, type Character } from '../../../shared/domain/character';
import {
  EncounterBodySchema, MAX_ENCOUNTERS_PER_CAMPAIGN, MAX_TEMPLATES_PER_CAMPAIGN, NpcTemplateBodySchema, type EncounterBody, type NpcTemplateBody,
} from '../../../shared/encounters/schemas';
import { AppError } from '../../../shared/ipc/result';
import type { TransferImported } from '../../../shared/ipc/transfer-contract';
import { startingCharacter } from '../../../shared/systems';
import type { ClashChoice } from '../../../shared/transfer/names';
import { locatedText } from '../../../shared/transfer/located';
import type { Repos } from '../db/repos';
import { campaignChoices, checkEncounter, type Choices } from '../encounters/choices';
import { assertRatingsInRange } from '../sheets/rating-guard';
import { NamePolicy } from './names';
import { planErrors, type Plan } from './plan';
import { campaignNames, previewOf } from './preview';
import { encounterFromIi, II_ENCOUNTER_NAME } from '../../../shared/transfer/improved-initiative-encounter';

type Created = TransferImported['created'];

function roomFor(repos: Repos, templates: number, encounters: number): void {
  if (repos.encounters.templateCount() + templates > MAX_TEMPLATES_PER_CAMPAIGN) {
    throw new AppError('transfer/too-many', `A campaign keeps at most ${MAX_TEMPLATES_PER_CAMPAIGN} NPC templates; this import would bring ${templates} more than the ${MAX_TEMPLATES_PER_CAMPAIGN - repos.encounters.templateCount()} there is room for.`);
  }
  if (repos.encounters.encounterCount() + encounters > MAX_ENCOUNTERS_PER_CAMPAIGN) {
    throw new AppError('transfer/too-many', `A campaign keeps at most ${MAX_ENCOUNTERS_PER_CAMPAIGN} encounters: delete one first.`);
  }
}

function storeCharacters(repos: Repos, list: readonly Character[], policy: NamePolicy, created: Created, skipped: string[]): Map<string, string> {
  const ids = new Map<string, string>();
  const names = campaignNames(repos);
  const fresh: Character[] = [];
  for (const c of list) {
    const d = policy.decide(c.name);
    if (d.existing) {
      ids.set(c.id, names.character(c.name)!.id);
      skipped.push(c.name);
      continue;
    }
    const made = makeCharacter({ ...c, id: randomUUID(), name: d.name });
    ids.set(c.id, made.id);
    fresh.push(made);
  }
  assertRatingsInRange(campaignChoices(repos).system, fresh, 'transfer/rating-out-of-range');
  for (const c of repos.characters.insertMany(fresh)) created.push({ id: c.id, name: c.name, what: 'character' });
  return ids;
}

function storeTemplates(repos: Repos, list: readonly { id: string; body: NpcTemplateBody }[], policy: NamePolicy, at: string, created: Created, skipped: string[]): Map<string, { id: string; name: string }> {
  const ids = new Map<string, { id: string; name: string }>();
  const names = campaignNames(repos);
  for (const t of list) {
    const d = policy.decide(t.body.name);
    if (d.existing) {
      ids.set(t.id, names.template(t.body.name)!);
      skipped.push(t.body.name);
      continue;
    }
    const id = randomUUID();
    repos.encounters.putTemplate(id, { ...t.body, name: d.name }, at);
    ids.set(t.id, { id, name: d.name });
    created.push({ id, name: d.name, what: 'template' });
  }
  return ids;
}

function storeEncounter(repos: Repos, c: Choices, body: EncounterBody, onClash: ClashChoice, at: string, created: Created): string {
  roomFor(repos, 0, 1);
  const policy = new NamePolicy(onClash, (n) => repos.encounters.encounterNamed(n) !== undefined);
  const named = EncounterBodySchema.parse({ ...body, name: policy.decide(body.name, false).name });
  checkEncounter(c, named);
  const id = randomUUID();
  repos.encounters.putEncounter(id, named, at, at);
  created.push({ id, name: named.name, what: 'encounter' });
  return id;
}

/** What an Improved Initiative entry becomes: a new template with the campaign's own defaults. */
function newTemplate(c: Choices, name: string): NpcTemplateBody {
  const chart = c.gear.hitCharts.some((h) => h.name === 'Humanoid') ? 'Humanoid' : c.gear.hitCharts[0]?.name ?? 'Humanoid';
  const stance = c.stances.some((s) => s.id === 'normal') ? 'normal' : c.stances[0]?.id ?? 'normal';
  return NpcTemplateBodySchema.parse({ name, concept: 'Imported from Improved Initiative', chart, stance });
}

function storeImprovedInitiative(repos: Repos, plan: Extract<Plan, { kind: 'improved-initiative' }>, onClash: ClashChoice, at: string, created: Created): string {
  const c = campaignChoices(repos);
  const names = campaignNames(repos);
  const npcs = plan.read.entries.filter((e) => !e.pc);
  const pcs = plan.read.entries.filter((e) => e.pc);
  const newTemplates = npcs.filter((e) => names.template(e.name) === undefined);
  roomFor(repos, newTemplates.length, 1);
  const templates = new Map<string, { id: string; name: string }>();
  for (const e of npcs) {
    const existing = names.template(e.name);
    if (existing) { templates.set(e.name, existing); continue; }
    const id = randomUUID();
    repos.encounters.putTemplate(id, newTemplate(c, e.name), at);
    templates.set(e.name, { id, name: e.name });
    created.push({ id, name: e.name, what: 'template' });
  }
  // Keyed by the entry's name: an existing record may be spelled in another case.
  const characters = new Map<string, { id: string; name: string }>();
  const fresh: Character[] = [];
  for (const e of pcs) {
    const existing = names.character(e.name);
    if (existing) { characters.set(e.name, existing); continue; }
    const pc = startingCharacter(c.system, { id: randomUUID(), name: e.name, kind: 'pc' });
    fresh.push(pc);
    characters.set(e.name, pc);
  }
  for (const pc of repos.characters.insertMany(fresh)) created.push({ id: pc.id, name: pc.name, what: 'character' });
  const body = encounterFromIi(plan.read, { template: (n) => templates.get(n)!, character: (n) => characters.get(n)! }, plan.read.encounterName ?? II_ENCOUNTER_NAME);
  return storeEncounter(repos, c, body, onClash, at, created);
}

/**
 * Stores the plan (call inside `transact`). Refuses with every located error when the plan has
 * any, and with the clashing names when the choice is `refuse`: in both cases before any write.
 */
export function commitPlan(repos: Repos, plan: Plan, onClash: ClashChoice, at: string): TransferImported {
  const errors = planErrors(plan);
  if (errors.length > 0) {
    const shown = errors.slice(0, 5).map(locatedText).join('; ');
    throw new AppError('transfer/invalid', `Nothing was imported: ${shown}${errors.length > 5 ? `; and ${errors.length - 5} more` : ''}.`);
  }
  NamePolicy.refuseClashes(onClash, previewOf(repos, plan).clashes);
  const created: Created = [];
  const skipped: string[] = [];
  const warnings = plan.kind === 'characters' || plan.kind === 'templates' ? [...plan.table.warnings] : plan.kind === 'improved-initiative' ? [...plan.read.warnings] : [...plan.warnings];
  const names = campaignNames(repos);
  let encounterId: string | null = null;
  const characterPolicy = () => new NamePolicy(onClash, (n) => names.character(n) !== undefined, 200);
  const templatePolicy = () => new NamePolicy(onClash, (n) => names.template(n) !== undefined);
  if (plan.kind === 'characters') storeCharacters(repos, plan.table.items.map((i) => i.value), characterPolicy(), created, skipped);
  else if (plan.kind === 'character') storeCharacters(repos, [plan.file.character], characterPolicy(), created, skipped);
  else if (plan.kind === 'templates') {
    const fresh = plan.table.items.filter((i) => names.template(i.name) === undefined || onClash !== 'use-existing');
    roomFor(repos, fresh.length, 0);
    storeTemplates(repos, plan.table.items.map((i) => ({ id: `row-${i.row}`, body: i.value })), templatePolicy(), at, created, skipped);
  } else if (plan.kind === 'encounter') {
    const f = plan.file;
    roomFor(repos, f.templates.length, 1);
    const templates = storeTemplates(repos, f.templates.map(({ id, updatedAt: _u, ...body }) => ({ id, body })), templatePolicy(), at, created, skipped);
    const characters = storeCharacters(repos, f.characters, characterPolicy(), created, skipped);
    const body: EncounterBody = {
      ...f.encounter,
      groups: f.encounter.groups.map((g) => ({ ...g, templateId: templates.get(g.templateId)!.id, templateName: templates.get(g.templateId)!.name })),
      characters: f.encounter.characters.map((ch) => {
        const id = characters.get(ch.characterId)!;
        return { ...ch, characterId: id, name: repos.characters.get(id)?.name ?? ch.name };
      }),
    };
    encounterId = storeEncounter(repos, campaignChoices(repos), body, onClash, at, created);
  } else encounterId = storeImprovedInitiative(repos, plan, onClash, at, created);
  if (skipped.length > 0) warnings.push(`Kept the campaign's own ${skipped.map((n) => `'${n}'`).join(', ')} (not imported again).`);
  return { kind: plan.kind, created, encounterId, warnings };
}
