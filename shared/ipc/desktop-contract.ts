/**
 * Issue 23: the desktop shell telling the OS about long work, and a campaign file from the OS
 * (double-click, command line) that main refused. Both hosts serve these: browser mode accepts
 * `app.progress` and ignores it, and never has a refusal. Names in `desktop-names.ts`.
 */
import { z } from 'zod';

/** The long jobs that show on the taskbar/Dock; main words the notification from the kind. */
export const LONG_TASKS = ['pdf-export', 'config-import'] as const;

export const ProgressInput = z.strictObject({
  task: z.enum(LONG_TASKS),
  /** 0..1 while the work runs; null when it has ended (the bar goes away). */
  fraction: z.number().min(0).max(1).nullable(),
  /** With `fraction: null`: how it ended, shown in a notification when the window is in the background. */
  outcome: z.enum(['done', 'failed', 'stopped']).optional(),
  /** A short line for that notification, e.g. "12 sheets saved". */
  detail: z.string().trim().max(200).optional(),
});
export type ProgressReport = z.infer<typeof ProgressInput>;

/** A campaign file the OS handed over that main did not open; the campaign that was open stays open. */
export const OpenRefusalSchema = z.object({
  /** The file's name (not its folder). */
  file: z.string(),
  message: z.string(),
});
export type OpenRefusal = z.infer<typeof OpenRefusalSchema>;

export const desktopContract = {
  'app.progress': { input: ProgressInput, output: z.null() },
  /** The refusal main kept for a window that was not listening yet (a bad file on the command line), once. */
  'app.takeOpenRefusal': { input: z.strictObject({}), output: OpenRefusalSchema.nullable() },
} as const;

export const desktopEvents = {
  'app.openRefused': OpenRefusalSchema,
} as const;
