/**
 * Issue 42: the player listeners' sink for personal links. It stands in front of the hub (which
 * keeps every device, the players' view and roll requests) and takes the frames a player acts
 * with: a declaration, a claim, an odds question, a sheet request. A device on the shared link
 * acts for no one; a device on a personal link only for its link's characters, as the server
 * binds them (links.ts), whatever it sends. Each link has its own budget of such frames, so one
 * flooding device costs its own link and never the storyteller's step.
 */
import type { PlayMe, PlaySheet } from '../../shared/player/play-protocol';
import { buildPlayLens, buildPlayMe, type PlayLens } from '../../shared/player/play-me';
import { rowKey } from '../../shared/player/build';
import type { ClientFrame } from '../../shared/player/protocol';
import type { PlayerPrivacy } from '../../shared/player/privacy';
import { PLAYER_CLOSE } from '../../shared/player/close-codes';
import { AppError } from '../../shared/ipc/result';
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import type { CombatView } from '../../shared/core/combat/view';
import type { CombatHost } from '../core/combat';
import type { Logger } from '../core/logger';
import { PlayerDeclarations } from './declarations';
import { NO_GEAR, PlayGearCache, type GearStamp, type PlayGear } from './play-gear';
import { LinkPictures } from './link-pictures';
import { playOdds } from './play-odds';
import type { PlayerHub } from './hub';
import { TokenBucket } from './limits';
import type { PlayerLinks } from './links';
import type { PlayerSink, PlayerSocket } from './server';

type PlayFrame = Extract<ClientFrame, { type: 'declare' | 'claim' | 'odds' | 'sheet' | 'me' }>;
const PLAY_FRAMES = new Set(['declare', 'claim', 'odds', 'sheet', 'me']);

/** Per link: a burst of 12 acts, then 4 a second (a table's real pace is far below). */
export const LINK_BURST = 12;
export const LINK_PER_SECOND = 4;

export type PlayDeskOptions = {
  hub: PlayerHub;
  links: PlayerLinks;
  combat: () => CombatHost;
  privacy: () => PlayerPrivacy;
  sheets: (characterIds: readonly string[]) => PlaySheet[];
  emit: <E extends EventKey>(event: E, payload: EventPayload<E>) => void;
  log: Logger;
  now: () => Date;
  defer?: (run: () => void) => void;
  /** When the gear catalog may have changed (play-gear.ts); absent: read at every refresh. */
  gearStamp?: () => GearStamp;
};

/** What every link's picture of one moment shares. */
type Shared = {
  fight: { view: CombatView; version: number } | null;
  gear: PlayGear;
  privacy: PlayerPrivacy;
  showWaiting: boolean;
  /** Issue 38 item 3: what every link's picture shares under the players' lens, built once for them all. */
  lens: PlayLens | null;
};

const claimRef = (characterId: string) => rowKey('claim', characterId);
const pictureGear = (gear: PlayGear) => ({ vehicleChart: (t: string) => gear.vehicleCharts.get(t), chartRows: (c: string) => gear.chartRows.get(c) });

export class PlayDesk implements PlayerSink {
  private readonly devices = new Map<string, { socket: PlayerSocket; linkId: string }>();
  private readonly budgets = new Map<string, TokenBucket>();
  readonly declarations: PlayerDeclarations;
  private shownId: string | null = null;
  private queued = false;
  private readonly gear: PlayGearCache;
  /** What each device was last sent of its link's picture (issue 38: changes from it). */
  private readonly pictures = new LinkPictures();

  constructor(private readonly o: PlayDeskOptions) {
    this.gear = new PlayGearCache(o.gearStamp);
    this.declarations = new PlayerDeclarations({
      combat: o.combat,
      shown: () => o.hub.shownView(),
      privacy: o.privacy,
      applyAtOnce: () => this.applyAtOnce(),
      tell: (linkId, status) => this.sendLink(linkId, JSON.stringify({ type: 'declared', declaration: status })),
      changed: (pending) => o.emit('players.declarations', { pending }),
      now: o.now,
    });
  }

  // ---- the hub's watch ----

