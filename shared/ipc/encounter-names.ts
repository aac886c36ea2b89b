/** Zod-free names of the NPC template and encounter methods and events (see `names.ts`). */
export const ENCOUNTER_METHOD_NAMES = [
  'encounter.options',
  'npcTemplate.list',
  'npcTemplate.save',
  'npcTemplate.delete',
  'encounter.list',
  'encounter.get',
  'encounter.save',
  'encounter.duplicate',
  'encounter.delete',
  'encounter.start',
  'encounter.addNpcs',
] as const;

export const ENCOUNTER_EVENT_NAMES = ['encounter.changed'] as const;
