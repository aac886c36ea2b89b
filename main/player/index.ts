/** Issue 21: the player view's parts for one app: the hub, its listeners, and how the screen opens. */
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import type { PlayerPrivacy } from '../../shared/player/privacy';
import type { Rng } from '../../shared/systems';
import type { CampaignSession } from '../core/campaign/campaign-session';
import type { CombatHost } from '../core/combat';
import type { Logger } from '../core/logger';
import { HeldRolls } from './held-rolls';
import { PlayerHub } from './hub';
import { machineAddresses, type NetworkAddress } from './interfaces';
import { PlayerLinks } from './links';
import { PlayerListeners } from './listeners';
import { PlayDesk } from './play-desk';
import { rollRequest } from './rolls';
import { playerSheets } from './sheets';
import type { PlayerLimits } from './server';

export { PlayerHub } from './hub';
export { PlayerListeners } from './listeners';

/** What each host supplies (main/index.ts, main/http/index.ts); tests pass their own addresses and limits. */
export type PlayersSetup = {
  /** Built renderer (out/renderer) holding player.html. */
  staticDir?: string;
  /** The desktop app opens the screen in a second window (answers true); browser mode has none. */
  openWindow?: (url: string) => boolean;
  addresses?: () => NetworkAddress[];
  limits?: Partial<PlayerLimits>;
};

export type Players = {
  hub: PlayerHub;
  /** Issue 42: personal links and what players do from them. */
  links: PlayerLinks;
  desk: PlayDesk;
  /** Issue 42 item 3: roll answers from personal links waiting for the storyteller. */
  rolls: HeldRolls;
  listeners: PlayerListeners;
  openWindow: ((url: string) => boolean) | null;
  addresses: () => NetworkAddress[];
};

export function createPlayers(setup: PlayersSetup, deps: {
  combat: () => CombatHost;
  session: () => CampaignSession;
  privacy: () => PlayerPrivacy;
  emit: <E extends EventKey>(event: E, payload: EventPayload<E>) => void;
  rng: Rng;
  now: () => Date;
  log: Logger;
}): Players {
  // The desk watches the hub, which exists first: the watch reaches it once both are made.
  let desk: PlayDesk | null = null;
  const hub = new PlayerHub({
    watch: {
      stepped: (view) => desk?.stepped(view),
      shownChanged: () => desk?.shownChanged(),
      campaignChanged: () => {
        rolls.drop(() => true);
        desk?.campaignChanged();
      },
    },
    hold: (device, pending) => rolls.hold(device, pending),
    combat: deps.combat,
    // A bound character's roll is its player's: only their link's devices see and roll it.
    mayRoll: (device, pending) => {
      const owner = links.ownerOf(pending.characterId);
      return owner === null || device.linkId === owner;
    },
    privacy: deps.privacy,
    emit: deps.emit,
    roll: (pending, rolledBy) => rollRequest({ session: deps.session, rng: deps.rng, now: deps.now }, pending, rolledBy),
    log: deps.log,
    now: deps.now,
  });
  const rolls: HeldRolls = new HeldRolls({
    holds: () => !desk?.applyAtOnce(),
    linkLabel: (linkId) => links.link(linkId)?.label ?? 'A player',
    roll: (pending, rolledBy) => hub.rollAccepted(pending, rolledBy),
    tell: (linkId, text) => desk?.tellLink(linkId, text),
    changed: (answers) => deps.emit('players.rollAnswers', { answers }),
    now: deps.now,
  });
  const addresses = setup.addresses ?? machineAddresses;
  const links: PlayerLinks = new PlayerLinks({
    session: deps.session,
    urlFor: (token) => listeners.linkUrl(token),
    closeLink: (linkId) => listeners.closeLink(linkId),
    changed: () => {
      rolls.drop((linkId) => links.link(linkId) === null);
      desk?.linksChanged();
    },
    now: deps.now,
  });
  desk = new PlayDesk({
    hub, links, combat: deps.combat, privacy: deps.privacy, sheets: playerSheets(deps.session, deps.now),
    emit: deps.emit, log: deps.log, now: deps.now,
    gearStamp: () => {
      const { repos } = deps.session();
      return { repos, gear: repos.gear.revision(), system: repos.campaign.revision() };
    },
  });
  const listeners: PlayerListeners = new PlayerListeners({
    hub, sink: desk, personal: (token) => links.byToken(token), addresses, log: deps.log,
    ...(setup.staticDir ? { staticDir: setup.staticDir } : {}),
    ...(setup.limits ? { limits: setup.limits } : {}),
  });
  return { hub, links, desk, rolls, listeners, openWindow: setup.openWindow ?? null, addresses };
}
