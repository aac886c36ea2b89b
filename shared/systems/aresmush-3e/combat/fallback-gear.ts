/**
 * The gear a Third Edition fight falls back to when the game's files give none (issue 40: a game
 * without fs3combat_weapons.yml). AresMUSH's procedures need Unarmed (§E.1) and the edition's
 * config reading adds it (config.ts); the console's catalog, which the GM screen checks gear
 * names against, gets the same weapons, projected onto the product's model as an import would.
 */
import { projectGear } from '../../../config/map-gear';
import { emptyGameConfig } from '../../../config/model';
import type { Weapon } from '../../../domain/gear';
import { cloneJson } from '../../clone';
import { BUILTIN_WEAPONS } from './armory';

let cached: readonly Weapon[] | null = null;

/** The minimal armory's weapons (those the product's model can hold: Unarmed; Shrapnel rolls raw dice). */
export function ares3eFallbackWeapons(): Weapon[] {
  if (cached === null) {
    const config = emptyGameConfig();
    config.fs3combat.weapons = cloneJson(BUILTIN_WEAPONS as never);
    cached = projectGear(config).gear.weapons;
  }
  return cloneJson(cached as never) as Weapon[];
}
