import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import { startHttpHost } from '../../main/http/server';
import { makeTestContext } from '../helpers/app-context';
import { withHostAndBrowser } from './setup';
import type { Bench } from './types';
import { floorQuantile as quantile } from './measure';

/**
 * Round trips through the real HTTP transport: the floor under every browser-mode screen.
 * The machine is shared and noisy, so each figure is over several rounds of calls, with the
 * spread of the rounds' p99 beside it: one busy neighbour should show as spread, not as the figure.
 */
const ROUNDS = 5;
const CALLS = 2000;

type Call = () => Promise<unknown>;

async function measure(call: Call): Promise<string> {
  for (let i = 0; i < 200; i++) await call(); // warm-up
  const all: number[] = [];
  const roundP99: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
    roundP99.push(quantile(times, 0.99));
    all.push(...times);
  }
  roundP99.sort((a, b) => a - b);
  return `p50 ${quantile(all, 0.5).toFixed(2)} ms, p99 ${quantile(all, 0.99).toFixed(2)} ms (p99 by round ${roundP99[0]!.toFixed(2)}–${roundP99.at(-1)!.toFixed(2)})`;
}

async function withHost(run: (url: string) => Promise<string>): Promise<string> {
  const ctx = makeTestContext();
  const host = await startHttpHost({ dispatch: createDispatch(createHandlers(ctx), ctx.log), token: 't' });
  try {
    return await run(host.url);
  } finally {
    await host.close();
  }
}

/** The same calls from inside Chromium's page (one round: Chromium's calls are slower): what the browser-mode window waits for. */
const IN_PAGE = (token: string) => `(async () => {
  const call = async () => (await fetch('/rpc/app.about', { method: 'POST', headers: { Authorization: 'Bearer ${token}', 'Content-Type': 'application/json' }, body: '{}' })).json();
  for (let i = 0; i < 200; i++) await call();
  const t = [];
  for (let i = 0; i < ${CALLS}; i++) { const s = performance.now(); await call(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  const q = (p) => t[Math.floor(p * (t.length - 1))].toFixed(2);
  return 'p50 ' + q(0.5) + ' ms, p99 ' + q(0.99) + ' ms';
})()`;

/** A server that answers a fixed envelope of the same size and nothing else: Chromium's own floor. */
async function bareServer(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>bare</title>');
      return;
    }
    req.resume().on('end', () => res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export const benches: Bench[] = [
  {
    name: 'HTTP contract round trip (app.about)',
    target: 'p99 < 2 ms',
    run: () =>
      withHost((url) =>
        measure(async () => (await fetch(`${url}rpc/app.about`, { method: 'POST', headers: { Authorization: 'Bearer t' }, body: '{}' })).json()),
      ),
  },
  {
    // Node's fetch (undici) is heavy and shares this process with the host; node:http is closer to the transport's own cost.
    name: 'HTTP round trip, node:http keep-alive client',
    target: 'report',
    run: () =>
      withHost((url) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        return measure(
          () =>
            new Promise((resolve, reject) => {
              const req = http.request(`${url}rpc/app.about`, { method: 'POST', agent, headers: { Authorization: 'Bearer t', 'Content-Length': 2 } }, (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (c: Buffer) => chunks.push(c));
                res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
              });
              req.on('error', reject);
              req.end('{}');
            }),
        ).finally(() => agent.destroy());
      }),
  },
  {
    name: 'HTTP round trip from Chromium (built host)',
    target: 'report',
    async run() {
      return withHostAndBrowser(async (host, browser) => {
        const page = await browser.newPage();
        await page.goto(host.url);
        await page.getByRole('link', { name: 'Characters' }).waitFor();
        const envelope = await (await fetch(`${host.origin}/rpc/app.about`, { method: 'POST', headers: { Authorization: `Bearer ${host.token}` }, body: '{}' })).text();
        const ours = await page.evaluate<string>(IN_PAGE(host.token));
        const bare = await bareServer(envelope);
        try {
          await page.goto(bare.url);
          const floor = await page.evaluate<string>(IN_PAGE('t'));
          return `${ours} (a bare Node server, same page: ${floor})`;
        } finally {
          await bare.close();
        }
      });
    },
  },
];
