/**
 * What a new campaign starts from, worked out BEFORE any file is touched: the wizard's edition,
 * starting setting (an edition template, AresMUSH files, another campaign's export) and starting
 * gear become one campaign template. Every refusal is an AppError whose message starts with the
 * input field it is about (`edition`, `setting.id`, `setting.files`, `setting.json`, `gear`), so
 * nothing is written for bad input. Editions are reached only through shared/systems.
 */
import { toConfigExtras } from '../../../shared/config/config-extras';
import { formatProblem, type ConfigProblem } from '../../../shared/config/problems';
import type { ConfigExtra } from '../../../shared/domain/campaign';
import type { CampaignTemplateInput } from '../../../shared/domain/campaign-export';
import type { GearCatalog } from '../../../shared/domain/gear';
import type { Setting } from '../../../shared/domain/setting';
import type { CreateCampaignRequest, GearChoice, SettingSource } from '../../../shared/ipc/campaign-schemas';
import { AppError } from '../../../shared/ipc/result';
import { DEFAULT_EDITION_ID, EDITIONS, findEdition, type Edition, type SystemChoice } from '../../../shared/systems';
import { checkProductOn } from '../config/config-store';
import { planFromReadStepwise, readConfigZip, readSentFiles } from '../config/read-config-files';
import { parseCampaignExport } from './import';

const CODE = 'campaign/invalid-source';
const refuse = (field: string, message: string) => new AppError(CODE, `${field}: ${message}`);

/** What a setting source yields; `gear` is null when the source has none of its own (a template). */
type Started = { setting: Setting; system: SystemChoice; gear: GearCatalog | null; configExtras: ConfigExtra[] };

const emptyGear = (): GearCatalog => ({ weapons: [], armor: [], vehicles: [], hitCharts: [] });
const freshChoice = (edition: Edition): SystemChoice => ({ edition: edition.id, houseRules: {} });

/** The edition a request names, or the default one; refused when it is not registered. */
export function editionFor(id: string | undefined): Edition {
  const edition = findEdition(id ?? DEFAULT_EDITION_ID);
  if (!edition) {
    throw refuse('edition', `"${id}" is not an edition this console knows (${EDITIONS.map((e) => e.id).join(', ')}).`);
  }
  return edition;
}

/** The edition's minimal setting (its first template): blank campaigns and AresMUSH imports start there. */
function minimalSetting(edition: Edition): Setting {
  const first = edition.templates[0];
  if (!first) throw refuse('edition', `${edition.name} offers no starting setting.`);
  return first.setting();
}

/** The edition's ready-to-play sample, named as the storyteller asked. */
export function sampleTemplate(edition: Edition, name?: string, description?: string): CampaignTemplateInput {
  if (!edition.sampleCampaign) throw refuse('template', `${edition.name} has no sample campaign.`);
  const sample = edition.sampleCampaign();
  return { ...sample, name: name ?? sample.name, description: description ?? sample.description, system: freshChoice(edition) };
}

function fromTemplate(edition: Edition, id: string): Started {
  const template = edition.templates.find((t) => t.id === id);
  if (!template) {
    throw refuse('setting.id', `"${id}" is not a starting setting of ${edition.name} (${edition.templates.map((t) => t.id).join(', ')}).`);
  }
  return { setting: template.setting(), system: freshChoice(edition), gear: null, configExtras: [] };
}

const listProblems = (problems: readonly ConfigProblem[]) => {
  const errors = problems.filter((p) => p.severity === 'error');
  const shown = errors.slice(0, 3).map(formatProblem).join('; ');
  return errors.length > 3 ? `${shown}; and ${errors.length - 3} more` : shown;
};

async function fromAresFiles(edition: Edition, source: Extract<SettingSource, { kind: 'aresmush' }>): Promise<Started> {
  const read = source.zip ? readConfigZip(source.zip.name, Buffer.from(source.zip.base64, 'base64')) : readSentFiles(source.files ?? []);
  // One event-loop turn between steps: a big import does not hold up other calls.
  const plan = await planFromReadStepwise(null, read, { pause: () => new Promise((r) => setImmediate(r)) });
  if (!plan.next) throw refuse('setting.files', `the AresMUSH files cannot be used: ${listProblems(plan.problems) || 'no FS3 configuration found'}.`);
  const checked = checkProductOn(minimalSetting(edition), plan.next);
  if (!checked.product) throw refuse('setting.files', `the AresMUSH files cannot be stored: ${listProblems(checked.problems)}.`);
  const files = plan.imported;
  const setting: Setting = {
    ...checked.product.setting,
    id: 'aresmush-import',
    name: 'AresMUSH game config',
    source: `AresMUSH files: ${files.join(', ')}`.slice(0, 2_000),
  };
  return { setting, system: freshChoice(edition), gear: checked.product.gear, configExtras: toConfigExtras(plan.next) };
}

function fromCampaignJson(edition: Edition, source: Extract<SettingSource, { kind: 'campaign-json' }>): Started {
  const field = source.name ? `setting.json (${source.name})` : 'setting.json';
  let document: unknown;
  try {
    document = JSON.parse(source.json);
  } catch (error) {
    throw refuse(field, `the file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  let parsed;
  try {
    parsed = parseCampaignExport(document);
  } catch (error) {
    throw error instanceof AppError ? refuse(field, error.message) : error;
  }
  // An export from before editions has no choice: it starts under the edition picked in the wizard.
  const hasChoice = typeof document === 'object' && document !== null && 'system' in document;
  const system = hasChoice ? parsed.system : freshChoice(edition);
  if (!findEdition(system.edition)) throw refuse(field, `it plays edition "${system.edition}", which this console does not know.`);
  return { setting: parsed.setting, system, gear: parsed.gear, configExtras: parsed.configExtras };
}

function gearFor(choice: GearChoice, started: Started): GearCatalog {
  if (choice === 'empty') return emptyGear();
  if (choice === 'builtin') return editionFor(started.system.edition).builtinGear();
  if (!started.gear) throw refuse('gear', '"from-source" needs AresMUSH files or a campaign export as the starting setting; choose built-in or empty gear.');
  return started.gear;
}

/**
 * The edition a request plays: the one it names; for AresMUSH files, an edition that reads the
 * game's own configuration (AresMUSH Third Edition), since that is what the game plays; else the default.
 */
function requestedEdition(input: CreateCampaignRequest): Edition {
  if (input.edition !== undefined || input.setting?.kind !== 'aresmush') return editionFor(input.edition);
  return EDITIONS.find((e) => e.readsConfig) ?? editionFor(undefined);
}

/** The template a `campaign.create` request makes; throws AppError naming the field for bad input. */
export async function newCampaignTemplate(input: CreateCampaignRequest): Promise<CampaignTemplateInput> {
  const edition = requestedEdition(input);
  if (input.template === 'sample') return sampleTemplate(edition, input.name, input.description);
  const source: SettingSource = input.setting ?? { kind: 'template', id: edition.templates[0]?.id ?? 'minimal' };
  const started =
    source.kind === 'template' ? fromTemplate(edition, source.id)
    : source.kind === 'aresmush' ? await fromAresFiles(edition, source)
    : fromCampaignJson(edition, source);
  const gear = gearFor(input.gear ?? (started.gear ? 'from-source' : 'builtin'), started);
  return {
    name: input.name,
    description: input.description ?? '',
    setting: started.setting,
    system: started.system,
    gear,
    configExtras: started.configExtras,
  };
}
