/**
 * The game configuration of an open campaign. An AresMUSH import is stored three ways in ONE
 * transaction: the setting it projects to (campaign row and ability lists), the FS3.2 gear
 * catalog it projects to (gear tables), and the configuration itself, verbatim, as
 * `config_extras` rows (one per file and top-level key plus a layout row; shared/config/config-extras.ts).
 * Export reads the rows back and lays the campaign's current setting and gear over them, so
 * untouched values come out exactly as imported and later edits are written back.
 */
import { fromConfigExtras, toConfigExtras } from '../../../shared/config/config-extras';
import { exportGameConfig } from '../../../shared/config/export';
import { lintConfig } from '../../../shared/config/lint';
import { lintCampaign } from '../../../shared/config/lint/lint-campaign';
import { locateProblems } from '../../../shared/config/locate';
import { problem, sortProblems, type ConfigProblem } from '../../../shared/config/problems';
import { parseConfigFile, type SourceIndex } from '../../../shared/config/yaml-source';
import { countConfig, jsonEqual, type ConfigCounts, type GameConfig } from '../../../shared/config/model';
import { applyProductEdits, gameConfigFromProduct, toProductModel, type ProductModel } from '../../../shared/config/product';
import { GearCatalogSchema, formatGearIssues } from '../../../shared/domain/gear';
import type { ConfigExtra } from '../../../shared/domain/campaign';
import { SettingSchema, type Setting } from '../../../shared/domain/setting';
import { AppError } from '../../../shared/ipc/result';
import { findEdition } from '../../../shared/systems';
import type { Repos } from '../db/repos';

/** The configuration as imported (with its layout), or null for a campaign that never imported one. */
export function storedGameConfig(repos: Repos): GameConfig | null {
  return fromConfigExtras(repos.campaign.listConfigExtras());
}

/** The campaign's setting and gear catalog as they are now. */
export function campaignProduct(repos: Repos): ProductModel {
  return { setting: repos.campaign.get().setting, gear: repos.gear.getCatalog() };
}

/**
 * The campaign's whole configuration in AresMUSH terms: the stored import with the current
 * setting and gear written over it (a three-way merge: untouched entries stay verbatim), or,
 * for a campaign that never imported anything, its setting and gear said in AresMUSH terms.
 */
export function campaignGameConfig(repos: Repos): GameConfig {
  const stored = storedGameConfig(repos);
  const product = campaignProduct(repos);
  if (!stored) return gameConfigFromProduct(product);
  // Unedited since the import: the stored config is the answer, untouched by any re-projection.
  const projected = toProductModel(stored, product.setting).product;
  if (jsonEqual(projected.gear, product.gear) && jsonEqual(projected.setting, product.setting)) return stored;
  return applyProductEdits(stored, product);
}

/** Where the configuration came from, and what it holds. */
export type ConfigSummary = { source: 'aresmush' | 'built-in'; counts: ConfigCounts; files: string[] };

export function summarizeCampaignConfig(repos: Repos): ConfigSummary {
  const stored = storedGameConfig(repos);
  const config = campaignGameConfig(repos);
  return {
    source: stored ? 'aresmush' : 'built-in',
    counts: countConfig(config),
    files: config.layout.files.map((f) => f.name),
  };
}

const ABILITY_LISTS = [
  { list: 'attributes', key: 'attributes', label: 'attribute' },
  { list: 'actionSkills', key: 'action_skills', label: 'action skill' },
  { list: 'languages', key: 'languages', label: 'language' },
] as const;

/**
 * What would keep an import from being stored even though AresMUSH accepts it: the projected
 * setting and gear must be valid for the product model, and the campaign keeps one ability per
 * name (AresMUSH only warns about a skill listed twice). Located by file and key path.
 */
export function checkProduct(
  repos: Repos,
  next: GameConfig,
): { product: ProductModel | null; problems: ConfigProblem[]; notes: ConfigProblem[] } {
  return checkProductOn(repos.campaign.get().setting, next);
}

