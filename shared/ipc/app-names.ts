/** Zod-free names of the desktop-shell methods and events (see `names.ts`). */
export const APP_METHOD_NAMES = ['app.menuState'] as const;

export const APP_EVENT_NAMES = ['app.menuCommand'] as const;
