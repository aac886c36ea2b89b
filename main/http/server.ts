import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { EventKey, EventPayload } from '../../shared/ipc/types';
import type { Dispatch } from '../core/rpc/dispatch';
import { guardServer, totalRequest } from './boundary';
import { parseRequestTarget, soleHostHeader } from './request-target';
import { BodyError, readInput } from './body';
import { hostHeaderAllowed, isLoopbackHost, tokenMatches, urlHost } from './security';
import { MIME, staticHeaders } from './static-files';

export type HttpHostOptions = {
  dispatch: Dispatch;
  token: string;
  /** Built renderer (out/renderer); omitted in API-only tests. */
  staticDir?: string;
  host?: string;
  port?: number;
  /** Binding beyond loopback exposes the campaign to the network: only on the user's explicit request. */
  allowNonLoopback?: boolean;
  maxBodyBytes?: number;
};

export type HttpHost = {
  url: string;
  port: number;
  broadcast<E extends EventKey>(event: E, payload: EventPayload<E>): void;
  /** Event streams connected now (a stream whose reader stalled is dropped, see broadcast). */
  openStreams(): number;
  close(): Promise<void>;
};

/**
 * Unsent event bytes one stream may hold before it is dropped: a reader that stopped reading would
 * otherwise grow the host's memory with every step (issue 17). Its EventSource reconnects and the
 * window refetches what it shows.
 */
export const MAX_STREAM_BACKLOG_BYTES = 1024 * 1024;

/**
 * The host's cap over every method's own body budget (main/core/rpc/budgets.ts: 1 MB by default,
 * more only for file imports): large enough for a campaign import (JSON text).
 */
export const DEFAULT_MAX_BODY_BYTES = 80 * 1024 * 1024;


class HttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** The message a stale tab gets (issue 18): the usual cause of a wrong token is a restarted app. */
export const RESTARTED_MESSAGE =
  'FS3 Console was restarted since this tab was opened (each start makes a new access link), so this tab can no longer reach it. ' +
  'Open the link the new start printed ("Open: http://…?token=…") in this tab, or start it again with npm start if it is not running.';

/**
 * Refusal of a request without this launch's token. A token that is there but wrong is almost
 * always the previous launch's, kept by an open tab: say so, with the way back, under its own code.
 */
function tokenRefused(given: string | null | undefined): HttpError {
  if (given === undefined || given === null || given === '') return new HttpError(401, 'unauthorized', 'Missing or wrong access token');
  return new HttpError(401, 'unauthorized/restarted', RESTARTED_MESSAGE);
}

/**
 * Browser mode: serves the built renderer and the same contract as Electron IPC.
 * `POST /rpc/<method>` with a bearer token answers the Result envelope; `GET /events?token=`
 * streams push events as server-sent events.
 */
/** `decodeURIComponent` that answers 400 for a malformed escape ("%E0%A4%A") instead of throwing. */
function decodePath(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new HttpError(400, 'bad-request', 'Malformed percent-encoding in the URL');
  }
}

export async function startHttpHost(options: HttpHostOptions): Promise<HttpHost> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && !options.allowNonLoopback) {
    throw new Error(`Refusing to listen on ${host}: only loopback addresses are allowed unless explicitly requested`);
  }
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const streams = new Set<ServerResponse>();
  let port = 0;

  // Issue 35: behind one boundary (main/http/boundary.ts), whatever `handle` or its error answer throws.
  const server = createServer(totalRequest((req, res) =>
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) sendJson(res, error.status, { ok: false, error: { code: error.code, message: error.message } });
      else sendJson(res, 500, { ok: false, error: { code: 'internal', message: 'Internal server error' } });
    }),
  ));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hostHeader = soleHostHeader(req);
    if (hostHeader === null) throw new HttpError(400, 'bad-request', 'More than one Host header');
    if (!hostHeaderAllowed(hostHeader, port, options.allowNonLoopback === true)) {
      throw new HttpError(403, 'forbidden', 'Unexpected Host header');
    }
    const url = parseRequestTarget(req.url);
    if (!url) throw new HttpError(400, 'bad-request', 'The request target is not a path');
    if (url.pathname.startsWith('/rpc/')) return handleRpc(req, res, url.pathname.slice(5));
    if (url.pathname === '/events') return handleEvents(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method-not-allowed', 'Method not allowed');
    return serveStatic(res, url.pathname);
  }

  async function handleRpc(req: IncomingMessage, res: ServerResponse, rawMethod: string): Promise<void> {
    if (req.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'RPC calls use POST');
    const auth = req.headers.authorization;
    const given = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
    if (!tokenMatches(options.token, given)) throw tokenRefused(given);
    // Decoded only after the token check, and a malformed escape is the caller's error, not a 500.
    const method = decodePath(rawMethod);
    // Each method's own body budget (issue 35): large bodies only for file imports, parsed off the main thread.
    let payload: unknown;
    try {
      payload = await readInput(req, res, method, maxBody);
    } catch (error) {
      if (error instanceof BodyError) throw new HttpError(error.status, error.code, error.message);
      throw error;
    }
    const result = await options.dispatch(method, payload);
    const status = result.ok ? 200 : statusFor(result.error.code);
    sendJson(res, status, result);
  }

  function handleEvents(req: IncomingMessage, res: ServerResponse, url: URL): void {
    // EventSource cannot send headers, so the event stream takes the token as a query parameter.
    const given = url.searchParams.get('token');
    if (!tokenMatches(options.token, given)) throw tokenRefused(given);
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
  }

  function serveStatic(res: ServerResponse, pathname: string): void {
    if (!options.staticDir) throw new HttpError(404, 'not-found', 'Not found');
    const root = normalize(options.staticDir);
    const relative = pathname === '/' ? 'index.html' : decodePath(pathname).replace(/^\/+/, '');
    const file = normalize(join(root, relative));
    if (file !== root && !file.startsWith(root + sep)) throw new HttpError(404, 'not-found', 'Not found');
    let size: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      throw new HttpError(404, 'not-found', 'Not found');
    }
    res.writeHead(200, {
      'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
      'Content-Length': size,
      ...staticHeaders(),
    });
    // A file gone between stat and read must cost this answer only, not the process (issue 35).
    createReadStream(file).on('error', () => res.destroy()).pipe(res);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  guardServer(server);
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://${urlHost(host)}:${port}/`,
    port,
    broadcast(event, payload) {
      const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
      for (const s of streams) {
        if (s.writableLength > MAX_STREAM_BACKLOG_BYTES) {
          streams.delete(s);
          s.destroy();
          continue;
        }
        s.write(frame);
      }
    },
    openStreams: () => streams.size,
    async close() {
      for (const s of streams) s.end();
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function statusFor(code: string): number {
  switch (code) {
    case 'bad-request':
      return 400;
    case 'unknown-method':
    case 'not-found':
      return 404;
    case 'internal':
      return 500;
    default:
      return 200; // domain errors are answers, not transport failures: same envelope as IPC
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  // A known length lets the answer go out as one write and be read without chunk framing (issue 20).
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': bytes.length });
  res.end(bytes);
}
