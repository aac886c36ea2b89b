/** Zod-free names of the config methods and events (see `names.ts`). */
export const CONFIG_METHOD_NAMES = [] as const;

export const CONFIG_EVENT_NAMES = [] as const;
