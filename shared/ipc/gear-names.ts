/** Zod-free names of the gear methods and events (see `names.ts`). */
export const GEAR_METHOD_NAMES = [
  'gear.state',
  'gear.save',
  'gear.references',
  'gear.delete',
  'gear.duplicate',
  'gear.chartLocation',
  'gear.addBuiltin',
  'gear.undo',
  'gear.redo',
] as const;

export const GEAR_EVENT_NAMES = ['gear.changed'] as const;
