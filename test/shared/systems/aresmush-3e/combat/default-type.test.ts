/**
 * §C.2 `combat/join <names>=<#>[/<type>]`: "the type defaults to `default_type`". The GM screen's
 * combatant types mark the game's default_type, which "Join as: Default type" joins a newcomer as.
 */
import { describe, expect, it } from 'vitest';
import type { GameConfig } from '../../../../../shared/config/model';
import { findEdition } from '../../../../../shared/systems/registry';
import type { GameSystem } from '../../../../../shared/systems/types';
import { defaultConfig } from './helpers';

const typesOf = (config: GameConfig) => findEdition('aresmush-3e')!.listsFor!({ config } as GameSystem).combatantTypes!;
const withDefault = (name: string): GameConfig => {
  const config = structuredClone(defaultConfig());
  config.fs3combat.default_type = name;
  return config;
};

describe('§C.2 the default combatant type', () => {
  it('is the config\'s default_type (Soldier in AresMUSH\'s own), and only that one', () => {
    expect(typesOf(defaultConfig()).filter((t) => t.default).map((t) => t.id)).toEqual(['Soldier']);
  });

  it('follows the game\'s default_type, its name matched whatever its case', () => {
    expect(typesOf(withDefault('observer')).filter((t) => t.default).map((t) => t.id)).toEqual(['Observer']);
  });

  it('marks none when default_type names no combatant type (the config check warns of it)', () => {
    expect(typesOf(withDefault('Sailor')).some((t) => t.default)).toBe(false);
  });
});
