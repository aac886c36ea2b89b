/**
 * Issue 21: the player hub, one per app: the connected devices, the fight shown (shown-fight.ts)
 * and the players' view, built ONCE per committed step (CombatHost onChange), serialised once, the
 * same string sent to every device. Roll requests live here too (rolls.ts rolls them).
 */
import { randomBytes } from 'node:crypto';
import type { PlayerDevice, PlayersStatus } from '../../shared/ipc/players-contract';
import { buildPlayerView } from '../../shared/player/build';
import type { ClientFrame, PlayerRollRequest, PlayerRollResult } from '../../shared/player/protocol';
import type { PlayerTimer, PlayerView } from '../../shared/player/view-schema';
import type { RollLogEntry } from '../../shared/domain/sheet';
import { AppError } from '../../shared/ipc/result';
import type { CombatView } from '../../shared/core/combat/view';
import { playerNameOf, type PendingRoll, type RequestDraft } from './requests';
import { RoundTimer } from './round-timer';
import { ShownFight } from './shown-fight';
import { LensFrames } from './lens-frames';
import { logPageFrame } from './log-page';
import type { PlayerHubOptions } from './hub-options';
import type { PlayerSink, PlayerSocket } from './server';

export type { PlayerHubOptions } from './hub-options';

const RESULTS_KEPT = 20; // the latest player rolls kept for the storyteller's status

type Device = { info: PlayerDevice; socket: PlayerSocket };

export class PlayerHub implements PlayerSink {
  private readonly devices = new Map<string, Device>();
  private numbered = 0;
  /** The fight shown: the combat last stepped or opened. */
  private readonly fight: ShownFight;
  private version = 0;
  /** Issue 38: the players' view, built at the next need after a change, and each device's frames of it. */
  private readonly lens = new LensFrames(() => this.build());
  private pending: PendingRoll[] = [];
  private results: PlayerRollResult[] = [];
  private readonly timer: RoundTimer; // issue 37: the round timer shown to players
  /** Listener URLs for the status (listeners.ts reports them). */
  private listeners: Pick<PlayersStatus, 'screen' | 'lan'> = { screen: null, lan: null };

  constructor(private readonly o: PlayerHubOptions) {
    this.timer = new RoundTimer(o.now);
    // A forecast the players wait for (a big fight's, from the worker) is pushed when it comes.
    this.fight = new ShownFight(o.combat, o.log, () => this.changed());
  }

  // ---- the fight shown ----

  /** A committed step (CombatHost onChange): the stepped fight is shown and pushed. */
  stepped(combatId: string, view: CombatView): void {
    this.fight.stepped(combatId, view);
    this.changed();
    this.o.watch?.stepped(view);
  }

  /** The storyteller opened a fight (combat.get / combat.current). */
  opened(combatId: string): void {
    if (this.fight.opened(combatId)) {
      this.changed();
      this.o.watch?.shownChanged();
    }
  }

  /** A deleted fight is no longer shown. */
  removed(combatId: string): void {
    if (this.fight.removed(combatId)) {
      this.changed();
      this.o.watch?.shownChanged();
    }
  }

  /** The campaign closed or switched: no fight, and its requests go. */
  campaignChanged(): void {
    this.fight.clear();
    this.timer.set(null);
    this.o.watch?.campaignChanged();
    this.pending = [];
    this.results = [];
    this.changed();
    this.pushRequests();
    this.statusChanged();
  }

  /** The privacy settings changed (players.setPrivacy): rebuilt and pushed. */
  refresh(): void {
    this.changed();
    this.o.watch?.shownChanged();
  }

  /** Issue 42: the storyteller's view of the fight shown, or null. */
  shownView(): CombatView | null {
    return this.fight.view();
  }

  /** Issue 37: the round timer shown to players starts now (null: none shown); pushed at once. */
  setTimer(seconds: number | null, leftMs?: number): PlayerTimer | null {
    this.timer.set(seconds, leftMs);
    this.changed();
    return this.timer.current();
  }

