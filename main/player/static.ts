import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../shared/app/csp';
import { MIME } from '../http/mime';

/** The player page's file in the built renderer (slice H4 builds it); never the storyteller's index.html. */
export const PLAYER_PAGE = 'player.html';


/** The same headers the storyteller's listener sends with its files (main/http/server.ts). */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  };
}

/**
 * The file a player-page path names, or null: `/` (and `/player.html`) is the page, `/assets/…`
 * what it loads, `/icon.svg` its icon. Nothing else of the renderer folder is served.
 */
export function playerFile(staticDir: string, pathname: string): string | null {
  let relative: string;
  if (pathname === '/' || pathname === `/${PLAYER_PAGE}`) relative = PLAYER_PAGE;
  else if (pathname === '/icon.svg') relative = 'icon.svg';
  else if (pathname.startsWith('/assets/')) {
    try {
      relative = decodeURIComponent(pathname).slice(1);
    } catch {
      return null;
    }
  } else return null;
  const root = normalize(join(staticDir, 'assets'));
  const file = normalize(join(staticDir, relative));
  if (relative !== PLAYER_PAGE && relative !== 'icon.svg' && !file.startsWith(root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

export function sendFile(res: ServerResponse, file: string, head: boolean): void {
  const size = statSync(file).size;
  res.writeHead(200, { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream', 'Content-Length': size, ...securityHeaders() });
  if (head) res.end();
  else createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

/** A bare status answer: no body that could say anything about tokens or the app. */
export function sendStatus(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...securityHeaders() });
  res.end(text);
}
