import { randomFillSync } from 'node:crypto';
import { createCryptoRng, createSeededRng } from '../../shared/systems';
import { CampaignManager } from './campaign/campaign-manager';
import type { CampaignSession } from './campaign/campaign-session';
import { PathGrants } from './campaign/path-grants';
import { createCombatHost, type CombatHost } from './combat';
import type { AppContext } from './context';
import { MenuReports } from './menu-reports';
import { createPlayers, type Players, type PlayersSetup } from '../player';
import { campaignPrivacy } from '../player/campaign-privacy';

/**
 * Builds the context both hosts share; only the host kind, prefs store and emitter differ. The
 * path policy follows the host: the desktop app takes only granted paths, browser mode any.
 */
export function createAppContext(
  base: Omit<AppContext, 'campaigns' | 'combat' | 'now' | 'rng' | 'pathPolicy' | 'grants' | 'menuReports' | 'players'> & Partial<Pick<AppContext, 'now' | 'rng' | 'pathPolicy'>>,
  playersSetup: PlayersSetup = {},
): AppContext {
  const pathPolicy = base.pathPolicy ?? (base.hostKind === 'desktop' ? 'granted' : 'any');
  const now = base.now ?? (() => new Date());
  // FS3_CONSOLE_DICE_SEED: seeded sheet and roller dice, for end-to-end tests that check a roll
  // (like FS3_CONSOLE_COMBAT_SEED for the combat host's dice).
  const seed = process.env['FS3_CONSOLE_DICE_SEED'];
  const rng = base.rng ?? (seed ? createSeededRng(seed) : createCryptoRng((words) => randomFillSync(words)));
  // Set below; the campaign and combat hooks reach it only once the app runs.
  let players: Players | null = null;
  const campaigns = new CampaignManager({
    dataDir: base.dataDir,
    prefs: base.prefs,
    // A campaign opened, switched or closed: the players' screens show no fight.
    emit: (event, payload) => {
      base.emit(event, payload);
      if (event === 'campaign.changed') players?.hub.campaignChanged();
    },
    log: base.log,
    // Settings ▸ Backups (issue 43): read from the preferences each time a campaign opens (the
    // options are resolved per open, and a getter is read by that spread).
    options: {
      now,
      appVersion: base.version,
      backups: {
        get keep() {
          return base.prefs.get().backupRetention.automatic;
        },
        get keepManual() {
          return base.prefs.get().backupRetention.manual;
        },
      },
    },
  });
  // One host per session: switching campaigns drops the old host with its session.
  const hosts = new WeakMap<CampaignSession, CombatHost>();
  const combat = (): CombatHost => {
    const session = campaigns.requireSession();
    let host = hosts.get(session);
    if (!host) {
      host = createCombatHost({
        store: session,
        appVersion: base.version,
        now,
        // The whole view stays here: windows get what changed (issue 20).
        onChange: ({ view, ...update }) => {
          base.emit('combat.changed', update);
          // Issue 21: the players' view, built once per committed step and pushed to every device.
          players?.hub.stepped(update.combatId, view);
        },
        // Luck and wounds written through by a fight: open sheets refetch; so do the campaign
        // vehicles' lists when a step moved their damage (not on every step).
        campaignChanged: ({ characters, vehicles }) => {
          if (characters.length > 0) base.emit('character.changed', { ids: characters, sheetsOnly: true });
          if (vehicles.length > 0) base.emit('vehicles.changed', {});
        },
        onNotice: (message) => base.log.warn(message),
      });
      hosts.set(session, host);
      // Closing the campaign stores the fights' pending checkpoints and where each one stands.
      const closing = host;
      session.onClose(() => closing.closeAll());
    }
    return host;
  };
  players = createPlayers(playersSetup, {
    combat,
    session: () => campaigns.requireSession(),
    privacy: campaignPrivacy(campaigns, base.log),
    emit: base.emit,
    rng,
    now,
    log: base.log,
  });
  return { ...base, campaigns, combat, now, rng, pathPolicy, grants: new PathGrants(), menuReports: new MenuReports(), players };
}

/** Opens the last campaign (or the sample on first launch); a failure leaves the app running without one. */
export async function openStartupCampaign(ctx: AppContext): Promise<void> {
  try {
    const summary = await ctx.campaigns.openAtStartup();
    // The name in quotes and the path in parentheses: the problem report takes both out.
    if (summary) ctx.log.info(`Campaign: "${summary.name}" (${summary.path})`);
    else ctx.log.warn('No campaign opened: a recent campaign is missing (Home reports it with its backups)');
  } catch (error) {
    ctx.log.error('No campaign could be opened at startup', error);
  }
}
