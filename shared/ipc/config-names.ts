/** Zod-free names of the config methods and events (see `names.ts`). */
export const CONFIG_METHOD_NAMES = [
  'config.summary',
  'config.lint',
  'config.planImport',
  'config.applyImport',
  'config.cancelImport',
  'config.exportAres',
  'config.exportJson',
  'config.importJson',
] as const;

export const CONFIG_EVENT_NAMES = ['config.progress', 'config.changed'] as const;
