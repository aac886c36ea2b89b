/** A real `ws` client of the player listener for node tests: every frame kept, waits by predicate. */
import { request } from 'node:http';
import WebSocket from 'ws';
import { PLAYER_SOCKET_PATH } from '../../shared/player/protocol';

export type PlayerClient = {
  ws: WebSocket;
  /** Text frames received, parsed, oldest first. */
  frames: { type: string; [k: string]: unknown }[];
  /** Raw text of each frame, as sent. */
  raw: string[];
  next(type: string, after?: number): Promise<{ type: string; [k: string]: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
};

/** The socket URL of a player link ("http://host:port/?t=…"). */
export function socketUrl(link: string, token?: string): string {
  const u = new URL(link);
  const t = token ?? u.searchParams.get('t') ?? '';
  return `ws://${u.host}${PLAYER_SOCKET_PATH}?token=${encodeURIComponent(t)}`;
}

export function openPlayer(url: string, options: WebSocket.ClientOptions = {}): Promise<PlayerClient> {
  const ws = new WebSocket(url, options);
  const frames: PlayerClient['frames'] = [];
  const raw: string[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    const text = data.toString();
    raw.push(text);
    frames.push(JSON.parse(text) as PlayerClient['frames'][number]);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const client: PlayerClient = {
    ws, frames, raw, closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (type, after = 0) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${type}' frame after #${after} in time`)), 10_000);
        const look = () => {
          const found = frames.slice(after).find((f) => f.type === type);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(look);
        };
        look();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })));
    ws.once('error', reject);
  });
}

/** A raw upgrade request: the status line and body the listener answers, to check that a refusal says nothing more. */
export function rawUpgrade(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const u = new URL(url.replace(/^ws/, 'http'));
  return new Promise((resolve, reject) => {
    const req = request({
      host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, body: '', headers: res.headers });
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A personal link's picture as the page keeps it: the last `me` frame, with the fight version of
 * any later `meVersion` frame (sent when nothing else of the picture changed).
 */
export function latestMe<T extends { version: number | null }>(client: Pick<PlayerClient, 'frames'>): T | null {
  let me: T | null = null;
  for (const f of client.frames) {
    if (f.type === 'me') me = f['me'] as T;
    else if (f.type === 'meVersion' && me) me = Object.assign({}, me, { version: f['version'] as number | null });
  }
  return me;
}
