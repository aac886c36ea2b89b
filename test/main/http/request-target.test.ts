/**
 * Issue 35: the one request-target and Host parser of every listener, and the boundary around their
 * handlers: total (no input throws), exact (a port is canonical decimal), and a throwing handler
 * costs only its own connection.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardServer, totalRequest, totalUpgrade } from '../../../main/http/boundary';
import { parseHostHeader, parseRequestTarget, soleHostHeader } from '../../../main/http/request-target';
import { hostHeaderAllowed } from '../../../main/http/security';
import { Prng } from '../../helpers/hostile-http';
import { rawExchange, upgradeRequest } from '../../helpers/raw-http';

describe('parseRequestTarget', () => {
  it('takes origin-form paths with their query, normalised', () => {
    expect(parseRequestTarget('/')?.pathname).toBe('/');
    expect(parseRequestTarget('/rpc/app.about')?.pathname).toBe('/rpc/app.about');
    const u = parseRequestTarget('/player-socket?token=a%2Bb&x=1');
    expect(u?.pathname).toBe('/player-socket');
    expect(u?.searchParams.get('token')).toBe('a+b');
    expect(parseRequestTarget('/a/../b')?.pathname).toBe('/b');
    expect(parseRequestTarget('/%zz')?.pathname).toBe('/%zz');
  });

  it('refuses, never throws on, absolute-form, authority-looking, asterisk, over-long and non-ASCII targets', () => {
    for (const target of [undefined, '', '*', '//[', 'http://[', '//%zz', '//a:99999999/', 'http://a:99999999/', '/\\evil', '//', 'a', '/ x', '/é', '/\x00', '/\x7f', `/${'a'.repeat(8192)}`]) {
      expect(parseRequestTarget(target), JSON.stringify(target)).toBeNull();
    }
  });

  it('is total over random strings (seeded)', () => {
    const rng = new Prng(35);
    for (let i = 0; i < 20_000; i++) {
      const length = Math.floor(rng.next() * 40);
      let s = rng.next() < 0.7 ? '/' : '';
      for (let j = 0; j < length; j++) s += String.fromCharCode(Math.floor(rng.next() * (rng.next() < 0.9 ? 128 : 0x3000)));
      const url = parseRequestTarget(s);
      if (url) expect(url.pathname.startsWith('/')).toBe(true);
    }
  });
});

describe('parseHostHeader', () => {
  it('reads a name and a canonical decimal port', () => {
    expect(parseHostHeader('127.0.0.1:4000')).toEqual({ name: '127.0.0.1', port: 4000 });
    expect(parseHostHeader('LocalHost:80')).toEqual({ name: 'localhost', port: 80 });
    expect(parseHostHeader('[::1]:65535')).toEqual({ name: '[::1]', port: 65535 });
    expect(parseHostHeader('example.org')).toEqual({ name: 'example.org', port: null });
    expect(parseHostHeader('a:0')).toEqual({ name: 'a', port: 0 });
  });

  it('refuses a leading zero, a sign, an empty or too large port, spaces, userinfo, a trailing dot', () => {
    for (const bad of [undefined, '', '127.0.0.1:04000', '127.0.0.1:00', '127.0.0.1:+4000', '127.0.0.1:-1', '127.0.0.1:', '127.0.0.1:65536', '127.0.0.1:99999999',
      ' 127.0.0.1:4000', '127.0.0.1 :4000', '127.0.0.1:4000 ', 'user@127.0.0.1:4000', '127.0.0.1.:4000', '127.0.0.1:4000.', '[::1', '::1:4000', '[::1]x', 'a..b', '-a', 'a b', '127.0.0.1:0x10', `${'a'.repeat(301)}`]) {
      expect(parseHostHeader(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('the storyteller\'s check: loopback names at its own port; beyond loopback (--allow-network) any well-formed name, still its port', () => {
    expect(hostHeaderAllowed('127.0.0.1:4000', 4000, false)).toBe(true);
    expect(hostHeaderAllowed('[::1]:4000', 4000, false)).toBe(true);
    expect(hostHeaderAllowed('127.0.0.1:04000', 4000, false)).toBe(false);
    expect(hostHeaderAllowed('192.168.1.5:4000', 4000, false)).toBe(false);
    expect(hostHeaderAllowed('192.168.1.5:4000', 4000, true)).toBe(true);
    expect(hostHeaderAllowed('my_pc.local:4000', 4000, true)).toBe(true);
    expect(hostHeaderAllowed('192.168.1.5:04000', 4000, true)).toBe(false);
    expect(hostHeaderAllowed('192.168.1.5:4001', 4000, true)).toBe(false);
    expect(hostHeaderAllowed(undefined, 4000, true)).toBe(false);
    expect(hostHeaderAllowed('localhost', 80, false)).toBe(true);
  });

  it('counts Host headers in the raw list: one, none, or two (null)', () => {
    expect(soleHostHeader({ rawHeaders: ['Host', 'a:1', 'X', 'y'] })).toBe('a:1');
    expect(soleHostHeader({ rawHeaders: ['X', 'y'] })).toBeUndefined();
    expect(soleHostHeader({ rawHeaders: ['Host', 'a:1', 'hOsT', 'a:1'] })).toBeNull();
  });
});

describe('the listeners\' boundary', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r) ?? r(undefined));
    server = undefined;
  });

  it('a throwing request or upgrade handler answers 500 or closes that socket, logs, and the server goes on', async () => {
    const warnings: string[] = [];
    const warn = (m: string) => void warnings.push(m);
    server = createServer(totalRequest((req, res) => {
      if (req.url === '/sync') throw new Error('sync fault');
      if (req.url === '/async') return Promise.reject(new Error('async fault'));
      res.end('fine');
    }, warn));
    server.on('upgrade', totalUpgrade(() => {
      throw new Error('upgrade fault');
    }, warn));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    guardServer(server, warn);
    const port = (server.address() as AddressInfo).port;
    const get = (path: string) => rawExchange(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect((await get('/sync')).status).toBe(500);
    expect((await get('/async')).status).toBe(500);
    const upgrade = await rawExchange(port, upgradeRequest('/', 'x'));
    expect(upgrade).toMatchObject({ status: null, closed: true });
    expect(warnings).toEqual([
      'Listener: request handler failed: sync fault',
      'Listener: request handler failed: async fault',
      'Listener: upgrade handler failed: upgrade fault',
    ]);
    // Requests Node's parser refuses get its status, then the socket is closed.
    expect((await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n')).status).toBe(400);
    expect((await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`)).status).toBe(431);
    expect((await get('/')).text).toMatch(/fine$/);
  });
});
