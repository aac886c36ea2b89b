/**
 * Issue 43 item 5: the app://fs3 protocol serves the built page with the app's CSP and nothing
 * outside the renderer folder. The handler is what main gives `protocol.handle`; it is called
 * here with requests as Electron would pass them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_URL, APP_SCHEME_PRIVILEGES, createAppProtocolHandler, resolveAppFile } from '../../../main/electron/app-protocol';
import { isAppUrl, isTrustedFrame } from '../../../main/electron/trust';
import { CONTENT_SECURITY_POLICY } from '../../../shared/app/csp';
import { rememberTempDir } from '../../helpers/temp-registry';

const base = rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-proto-')));
const root = join(base, 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>FS3</title>');
writeFileSync(join(root, 'assets', 'index-abc.js'), 'export {}');
writeFileSync(join(base, 'secret.txt'), 'not for the page');
const handle = createAppProtocolHandler(root);

describe('the app:// protocol', () => {
  it('serves the page and its chunks with their types, the app\'s CSP and nosniff', async () => {
    const page = await handle({ url: APP_PAGE_URL });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>FS3</title>');
    const chunk = await handle({ url: 'app://fs3/assets/index-abc.js?v=1' });
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await handle({ url: 'app://fs3/' })).status).toBe(200);
  });

  it('serves nothing outside the renderer folder, on another host, or missing', async () => {
    expect((await handle({ url: 'app://fs3/..%2Fsecret.txt' })).status).toBe(403);
    expect((await handle({ url: 'app://fs3/%2e%2e/secret.txt' })).status).toBe(404); // normalised to /secret.txt inside the folder
    expect((await handle({ url: 'app://other/index.html' })).status).toBe(403);
    expect((await handle({ url: 'app://fs3/nope.js' })).status).toBe(404);
    expect((await handle({ url: 'app://fs3/%E0%A4%A' })).status).toBe(404);
    expect(resolveAppFile('app://fs3/a%00b', root)).toBe(404);
  });

  it('is a secure standard scheme that does not bypass the CSP', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } });
  });

  it('is the only page trusted to call the contract', () => {
    expect(isAppUrl('app://fs3/index.html#/combat/1', APP_PAGE_URL)).toBe(true);
    expect(isAppUrl('app://evil/index.html', APP_PAGE_URL)).toBe(false);
    expect(isAppUrl('file:///opt/app/out/renderer/index.html', APP_PAGE_URL)).toBe(false);
    expect(isAppUrl('app://fs3/../x', APP_PAGE_URL)).toBe(false);
    expect(isTrustedFrame({ url: APP_PAGE_URL, parent: null }, APP_PAGE_URL)).toBe(true);
    expect(isTrustedFrame({ url: APP_PAGE_URL, parent: {} }, APP_PAGE_URL)).toBe(false);
  });
});
