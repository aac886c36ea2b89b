/**
 * Issue 35: the two pieces of a request every listener reads before anything else (the request
 * target and the Host header), parsed by one total, exact parser for the storyteller's listener and
 * both player listeners. Nothing here throws, whatever the bytes: an unusable input is `null`, and
 * the caller answers 400 (target, duplicate Host) or 403 (a Host that is not its own).
 */
import type { IncomingMessage } from 'node:http';

/** Longer targets are refused before parsing (Node's own limit on the whole head is 16 KB). */
export const MAX_TARGET_LENGTH = 8192;

/** Fixed origin the path is parsed against; it is never read back. */
const BASE = 'http://listener.invalid';

/**
 * The request target as a URL, or null when it is not an origin-form path (`/path?query`).
 * Absolute-form (`http://host/…`), authority-looking (`//host…`), asterisk-form (`*`), over-long
 * targets and targets with bytes outside printable ASCII are refused: no client of ours sends
 * them, and `new URL(target, base)` would read `//[` or `//a:99999999/` as a host and throw (the
 * item-1 crash). The target is appended to a fixed origin, so it can only ever be a path and query.
 */
export function parseRequestTarget(target: string | undefined): URL | null {
  if (target === undefined || target.length === 0 || target.length > MAX_TARGET_LENGTH) return null;
  if (target[0] !== '/' || target[1] === '/' || target[1] === '\\') return null;
  if (!/^[\x21-\x7e]+$/.test(target)) return null;
  try {
    const url = new URL(BASE + target);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

export type HostHeader = {
  /** Lower-case name or address; an IPv6 address keeps its brackets ("[::1]"). */
  name: string;
  /** The port as canonical decimal (no sign, no leading zero, ≤ 65535), or null when none was given. */
  port: number | null;
};

/** A bracketed IPv6 address, or dot-separated labels (IPv4 included; `_` taken, as some LAN names have it). */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*)(?::(0|[1-9][0-9]{0,4}))?$/;

/**
 * A Host header's name and port, exactly: `127.0.0.1:0PORT`, `127.0.0.1:+PORT`, a trailing dot,
 * spaces, userinfo, an empty port or one above 65535 are null. Comparing the parsed parts, never the
 * text, keeps every listener's check the same.
 */
export function parseHostHeader(header: string | undefined): HostHeader | null {
  if (header === undefined || header.length === 0 || header.length > 300) return null;
  const match = HOST_PATTERN.exec(header.toLowerCase());
  if (!match) return null;
  const [, name = '', port] = match;
  if (port === undefined) return { name, port: null };
  const n = Number(port);
  return n <= 65535 ? { name, port: n } : null;
}

/**
 * The request's one Host header, `undefined` when it has none, or null when it has more than one
 * (Node would take the first; RFC 9112 says such a request is answered 400).
 */
export function soleHostHeader(req: Pick<IncomingMessage, 'rawHeaders'>): string | undefined | null {
  let found: string | undefined;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === 4 && raw[i]!.toLowerCase() === 'host') {
      if (found !== undefined) return null;
      found = raw[i + 1] ?? '';
    }
  }
  return found;
}
