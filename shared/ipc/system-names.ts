/** Zod-free names of the game-system methods and events (see `names.ts`). */
export const SYSTEM_METHOD_NAMES = ['system.get', 'system.save', 'system.undo', 'system.redo', 'system.characters'] as const;

export const SYSTEM_EVENT_NAMES = ['system.changed'] as const;
