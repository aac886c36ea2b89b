/** FS3.1 systems made from the edition's templates, and the sample PC the growth tests share. */
import { makeCharacter, type Character, type NewCharacterInput } from '../../../../../shared/domain/character';
import { findEdition, resolveSystem, type GameSystem } from '../../../../../shared/systems';

/** A campaign system on one of FS3.1's starting settings ('minimal' or 'storytellers-guide-sample'). */
export function fs31System(template = 'storytellers-guide-sample', change: (s: GameSystem['setting']) => GameSystem['setting'] = (s) => s): GameSystem {
  const edition = findEdition('fs3.1')!;
  const setting = change(edition.templates.find((t) => t.id === template)!.setting());
  return resolveSystem({ choice: { edition: 'fs3.1', houseRules: {} }, setting, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] } });
}

/**
 * A Viper pilot made by 000's sample rules: 80 points (32 on attributes, 30 on action skills, 5 on
 * background skills, 13 on languages), 4 abilities at 7 or higher, 2 background skills, 2 quirks.
 */
export function samplePilot(input: Partial<NewCharacterInput> = {}): Character {
  return makeCharacter({
    id: 'pc-1',
    name: 'Kara Thrace',
    concept: 'A hotshot Viper pilot with a temper. She gambles, drinks and flies better than anyone in the fleet.',
    attributes: [
      { name: 'Academic', rating: 5 },
      { name: 'Creative', rating: 4 },
      { name: 'Technical', rating: 5 },
      { name: 'Athletic', rating: 6 },
      { name: 'Reactive', rating: 7 },
      { name: 'Social', rating: 5 },
    ],
    actionSkills: [
      { name: 'Firearms', rating: 7 },
      { name: 'Viper Piloting', rating: 8 },
      { name: 'Alertness', rating: 5 },
      { name: 'Melee', rating: 3 },
      { name: 'Stealth', rating: 3 },
      { name: 'First Aid', rating: 2 },
      { name: 'Repair', rating: 2 },
    ],
    backgroundSkills: [
      { name: 'Poker', rating: 3, rulingAttribute: 'Social' },
      { name: 'Painting', rating: 2, rulingAttribute: 'Creative' },
      // Rated languages: entries named after the setting's languages (GROWTH-NOTES.md "Languages").
      { name: 'Colonial Standard', rating: 8, rulingAttribute: 'Academic' },
      { name: 'Tauron', rating: 5, rulingAttribute: 'Academic' },
    ],
    quirks: ['Gambles on anything', 'Never salutes on time'],
    luckPoints: 1,
    ...input,
  });
}