/** {@link checkProduct} over a base setting (what AresMUSH has no word for) rather than an open campaign's. */
export function checkProductOn(
  base: Setting,
  next: GameConfig,
): { product: ProductModel | null; problems: ConfigProblem[]; notes: ConfigProblem[] } {
  const { product, notes } = toProductModel(next, base);
  const problems: ConfigProblem[] = [];
  for (const { list, key, label } of ABILITY_LISTS) {
    const names = product.setting[list].map((a) => (typeof a === 'string' ? a : a.name));
    const raw = next.fs3skills[key];
    names.forEach((name, i) => {
      if (names.indexOf(name) === i) return;
      const at = Array.isArray(raw) ? raw.findLastIndex((x) => (typeof x === 'object' && x !== null && 'name' in x ? x.name : x) === name) : -1;
      const message = `The ${label} "${name}" is listed twice; a campaign keeps one ${label} per name, so remove one of them.`;
      problems.push(problem('error', 'duplicate-key', at >= 0 ? ['fs3skills', key, at] : ['fs3skills', key], message));
    });
  }
  const setting = SettingSchema.safeParse(product.setting);
  for (const i of setting.error?.issues.slice(0, 3) ?? []) {
    problems.push(problem('error', 'wrong-type', ['fs3skills'], `The imported abilities do not make a valid setting: ${i.path.map(String).join('.')}: ${i.message}`));
  }
  const gear = GearCatalogSchema.safeParse(product.gear);
  if (!gear.success) {
    problems.push(problem('error', 'wrong-type', ['fs3combat'], `The imported gear does not make a valid catalog: ${formatGearIssues(gear.error).join('; ')}`));
  }
  // A finding about a whole section (a special-ability roll) belongs to no one file.
  const locate = (list: ConfigProblem[]) => locateProblems(list, next.layout, new Map()).map((p) => (p.path.length < 2 ? { ...p, file: null } : p));
  const located = locate(problems);
  const valid = setting.success && gear.success && problems.length === 0;
  return { product: valid ? { setting: setting.data, gear: gear.data } : null, problems: located, notes: locate(notes) };
}

/** The setting and gear an import stores; throws AppError `config/invalid` naming the first problem. */
export function productFor(repos: Repos, next: GameConfig): ProductModel {
  const { product, problems } = checkProduct(repos, next);
  if (!product) throw new AppError('config/invalid', problems.map((p) => p.message).slice(0, 3).join(' ') || 'The import cannot be stored.');
  return product;
}

/** Replaces every `config_extras` row with `rows` (grouped by source file). Call inside a transaction. */
function replaceExtras(repos: Repos, rows: readonly ConfigExtra[]): void {
  const bySource = new Map<string, Omit<ConfigExtra, 'source'>[]>();
  for (const row of rows) {
    const list = bySource.get(row.source) ?? [];
    list.push({ keyPath: row.keyPath, value: row.value });
    bySource.set(row.source, list);
  }
  for (const old of new Set(repos.campaign.listConfigExtras().map((r) => r.source))) {
    if (!bySource.has(old)) repos.campaign.replaceConfigExtras(old, []);
  }
  for (const [source, list] of bySource) repos.campaign.replaceConfigExtras(source, list);
}

/**
 * Stores `config` with the setting and gear given. Runs inside the caller's transaction, so a
 * refusal anywhere (an inconsistent catalog, a constraint) leaves the campaign as it was.
 */
export function writeGameConfig(repos: Repos, config: GameConfig | null, product: ProductModel): void {
  // The edition and house rules stay: an import changes the setting and gear, not the system played.
  const { info, system } = repos.campaign.get();
  repos.campaign.put(info, product.setting, system);
  repos.gear.replaceCatalog(product.gear);
  if (config) replaceExtras(repos, toConfigExtras(config));
}

/**
 * The linter over the campaign's configuration. An AresMUSH configuration is linted with
 * AresMUSH's rules, each finding located in the file as the console exports it (line and column
 * included); a campaign that never imported anything is linted as FS3.2 setting and gear.
 */
export function lintCampaignConfig(repos: Repos): ConfigProblem[] {
  if (!storedGameConfig(repos)) {
    const { setting, gear } = campaignProduct(repos);
    // The edition's modifier unit: an FS3.1 campaign's gear holds percent (recoil 20), not dice.
    const unit = findEdition(repos.campaign.get().system.edition)?.dice.modifierUnit;
    return sortProblems(lintCampaign(setting, gear, unit));
  }
  const config = campaignGameConfig(repos);
  const sources = new Map<string, SourceIndex>(exportGameConfig(config).map((f) => [f.name, parseConfigFile(f.name, f.text).index]));
  // The edition's own findings on the catalog (AresMUSH Third Edition: vehicles the game's file lacks).
  const own = findEdition(repos.campaign.get().system.edition)?.catalogProblems?.(config, repos.gear.getCatalog()) ?? [];
  return own.length ? sortProblems([...lintConfig(config, sources), ...own]) : lintConfig(config, sources);
}
