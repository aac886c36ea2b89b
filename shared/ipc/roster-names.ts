/** Zod-free names of the roster methods and events (see `names.ts`). */
export const ROSTER_METHOD_NAMES = ['roster.vehicles'] as const;

export const ROSTER_EVENT_NAMES = [] as const;
