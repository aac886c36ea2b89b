/**
 * Issue 35: hostile traffic for the listeners, as bytes on the wire, from a seeded PRNG (the fuzz
 * test and the listener-fuzz bench share it). Each case is one connection: what to write (in
 * pieces, to exercise partial parsing), how many requests it holds, and whether an answer is due.
 * No Node, no sockets here: test/helpers/hostile-driver.ts sends the cases.
 */

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export class Prng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  bytes(n: number): Buffer {
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = this.int(256);
    return b;
  }
}

export type ListenerKind = 'storyteller' | 'player';

/** One listener under attack: its port, its kind, and its real token (for upgrades that pass). */
export type HostileTarget = { port: number; kind: ListenerKind; token: string };

export type HostileCase = {
  /** What the case is, for the tallies ("upgrade-valid", "chunked-lie", …). */
  label: string;
  /** Written in order, each piece its own write. */
  pieces: Buffer[];
  /** Requests the bytes hold (pipelined requests count each). */
  requests: number;
  /** The server owes an answer (a status line or a close); false: incomplete on purpose, dropped after `holdMs`. */
  answered: boolean;
  /** How long the client keeps the connection before dropping it when no answer is due. */
  holdMs: number;
};

/** The targets of issue 35 item 1 and their kin: no URL parser may throw on them. */
export const HOSTILE_TARGETS = ['//[', 'http://[', '//%zz', '//a:99999999/', 'http://a:99999999/', '//[::1', '*', '//', 'http://', '/%', '/%%', '/%E0%A4%A', '/..%2f..%2fetc/passwd', '/\\evil', '/?token=', '/play?token=%zz', '/rpc/%zz', '/rpc/', '/events?token=%'];
const METHODS = ['GET', 'GET', 'GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH'];
const ODD_METHODS = ['CONNECT', 'PRI', 'get', 'G\x00T', 'GETT', 'X-CUSTOM', ''];
const ODD_VERSIONS = ['HTTP/1.0', 'HTTP/2.0', 'HTTP/0.9', 'HTTP/1.1x', 'http/1.1', ''];
/** Mostly a method and version a parser takes, so most requests reach the listeners' own code; the rest test its refusals. */
const method = (rng: Prng) => (rng.chance(0.88) ? rng.pick(METHODS) : rng.pick(ODD_METHODS));
const version = (rng: Prng) => (rng.chance(0.9) ? 'HTTP/1.1' : rng.pick(ODD_VERSIONS));
const PATHS = ['/', '/play', '/player.html', '/index.html', '/assets/player-1.js', '/assets/../index.html', '/assets/%2e%2e/index.html', '/icon.svg', '/rpc/app.about', '/rpc/campaign.close', '/events', '/nope', '/play/'];

const ascii = (s: string) => Buffer.from(s, 'latin1');

/** A WebSocket frame as a client sends it (masked unless told), with a length that may lie. */
export function wsFrame(rng: Prng, opcode: number, payload: Buffer, o: { fin?: boolean; mask?: boolean; declared?: number } = {}): Buffer {
  const declared = o.declared ?? payload.length;
  const mask = o.mask ?? true;
  const head: number[] = [((o.fin ?? true) ? 0x80 : 0) | (opcode & 0x0f)];
  const m = mask ? 0x80 : 0;
  if (declared < 126) head.push(m | declared);
  else if (declared < 65536) head.push(m | 126, declared >> 8, declared & 0xff);
  else {
    head.push(m | 127, 0, 0, 0, 0);
    head.push((declared >>> 24) & 0xff, (declared >>> 16) & 0xff, (declared >>> 8) & 0xff, declared & 0xff);
  }
  if (!mask) return Buffer.concat([Buffer.from(head), payload]);
  const key = rng.bytes(4);
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i++) body[i]! ^= key[i % 4]!;
  return Buffer.concat([Buffer.from(head), key, body]);
}

