import { findEdition, resolveSystem, SystemError, type GameSystem } from '../../../shared/systems';
import { AppError } from '../../../shared/ipc/result';
import { campaignGameConfig } from '../config/config-store';
import type { Repos } from '../db/repos';

/**
 * The open campaign's game system, resolved from what the file holds now: its edition and house
 * rules, its setting, its gear catalog and, for an edition that reads them (AresMUSH Third
 * Edition), its AresMUSH configuration. Every roll and check in main starts here.
 */
export function campaignSystem(repos: Repos): GameSystem {
  const { setting, system } = repos.campaign.get();
  try {
    const config = findEdition(system.edition)?.readsConfig ? campaignGameConfig(repos) : null;
    return resolveSystem({ choice: system, setting, gear: repos.gear.getCatalog(), config });
  } catch (e) {
    if (e instanceof SystemError) throw new AppError(`system/${e.part}`, e.message);
    throw e;
  }
}
