/** Zod-free names of the character methods and events (see `names.ts`). */
export const CHARACTER_METHOD_NAMES = [
  'character.list',
  'character.get',
  'character.create',
  'character.createNpcs',
  'character.update',
  'character.delete',
  'character.setting',
  'character.sheet',
  'character.setGear',
  'character.awardXp',
  'character.spendXp',
  'character.awardLuck',
  'character.spendLuck',
  'character.undoLedger',
  'character.roll',
  'character.rollLog',
] as const;

export const CHARACTER_EVENT_NAMES = ['character.changed', 'character.rolled'] as const;
