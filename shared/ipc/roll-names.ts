/** Zod-free names of the dice roller's methods and events (see `names.ts`). */
export const ROLL_METHOD_NAMES = ['roll.preview', 'roll.single', 'roll.opposed', 'roll.group', 'roll.reroll'] as const;

export const ROLL_EVENT_NAMES = [] as const;
