import { z } from 'zod';
import { LATEST_PREFS_VERSION, migratePrefs } from './migrations';

/** The current shape's version (see migrations.ts for what each step changed). */
export const PREFS_VERSION = LATEST_PREFS_VERSION;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const MAX_RECENT_CAMPAIGNS = 10;

/** Interface sizes the Settings screen offers (issue 43): a zoom of the whole page. */
export const UI_SCALES = [0.8, 0.9, 1, 1.1, 1.25, 1.5] as const;

/** How many backups rotate (main/core/campaign/backups.ts DEFAULT_BACKUP_POLICY is the default). */
export const BackupRetentionSchema = z.strictObject({
  /** Automatic backups (on open, every 10 minutes) kept per campaign. */
  automatic: z.number().int().min(1).max(100),
  /** "Back up now" backups kept per campaign. */
  manual: z.number().int().min(1).max(200),
});
export type BackupRetention = z.infer<typeof BackupRetentionSchema>;

const WindowBoundsSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(10_000),
  height: z.number().int().min(300).max(10_000),
  maximized: z.boolean(),
});

const RecentCampaignSchema = z.object({
  path: z.string().min(1).max(4096),
  name: z.string().max(200),
  openedAt: z.iso.datetime(),
});

/**
 * App-level preferences only (campaign data lives in SQLite). Each field is validated on its own
 * so that one hand-edited bad value resets that field, not everything.
 */
export const PrefsShape = {
  /** The shape's version; stored files of older versions are migrated (shared/prefs/migrations.ts). */
  version: z.number().int().min(1),
  theme: z.enum(THEMES),
  window: WindowBoundsSchema,
  recentCampaigns: z.array(RecentCampaignSchema).max(MAX_RECENT_CAMPAIGNS),
  // Issue 43: the Settings screen.
  backupRetention: BackupRetentionSchema,
  /** The edition the new-campaign wizard starts on (an id of shared/systems EDITIONS). */
  defaultEdition: z.string().min(1).max(60),
  uiScale: z.union(UI_SCALES.map((n) => z.literal(n))),
  /** Opt-in: look for a newer release at start (desktop only; it notifies, never downloads). */
  checkForUpdates: z.boolean(),
  /** The first-run tour was finished or skipped (Help replays it). */
  tourDone: z.boolean(),
};

export const PrefsSchema = z.object(PrefsShape);
export type Prefs = z.infer<typeof PrefsSchema>;
export type RecentCampaign = z.infer<typeof RecentCampaignSchema>;

/** What a caller may change; the window bounds are written by the desktop shell only. */
export const PrefsPatchSchema = z.strictObject({
  theme: PrefsShape.theme.optional(),
  recentCampaigns: PrefsShape.recentCampaigns.optional(),
  backupRetention: PrefsShape.backupRetention.optional(),
  defaultEdition: PrefsShape.defaultEdition.optional(),
  uiScale: PrefsShape.uiScale.optional(),
  checkForUpdates: PrefsShape.checkForUpdates.optional(),
  tourDone: PrefsShape.tourDone.optional(),
});
export type PrefsPatch = z.infer<typeof PrefsPatchSchema>;

/** A fresh copy of the defaults each call, so no caller can mutate the shared value. */
export function defaultPrefs(): Prefs {
  return {
    version: PREFS_VERSION,
    theme: 'system',
    window: { width: 1280, height: 800, maximized: false },
    recentCampaigns: [],
    backupRetention: { automatic: 10, manual: 20 },
    defaultEdition: 'fs3.2',
    uiScale: 1,
    checkForUpdates: false,
    tourDone: false,
  };
}


export const DEFAULT_PREFS: Readonly<Prefs> = defaultPrefs();

export type PrefsWarning = { field: string; message: string };

/**
 * Reads untrusted stored preferences field by field: a missing or invalid field falls back to
 * its default and yields a warning naming it; unknown fields are dropped with a warning.
 */
export function parseStoredPrefs(stored: unknown): { prefs: Prefs; warnings: PrefsWarning[] } {
  const warnings: PrefsWarning[] = [];
  const raw = migratePrefs(stored);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      prefs: defaultPrefs(),
      warnings: [{ field: '(file)', message: 'Preferences are not a JSON object; using defaults' }],
    };
  }
  const source = raw as Record<string, unknown>;
  const prefs = defaultPrefs() as Record<string, unknown>;
  for (const [key, schema] of Object.entries(PrefsShape)) {
    if (!(key in source) || key === 'version') continue;
    const parsed = schema.safeParse(source[key]);
    if (parsed.success) prefs[key] = parsed.data;
    else warnings.push({ field: key, message: `Invalid value for "${key}"; using the default` });
  }
  for (const key of Object.keys(source)) {
    if (!(key in PrefsShape)) warnings.push({ field: key, message: `Unknown preference "${key}" ignored` });
  }
  return { prefs: prefs as Prefs, warnings };
}

/** The preferences after a patch: fields the patch leaves undefined keep their value. */
export function applyPrefsPatch(prefs: Prefs, patch: PrefsPatch): Prefs {
  const next: Prefs = { ...prefs };
  for (const [key, value] of Object.entries(patch) as [keyof PrefsPatch, unknown][]) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  return next;
}
