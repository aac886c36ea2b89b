/**
 * The built-in setting offered for a new campaign: the Storyteller's Guide sample (attributes,
 * action skills, chargen limits, XP rules and special abilities, from shared/core/content) with the
 * built-in FS3.2 gear catalog.
 */
import type { CampaignTemplateInput } from '../../domain/campaign-export';
import { BSG_SETTING } from './battlestar-galactica';
import { BUILTIN_GEAR } from './builtin-gear';

/** A new campaign's starting point; valid input for `CampaignTemplateSchema`. */
export const BUILTIN_SETTING: CampaignTemplateInput = {
  name: 'Battlestar Galactica sample',
  description: BSG_SETTING.description,
  inGameDate: '',
  setting: BSG_SETTING,
  characters: [],
  gear: BUILTIN_GEAR,
  configExtras: [],
};
