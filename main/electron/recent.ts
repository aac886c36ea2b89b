/**
 * Issue 23: the OS's own recent lists (Windows jump list, macOS Dock menu and File ▸ Open Recent)
 * follow the app's recent campaigns. Electron types only, so a test passes a fake `app`.
 */
import { existsSync } from 'node:fs';
import type { App } from 'electron';
import type { CampaignSummary } from '../../shared/ipc/campaign-schemas';
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import type { PrefsStore } from '../core/prefs/prefs-store';

export type RecentDocsApp = Pick<App, 'addRecentDocument' | 'clearRecentDocuments'>;

/** A recent campaign as the menu shows it. */
export type RecentEntry = { name: string; path: string };

/** The recent campaigns whose file is still there, most recent first (for Open Recent). */
export function existingRecentCampaigns(prefs: PrefsStore, exists: (path: string) => boolean = existsSync): RecentEntry[] {
  return prefs.get().recentCampaigns.filter((r) => exists(r.path)).map(({ name, path }) => ({ name, path }));
}

/**
 * At start-up: drops recent campaigns whose file is gone from the app's list, and rebuilds the
 * OS list from the rest (the OS keeps entries across runs, gone files included). Oldest first,
 * so the most recent ends on top.
 */
export function rebuildRecentDocuments(app: RecentDocsApp, prefs: PrefsStore, exists: (path: string) => boolean = existsSync): RecentEntry[] {
  const all = prefs.get().recentCampaigns;
  const kept = all.filter((r) => exists(r.path));
  if (kept.length !== all.length) prefs.set({ recentCampaigns: kept });
  app.clearRecentDocuments();
  for (const r of [...kept].reverse()) app.addRecentDocument(r.path);
  return kept.map(({ name, path }) => ({ name, path }));
}

/**
 * Watches main's push events: every campaign that opens (opened, created, imported, restored as
 * new, saved as) goes to the top of the OS's recent list, as the campaign manager puts it on top of
 * the app's.
 */
export function recentDocumentsObserver(app: RecentDocsApp) {
  return <E extends EventKey>(event: E, payload: EventPayload<E>): void => {
    if (event !== 'campaign.changed' || payload === null) return;
    app.addRecentDocument((payload as CampaignSummary).path);
  };
}
