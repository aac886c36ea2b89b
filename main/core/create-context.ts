import { CampaignManager } from './campaign/campaign-manager';
import type { AppContext } from './context';

/** Builds the context both hosts share; only the host kind, prefs store and emitter differ. */
export function createAppContext(base: Omit<AppContext, 'campaigns'>): AppContext {
  const campaigns = new CampaignManager({
    dataDir: base.dataDir,
    prefs: base.prefs,
    emit: base.emit,
    log: base.log,
    options: { now: () => new Date(), appVersion: base.version },
  });
  return { ...base, campaigns };
}

/** Opens the last campaign (or the sample on first launch); a failure leaves the app running without one. */
export async function openStartupCampaign(ctx: AppContext): Promise<void> {
  try {
    const summary = await ctx.campaigns.openAtStartup();
    ctx.log.info(`Campaign: ${summary.name} (${summary.path})`);
  } catch (error) {
    ctx.log.error('No campaign could be opened at startup', error);
  }
}