  /** What the players see now (the storyteller's preview). */
  preview(): PlayerView {
    return JSON.parse(this.lens.current().json) as PlayerView;
  }

  private pushQueued = false;

  /**
   * The view changed: built and pushed right after the step answers if anyone is connected, else
   * when next needed. Changes in one pass (a step and its follow-ups) make one push.
   */
  private changed(): void {
    this.lens.changed();
    if (this.pushQueued) return;
    this.pushQueued = true;
    (this.o.defer ?? setImmediate)(() => {
      this.pushQueued = false;
      this.push();
    });
  }

  private push(): void {
    if (this.devices.size === 0) return;
    try {
      // One string per version the devices start from: devices of the same lens and ack share it.
      for (const d of this.devices.values()) {
        const frame = this.lens.frameFor(d.info.id);
        if (frame !== null) d.socket.send(frame);
      }
    } catch (error) {
      // Runs after the step answered, outside any request: a fault is logged, never thrown at the event loop.
      this.o.log.error('Player view: the push failed', error);
    }
  }

  private build(): PlayerView {
    this.version += 1;
    const privacy = this.o.privacy();
    // Issue 41: the forecast is worked out only when the storyteller lets players see it (build.ts checks again).
    const view = buildPlayerView({ ...this.fight.viewInput(), ...(privacy.forecast === 'shown' ? { forecast: this.fight.forecast() } : {}), privacy, version: this.version });
    const timer = this.timer.current();
    return timer ? { ...view, timer } : view;
  }

  // ---- devices (PlayerSink) ----

  connected(socket: PlayerSocket): { frame(frame: ClientFrame): void; closed(): void } {
    const info: PlayerDevice = {
      id: socket.id, name: `Player ${++this.numbered}`, address: socket.address, channel: socket.channel, connectedAt: this.o.now().toISOString(),
      ...(socket.linkId !== null ? { linkId: socket.linkId } : {}),
    };
    const device = { info, socket };
    this.devices.set(socket.id, device);
    if (this.timer.running) this.lens.changed(); // a running timer's time left as of now
    const requests = JSON.stringify(this.requestsFor(socket.id));
    const view = this.lens.join(socket.id).json;
    socket.send(`{"type":"hello","deviceId":${JSON.stringify(socket.id)},"view":${view},"requests":${requests},"acks":true}`);
    this.statusChanged();
    return {
      frame: (frame) => this.frame(device, frame),
      closed: () => {
        // A request sent to this device alone stays: the device may reconnect under a new id,
        // and the storyteller sees it open and can cancel it.
        this.lens.leave(socket.id);
        if (this.devices.delete(socket.id)) this.statusChanged();
      },
    };
  }

  private frame(device: Device, frame: ClientFrame): void {
    if (frame.type === 'name') {
      device.info = { ...device.info, name: frame.name };
      this.statusChanged();
    } else if (frame.type === 'roll') {
      this.rollFor(device, frame.requestId);
    } else if (frame.type === 'log') {
      device.socket.send(logPageFrame(this.fight, this.o.privacy(), this.lens.current().version, frame.skip));
    } else if (frame.type === 'ack') {
      const resend = this.lens.ack(device.info.id, frame.version, frame.gap === true);
      if (resend !== null) device.socket.send(resend);
    } else {
      device.socket.send('{"type":"tick"}');
    }
  }

  /** A connected device (disconnecting goes through its listener, listeners.ts). */
  device(deviceId: string): PlayerDevice | null {
    return this.devices.get(deviceId)?.info ?? null;
  }

  /**
   * Forgets devices whose socket is being closed (disconnect, newLink, stopSharing) at once, so
   * the status answered already lists them gone; their close handshake ends later.
   */
  drop(which: (device: PlayerDevice) => boolean): void {
    let any = false;
    for (const [id, d] of this.devices) {
      if (which(d.info)) {
        this.devices.delete(id);
        any = true;
      }
    }
    if (any) this.statusChanged();
  }

