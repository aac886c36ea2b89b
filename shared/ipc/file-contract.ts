/**
 * Files chosen in main's own dialogs (issue 17 item 11). In the desktop app a request may not
 * name an arbitrary path: the page asks main to show its native dialog and gets back an opaque
 * handle for the file the storyteller picked, which the path-taking methods accept instead of a
 * path (`handle` beside `path` in their inputs). Names in `file-names.ts`.
 */
import { z } from 'zod';

/** An opaque token main issued for a file chosen in its dialog (see main/core/campaign/path-grants.ts). */
export const PathHandleSchema = z.string().regex(/^grant-[A-Za-z0-9_-]{22}$/, 'Not a file handle from the app\'s dialog');

/** The handle and the file's name (to show; the page never needs the full path). */
export const GrantedFileSchema = z.object({ handle: z.string(), name: z.string() });

export const fileContract = {
  /** Desktop only: the native Open dialog; a handle for `campaign.open`, or null on cancel. */
  'campaign.chooseFile': { input: z.strictObject({}), output: GrantedFileSchema.nullable() },
  /**
   * Desktop only: the native Save dialog (it asks before picking an existing file); a handle for
   * `campaign.create`, `saveAs`, `restoreAsNew` or `importJson`, or null on cancel.
   */
  'campaign.chooseSaveFile': {
    input: z.strictObject({ suggestedName: z.string().trim().min(1).max(255).optional() }),
    output: GrantedFileSchema.nullable(),
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const fileEvents = {} as const satisfies Record<string, z.ZodType>;
