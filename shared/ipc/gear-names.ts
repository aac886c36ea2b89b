/** Zod-free names of the gear methods and events (see `names.ts`). */
export const GEAR_METHOD_NAMES = [] as const;

export const GEAR_EVENT_NAMES = [] as const;
