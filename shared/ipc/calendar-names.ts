/** Zod-free names of the calendar and healing methods and events (see `names.ts`). */
export const CALENDAR_METHOD_NAMES = [
  'calendar.get',
  'calendar.setDate',
  'calendar.preview',
  'calendar.commit',
  'calendar.undo',
  'calendar.redo',
  'calendar.step',
  'healing.sheet',
  'healing.addWound',
  'healing.editWound',
  'healing.removeWound',
  'healing.firstAid',
  'healing.setCare',
] as const;

export const CALENDAR_EVENT_NAMES = ['calendar.changed'] as const;
