/**
 * Issue 21: the player listener. A node:http server for the player page and a `ws` WebSocket at
 * PLAYER_SOCKET_PATH; read-only by construction: the only frames it takes are the three of
 * ClientFrameSchema, and no storyteller method is reachable from it. Its token is its own.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { PLAYER_CLOSE } from '../../shared/player/close-codes';
import { MAX_PLAYER_FRAME_BYTES, PLAYER_SOCKET_PATH, PLAYER_TICK_MS, type ClientFrame } from '../../shared/player/protocol';
import type { Logger } from '../core/logger';
import { closeWithStatus, guardServer, totalRequest, totalUpgrade } from '../http/boundary';
import { parseHostHeader, parseRequestTarget, soleHostHeader } from '../http/request-target';
import { createToken, isLoopbackHost, tokenMatches, urlHost } from '../http/security';
import { capConnectionsPerAddress } from './connection-cap';
import { AddressBuckets, TokenBucket } from './limits';
import { parseFrame } from './frames';
import { playerFile, sendFile, sendStatus } from './static';

export type PlayerChannel = 'screen' | 'lan';

/** One connected device's socket, as the hub sees it. */
export type PlayerSocket = {
  id: string;
  address: string;
  channel: PlayerChannel;
  /** Issue 42: the personal link it came in by (bound to its characters on the server); null: the listener's shared link. */
  linkId: string | null;
  /** Sends a text frame; a socket holding more than MAX_SOCKET_BACKLOG_BYTES unsent is dropped instead. */
  send(text: string): void;
  close(code: number, reason: string): void;
};

/** Where a listener hands its devices: the hub. */
export type PlayerSink = {
  connected(socket: PlayerSocket): { frame(frame: ClientFrame): void; closed(): void };
};

export type PlayerLimits = {
  maxConnections: number;
  /** Per remote address, for addresses other than loopback. */
  maxPerAddress: number;
  /** Frames per connection: burst, then per second. */
  frameBurst: number;
  framesPerSecond: number;
  /** HTTP requests (and, from other machines, upgrade attempts) per remote address. */
  requestBurst: number;
  requestsPerSecond: number;
  /** Open TCP connections per remote address other than loopback (page loads, sockets, slow clients). */
  connectionsPerAddress: number;
  tickMs: number;
};

export const DEFAULT_PLAYER_LIMITS: PlayerLimits = {
  // A table with a projector and a dozen phones, with room to spare for reconnects.
  maxConnections: 256,
  maxPerAddress: 8,
  frameBurst: 20,
  framesPerSecond: 5,
  requestBurst: 60,
  requestsPerSecond: 10,
  // 8 sockets and a browser's 6 page connections, twice over.
  connectionsPerAddress: 28,
  tickMs: PLAYER_TICK_MS,
};

/**
 * Unsent bytes a socket may hold before it is dropped: a phone that went to sleep stops reading,
 * and every step would otherwise grow the app's memory. Its page reconnects and gets the view anew.
 */
export const MAX_SOCKET_BACKLOG_BYTES = 1024 * 1024;

export type PlayerServerOptions = {
  host: string;
  port?: number;
  channel: PlayerChannel;
  /** Built renderer (out/renderer); omitted: no page, the socket only (tests). */
  staticDir?: string;
  sink: PlayerSink;
  /** Issue 42: a personal link's id for a token that is one (links.ts), else null. */
  personal?: (token: string) => string | null;
  limits?: Partial<PlayerLimits>;
  log?: Logger;
  /**
   * Loopback clients skip the per-address limits (the screen on this machine, and every device
   * of a loopback test share one address). Tests of those limits turn this off.
   */
  exemptLoopback?: boolean;
};

export type PlayerServer = {
  channel: PlayerChannel;
  host: string;
  port: number;
  /** The page's link with the current token. */
  url(): string;
  /** A new token: the old link stops working and every device on it is closed (4001); personal links stay. */
  newToken(): void;
  /** Issue 42: closes every device of one personal link (4001: revoked). */
  closeLink(linkId: string): void;
  /** Closes one device's socket (4002); false if it is not on this listener. */
  disconnect(socketId: string): boolean;
  connections(): number;
  close(): Promise<void>;
};