/** Splits `bytes` into 1–4 pieces at random points (partial heads and frames on the wire). */
function pieces(rng: Prng, bytes: Buffer): Buffer[] {
  const n = 1 + (rng.chance(0.6) ? 0 : rng.int(4));
  if (n === 1 || bytes.length < 2) return [bytes];
  const cuts = Array.from({ length: n - 1 }, () => 1 + rng.int(bytes.length - 1)).sort((a, b) => a - b);
  const out: Buffer[] = [];
  let at = 0;
  for (const c of [...cuts, bytes.length]) {
    if (c > at) out.push(bytes.subarray(at, c));
    at = c;
  }
  return out;
}

/** Random text: printable ASCII, and with `dirt` of its characters control bytes or non-ASCII. */
function randomText(rng: Prng, max: number, dirt = 0.2): string {
  const n = rng.int(max);
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = rng.next();
    s += r >= dirt ? String.fromCharCode(0x21 + rng.int(94)) : r < dirt / 2 ? String.fromCharCode(rng.int(32)) : String.fromCharCode(0x80 + rng.int(0x2000));
  }
  return s;
}

function target(rng: Prng, t: HostileTarget): string {
  const r = rng.next();
  if (r < 0.2) return rng.pick(HOSTILE_TARGETS);
  if (r < 0.55) return rng.pick(PATHS) + (rng.chance(0.3) ? `?token=${rng.chance(0.5) ? t.token : randomText(rng, 50, 0)}` : '');
  if (r < 0.65) return `/${randomText(rng, 60, rng.chance(0.5) ? 0 : 0.1)}`;
  if (r < 0.68) return `/${'a'.repeat(1000 + rng.int(20_000))}`;
  if (r < 0.9) return `/play?token=${t.token}${rng.chance(0.5) ? '&x=1' : ''}`;
  return randomText(rng, 40);
}

function hostHeader(rng: Prng, port: number): string[] {
  const own = `127.0.0.1:${port}`;
  const r = rng.next();
  if (r < 0.65) return [`Host: ${own}`];
  return [rng.pick([
    `Host: 127.0.0.1:0${port}`, `Host: 127.0.0.1:+${port}`, `Host: localhost:${port}`, `Host: evil.example:${port}`, `Host: 127.0.0.1`,
    `Host: [::1]:${port}`, `Host: ${own}.`, `Host: ${own}\r\nHost: ${own}`, `Host: ${own}\r\nHost: evil.example`, '', `Host: ${'h'.repeat(5000)}`,
    `Host:${own}`, `Host : ${own}`, `Host: ${own} `, `Host: 127.0.0.1:${port + 65536}`, `Host: ${randomText(rng, 30)}`,
  ])].filter((h) => h !== '');
}

