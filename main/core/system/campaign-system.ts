import { resolveSystem, SystemError, type GameSystem } from '../../../shared/systems';
import { AppError } from '../../../shared/ipc/result';
import type { Repos } from '../db/repos';

/**
 * The open campaign's game system, resolved from what the file holds now: its edition and house
 * rules, its setting and its gear catalog. Every roll and check in main starts here.
 */
export function campaignSystem(repos: Repos): GameSystem {
  const { setting, system } = repos.campaign.get();
  try {
    return resolveSystem({ choice: system, setting, gear: repos.gear.getCatalog() });
  } catch (e) {
    if (e instanceof SystemError) throw new AppError(`system/${e.part}`, e.message);
    throw e;
  }
}
