import { makeCharacter, type Character } from '../../../../shared/domain/character';

/** A BSG-sample PC built to spend exactly 80 points within every sample limit. */
export function nikos(overrides: Partial<Character> = {}): Character {
  return makeCharacter({
    id: 'pc-nikos',
    name: 'Nikos',
    kind: 'pc',
    concept: 'Lieutenant Nikos is a Viper pilot just transferred to the squadron.',
    attributes: [
      { name: 'Academic', rating: 3 },
      { name: 'Creative', rating: 2 },
      { name: 'Technical', rating: 3 },
      { name: 'Athletic', rating: 3 },
      { name: 'Reactive', rating: 4 },
      { name: 'Social', rating: 3 },
    ],
    actionSkills: [
      { name: 'Viper Piloting', rating: 8 },
      { name: 'Firearms', rating: 6 },
      { name: 'Gunnery', rating: 6 },
      { name: 'Alertness', rating: 5 },
      { name: 'Melee', rating: 3 },
      { name: 'First Aid', rating: 2 },
      { name: 'Stealth', rating: 2 },
    ],
    backgroundSkills: [
      { name: 'Poker', rating: 3, rulingAttribute: 'Social' },
      { name: 'Mythology', rating: 3, rulingAttribute: 'Academic' },
      { name: 'Boxing', rating: 3, rulingAttribute: 'Athletic' },
      { name: 'Astronomy', rating: 3, rulingAttribute: 'Academic' },
      { name: 'Singing', rating: 3, rulingAttribute: 'Creative' },
      { name: 'Chess', rating: 3, rulingAttribute: 'Academic' },
      { name: 'Cooking', rating: 3, rulingAttribute: 'Creative' },
      { name: 'Mechanics', rating: 3, rulingAttribute: 'Technical' },
      { name: 'Dancing', rating: 2, rulingAttribute: 'Athletic' },
    ],
    languages: ['Colonial Standard', 'Tauron'],
    quirks: ['Lives hard and fast', 'Never forgets a face'],
    luckPoints: 1,
    xp: 0,
    ...overrides,
  });
}

/** An NPC with single ratings (seed 001) and a default for everything else. */
export function centurion(overrides: Partial<Character> = {}): Character {
  return makeCharacter({
    id: 'npc-centurion',
    name: 'Centurion',
    kind: 'npc',
    npc: { ratings: [{ name: 'Firearms', rating: 7 }, { name: 'Alertness', rating: 5 }], defaultRating: 3 },
    ...overrides,
  });
}
