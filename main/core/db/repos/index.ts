import type { Db } from '../db';
import { createCampaignLogRepo } from './campaign-log-repo';
import { createCampaignRepo } from './campaign-repo';
import { createCareRepo } from './care-repo';
import { createCharacterRepo } from './character-repo';
import { createCombatLogRepo } from './combat-log-repo';
import { createCombatRepo } from './combat-repo';
import { createEncounterRepo } from '../../encounters/encounter-repo';
import { createGearRepo } from './gear-repo';
import { createLedgerRepo } from './ledger-repo';
import { createMetaRepo } from './meta-repo';
import { createPlayerLinkRepo } from './player-link-repo';
import { createPlayerPrivacyRepo } from './player-privacy-repo';
import { createSheetRepo } from './sheet-repo';
import { createVehicleCrewRepo } from './vehicle-crew-repo';
import { createVehicleRepo } from './vehicle-repo';
import { createWoundRepo } from './wound-repo';

/** Every repository over one connection; statements are prepared once, here. */
export function createRepos(db: Db) {
  return {
    campaign: createCampaignRepo(db),
    characters: createCharacterRepo(db),
    wounds: createWoundRepo(db),
    ledgers: createLedgerRepo(db),
    gear: createGearRepo(db),
    combats: createCombatRepo(db),
    combatLog: createCombatLogRepo(db),
    meta: createMetaRepo(db),
    sheets: createSheetRepo(db),
    care: createCareRepo(db),
    campaignLog: createCampaignLogRepo(db),
    encounters: createEncounterRepo(db),
    playerPrivacy: createPlayerPrivacyRepo(db),
    playerLinks: createPlayerLinkRepo(db),
    vehicles: createVehicleRepo(db),
    crews: createVehicleCrewRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