  setListeners(listeners: Pick<PlayersStatus, 'screen' | 'lan'>): void {
    this.listeners = listeners;
    this.statusChanged();
  }

  status(): PlayersStatus {
    return {
      ...this.listeners,
      devices: [...this.devices.values()].map((d) => d.info),
      requests: this.pending.map((p) => p.request),
      results: [...this.results],
    };
  }

  private statusChanged(): void {
    this.o.emit('players.changed', this.status());
  }

  // ---- roll requests ----

  request(draft: RequestDraft): PlayerRollRequest {
    if (draft.request.to !== null && !this.devices.has(draft.request.to)) {
      throw new AppError('players/no-device', `No player device with id ${draft.request.to} is connected.`);
    }
    const { character, ...pending } = draft;
    const request: PlayerRollRequest = { ...pending.request, characterName: playerNameOf(character, this.fight.view(), this.o.privacy()), id: randomBytes(8).toString('hex') };
    this.pending.push({ ...pending, request });
    this.pushRequests();
    this.statusChanged();
    return request;
  }

  cancel(requestId: string): boolean {
    const before = this.pending.length;
    this.pending = this.pending.filter((p) => p.request.id !== requestId);
    if (this.pending.length === before) return false;
    this.listChanged();
    return true;
  }

  private listChanged(): void {
    this.pushRequests();
    this.statusChanged();
  }

  private requestsFor(deviceId: string): PlayerRollRequest[] {
    const device = this.devices.get(deviceId)?.info;
    const may = (p: PendingRoll) => !device || !this.o.mayRoll || this.o.mayRoll(device, p);
    return this.pending.filter((p) => (p.request.to === null || p.request.to === deviceId) && may(p)).map((p) => p.request);
  }

  private pushRequests(): void {
    for (const d of this.devices.values()) d.socket.send(JSON.stringify({ type: 'requests', requests: this.requestsFor(d.info.id) }));
  }

  /** A device's 'roll': rolled once, on this machine; a second 'roll' of the same request finds nothing. */
  private rollFor(device: Device, requestId: string): void {
    const index = this.pending.findIndex((p) => p.request.id === requestId && (p.request.to === null || p.request.to === device.info.id) && (!this.o.mayRoll || this.o.mayRoll(device.info, p)));
    if (index < 0) return;
    // Taken before rolling: whatever happens next, this request is rolled at most once.
    const [pending] = this.pending.splice(index, 1);
    if (this.o.hold?.(device.info, pending!)) return this.listChanged();
    this.rollTaken(pending!, device.info.name);
  }

  /** Rolls a request already taken off the list (answered at once, or accepted by the storyteller); throws when it cannot be rolled. */
  rollAccepted(pending: PendingRoll, rolledBy: string): void {
    const rolled = this.o.roll(pending, rolledBy);
    this.publish(pending, rolledBy, rolled);
  }

  private rollTaken(pending: PendingRoll, rolledBy: string): void {
    try {
      this.rollAccepted(pending, rolledBy);
    } catch (error) {
      // The character or ability is gone since the request: it is dropped, and the storyteller told.
      this.o.log.warn(`Player roll refused: ${error instanceof Error ? error.message : String(error)}`);
      this.listChanged();
    }
  }

  private publish(pending: PendingRoll, rolledBy: string, rolled: { entry: RollLogEntry; text: string }): void {
    const result: PlayerRollResult = { requestId: pending.request.id, characterName: pending.request.characterName, rolledBy, text: rolled.text };
    this.results = [...this.results, result].slice(-RESULTS_KEPT);
    const frame = JSON.stringify({ type: 'rolled', result });
    for (const d of this.devices.values()) d.socket.send(frame);
    this.pushRequests();
    this.o.emit('character.rolled', rolled.entry);
    this.o.emit('players.rolled', { result, entry: rolled.entry });
    this.statusChanged();
  }
}
