import { findEdition, resolveSystem, SystemError, type GameSystem } from '../../../shared/systems';
import type { GameConfig } from '../../../shared/config/model';
import { AppError } from '../../../shared/ipc/result';
import { campaignGameConfig } from '../config/config-store';
import type { Repos } from '../db/repos';

/**
 * The campaign's AresMUSH configuration as the game plays it, remembered per connection until
 * anything is written: rebuilding it (stored files with the console's edits laid over them) costs
 * ~20 ms on a full game, and sheets, rolls and checks ask for the system many times between writes.
 */
const configCache = new WeakMap<Repos, { changes: number; config: GameConfig }>();

export function playedConfig(repos: Repos): GameConfig {
  const changes = repos.meta.totalChanges();
  const hit = configCache.get(repos);
  if (hit && hit.changes === changes) return hit.config;
  const config = campaignGameConfig(repos);
  configCache.set(repos, { changes, config });
  return config;
}

/**
 * The open campaign's game system, resolved from what the file holds now: its edition and house
 * rules, its setting, its gear catalog and, for an edition that reads them (AresMUSH Third
 * Edition), its AresMUSH configuration. Every roll and check in main starts here.
 */
export function campaignSystem(repos: Repos): GameSystem {
  const { setting, system } = repos.campaign.get();
  try {
    const config = findEdition(system.edition)?.readsConfig ? playedConfig(repos) : null;
    return resolveSystem({ choice: system, setting, gear: repos.gear.getCatalog(), config });
  } catch (e) {
    if (e instanceof SystemError) throw new AppError(`system/${e.part}`, e.message);
    throw e;
  }
}
