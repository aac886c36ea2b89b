/** The recent-campaigns list in the preferences; each change is pushed as `prefs.changed`. */
import type { CampaignSummary } from '../../../shared/ipc/campaign-schemas';
import type { Emit } from '../../../shared/ipc/types';
import { MAX_RECENT_CAMPAIGNS } from '../../../shared/prefs/schema';
import type { PrefsStore } from '../prefs/prefs-store';

/** The campaign just opened goes first on the list (once). */
export function rememberRecent(prefs: PrefsStore, emit: Emit, summary: CampaignSummary, now: Date): void {
  const others = prefs.get().recentCampaigns.filter((r) => r.path !== summary.path);
  const entry = { path: summary.path, name: summary.name, openedAt: now.toISOString() };
  const recentCampaigns = [entry, ...others].slice(0, MAX_RECENT_CAMPAIGNS);
  emit('prefs.changed', prefs.set({ recentCampaigns }));
}

/** Takes a campaign off the list; its file and backups are not touched. */
export function forgetRecent(prefs: PrefsStore, emit: Emit, path: string): void {
  emit('prefs.changed', prefs.set({ recentCampaigns: prefs.get().recentCampaigns.filter((r) => r.path !== path) }));
}
