import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { MIME, staticHeaders } from '../http/static-files';

/** The player page's file in the built renderer; never the storyteller's index.html. */
export const PLAYER_PAGE = 'player.html';

/**
 * The file a player-page path names, or null: `/` (and `/player.html`) is the page, `/assets/…`
 * what it loads, `/icon.svg` its icon. Nothing else of the renderer folder is served.
 */
export function playerFile(staticDir: string, pathname: string): { path: string; size: number } | null {
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
    const st = statSync(file);
    return st.isFile() ? { path: file, size: st.size } : null;
  } catch {
    return null;
  }
}

/** Sends a file `playerFile` found (its size read there, once). */
export function sendFile(res: ServerResponse, file: { path: string; size: number }, head: boolean): void {
  res.writeHead(200, { 'Content-Type': MIME[extname(file.path)] ?? 'application/octet-stream', 'Content-Length': file.size, ...staticHeaders() });
  if (head) res.end();
  else createReadStream(file.path).on('error', () => res.destroy()).pipe(res);
}

/** A bare status answer: no body that could say anything about tokens or the app. */
export function sendStatus(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...staticHeaders() });
  res.end(text);
}