  stepped(view: CombatView): void {
    this.follow(view.combatId);
    try {
      this.declarations.stepped(view, this.o.combat().version(view.combatId));
    } catch (error) {
      this.o.log.warn(`Player declarations: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.refresh();
  }

  shownChanged(): void {
    this.follow(this.o.hub.shownView()?.combatId ?? null);
    this.refresh();
  }

  /** The campaign opened, switched or closed: its links are read anew, and a device of another campaign's link goes. */
  campaignChanged(): void {
    this.pictures.clear();
    this.o.links.campaignChanged();
    this.linksChanged();
    this.shownChanged();
  }

  /** Links, claims or play settings changed: the storyteller's list and every device's picture. */
  linksChanged(): void {
    this.o.emit('players.linksChanged', { links: this.o.links.list(), claims: this.o.links.pendingClaims() });
    for (const [id, d] of this.devices) {
      if (!this.o.links.link(d.linkId)) {
        this.devices.delete(id);
        this.pictures.left(id);
        d.socket.close(PLAYER_CLOSE.linkRevoked, 'Link revoked');
      }
    }
    this.refresh();
  }

  /** Another fight shown (or none): what was pending was about the fight no longer in front of the players. */
  private follow(combatId: string | null): void {
    if (combatId === this.shownId) return;
    this.shownId = combatId;
    this.declarations.reset();
  }

  // ---- devices ----

  connected(socket: PlayerSocket): ReturnType<PlayerSink['connected']> {
    const inner = this.o.hub.connected(socket);
    if (socket.linkId !== null) {
      this.devices.set(socket.id, { socket, linkId: socket.linkId });
      this.sendMe(socket.linkId, [socket]);
      this.sendSheets(socket);
    }
    return {
      frame: (frame) => (PLAY_FRAMES.has(frame.type) ? this.play(socket, frame as PlayFrame) : inner.frame(frame)),
      closed: () => {
        this.devices.delete(socket.id);
        this.pictures.left(socket.id);
        inner.closed();
      },
    };
  }

  private play(socket: PlayerSocket, frame: PlayFrame): void {
    const linkId = socket.linkId;
    if (linkId === null) return this.refuseShared(socket, frame);
    const link = this.o.links.link(linkId);
    if (!link) return socket.close(PLAYER_CLOSE.linkRevoked, 'Link revoked');
    let budget = this.budgets.get(linkId);
    if (!budget) this.budgets.set(linkId, (budget = new TokenBucket(LINK_BURST, LINK_PER_SECOND)));
    if (!budget.take()) {
      if (frame.type === 'declare') socket.send(JSON.stringify({ type: 'declared', declaration: { id: frame.id, status: 'refused', reason: 'Too many requests from your link: wait a moment and send it again.' } }));
      return;
    }
    switch (frame.type) {
      case 'declare':
        return this.declarations.receive(link, this.o.hub.device(socket.id)?.name ?? 'a device', frame);
      case 'claim': {
        const pc = this.o.links.claimable().find((c) => claimRef(c.id) === frame.ref);
        try {
          if (!pc) throw new AppError('players/cannot-claim', 'That character is not free to claim.');
          this.o.links.claim(linkId, pc.id);
          socket.send(JSON.stringify({ type: 'claimed', ok: true }));
        } catch (error) {
          socket.send(JSON.stringify({ type: 'claimed', ok: false, reason: error instanceof AppError ? error.message : 'The claim could not be made.' }));
        }
        return;
      }
      case 'odds': {
        const view = this.o.hub.shownView();
        const odds = view ? playOdds(this.o.combat(), view, this.o.privacy(), link.characterIds, frame) : null;
        return socket.send(JSON.stringify({ type: 'odds', id: frame.id, odds }));
      }
      case 'sheet':
        return this.sendSheets(socket);
      case 'me': {
        const whole = this.pictures.takesChanges(socket.id, frame.have, () => this.me(linkId));
        if (whole !== null) socket.send(whole);
        return;
      }
    }
  }

  private refuseShared(socket: PlayerSocket, frame: PlayFrame): void {
    const reason = 'This is the table\'s shared link: it acts for no character. Ask the storyteller for your own link.';
    if (frame.type === 'declare') socket.send(JSON.stringify({ type: 'declared', declaration: { id: frame.id, status: 'refused', reason } }));
    else if (frame.type === 'claim') socket.send(JSON.stringify({ type: 'claimed', ok: false, reason }));
    else if (frame.type === 'odds') socket.send(JSON.stringify({ type: 'odds', id: frame.id, odds: null }));
  }

  // ---- what each link's devices are told ----

  /** The storyteller's "apply at once": player declarations and roll answers skip the pending list. */
  applyAtOnce(): boolean {
    return this.safePlay().applyAtOnce;
  }

  private safePlay() {
    try {
      return this.o.links.play();
    } catch {
      return { applyAtOnce: false, showWaiting: false };
    }
  }

  /** Every link's picture, rebuilt once after the current step has answered (changes in one pass make one). */
  private refresh(): void {
    if (this.queued || this.devices.size === 0) return;
    this.queued = true;
    (this.o.defer ?? setImmediate)(() => {
      this.queued = false;
      const linkIds = new Set([...this.devices.values()].map((d) => d.linkId));
      // What every link's picture shares is read once: the fight, its gear, the settings.
      let shared: Shared | null = null;
      try {
        shared = this.shared();
      } catch (error) {
        return this.o.log.error('Player links: reading the fight failed', error);
      }
      for (const linkId of linkIds) this.sendMe(linkId, null, shared);
    });
  }

  private shared(): Shared {
    const view = this.o.hub.shownView();
    let fight: Shared['fight'] = null;
    let gear = NO_GEAR;
    if (view) {
      const host = this.o.combat();
      fight = { view, version: host.version(view.combatId) };
      gear = this.gear.of(host);
    }
    const privacy = this.o.privacy();
    const lens = fight ? buildPlayLens({ view: fight.view, privacy, ...pictureGear(gear) }) : null;
    return { fight, gear, privacy, showWaiting: this.safePlay().showWaiting, lens };
  }

  me(linkId: string, shared: Shared = this.shared()): PlayMe | null {
    const link = this.o.links.link(linkId);
    if (!link) return null;
    const { fight, gear } = shared;
    const claimable = link.canClaim ? this.o.links.claimable().map((c) => ({ ref: claimRef(c.id), name: c.name })) : [];
    const names = this.o.links.characterNames(link.characterIds);
    return buildPlayMe({
      label: link.label, characterIds: link.characterIds, characterNames: names, claimable,
      claimPending: this.o.links.pendingClaims().some((c) => c.linkId === linkId),
      fight, privacy: shared.privacy, showWaiting: shared.showWaiting, ...(shared.lens ? { lens: shared.lens } : {}),
      weaponOf: (n) => gear.weapons.get(n), ...pictureGear(gear),
    });
  }


  /**
   * A link's picture. After a step, a link whose choices did not change apart from the fight
   * version gets only the version (the loaded machine's cut: a step that changes nothing of what a
   * link may choose costs it a few bytes, not its whole target list); a device connecting gets all.
   * Issue 38: a page that takes changes is sent what changed from the picture it holds.
   */
  private sendMe(linkId: string, to: PlayerSocket[] | null, shared?: Shared): void {
    try {
      const me = this.me(linkId, shared);
      if (!me) return;
      if (to) return to.forEach((s) => s.send(this.pictures.whole(linkId, s.id, me)));
      const ids = [...this.devices].filter(([, d]) => d.linkId === linkId).map(([id]) => id);
      for (const [id, frame] of this.pictures.refresh(linkId, me, ids)) this.devices.get(id)?.socket.send(frame);
    } catch (error) {
      this.o.log.error('Player link: building its picture failed', error);
    }
  }

  private sendSheets(socket: PlayerSocket): void {
    const link = socket.linkId === null ? null : this.o.links.link(socket.linkId);
    if (!link) return;
    try {
      socket.send(JSON.stringify({ type: 'sheets', sheets: this.o.sheets(link.characterIds) }));
    } catch (error) {
      this.o.log.error('Player link: building its sheets failed', error);
    }
  }

  /** A frame for every device of one link. */
  tellLink(linkId: string, text: string): void {
    this.sendLink(linkId, text);
  }

  private sendLink(linkId: string, text: string): void {
    for (const d of this.devices.values()) if (d.linkId === linkId) d.socket.send(text);
  }
}
