/**
 * Issue 35: a player as the bytes on its TCP connection, for privacy tests that must see every
 * byte a player receives, not a parsed view of it. Plain `net` sockets: the request written by
 * hand, every byte answered kept as it came (the player listener sends WebSocket frames unmasked
 * and uncompressed, `perMessageDeflate: false`, so a name in a frame is its UTF-8 bytes here).
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const HEADERS_DONE = Buffer.from('\r\n\r\n');

/** One raw HTTP/1.1 request with `Connection: close`: every byte of the answer. */
export function rawHttp(link: string, path: string, extra = ''): Promise<Buffer> {
  const u = new URL(link);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(u.port), u.hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${u.host}\r\nConnection: close\r\n${extra}\r\n`));
    const timer = setTimeout(() => socket.destroy(new Error(`no end of the answer to ${path} in time`)), 10_000);
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
  });
}

export type WireClient = {
  /** Every byte received since connecting: the upgrade answer, then the frames. */
  bytes(): Buffer;
  /** The text messages decoded from those bytes, oldest first. */
  messages(): string[];
  close(): void;
};

/** The text payloads of the server's frames in `wire` (after the upgrade answer's headers). */
function decode(wire: Buffer): string[] {
  const start = wire.indexOf(HEADERS_DONE);
  if (start < 0) return [];
  const out: string[] = [];
  let at = start + HEADERS_DONE.length;
  while (at + 2 <= wire.length) {
    const opcode = wire[at]! & 0x0f;
    let len = wire[at + 1]! & 0x7f;
    let head = 2;
    if (len === 126) {
      if (at + 4 > wire.length) break;
      len = wire.readUInt16BE(at + 2);
      head = 4;
    } else if (len === 127) {
      if (at + 10 > wire.length) break;
      len = Number(wire.readBigUInt64BE(at + 2));
      head = 10;
    }
    if (at + head + len > wire.length) break;
    if (opcode === 1) out.push(wire.subarray(at + head, at + head + len).toString('utf8'));
    at += head + len;
  }
  return out;
}

/** A WebSocket to the player listener of `link` ("http://host:port/?t=…"), upgraded by hand. */
export function rawPlayer(link: string): Promise<WireClient> {
  const u = new URL(link);
  const token = u.searchParams.get('t') ?? '';
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let socket: Socket | null = null;
    const client: WireClient = {
      bytes: () => Buffer.concat(chunks),
      messages: () => decode(Buffer.concat(chunks)),
      close: () => socket?.destroy(),
    };
    socket = connect(Number(u.port), u.hostname, () => {
      const key = randomBytes(16).toString('base64');
      socket!.write(`GET /play?token=${encodeURIComponent(token)} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    });
    socket.on('data', (d) => {
      chunks.push(d);
      const text = Buffer.concat(chunks).toString('latin1');
      if (text.startsWith('HTTP/1.1 101') && text.includes('\r\n\r\n')) resolve(client);
      else if (text.includes('\r\n\r\n') && !text.startsWith('HTTP/1.1 101')) reject(new Error(`upgrade refused: ${text.split('\r\n')[0]}`));
    });
    socket.on('error', reject);
  });
}