/** Headers, and the body they go with: sometimes honest, often lying. */
function headersAndBody(rng: Prng, t: HostileTarget): { lines: string[]; body: Buffer; complete: boolean } {
  const lines: string[] = [];
  let body: Buffer = Buffer.alloc(0);
  let complete = true;
  const auth = rng.next();
  if (auth < 0.3) lines.push(`Authorization: Bearer ${randomText(rng, 40, rng.chance(0.9) ? 0 : 0.1)}`);
  else if (auth < 0.35) lines.push(`Authorization: Bearer ${t.kind === 'storyteller' ? 'not-the-token' : t.token}`);
  if (rng.chance(0.2)) lines.push(`Origin: ${rng.pick(['http://evil.example', `http://127.0.0.1:${t.port}`, 'null', randomText(rng, 20)])}`);
  for (let i = rng.int(4); i > 0; i--) lines.push(`${rng.pick(['X-A', 'Cookie', 'Accept', 'User-Agent', 'Range', 'Expect', 'Upgrade', 'Connection', 'X'])}: ${randomText(rng, 80, rng.chance(0.8) ? 0 : 0.05)}`);
  if (rng.chance(0.05)) lines.push(`X-Huge: ${'x'.repeat(8000 + rng.int(30_000))}`);
  if (rng.chance(0.03)) for (let i = 0; i < 200; i++) lines.push(`X-${i}: ${i}`);
  const b = rng.next();
  if (b < 0.15) {
    const json = rng.pick(['{}', '{"theme":"dark"}', '[' .repeat(200), '{"a":', 'null', randomText(rng, 200)]);
    body = ascii(json);
    lines.push(`Content-Length: ${body.length}`);
  } else if (b < 0.25) {
    lines.push(`Content-Length: ${rng.pick(['-1', 'abc', '1e3', '99999999999999999999', '0x10', ' 5', '5, 6', ''])}`);
  } else if (b < 0.3) {
    lines.push('Content-Length: 5', 'Content-Length: 6');
    body = ascii('hello!');
  } else if (b < 0.4) {
    // Declared longer than sent: the server waits for the rest, the client goes away.
    lines.push(`Content-Length: ${1000 + rng.int(1_000_000)}`);
    body = rng.bytes(rng.int(500));
    complete = false;
  } else if (b < 0.5) {
    lines.push('Transfer-Encoding: chunked');
    if (rng.chance(0.2)) lines.push('Content-Length: 3');
    body = ascii(rng.pick(['5\r\nhello\r\n0\r\n\r\n', 'ffffffffffffffff\r\nab', 'zz\r\nhello\r\n0\r\n\r\n', '5\r\nhelloXX\r\n0\r\n\r\n', `${'1;ext=' + 'e'.repeat(20_000)}\r\na\r\n0\r\n\r\n`, '3\r\nab', '0\r\n\r\n']));
    complete = false;
  } else if (b < 0.53) {
    lines.push(`Transfer-Encoding: ${rng.pick(['gzip', 'chunked, gzip', 'identity', 'chunked\r\nTransfer-Encoding: chunked'])}`);
    complete = false;
  }
  return { lines, body, complete };
}

/** A plain HTTP request (sometimes several pipelined, sometimes left half-sent). */
function plainRequest(rng: Prng, t: HostileTarget): HostileCase {
  const count = rng.chance(0.15) ? 2 + rng.int(3) : 1;
  const parts: Buffer[] = [];
  let answered = true;
  for (let i = 0; i < count; i++) {
    const { lines, body, complete } = headersAndBody(rng, t);
    const line = rng.chance(0.05) ? randomText(rng, 100) : `${method(rng)} ${target(rng, t)} ${version(rng)}`;
    const head = [line, ...hostHeader(rng, t.port), ...lines, ...(i === count - 1 && rng.chance(0.5) ? ['Connection: close'] : [])].join('\r\n');
    const cut = rng.chance(0.05); // a head that never ends
    parts.push(ascii(cut ? head : `${head}\r\n\r\n`), body);
    // PRI opens HTTP/2's preface: Node's parser waits for its rest ("SM"), like for any unfinished head.
    if (cut || !complete || line.startsWith('PRI ')) answered = false;
    if (cut) break;
  }
  return { label: count > 1 ? 'pipelined' : 'request', pieces: pieces(rng, Buffer.concat(parts)), requests: count, answered, holdMs: 5 + rng.int(40) };
}

/** A WebSocket upgrade with a good or bad token, key, version and Origin; after a good one, frames. */
function upgrade(rng: Prng, t: HostileTarget): HostileCase {
  const valid = t.kind === 'player' && rng.chance(0.35);
  const path = valid ? `/play?token=${encodeURIComponent(t.token)}` : rng.chance(0.5) ? target(rng, t) : `/play?token=${randomText(rng, 50)}`;
  const key = valid || rng.chance(0.5) ? rng.bytes(16).toString('base64') : rng.pick(['', 'short', randomText(rng, 30), 'dGhlIHNhbXBsZSBub25jZQ']);
  const version = valid || rng.chance(0.5) ? '13' : rng.pick(['8', '', 'x', '13, 8', '99999999999']);
  const lines = [
    `${valid || rng.chance(0.8) ? 'GET' : method(rng)} ${path} HTTP/1.1`,
    ...(valid ? [`Host: 127.0.0.1:${t.port}`] : hostHeader(rng, t.port)),
    `Connection: ${rng.chance(0.9) ? 'Upgrade' : randomText(rng, 10)}`,
    `Upgrade: ${valid || rng.chance(0.8) ? 'websocket' : rng.pick(['h2c', 'WebSocket/1', randomText(rng, 10)])}`,
    ...(key !== '' ? [`Sec-WebSocket-Key: ${key}`] : []),
    ...(version !== '' ? [`Sec-WebSocket-Version: ${version}`] : []),
  ];
  if (!valid && rng.chance(0.2)) lines.push(`Origin: ${rng.pick(['http://evil.example', 'null', randomText(rng, 20)])}`);
  if (rng.chance(0.1)) lines.push(`Sec-WebSocket-Protocol: ${rng.pick(['a,,b', 'x y', randomText(rng, 20)])}`);
  if (rng.chance(0.05)) lines.push(`Sec-WebSocket-Extensions: ${rng.pick(['permessage-deflate; client_max_window_bits', randomText(rng, 40)])}`);
  const head = ascii(`${lines.join('\r\n')}\r\n\r\n`);
  const frames: Buffer[] = [];
  let holdMs = 0;
  let label = valid ? 'upgrade-valid' : 'upgrade';
  if (valid) {
    holdMs = 20 + rng.int(80);
    for (let i = 1 + rng.int(4); i > 0; i--) frames.push(clientFrame(rng));
    if (rng.chance(0.3)) {
      label = 'upgrade-partial-frame';
      const whole = clientFrame(rng);
      frames.push(whole.subarray(0, Math.max(1, rng.int(whole.length))));
    }
  }
  return { label, pieces: pieces(rng, Buffer.concat([head, ...frames])), requests: 1, answered: !valid, holdMs };
}

/** One frame a device might send, or must not: good frames, junk, binary, oversize, lies about length, unmasked. */
function clientFrame(rng: Prng): Buffer {
  const r = rng.next();
  const text = (s: string) => wsFrame(rng, 0x1, ascii(s));
  if (r < 0.25) return text(rng.pick(['{"type":"ping"}', '{"type":"name","name":"Fuzz"}', '{"type":"roll","requestId":"none"}']));
  if (r < 0.4) return text(rng.pick(['{"type":"combat.step"}', '{"method":"campaign.close","input":{}}', 'null', '{', randomText(rng, 100)]));
  if (r < 0.5) return wsFrame(rng, 0x2, rng.bytes(rng.int(200)));
  if (r < 0.6) return wsFrame(rng, 0x1, rng.bytes(64), { declared: 5000 + rng.int(10_000_000) });
  if (r < 0.65) return wsFrame(rng, 0x1, ascii('x'.repeat(5000)));
  if (r < 0.7) return wsFrame(rng, 0x1, ascii('{"type":"ping"}'), { mask: false });
  if (r < 0.75) return wsFrame(rng, rng.pick([0x3, 0x7, 0xb, 0xf]), rng.bytes(10));
  if (r < 0.8) return wsFrame(rng, 0x9, rng.bytes(rng.int(140)));
  if (r < 0.85) return wsFrame(rng, 0x1, ascii('{"type":'), { fin: false });
  if (r < 0.9) return wsFrame(rng, 0x8, Buffer.from([0x03, 0xe8]));
  return rng.bytes(1 + rng.int(30));
}

/** Bytes that are not HTTP at all: TLS hellos, binary noise, a lone CRLF, HTTP/2's preface. */
function noise(rng: Prng): HostileCase {
  const bytes = rng.pick([
    () => rng.bytes(1 + rng.int(2000)),
    () => Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]),
    () => ascii('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'),
    () => ascii('\r\n\r\n\r\n'),
    () => ascii(`GET / HTTP/1.1\r\n${'X: y\r\n'.repeat(3000)}\r\n`),
  ])();
  return { label: 'noise', pieces: pieces(rng, bytes), requests: 1, answered: false, holdMs: 5 + rng.int(20) };
}

/** The next hostile case against `t`. */
export function hostileCase(rng: Prng, t: HostileTarget): HostileCase {
  const r = rng.next();
  if (r < 0.62) return plainRequest(rng, t);
  if (r < 0.92) return upgrade(rng, t);
  return noise(rng);
}

/** A slowloris client's request: a real head, to be trickled a few bytes at a time and never finished. */
export function slowHead(t: HostileTarget): Buffer {
  const path = t.kind === 'player' ? `/play?token=${t.token}` : '/rpc/app.about';
  return ascii(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${t.port}\r\n${'X-Slow: drip\r\n'.repeat(400)}`);
}
