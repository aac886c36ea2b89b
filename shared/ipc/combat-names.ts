/** Zod-free names of the combat methods and events (see `names.ts`). */
export const COMBAT_METHOD_NAMES = [
  'combat.list',
  'combat.create',
  'combat.get',
  'combat.current',
  'combat.command',
  'combat.addCharacter',
  'combat.step',
  'combat.prepare',
  'combat.undo',
  'combat.redo',
  'combat.adoptSystem',
  'combat.log',
  'combat.exportLog',
  'combat.delete',
  'combat.gear',
  'combat.addVehicle',
  'combat.odds',
  'combat.taskOdds',
  'combat.forecast',
] as const;

export const COMBAT_EVENT_NAMES = ['combat.changed'] as const;
