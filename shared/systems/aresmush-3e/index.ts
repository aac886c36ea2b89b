/**
 * AresMUSH "Third Edition" (`../shared/reference/aresmush-fs3-third-edition.md`): how AresMUSH
 * games play FS3 today. The edition's numbers come from the campaign's AresMUSH configuration
 * (`GameSystem.config`), with AresMUSH's default config where a game leaves a key out.
 */
import { STANDARD_COMBAT_RULESET } from '../../core/mechanics/combat-ruleset';
import { HUMANOID_HIT_CHART } from '../../core/content/hit-charts';
import { cloneJson } from '../clone';
import { STANDARD_LISTS } from '../../core/content/lists';
import type { Edition } from '../types';
import { ARES3E_DICE_ENGINE } from './dice';
import { ares3eCoreFromConfig, ARES3E_OPS } from './ops';
import { ares3eLists } from './combat/lists';
import { ares3eTurnProcedures } from './combat/machine';
import { configOf } from './combat/wound-ops';
import { ares3eFallbackWeapons } from './combat/fallback-gear';
import { boardingGear, withBoarding } from './combat/boarding';
import { ares3eCatalogVehicleProblems, ares3eCombatVehicle, ares3eShownVehicle } from './combat/config-vehicles';
import { ARES3E_RULESET } from './ruleset';
import { ARES3E_TEMPLATES } from './templates';

export const ARES3E_EDITION: Edition = {
  id: 'aresmush-3e',
  name: 'AresMUSH Third Edition',
  version: 1,
  summary: 'AresMUSH\u2019s FS3: d8 pools with successes on 6+, GRAZE to INCAP wounds, 10-entry hit charts, stress and composure knockouts, numbers from the game\u2019s own config files.',
  seeds: ['reference/aresmush-fs3-third-edition.md', '001_4acbcc433b01f42f.txt', '004_2ce75aef51fafd33.txt'],
  dice: ARES3E_DICE_ENGINE,
  defaultRuleset: ARES3E_RULESET,
  combatBase: (core) => ({ ...STANDARD_COMBAT_RULESET, id: 'aresmush-3e', core }),
  specialRoles: [
    { id: 'initiative', label: 'Initiative', description: 'fs3combat_skills.yml initiative_skill (AresMUSH: Alertness).' },
    { id: 'toughness', label: 'Composure', description: 'fs3combat_skills.yml composure_skill: knockouts and stress (AresMUSH: Composure).' },
    { id: 'firstAid', label: 'Treat', description: 'fs3combat_skills.yml treat_skill (AresMUSH: Medicine).' },
    { id: 'medicine', label: 'Healing', description: 'fs3combat_skills.yml healing_skill: patients per doctor (AresMUSH: Medicine).' },
    { id: 'repair', label: 'Repair', description: 'Not used by AresMUSH (vehicles are never repaired).' },
    { id: 'juryRig', label: 'Jury-rig', description: 'Not used by AresMUSH.' },
  ],
  houseRules: [],
  lists: STANDARD_LISTS,
  templates: ARES3E_TEMPLATES,
  builtinGear: () => ({ weapons: [], armor: [], vehicles: [], hitCharts: [] }),
  fallbackCharts: () => cloneJson([HUMANOID_HIT_CHART]),
  fallbackWeapons: ares3eFallbackWeapons,
  ops: ARES3E_OPS,
  readsConfig: true,
  // §B.8: luck/spend outside combat has no mechanical effect; it is announced and recorded.
  luckOutsideCombat: 'announce',
  raiseBy: 'learning-spends',
  coreFromConfig: ares3eCoreFromConfig,
  combatProcedures: (system) => {
    const cfg = configOf(system);
    // Boarding sets gear by name (§C.18); the context keeps the definitions of it projected from the
    // game's own files (a combat records its config, not the campaign's catalog), lazily.
    return withBoarding(ares3eTurnProcedures(cfg), cfg, () => boardingGear(system.config));
  },
  listsFor: (system) => ares3eLists(configOf(system), STANDARD_LISTS),
  combatVehicle: (system, name) => ares3eCombatVehicle(system.config, name),
  shownVehicle: (system, vehicle) => ares3eShownVehicle(configOf(system), vehicle),
  catalogProblems: (config, gear) => ares3eCatalogVehicleProblems(configOf({ config }), gear.vehicles),
};
