/** Zod-free names of the support methods and events: log, problem report, updates (see `names.ts`). */
export const SUPPORT_METHOD_NAMES = ['app.log', 'app.problemReport'] as const;

export const SUPPORT_EVENT_NAMES = ['app.updateAvailable'] as const;
