import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { parseHostHeader } from './request-target';

/** A fresh random token per launch: 32 bytes, URL-safe. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time token comparison, so response timing leaks nothing about the token. */
export function tokenMatches(expected: string, given: string | undefined | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK_NAMES = new Set(['localhost', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  if (LOOPBACK_NAMES.has(host.toLowerCase())) return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * Rejects requests whose Host header is not ours: a page on another site that resolves its own
 * name to 127.0.0.1 (DNS rebinding) would otherwise talk to this host. Parsed exactly
 * (`parseHostHeader`: a port such as `0PORT` is refused, issue 35); with `allowAny` (the user bound
 * beyond loopback) any well-formed name is taken, but the port must still be this listener's.
 */
export function hostHeaderAllowed(header: string | undefined, port: number, allowAny: boolean): boolean {
  const parsed = parseHostHeader(header);
  if (!parsed) return false;
  if ((parsed.port ?? 80) !== port) return false;
  return allowAny || isLoopbackHost(parsed.name);
}

/** An address as it stands in a URL's host: an IPv6 one in brackets. */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
