/** Systems on this edition's templates and the sample's characters, for the characters tests. */
import { findEdition, resolveSystem, type GameSystem } from '../../../../shared/systems';
import type { Character } from '../../../../shared/domain/character';
import { etkinSampleCharacters } from '../../../../shared/systems/fading-suns-etkin/sample';

export function etkinSystem(template = 'full', change: (s: GameSystem['setting']) => GameSystem['setting'] = (s) => s): GameSystem {
  const edition = findEdition('fading-suns-etkin')!;
  const setting = change(edition.templates.find((t) => t.id === template)!.setting());
  return resolveSystem({ choice: { edition: 'fading-suns-etkin', houseRules: {} }, setting, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] } });
}

export function sampleCharacter(id: string): Character {
  return etkinSampleCharacters().find((c) => c.id === id)!;
}
