import { importedDefault } from '../../config/fixtures';
import { projectSetting } from '../../../../shared/config/map-setting';
import type { GameConfig } from '../../../../shared/config/model';
import { makeCharacter, type Character, type NewCharacterInput } from '../../../../shared/domain/character';
import { resolveSystem, type GameSystem } from '../../../../shared/systems';
import { minimalAres3eSetting } from '../../../../shared/systems/aresmush-3e/templates';
import { aresRulesOf } from '../../../../shared/systems/aresmush-3e/sheet';
import type { AresRules } from '../../../../shared/systems/aresmush-3e/pools';

let cached: GameConfig | null = null;
/** AresMUSH's default configuration (the fixture files), imported. */
export function defaultConfig(): GameConfig {
  cached ??= importedDefault();
  return JSON.parse(JSON.stringify(cached)) as GameConfig;
}

/** A Third Edition campaign system on the default config (or the one given; null: none). */
export function aresSystem(config: GameConfig | null = defaultConfig()): GameSystem {
  const base = minimalAres3eSetting();
  const setting = config ? projectSetting(config, base).setting : base;
  return resolveSystem({ choice: { edition: 'aresmush-3e', houseRules: {} }, setting, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] }, config });
}

export const rulesOf = (s: GameSystem): AresRules => aresRulesOf(s.setting, s.config);

/** A PC with the six default attributes at 2 and the given extras. */
export function pc(input: Partial<NewCharacterInput> = {}): Character {
  return makeCharacter({
    id: 'c1',
    name: 'Kara',
    attributes: ['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence'].map((name) => ({ name, rating: 2 })),
    ...input,
  });
}
