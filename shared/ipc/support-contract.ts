/**
 * Issue 43 item 4: what the storyteller needs when something goes wrong. The renderer's own
 * errors reach main's log file (`app.log`, budgeted there); Help ▸ Report a problem shows
 * `app.problemReport` (versions, OS, the last log lines with names and paths taken out) to copy
 * into a bug report; the opt-in update check pushes `app.updateAvailable` and does nothing else.
 * Names in `support-names.ts`.
 */
import { z } from 'zod';

export const RendererLogInput = z.strictObject({
  level: z.enum(['warn', 'error']),
  /** One message; longer ones are refused here rather than cut silently. */
  message: z.string().min(1).max(4000),
  /** Where in the page: a screen or component name. */
  where: z.string().max(200).optional(),
});
export type RendererLog = z.infer<typeof RendererLogInput>;

export const ProblemReportSchema = z.object({
  /** Ready to paste: versions, OS, the last log lines (no campaign content). */
  text: z.string(),
  /** Where the full log is, for the storyteller's own eyes (it may name their files). */
  logFile: z.string().nullable(),
});
export type ProblemReport = z.infer<typeof ProblemReportSchema>;

export const UpdateAvailableSchema = z.object({
  version: z.string().max(100),
  /** The release page (https only), opened in the system browser on request. */
  url: z.url({ protocol: /^https$/ }),
});
export type UpdateAvailable = z.infer<typeof UpdateAvailableSchema>;

export const supportContract = {
  'app.log': { input: RendererLogInput, output: z.null() },
  'app.problemReport': { input: z.strictObject({}), output: ProblemReportSchema },
} as const;

export const supportEvents = {
  'app.updateAvailable': UpdateAvailableSchema,
} as const;
