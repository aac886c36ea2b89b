/** Zod-free names of the character methods and events (see `names.ts`). */
export const CHARACTER_METHOD_NAMES = [
  'character.list',
  'character.get',
  'character.create',
  'character.createNpcs',
  'character.update',
  'character.delete',
] as const;

export const CHARACTER_EVENT_NAMES = ['character.changed'] as const;
