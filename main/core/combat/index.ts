/** The combat host for an open campaign, wired to the app's dice and clock. */
import { randomFillSync, randomUUID } from 'node:crypto';
import { createCryptoRng, createSeededRng } from '../../../shared/systems';
import { CombatHost, type CampaignChange, type CombatChange, type CombatHostOptions } from './combat-host';
import type { CombatStore } from './combat-store';

export { CombatHost, type CampaignChange, type CombatChange, type CombatHostOptions, type CombatSummary } from './combat-host';
export type { CombatStore } from './combat-store';

/**
 * The host the app uses: cryptographic dice, UUIDs, the real clock. Pass the CampaignSession
 * as `store` and route `onChange` to the `combat.changed` push event.
 */
export function createCombatHost(options: {
  store: CombatStore;
  appVersion: string;
  now: () => Date;
  onChange: (change: CombatChange) => void;
  campaignChanged?: (changed: CampaignChange) => void;
  onNotice?: (message: string) => void;
}): CombatHost {
  // FS3_CONSOLE_COMBAT_SEED: seeded combat dice, for end-to-end tests that check a whole fight.
  const seed = process.env['FS3_CONSOLE_COMBAT_SEED'];
  const opts: CombatHostOptions = {
    ...options,
    rng: seed ? createSeededRng(seed) : createCryptoRng((words) => randomFillSync(words)),
    newId: () => randomUUID(),
  };
  return new CombatHost(opts);
}
