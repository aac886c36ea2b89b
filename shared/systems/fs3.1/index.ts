/**
 * FS3.1 classic (seed 002, the FS3 Player's Guide 3.1, with seed 000's percentile numbers where
 * 002 defers to the Storyteller's Guide): a d100 read on the result table's row for the ability's
 * rating, attributes and skills 1–12, wound modifiers −5/−20/−50/−80, knockouts by d100.
 */
import { HUMANOID_HIT_CHART } from '../../core/content/hit-charts';
import { cloneJson } from '../clone';
import type { Edition } from '../types';
import { fs31CombatBase, FS31_LISTS, fs31Lists, fs31TurnProcedures } from './combat';
import { FS31_DICE_ENGINE } from './dice';
import { fs31BuiltinGear } from './gear';
import { FS31_HOUSE_RULES } from './house-rules';
import { FS31_OPS } from './ops';
import { FS31_RULESET } from './ruleset';
import { fs31SampleCampaign } from './sample';
import { FS31_TEMPLATES } from './templates';

export const FS31_EDITION: Edition = {
  id: 'fs3.1',
  name: 'FS3.1 classic',
  version: 1,
  summary: 'd100 on the result table, Roll Results \u22122 to +3, attributes and skills 1\u201312, Light to Critical wounds at \u22125/\u221220/\u221250/\u221280 (Player\u2019s Guide 3.1 and the Storyteller\u2019s Guide).',
  seeds: ['002_eda5ab517d142692.txt', '000_6f75505b79330e92.txt'],
  dice: FS31_DICE_ENGINE,
  defaultRuleset: FS31_RULESET,
  // 002 "Stance", "Damage Levels" (−5/−20/−50/−80, ½ once healing began) and 000's percentile combat numbers (combat/ruleset.ts).
  combatBase: fs31CombatBase,
  specialRoles: [
    { id: 'initiative', label: 'Initiative', description: 'Rolled each turn to order the actions (seed 002).' },
    { id: 'toughness', label: 'Toughness', description: 'Knockout rolls (+5% per rating above 5) and healing (seeds 002, 000).' },
    { id: 'firstAid', label: 'First aid', description: 'The Treat action in combat (seed 000).' },
    { id: 'medicine', label: 'Medicine', description: 'A doctor\u2019s care while healing (seed 000).' },
    { id: 'repair', label: 'Repair', description: 'Fixing vehicles (seed 000).' },
    { id: 'juryRig', label: 'Jury-rig', description: 'First aid on vehicles in combat (seed 000).' },
  ],
  houseRules: FS31_HOUSE_RULES,
  // 002: "The Storyteller sets the Ruling Attribute for Action and Language skills as part of the skill list".
  languageRulings: true,
  lists: FS31_LISTS,
  listsFor: fs31Lists,
  combatProcedures: fs31TurnProcedures,
  templates: FS31_TEMPLATES,
  // The console's 000-based catalog in 000's percent units (gear.ts).
  builtinGear: fs31BuiltinGear,
  fallbackCharts: () => cloneJson([HUMANOID_HIT_CHART]),
  sampleCampaign: () => fs31SampleCampaign(FS31_EDITION.builtinGear()),
  ops: FS31_OPS,
  // 000 "Roll 2d8 and add the difference between the attacker's roll result and the defender's":
  // a hit has attack ≥ defense, so the difference runs 0 (tie) to 5 (+3 against −2).
  hitLocationShifts: { values: [0, 1, 2, 3, 4, 5], label: 'Roll Result difference', explain: 'attack Roll Result − defense Roll Result' },
};
