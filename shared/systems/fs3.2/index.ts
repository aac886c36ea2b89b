/**
 * FS3.2 (seeds 004 and 001, with seed 000's procedures): the first registered edition and the
 * default. It composes the FS3 engine in `shared/core/` with FS3.2's numbers.
 */
import { BUILTIN_GEAR } from '../../core/content/builtin-gear';
import { SAMPLE_CAMPAIGN } from './sample-campaign';
import { FS32_COMBAT_RULESET } from './combat/ruleset';
import { FS3_2_RULESET } from './ruleset';
import { HUMANOID_HIT_CHART } from '../../core/content/hit-charts';
import { D8_POOL_ENGINE } from '../dice';
import type { Edition } from '../types';
import { cloneJson } from '../clone';
import { FS32_HOUSE_RULES } from './house-rules';
import { FS32_LISTS } from './lists';
import { FS32_OPS } from './ops';
import { FS32_TEMPLATES } from './templates';

export const FS32_EDITION: Edition = {
  id: 'fs3.2',
  name: 'FS3.2',
  version: 1,
  summary: 'd8 dice pools, hits on 7+, attributes 1\u20134, skills 0\u201312, Light to Critical wounds (Player\u2019s Guide 3.2 and FS3 Mechanics).',
  seeds: ['004_2ce75aef51fafd33.txt', '001_4acbcc433b01f42f.txt', '000_6f75505b79330e92.txt'],
  dice: D8_POOL_ENGINE,
  defaultRuleset: FS3_2_RULESET,
  combatBase: (core) => ({ ...FS32_COMBAT_RULESET, core }),
  specialRoles: [
    { id: 'initiative', label: 'Initiative', description: 'Rolled each turn to order the actions (seed 004).' },
    { id: 'toughness', label: 'Toughness', description: 'Knockout rolls and daily healing (seeds 004, 000).' },
    { id: 'firstAid', label: 'First aid', description: 'The Treat action in combat (seed 000).' },
    { id: 'medicine', label: 'Medicine', description: 'A doctor\u2019s daily roll; patients per doctor (seed 001).' },
    { id: 'repair', label: 'Repair', description: 'Fixing vehicles over time (seed 001).' },
    { id: 'juryRig', label: 'Jury-rig', description: 'First aid on vehicles in combat (seed 001).' },
  ],
  houseRules: FS32_HOUSE_RULES,
  lists: FS32_LISTS,
  templates: FS32_TEMPLATES,
  builtinGear: () => cloneJson(BUILTIN_GEAR),
  fallbackCharts: () => cloneJson([HUMANOID_HIT_CHART]),
  sampleCampaign: () => cloneJson(SAMPLE_CAMPAIGN),
  ops: FS32_OPS,
};
