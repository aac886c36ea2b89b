/**
 * Issue 21: the player page's connection to the player listener. Kept apart from React so the
 * reconnect rules can be tested with fake timers and a fake WebSocket class.
 *
 * - Reconnects by itself with backoff (0.5 s doubling to 5 s), at once when the device comes back
 *   `online` or the page is shown again (a phone waking up).
 * - Hearing nothing for 2.5 ticks means the link is dead even if the socket still looks open
 *   (sleep and Wi-Fi changes often leave a socket that never errors).
 * - A socket that closes before opening, again and again, is checked over plain HTTP: only a 401
 *   means the token is refused (a 401 during the handshake is not visible to a page); anything
 *   else (busy, unreachable, a restarting listener) keeps the page trying.
 * - The listener's own close codes (shared/player/close-codes.ts) are final: a new link made by the
 *   storyteller (revoked), or this device disconnected by the storyteller (it reconnects only when
 *   the player asks, or the storyteller's "Disconnect" would last half a second).
 */
import { PLAYER_TICK_MS, ServerFrameSchema, type ClientFrame } from '../../shared/player/protocol';
import { PLAYER_CLOSE } from '../../shared/player/close-codes';
import { PlayLink } from './play-link';
import type { LinkState, SocketClass, SocketLike } from './link-types';
import { ViewStore, type Received } from './view-store';
import { LogPages } from './log-pages';

export { socketUrl, type LinkState, type LinkStatus, type SocketClass, type SocketLike } from './link-types';

export type LinkOptions = {
  url: string;
  Socket: SocketClass;
  /**
   * Asks the listener over plain HTTP what it thinks of the token: the HTTP status, or null when
   * the listener cannot be reached (then the device is off the network, not refused).
   */
  probe: () => Promise<number | null>;
  /** The page's events (online, visibilitychange); a test passes its own target. */
  events?: { window: EventTarget; document: EventTarget & { visibilityState: string } } | undefined;
};

export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 5_000;
export const DEAD_AFTER_MS = 2.5 * PLAYER_TICK_MS;
/** Closes before opening in a row before the listener is asked whether the token is refused. */
export const REFUSALS_BEFORE_PROBE = 3;
const MAX_RESULTS = 10;
const OPEN = 1;

export class PlayerLink {
  private state: LinkState = { status: 'connecting', view: null, requests: [], results: [], deviceId: null };
  private readonly listeners = new Set<() => void>();
  private socket: SocketLike | null = null;
  private opened = false;
  private delay = FIRST_DELAY_MS;
  private closesBeforeOpen = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private deadTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private name: string | null = null;
  private readonly unlisten: (() => void)[] = [];
  /** Issue 38: the views kept to apply changes to, whether main wants them acknowledged, the log's earlier pages. */
  private readonly views = new ViewStore();
  private acks = false;
  readonly pages = new LogPages((skip) => this.send({ type: 'log', skip }));
  /** Issue 42: a personal link's own state and frames (play-link.ts). */
  readonly play = new PlayLink((frame) => this.send(frame));

  constructor(private readonly options: LinkOptions) {}

