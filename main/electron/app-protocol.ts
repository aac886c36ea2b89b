/**
 * Issue 43 item 5: the GM window's page is served from a privileged custom protocol,
 * `app://fs3/…`, instead of `file://`. A file:// page can read any file:// URL once it is
 * allowed anything; under app://fs3 the page is a normal secure origin (its own 'self' in the
 * CSP, fetch and ES modules as on https), and main serves only files under the bundled renderer
 * folder. Every response carries the app's one CSP as a header (the built page also has it as a
 * meta tag). No Electron runtime import: main/index.ts registers the scheme and hands
 * `createAppProtocolHandler` to `protocol.handle`; tests call the handler directly.
 */
import { readFile as fsReadFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../shared/app/csp';

export const APP_SCHEME = 'app';
export const APP_HOST = 'fs3';
export const APP_PAGE_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * For `protocol.registerSchemesAsPrivileged` (before `ready`): standard (URLs resolve like
 * https, so relative chunk imports work), secure (a secure context), fetch; no CSP bypass, no
 * service workers.
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
} as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** The file an app:// URL names under `root`, or an HTTP status when there is none to serve. */
export function resolveAppFile(url: string, root: string): string | 403 | 404 {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 404;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return 403;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return 404;
  }
  if (path.includes('\0')) return 404;
  const file = resolve(root, `.${path === '/' ? '/index.html' : path}`);
  const rel = relative(resolve(root), file);
  // Outside the renderer folder (an encoded "..", another drive): refused, whatever exists there.
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return 403;
  return file;
}

/** `protocol.handle`'s handler: the file with its type and the app's CSP, or a bare 403/404. */
export function createAppProtocolHandler(root: string, readFile: (path: string) => Promise<Buffer> = fsReadFile): (request: { url: string }) => Promise<Response> {
  return async (request) => {
    const file = resolveAppFile(request.url, root);
    if (typeof file === 'number') return new Response(null, { status: file });
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return new Response(null, { status: 404 });
    }
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}
