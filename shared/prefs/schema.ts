import { z } from 'zod';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const MAX_RECENT_CAMPAIGNS = 10;

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
  theme: z.enum(THEMES),
  window: WindowBoundsSchema,
  recentCampaigns: z.array(RecentCampaignSchema).max(MAX_RECENT_CAMPAIGNS),
};

export const PrefsSchema = z.object(PrefsShape);
export type Prefs = z.infer<typeof PrefsSchema>;
export type RecentCampaign = z.infer<typeof RecentCampaignSchema>;

/** What a caller may change; the window bounds are written by the desktop shell only. */
export const PrefsPatchSchema = z.strictObject({
  theme: PrefsShape.theme.optional(),
  recentCampaigns: PrefsShape.recentCampaigns.optional(),
});
export type PrefsPatch = z.infer<typeof PrefsPatchSchema>;

/** A fresh copy of the defaults each call, so no caller can mutate the shared value. */
export function defaultPrefs(): Prefs {
  return { theme: 'system', window: { width: 1280, height: 800, maximized: false }, recentCampaigns: [] };
}

export const DEFAULT_PREFS: Readonly<Prefs> = defaultPrefs();

export type PrefsWarning = { field: string; message: string };

/**
 * Reads untrusted stored preferences field by field: a missing or invalid field falls back to
 * its default and yields a warning naming it; unknown fields are dropped with a warning.
 */
export function parseStoredPrefs(raw: unknown): { prefs: Prefs; warnings: PrefsWarning[] } {
  const warnings: PrefsWarning[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      prefs: defaultPrefs(),
      warnings: [{ field: '(file)', message: 'Preferences are not a JSON object; using defaults' }],
    };
  }
  const source = raw as Record<string, unknown>;
  const prefs = defaultPrefs() as Record<string, unknown>;
  for (const [key, schema] of Object.entries(PrefsShape)) {
    if (!(key in source)) continue;
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
  return {
    ...prefs,
    ...(patch.theme !== undefined && { theme: patch.theme }),
    ...(patch.recentCampaigns !== undefined && { recentCampaigns: patch.recentCampaigns }),
  };
}
