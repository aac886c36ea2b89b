/** Zod-free names of the desktop-integration methods and events (see `names.ts`). */
export const DESKTOP_METHOD_NAMES = ['app.progress', 'app.takeOpenRefusal'] as const;

export const DESKTOP_EVENT_NAMES = ['app.openRefused'] as const;
