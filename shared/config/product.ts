/**
 * The configuration seen through the product's own model (setting + FS3.2 gear), and edits to
 * that view written back. `toProductModel` → edit → `applyProductEdits` leaves every AresMUSH key
 * the edit did not touch exactly as imported; `gameConfigFromProduct` turns a campaign that never
 * imported anything (the built-in setting) into a configuration that can be exported or linted.
 */
import type { GearCatalog } from '../domain/gear';
import type { Setting } from '../domain/setting';
import { projectGear } from './map-gear';
import { applySettingEdits, projectSetting } from './map-setting';
import { emptyGameConfig, type GameConfig } from './model';
import type { ConfigProblem } from './problems';
import { applyGearEdits } from './unmap-gear';

/** What a campaign plays with: its setting and its FS3.2 gear catalog. */
export type ProductModel = { setting: Setting; gear: GearCatalog };

/** Projects a configuration onto the product model; `base` supplies what AresMUSH has no word for. */
export function toProductModel(config: GameConfig, base: Setting): { product: ProductModel; notes: ConfigProblem[] } {
  const gear = projectGear(config);
  const setting = projectSetting(config, base);
  return { product: { setting: setting.setting, gear: gear.gear }, notes: [...setting.notes, ...gear.notes] };
}

/** Writes edits of the product model back onto the configuration (untouched values stay verbatim). */
export function applyProductEdits(config: GameConfig, edited: ProductModel): GameConfig {
  return applySettingEdits(applyGearEdits(config, edited.gear), edited.setting);
}

/** A configuration holding everything a product model can say in AresMUSH terms. */
export function gameConfigFromProduct(product: ProductModel): GameConfig {
  return applySettingEdits(applyGearEdits(emptyGameConfig(), product.gear), product.setting, true);
}
