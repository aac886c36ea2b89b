import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect as connectSocket, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../main/core/handlers';
import { createDispatch } from '../../../main/core/rpc/dispatch';
import { startHttpHost, type HttpHost } from '../../../main/http/server';
import { hostHeaderAllowed, tokenMatches } from '../../../main/http/security';
import { parseHostArgs } from '../../../main/http/args';
import { makeTestContext } from '../../helpers/app-context';
import { rememberTempDir } from '../../helpers/temp-registry';

const TOKEN = 'secret-token-123';
let host: HttpHost | undefined;

async function start(options: { maxBodyBytes?: number; staticDir?: string } = {}) {
  const ctx = makeTestContext();
  const emitRef: { host?: HttpHost } = {};
  ctx.emit = (event, payload) => emitRef.host?.broadcast(event, payload);
  host = await startHttpHost({ dispatch: createDispatch(createHandlers(ctx), ctx.log), token: TOKEN, ...options });
  emitRef.host = host;
  return host;
}

afterEach(async () => {
  await host?.close();
  host = undefined;
});

const rpc = (h: HttpHost, method: string, body: string, headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) =>
  fetch(`${h.url}rpc/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

describe('HTTP host security', () => {
  it('answers 401 without a token and with a wrong one', async () => {
    const h = await start();
    const none = await rpc(h, 'app.about', '{}', {});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ ok: false, error: { code: 'unauthorized', message: 'Missing or wrong access token' } });
    expect((await rpc(h, 'app.about', '{}', { Authorization: 'Bearer nope' })).status).toBe(401);
    expect((await rpc(h, 'app.about', '{}', { Authorization: TOKEN })).status).toBe(401);
    expect((await fetch(`${h.url}events`)).status).toBe(401);
  });

  it('answers 400 naming the field for a bad payload, and for broken JSON', async () => {
    const h = await start();
    const bad = await rpc(h, 'prefs.set', JSON.stringify({ theme: 42 }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { message: string } };
    expect(body.error.message).toContain('theme');
    const unknownField = await rpc(h, 'prefs.set', JSON.stringify({ windowColour: 'red' }));
    expect(unknownField.status).toBe(400);
    expect(((await unknownField.json()) as { error: { message: string } }).error.message).toContain('windowColour');
    const broken = await rpc(h, 'prefs.set', '{"theme":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { message: string } }).error.message).toBe('Request body is not valid JSON');
  });

  it('issue 17: a malformed percent-escape is 401 without the token and 400 with it, never 500; the static path too', async () => {
    const h = await start({ staticDir: rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-static-'))) });
    expect((await rpc(h, 'app.%E0%A4%A', '{}', {})).status).toBe(401);
    const bad = await rpc(h, 'app.%E0%A4%A', '{}');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('Malformed percent-encoding in the URL');
    expect((await fetch(`${h.url}%E0%A4%A`)).status).toBe(400);
  });

  it('issue 17: a 20,000-deep JSON body is refused with 400, not a stack overflow, and a deep campaign export is refused as not one', async () => {
    const h = await start();
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const body = await rpc(h, 'prefs.set', `{"theme":${deep}}`);
    expect(body.status).toBe(400);
    expect(((await body.json()) as { error: { message: string } }).error.message).toContain('nests deeper than 64 levels');
    const imported = await rpc(h, 'campaign.importJson', JSON.stringify({ json: `{"campaign":${deep}}` }));
    // A domain refusal: the same envelope as IPC (ok: false), not a transport failure.
    expect(await imported.json()).toMatchObject({ ok: false, error: { code: 'campaign/invalid-export', message: expect.stringContaining('deeper than 64 levels') } });
  });

  it('issue 17: event streams that never read are dropped once 1 MB backs up; a reading stream stays, and memory stays bounded', async () => {
    const h = await start();
    const port = new URL(h.url).port;
    const connect = (read: boolean) =>
      new Promise<Socket>((resolve) => {
        const socket = connectSocket(Number(port), '127.0.0.1', () => {
          socket.write(`GET /events?token=${TOKEN} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
          socket.once('data', () => {
            if (!read) socket.pause();
            resolve(socket);
          });
        });
        if (read) socket.on('data', () => undefined);
      });
    const stalled = await Promise.all(Array.from({ length: 10 }, () => connect(false)));
    const reader = await connect(true);
    expect(h.openStreams()).toBe(11);
    const big = { note: 'x'.repeat(200_000) };
    for (let i = 0; i < 150 && h.openStreams() > 1; i++) {
      h.broadcast('campaign.changed' as never, big as never);
      await new Promise((r) => setImmediate(r));
    }
    expect(h.openStreams()).toBe(1);
    for (const s of [...stalled, reader]) s.destroy();
  });

  it('answers 413 for an oversized body, declared or streamed', async () => {
    const h = await start({ maxBodyBytes: 1000 });
    const big = JSON.stringify({ theme: 'x'.repeat(5000) });
    const res = await rpc(h, 'prefs.set', big);
    expect(res.status).toBe(413);
    // Chunked upload with no Content-Length: the limit must hold while streaming too.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${h.url}rpc/prefs.set`,
        { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}`, 'Transfer-Encoding': 'chunked' } },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(500));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('refuses to bind beyond loopback unless asked', async () => {
    const ctx = makeTestContext();
    const dispatch = createDispatch(createHandlers(ctx), ctx.log);
    await expect(startHttpHost({ dispatch, token: TOKEN, host: '0.0.0.0' })).rejects.toThrow(/Refusing to listen on 0.0.0.0/);
    expect(parseHostArgs([], {}).host).toBe('127.0.0.1');
    expect(parseHostArgs(['--host', '0.0.0.0', '--allow-network'], {}).allowNonLoopback).toBe(true);
    expect(() => parseHostArgs(['--port', 'abc'], {})).toThrow(/--port/);
  });

  it('rejects a foreign Host header (DNS rebinding) and compares tokens exactly', () => {
    expect(hostHeaderAllowed('127.0.0.1:4000', 4000, false)).toBe(true);
    expect(hostHeaderAllowed('localhost:4000', 4000, false)).toBe(true);
    expect(hostHeaderAllowed('evil.example:4000', 4000, false)).toBe(false);
    expect(hostHeaderAllowed('127.0.0.1:4001', 4000, false)).toBe(false);
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abc', 'abd')).toBe(false);
    expect(tokenMatches('abc', undefined)).toBe(false);
  });

  it('serves the app with a CSP and never outside its folder', async () => {
    const dir = rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-static-')));
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'app/index.html'), '<h1>app</h1>');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    const h = await start({ staticDir: join(dir, 'app') });
    const page = await fetch(h.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toBe('<h1>app</h1>');
    expect((await fetch(`${h.url}..%2Fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${h.url}%2e%2e/secret.txt`)).status).toBe(404);
  });

  it('streams push events to authorised listeners', async () => {
    const h = await start();
    const controller = new AbortController();
    const stream = await fetch(`${h.url}events?token=${TOKEN}`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const reader = stream.body!.getReader();
    await reader.read(); // the ": connected" comment
    await rpc(h, 'prefs.set', JSON.stringify({ theme: 'dark' }));
    let text = '';
    while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/^event: prefs.changed\ndata: \{.*"theme":"dark"/);
    controller.abort();
  });
});
