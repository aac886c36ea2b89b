/** Zod-free names of the awards methods and events (see `names.ts`). */
export const AWARDS_METHOD_NAMES = ['awards.weeklyStatus', 'awards.weeklyXp'] as const;

export const AWARDS_EVENT_NAMES = [] as const;