const TICK_FRAME = JSON.stringify({ type: 'tick' });

/** Plain status line, no body: nothing said about why a token failed. */
const refuseUpgrade = closeWithStatus;

/**
 * Host headers this listener answers: its own address:port, and localhost names when it is loopback.
 * Compared after `parseHostHeader` (canonical name and decimal port), so `127.0.0.1:0PORT` is not one.
 */
function allowedHosts(host: string, port: number): Set<string> {
  const names = new Set([urlHost(host).toLowerCase()]);
  if (isLoopbackHost(host)) for (const n of ['localhost', '127.0.0.1', '[::1]']) names.add(n);
  const allowed = new Set<string>();
  for (const n of names) {
    allowed.add(`${n}:${port}`);
    if (port === 80) allowed.add(n);
  }
  return allowed;
}

export async function startPlayerServer(options: PlayerServerOptions): Promise<PlayerServer> {
  const limits = { ...DEFAULT_PLAYER_LIMITS, ...options.limits };
  const log = options.log;
  let token = createToken();
  let hosts = new Set<string>();
  const requests = new AddressBuckets(limits.requestBurst, limits.requestsPerSecond);
  const sockets = new Map<string, { ws: WebSocket; address: string; linkId: string | null }>();
  const perAddress = new Map<string, number>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PLAYER_FRAME_BYTES, perMessageDeflate: false });

  /** 400 for two Host headers, 403 for one that is not this listener's, null when it is. */
  const hostRefusal = (req: IncomingMessage): 400 | 403 | null => {
    const header = soleHostHeader(req);
    if (header === null) return 400;
    const parsed = parseHostHeader(header);
    return parsed && hosts.has(parsed.port === null ? parsed.name : `${parsed.name}:${parsed.port}`) ? null : 403;
  };
  const addressOf = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';
  const exempt = (address: string) => options.exemptLoopback !== false && (isLoopbackHost(address) || address === '::ffff:127.0.0.1');
  const warn = (message: string) => log?.warn(`Player listener: ${message}`);

  // Issue 35: both handlers behind the one boundary (main/http/boundary.ts); the target parsed by
  // the one total parser: a target no URL parser takes is a 400, never a throw.
  const server = createServer(totalRequest((req, res) => {
    const address = addressOf(req);
    if (!requests.take(address)) return sendStatus(res, 429, 'Too Many Requests');
    const refusal = hostRefusal(req);
    if (refusal === 400) return sendStatus(res, 400, 'Bad Request');
    if (refusal === 403) return sendStatus(res, 403, 'Forbidden');
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendStatus(res, 405, 'Method Not Allowed');
    const url = parseRequestTarget(req.url);
    if (!url) return sendStatus(res, 400, 'Bad Request');
    // The page asks here, over plain HTTP, whether its token still works (a browser never sees
    // the status of a refused WebSocket upgrade): 401 refused, 426 fine but not a socket.
    if (url.pathname === PLAYER_SOCKET_PATH) {
      return linkOf(url.searchParams.get('token')) !== undefined ? sendStatus(res, 426, 'Upgrade Required') : sendStatus(res, 401, 'Unauthorized');
    }
    const file = options.staticDir ? playerFile(options.staticDir, url.pathname) : null;
    if (!file) return sendStatus(res, 404, 'Not Found');
    sendFile(res, file, req.method === 'HEAD');
  }, warn));

  server.on('upgrade', totalUpgrade((req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = addressOf(req);
    const loopback = exempt(address);
    if (!loopback && !requests.take(address)) return refuseUpgrade(socket, 429);
    const refusal = hostRefusal(req);
    if (refusal !== null) return refuseUpgrade(socket, refusal);
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host}`) return refuseUpgrade(socket, 403);
    const url = parseRequestTarget(req.url);
    if (!url) return refuseUpgrade(socket, 400);
    if (url.pathname !== PLAYER_SOCKET_PATH) return refuseUpgrade(socket, 404);
    const linkId = linkOf(url.searchParams.get('token'));
    if (linkId === undefined) return refuseUpgrade(socket, 401);
    if (sockets.size >= limits.maxConnections) return refuseUpgrade(socket, 503);
    if (!loopback && (perAddress.get(address) ?? 0) >= limits.maxPerAddress) return refuseUpgrade(socket, 503);
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, address, linkId));
  }, warn));

  /** The listener's own token: null (the shared link); a personal link's: its id; anything else: undefined (refused). */
  function linkOf(given: string | null): string | null | undefined {
    if (tokenMatches(token, given)) return null;
    if (!given || given.length > 128 || !options.personal) return undefined;
    return options.personal(given) ?? undefined;
  }

  function accept(ws: WebSocket, address: string, linkId: string | null): void {
    const id = randomBytes(8).toString('hex');
    sockets.set(id, { ws, address, linkId });
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const bucket = new TokenBucket(limits.frameBurst, limits.framesPerSecond);
    // Issue 38: an ack answers a frame sent, so each frame sent allows one (64 at most) beside the bucket.
    let ackCredits = 0;
    const socket: PlayerSocket = {
      id,
      address,
      channel: options.channel,
      linkId,
      send(text) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_SOCKET_BACKLOG_BYTES) return ws.terminate();
        ackCredits = Math.min(64, ackCredits + 1);
        ws.send(text);
      },
      close: (code, reason) => ws.close(code, reason),
    };
    let handler: ReturnType<PlayerSink['connected']> | null = null;
    ws.on('error', () => ws.terminate()); // a 1009 or a broken socket: this device only
    ws.on('close', () => {
      sockets.delete(id);
      const n = (perAddress.get(address) ?? 1) - 1;
      if (n <= 0) perAddress.delete(address);
      else perAddress.set(address, n);
      guard(() => handler?.closed());
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      const frame = isBinary ? null : parseFrame(data);
      const free = frame?.type === 'ack' && ackCredits > 0 && ackCredits-- > 0;
      if (!free && !bucket.take()) return ws.close(1008, 'Too many frames');
      if (!frame) return ws.close(1008, 'Unknown frame');
      guard(() => handler?.frame(frame));
    });
    guard(() => (handler = options.sink.connected(socket)));
  }

  /** A fault in handling one device's frame is logged, never thrown into the listener or the app. */
  function guard(run: () => void): void {
    try {
      run();
    } catch (error) {
      log?.warn(`Player listener: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  guardServer(server, warn);
  capConnectionsPerAddress(server, limits.connectionsPerAddress, exempt);
  // A LAN listener meets other machines: slow or idle requests are cut, and sockets are capped
  // (devices plus room for page loads) before any of this code runs for them.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.maxConnections = limits.maxConnections + 64;
  const port = (server.address() as AddressInfo).port;
  hosts = allowedHosts(options.host, port);
  const ticker = setInterval(() => {
    for (const { ws } of sockets.values()) if (ws.readyState === ws.OPEN) ws.send(TICK_FRAME);
  }, limits.tickMs);
  ticker.unref();

  const closeAll = (code: number, reason: string) => {
    for (const { ws } of sockets.values()) ws.close(code, reason);
  };

  return {
    channel: options.channel,
    host: options.host,
    port,
    // `t`, not `token`: the shorter link makes a smaller QR code; the page reads it (renderer/player/page-state.ts).
    url: () => `http://${urlHost(options.host)}:${port}/?t=${token}`,
    newToken() {
      token = createToken();
      for (const s of sockets.values()) if (s.linkId === null) s.ws.close(PLAYER_CLOSE.linkRevoked, 'Link revoked');
    },
    closeLink(linkId) {
      for (const s of sockets.values()) if (s.linkId === linkId) s.ws.close(PLAYER_CLOSE.linkRevoked, 'Link revoked');
    },
    disconnect(socketId) {
      const s = sockets.get(socketId);
      if (!s) return false;
      s.ws.close(PLAYER_CLOSE.disconnected, 'Disconnected');
      return true;
    },
    connections: () => sockets.size,
    async close() {
      clearInterval(ticker);
      closeAll(1001, 'Listener closed');
      for (const { ws } of sockets.values()) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
