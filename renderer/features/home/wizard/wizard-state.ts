/**
 * The new-campaign wizard's choices and the rules between them, kept apart from the markup so
 * each step's checks and the request it makes are plain functions.
 */
import type { GearChoice, SettingSource } from '../../../../shared/ipc/campaign-schemas';
import type { Input } from '../../../../shared/ipc/types';
import { DEFAULT_EDITION_ID, EDITIONS, findEdition, type Edition } from '../../../../shared/systems';
import type { ImportSource } from '../../config/read-files';

export const STEPS = ['Name', 'Edition', 'Starting setting', 'Starting gear', 'Review'] as const;
export type StepIndex = 0 | 1 | 2 | 3 | 4;

/** What the storyteller picked as the starting setting: a template id, or a file-backed source. */
export type SourceChoice =
  | { kind: 'template'; id: string }
  | { kind: 'aresmush'; picked: ImportSource | null; label: string }
  | { kind: 'campaign-json'; file: { name: string; json: string; edition: string | null } | null };

export type WizardState = {
  name: string;
  description: string;
  editionId: string;
  /** The storyteller picked the edition on step 2 (otherwise AresMUSH files choose Third Edition). */
  editionChosen?: boolean;
  source: SourceChoice;
  gear: GearChoice;
};

/** Field → message; the message starts with the field's label so it reads alone. */
export type StepErrors = Partial<Record<'name' | 'edition' | 'source' | 'files' | 'json' | 'gear', string>>;

/** `editionId`: Settings ▸ Default edition (issue 43); an unknown one falls back to the built-in default. */
export function initialState(editionId?: string): WizardState {
  const edition = (editionId ? findEdition(editionId) : undefined) ?? findEdition(DEFAULT_EDITION_ID) ?? EDITIONS[0];
  return { name: '', description: '', editionId: edition?.id ?? '', source: { kind: 'template', id: edition?.templates[0]?.id ?? '' }, gear: 'builtin' };
}

export const editionOf = (state: WizardState): Edition | undefined => findEdition(state.editionId);

/** Whether the chosen source brings gear of its own (AresMUSH files, a campaign export). */
export const sourceHasGear = (source: SourceChoice) => source.kind !== 'template';

/** The edition the new campaign will play: a campaign export's own choice wins over step 2. */
export function playedEdition(state: WizardState): Edition | undefined {
  const fromFile = state.source.kind === 'campaign-json' ? state.source.file?.edition : null;
  return findEdition(fromFile ?? state.editionId);
}

/**
 * A choice of source moves the gear to what fits it: the source's own gear when it has some.
 * AresMUSH files play an edition that reads the game's own config (Third Edition) unless the
 * storyteller picked an edition themselves.
 */
export function withSource(state: WizardState, source: SourceChoice): WizardState {
  const gear = sourceHasGear(source) ? (state.gear === 'empty' ? 'empty' : 'from-source') : state.gear === 'from-source' ? 'builtin' : state.gear;
  const reader = EDITIONS.find((e) => e.readsConfig);
  const editionId = source.kind === 'aresmush' && !state.editionChosen && reader ? reader.id : state.editionId;
  return { ...state, source, gear, editionId };
}

/** The checks of one step, before Next lets the storyteller on. */
export function checkStep(step: StepIndex, state: WizardState): StepErrors {
  if (step === 0) return state.name.trim() ? {} : { name: 'Campaign name: give the campaign a name.' };
  if (step === 1) return editionOf(state) ? {} : { edition: 'Edition: choose the rules the campaign plays.' };
  if (step === 2) {
    const { source } = state;
    if (source.kind === 'template') {
      return editionOf(state)?.templates.some((t) => t.id === source.id) ? {} : { source: 'Starting setting: choose where the setting comes from.' };
    }
    if (source.kind === 'aresmush') return source.picked ? {} : { files: 'AresMUSH files: pick the .yml files of your game, or one .zip of them.' };
    return source.file ? {} : { json: 'Campaign file: pick a campaign export (.json).' };
  }
  if (step === 3 && state.gear === 'from-source' && !sourceHasGear(state.source)) {
    return { gear: 'Starting gear: a template brings no gear; choose the built-in catalog or none.' };
  }
  return {};
}

/** The first step whose checks fail, or null when the whole wizard is ready to create. */
export function firstInvalidStep(state: WizardState): StepIndex | null {
  for (const step of [0, 1, 2, 3] as const) if (Object.keys(checkStep(step, state)).length > 0) return step;
  return null;
}

/** The step a refusal from main belongs to: main names the input field first (`setting.files: …`). */
export function stepOfRefusal(message: string): StepIndex {
  if (/^(Invalid input for campaign\.create: )?name\b/.test(message)) return 0;
  if (/^(Invalid input for campaign\.create: )?edition\b/.test(message)) return 1;
  if (/^(Invalid input for campaign\.create: )?setting\b/.test(message)) return 2;
  if (/^(Invalid input for campaign\.create: )?gear\b/.test(message)) return 3;
  return 4;
}

/** The `campaign.create` request the choices make. */
export function toCreateInput(state: WizardState): Input<'campaign.create'> {
  const { source } = state;
  let setting: SettingSource;
  if (source.kind === 'template') setting = { kind: 'template', id: source.id };
  else if (source.kind === 'aresmush') setting = { kind: 'aresmush', ...(source.picked ?? { files: [] }) };
  else setting = { kind: 'campaign-json', name: source.file?.name, json: source.file?.json ?? '' };
  const description = state.description.trim();
  return { name: state.name.trim(), ...(description ? { description } : {}), edition: state.editionId, setting, gear: state.gear };
}

/** Reads a picked campaign export far enough to say what it is; throws with a message naming the file. */
export function readCampaignFile(name: string, json: string): { name: string; json: string; edition: string | null } {
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch {
    throw new Error(`Campaign file: ${name} is not valid JSON.`);
  }
  const d = (typeof doc === 'object' && doc !== null ? doc : {}) as { format?: unknown; system?: { edition?: unknown } };
  if (d.format !== 'fs3-console-campaign') throw new Error(`Campaign file: ${name} is not an FS3 Console campaign export.`);
  const edition = typeof d.system?.edition === 'string' ? d.system.edition : null;
  if (edition !== null && !findEdition(edition)) throw new Error(`Campaign file: ${name} plays edition "${edition}", which this console does not know.`);
  return { name, json, edition };
}

/** Words for the review step. */
export function describeSource(state: WizardState): string {
  const { source } = state;
  if (source.kind === 'template') return editionOf(state)?.templates.find((t) => t.id === source.id)?.name ?? source.id;
  if (source.kind === 'aresmush') return `AresMUSH files: ${source.label || 'none picked'}`;
  return `Setting of another campaign: ${source.file?.name ?? 'none picked'}`;
}

export function describeGear(state: WizardState): string {
  if (state.gear === 'empty') return 'None (an empty catalog)';
  if (state.gear === 'builtin') return `The built-in ${playedEdition(state)?.name ?? ''} catalog`.replace('  ', ' ');
  return state.source.kind === 'aresmush' ? 'The gear of the AresMUSH files' : 'The gear of the other campaign';
}
