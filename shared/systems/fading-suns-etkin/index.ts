/**
 * Fading Suns with Ed Etkin's complete house rules (seed 003): d20s by skill band against a goal
 * number with victory points and accenting, an SFX die, the initiative factor and up to three
 * actions a turn, the Hero Pool, and its healing. What seed 003 leaves to the Fading Suns rulebook
 * (weapon damage, armor) the storyteller enters as vitality or endurance levels lost (NOTES.md).
 */
import { HUMANOID_HIT_CHART } from '../../core/content/hit-charts';
import { BUILTIN_GEAR } from '../../core/content/builtin-gear';
import { cloneJson } from '../clone';
import type { Edition } from '../types';
import { etkinCombatBase, ETKIN_LISTS, etkinTurnProcedures } from './combat';
import { ETKIN_DICE_ENGINE } from './dice';
import { ETKIN_OPS } from './ops';
import { ETKIN_RULESET } from './ruleset';
import { etkinSampleCampaign } from './sample';
import { ETKIN_TEMPLATES } from './templates';

export const ETKIN_EDITION: Edition = {
  id: 'fading-suns-etkin',
  name: 'Fading Suns (Etkin house rules)',
  version: 1,
  summary: 'd20s by skill band against characteristic + skill, victory points, accenting, SFX die; initiative factor and up to three actions a turn; the Hero Pool (Ed Etkin\u2019s house rules for Fading Suns).',
  seeds: ['003_ae55bdb5fea0768b.txt'],
  dice: ETKIN_DICE_ENGINE,
  defaultRuleset: ETKIN_RULESET,
  // 003's turn plays on its own procedures (combat/): the shared tables keep only the wound penalty of a level.
  combatBase: etkinCombatBase,
  specialRoles: [
    { id: 'initiative', label: 'Initiative', description: 'Seed 003 rolls the initiative factor from Dexterity + Wits + Perception; this role is not read.' },
    { id: 'toughness', label: 'Healing roll', description: 'The daily healing roll, Endurance + \u00bd Vigor (seed 003 "Healing Damage"): Vigor, ruled by Endurance, in the templates.' },
    { id: 'firstAid', label: 'First aid', description: 'Complements healing at \u22124 (seed 003).' },
    { id: 'medicine', label: 'Physick', description: 'The complementary healing roll (seed 003).' },
    { id: 'repair', label: 'Repair', description: 'Not used by seed 003.' },
    { id: 'juryRig', label: 'Jury-rig', description: 'Not used by seed 003.' },
  ],
  houseRules: [],
  lists: ETKIN_LISTS,
  // 003 "Initiative", "Multiple Actions", "Task Resolution", "The Hero Pool" (combat/COMBAT-NOTES.md).
  combatProcedures: etkinTurnProcedures,
  templates: ETKIN_TEMPLATES,
  builtinGear: () => cloneJson(BUILTIN_GEAR),
  fallbackCharts: () => cloneJson([HUMANOID_HIT_CHART]),
  // Brother Dante and the Kurgan (sample.ts).
  sampleCampaign: () => etkinSampleCampaign(ETKIN_EDITION.builtinGear()),
  ops: ETKIN_OPS,
  // 003 "The Hero Pool": outside combat rounds a hero point buys re-rolls only (the +4 is for rounds).
  luckOutsideCombat: 'reroll',
  credit:
    'Implements Ed Etkin\u2019s house rules for the Fading Suns role-playing game (seed 003), as their author published them. ' +
    'Fading Suns is a trademark of its owners; FS3 Console is not affiliated with them and contains no text of the Fading Suns rulebooks.',
};
