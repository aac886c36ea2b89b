import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import type { AppContext } from '../../main/core/context';
import { createRecordingLogger } from '../../main/core/logger';
import { createJsonPrefsStore } from '../../main/core/prefs/json-prefs-store';
import { CampaignManager } from '../../main/core/campaign/campaign-manager';
import type { CampaignSession } from '../../main/core/campaign/campaign-session';
import { CombatHost } from '../../main/core/combat';
import { PathGrants } from '../../main/core/campaign/path-grants';
import { MenuReports } from '../../main/core/menu-reports';
import { createSeededRng } from '../../shared/core/dice/rng';
import { rememberTempDir } from './temp-registry';
import { createPlayers, type PlayersSetup } from '../../main/player';
import { campaignPrivacy } from '../../main/player/campaign-privacy';

export type TestContext = AppContext & { emitted: { event: string; payload: unknown }[]; dir: string };

/** `players`: the player view's setup (addresses, limits, a window opener); the hub is wired as in the app. */
export function makeTestContext(overrides: Partial<AppContext> = {}, players: PlayersSetup = {}): TestContext {
  // Removed after the test file (test/helpers/test-cleanup.ts).
  const dir = rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-ctx-')));
  const log = createRecordingLogger();
  const emitted: { event: string; payload: unknown }[] = [];
  // A returning storyteller (issue 43: no first-run tour over the screens under test).
  if (!overrides.prefs) writeFileSync(join(dir, 'config.json'), JSON.stringify({ version: 2, tourDone: true }));
  const prefs = overrides.prefs ?? createJsonPrefsStore(join(dir, 'config.json'), log);
  const emit = overrides.emit ?? (<E extends EventKey>(event: E, payload: EventPayload<E>) => void emitted.push({ event, payload }));
  let tick = Date.parse('2026-03-01T12:00:00Z');
  // The context's own players (a test may replace ctx.players: the hooks read it late).
  const late: { ctx?: AppContext } = {};
  const campaigns = new CampaignManager({
    dataDir: dir,
    prefs,
    emit: (event, payload) => {
      emit(event, payload);
      if (event === 'campaign.changed') late.ctx?.players.hub.campaignChanged();
    },
    log,
    // A fake clock that moves one second per reading keeps backup names distinct and deterministic.
    options: { now: () => new Date((tick += 1000)), appVersion: '0.0.0-test', backups: { intervalMs: null } },
  });
  // Seeded dice and counted ids: the same test rolls the same fight every time.
  const hosts = new WeakMap<CampaignSession, CombatHost>();
  let ids = 0;
  const combat = (): CombatHost => {
    const session = campaigns.requireSession();
    let host = hosts.get(session);
    if (!host) {
      host = new CombatHost({
        store: session,
        rng: createSeededRng('test-context'),
        now: () => new Date((tick += 1000)),
        newId: () => `combat-${++ids}`,
        appVersion: '0.0.0-test',
        onChange: ({ view, ...update }) => {
          emit('combat.changed', update);
          late.ctx?.players.hub.stepped(update.combatId, view);
        },
      });
      hosts.set(session, host);
    }
    return host;
  };
  const now = overrides.now ?? (() => new Date((tick += 1000)));
  const rng = overrides.rng ?? createSeededRng('test-context-sheet');
  const ctx: TestContext = {
    hostKind: 'browser',
    version: '0.0.0-test',
    dataDir: '/data/fs3-console',
    runtime: 'Node test',
    // Like the browser host; handler tests of the desktop app's checks pass pathPolicy: 'granted'.
    pathPolicy: 'any',
    grants: new PathGrants(),
    menuReports: new MenuReports(),
    log,
    emitted,
    dir,
    ...overrides,
    prefs,
    emit,
    campaigns,
    combat: overrides.combat ?? combat,
    now,
    rng,
    players:
      overrides.players ??
      createPlayers(players, {
        combat: () => ctx.combat(),
        session: () => campaigns.requireSession(),
        privacy: campaignPrivacy(campaigns, log),
        emit: (event, payload) => ctx.emit(event, payload),
        rng,
        now,
        log,
      }),
  };
  late.ctx = ctx;
  return ctx;
}