  getState = (): LinkState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    const events = this.options.events;
    if (events) {
      const onOnline = (): void => this.wake();
      const onVisible = (): void => {
        if (events.document.visibilityState === 'visible') this.wake();
      };
      events.window.addEventListener('online', onOnline);
      events.document.addEventListener('visibilitychange', onVisible);
      this.unlisten.push(
        () => events.window.removeEventListener('online', onOnline),
        () => events.document.removeEventListener('visibilitychange', onVisible),
      );
    }
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.unlisten.splice(0).forEach((f) => f());
    this.dropSocket();
  }

  /** The device's name for the storyteller's list; sent now and after every reconnect. */
  setName(name: string): void {
    const trimmed = name.trim().slice(0, 40);
    this.name = trimmed || null;
    if (this.name) this.send({ type: 'name', name: this.name });
  }

  /** Rolls a requested roll; false when the link is down (the page keeps the button for later). */
  roll(requestId: string): boolean {
    return this.send({ type: 'roll', requestId });
  }

  private send(frame: ClientFrame): boolean {
    if (this.state.status !== 'live' || !this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private set(patch: Partial<LinkState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  private connect(): void {
    if (this.stopped || this.state.status === 'revoked' || this.state.status === 'disconnected') return;
    this.retryTimer = null;
    this.dropSocket();
    this.opened = false;
    const socket = new this.options.Socket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.opened = true;
      this.closesBeforeOpen = 0;
      this.delay = FIRST_DELAY_MS;
      // Live only once the hello frame brings the current view: until then the page would show old data as new.
      this.armDeadTimer();
    };
    socket.onmessage = (ev) => {
      if (socket === this.socket) this.receive(ev.data);
    };
    socket.onerror = () => undefined;
    socket.onclose = (ev) => {
      if (socket !== this.socket) return;
      if (ev?.code === PLAYER_CLOSE.linkRevoked) return this.end('revoked');
      if (ev?.code === PLAYER_CLOSE.disconnected) return this.end('disconnected');
      this.lost();
    };
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = ServerFrameSchema.safeParse(json);
    if (!parsed.success) return;
    this.armDeadTimer();
    const frame = parsed.data;
    switch (frame.type) {
      case 'hello':
        // A new connection's view is the truth even if its version is lower (the app was restarted).
        this.views.reset(frame.view);
        this.pages.shown(frame.view);
        this.acks = frame.acks === true;
        this.set({ status: 'live', deviceId: frame.deviceId, view: frame.view, requests: frame.requests });
        if (this.name) this.send({ type: 'name', name: this.name });
        if (this.acks) this.send({ type: 'ack', version: frame.view.version });
        this.play.reconnected();
        return;
      case 'view':
        return this.shown(this.views.whole(frame.view));
      case 'delta':
        return this.shown(this.views.change(frame.from, frame.delta));
      case 'logPage':
        return this.pages.page(frame);
      case 'requests':
        this.set({ requests: frame.requests });
        return;
      case 'rolled':
        this.play.rolled(frame.result.requestId);
        this.set({ results: [...this.state.results, frame.result].slice(-MAX_RESULTS) });
        return;
      case 'tick':
        return;
      default:
        this.play.receive(frame);
    }
  }

  /** A view or change received: shown and acknowledged, or the way back asked for. */
  private shown(r: Received): void {
    if (r.kind === 'gap') this.send({ type: 'ack', version: r.have, gap: true });
    if (r.kind !== 'view') return;
    this.pages.shown(r.view);
    this.set({ view: r.view });
    if (this.acks) this.send({ type: 'ack', version: r.view.version });
  }

  /** The socket closed (or was declared dead): try again later, or find out the link was revoked. */
  private lost(): void {
    const wasOpen = this.opened;
    this.dropSocket();
    this.clearTimers();
    if (this.stopped) return;
    this.set({ status: this.state.status === 'connecting' && !wasOpen ? 'connecting' : 'reconnecting' });
    if (!wasOpen) this.closesBeforeOpen += 1;
    if (!wasOpen && this.closesBeforeOpen >= REFUSALS_BEFORE_PROBE) {
      void this.checkRefused();
      return;
    }
    this.scheduleRetry();
  }

  /** The storyteller ended this link or this device's connection: no more retries on their own. */
  private end(status: 'revoked' | 'disconnected'): void {
    this.clearTimers();
    this.dropSocket();
    this.set({ status });
  }

  /** The player asks to connect again after the storyteller disconnected this device. */
  reconnect(): void {
    if (this.stopped || this.state.status !== 'disconnected') return;
    this.delay = FIRST_DELAY_MS;
    this.closesBeforeOpen = 0;
    this.set({ status: 'connecting' });
    this.connect();
  }

  private async checkRefused(): Promise<void> {
    const status = await this.options.probe().catch(() => null);
    if (this.stopped) return;
    // 401: the token is unknown or revoked. Busy (429, 503), unreachable (null) or anything else:
    // keep trying, the storyteller's machine may be waking up or restarting its listener.
    if (status === 401) return this.end('revoked');
    if (!this.socket && !this.retryTimer) this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, MAX_DELAY_MS);
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  /** Back online or shown again: reconnect at once instead of waiting out the backoff. */
  private wake(): void {
    if (this.stopped || this.state.status === 'revoked' || this.state.status === 'disconnected') return;
    if (this.state.status === 'live') {
      // A socket that slept may be dead without knowing it: a ping either goes through or fails fast.
      this.send({ type: 'ping' });
      return;
    }
    // A socket still trying may be stuck on the old network: start over on the new one.
    this.clearTimers();
    this.delay = FIRST_DELAY_MS;
    this.connect();
  }

  private armDeadTimer(): void {
    if (this.deadTimer) clearTimeout(this.deadTimer);
    this.deadTimer = setTimeout(() => {
      this.deadTimer = null;
      this.dropSocket();
      this.set({ status: 'reconnecting' });
      this.delay = FIRST_DELAY_MS;
      this.connect();
    }, DEAD_AFTER_MS);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.deadTimer) clearTimeout(this.deadTimer);
    this.retryTimer = null;
    this.deadTimer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onclose = socket.onerror = null;
    socket.onmessage = null;
    try {
      socket.close();
    } catch {
      // Closing a socket still connecting may throw in some browsers; it is dropped either way.
    }
  }
}
