/**
 * Merging a planned AresMUSH import into the open campaign (issue 15): what the merge involves
 * (per-item gear choices, abilities to map or keep, characters touched, rules numbers changed)
 * and the merged campaign for the storyteller's choices, worked out and validated WITHOUT
 * writing. The caller stores the result in one transaction after a backup.
 */
import type { Character } from '../../../shared/domain/character';
import type { GearCatalog } from '../../../shared/domain/gear';
import { SettingSchema } from '../../../shared/domain/setting';
import {
  applyAbilityMerge, checkMappings, mappingsFor, planAbilities, type AbilityMapping, type AbilityPlan, type CharacterChange,
} from '../../../shared/config/merge-abilities';
import { checkMergedGear, mergeGear, planGearMerge, type ItemDecision, type MergeItem } from '../../../shared/config/merge-gear';
import type { GameConfig } from '../../../shared/config/model';
import type { ProductModel } from '../../../shared/config/product';
import { findEdition } from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { toProductModel } from '../../../shared/config/product';
import { campaignProduct, checkProduct, storedGameConfig } from './config-store';

export type MergePlan = AbilityPlan & { items: MergeItem[]; characters: CharacterChange[]; problems: string[]; takeRuleset: boolean };
/** `takeRuleset` undefined: the default, see {@link defaultTakeRuleset}. */
export type MergeChoices = { items: readonly ItemDecision[]; abilities: readonly AbilityMapping[]; takeRuleset?: boolean | undefined };

/**
 * The import's rules numbers (XP hoard, raise interval …) are taken by default only when no
 * character exists to be affected by them; otherwise the campaign keeps its own unless the
 * storyteller ticks them in (the plan lists every change either way).
 */
export const defaultTakeRuleset = (characters: readonly Character[]) => characters.length === 0;
export type MergeResult = { product: ProductModel; characters: Character[]; changes: CharacterChange[] };

/**
 * What the campaign's gear started as, so an item still equal to it is not the storyteller's own:
 * the projection of its stored AresMUSH configuration when it imported one (a re-import then takes
 * the new values of items nobody edited), else the edition's built-in catalog.
 */
function stockGear(repos: Repos): GearCatalog {
  const stored = storedGameConfig(repos);
  if (stored) return toProductModel(stored, repos.campaign.get().setting).product.gear;
  const edition = findEdition(repos.campaign.get().system.edition);
  return edition ? edition.builtinGear() : { weapons: [], armor: [], vehicles: [], hitCharts: [] };
}

/** The import on its own, projected onto the product model over the campaign's setting; null when it cannot be stored. */
function importedProduct(repos: Repos, next: GameConfig): ProductModel | null {
  return checkProduct(repos, next).product;
}

/** What merging `next` into the open campaign involves, with the default choices checked. */
export function planMerge(repos: Repos, next: GameConfig): MergePlan | null {
  const imported = importedProduct(repos, next);
  if (!imported) return null;
  const current = campaignProduct(repos);
  const characters = repos.characters.listAll();
  const abilities = planAbilities(current.setting, imported.setting, characters);
  const items = planGearMerge(current.gear, imported.gear, stockGear(repos));
  const takeRuleset = defaultTakeRuleset(characters);
  const outcome = mergeWith(repos, next, { items: [], abilities: [], takeRuleset }, { imported, current, characters, abilities, items });
  return { ...abilities, items, characters: outcome.ok ? outcome.value.changes : [], problems: outcome.ok ? [] : outcome.problems, takeRuleset };
}

type Inputs = { imported: ProductModel; current: ProductModel; characters: Character[]; abilities: AbilityPlan; items: MergeItem[] };

/**
 * The merged campaign for the storyteller's choices, or the reasons it cannot be stored (an
 * inconsistent catalog, a mapping that would lose a rating, an invalid setting), each naming the item.
 */
export function mergeWith(
  repos: Repos,
  next: GameConfig,
  choices: MergeChoices,
  given?: Inputs,
): { ok: true; value: MergeResult } | { ok: false; problems: string[] } {
  const imported = given?.imported ?? importedProduct(repos, next);
  if (!imported) return { ok: false, problems: ['The import cannot be stored; plan it again to see why.'] };
  const current = given?.current ?? campaignProduct(repos);
  const characters = given?.characters ?? repos.characters.listAll();
  const abilities = given?.abilities ?? planAbilities(current.setting, imported.setting, characters);
  const items = given?.items ?? planGearMerge(current.gear, imported.gear, stockGear(repos));
  // A set, not items.some per choice: a large import with many choices was quadratic.
  const known = new Set(items.map((i) => `${i.list}\u0000${i.name}`));
  const unknown = choices.items.filter((d) => !known.has(`${d.list}\u0000${d.name}`));
  const problems = unknown.map((d) => `There is no ${d.list} item "${d.name}" in this import or campaign.`);
  const mappings = mappingsFor(abilities, choices.abilities);
  for (const p of checkMappings(abilities, choices.abilities, characters)) problems.push(p);
  const merged = mergeGear(current.gear, imported.gear, items, choices.items);
  const result = applyAbilityMerge({
    current: current.setting, imported: imported.setting, gear: merged.gear, characters, mappings,
    takeRuleset: choices.takeRuleset ?? defaultTakeRuleset(characters),
  });
  const gear = checkMergedGear(result.gear, merged.origins);
  for (const p of gear.problems) problems.push(p); // may be long: a spread into push() overflows the stack
  const setting = SettingSchema.safeParse(result.setting);
  if (!setting.success) {
    problems.push(...setting.error.issues.slice(0, 3).map((i) => `The merged setting is not valid: ${i.path.map(String).join('.')}: ${i.message}`));
  }
  if (problems.length > 0 || !gear.gear || !setting.success) return { ok: false, problems };
  return { ok: true, value: { product: { setting: setting.data, gear: gear.gear }, characters: result.characters, changes: result.changes } };
}
