/**
 * Long work through the real HTTP host while a prober keeps asking it a cheap question: how the
 * import tests show that main keeps answering other requests. `startRpcHost` serves a dispatcher on
 * a loopback host and answers `rpc(method, body)`; `probeDuring` calls `app.about` every 25 ms until
 * the work ends.
 */
import { request } from 'node:http';
import { expect } from 'vitest';
import type { Dispatch } from '../../main/core/rpc/dispatch';
import { startHttpHost, type HttpHost } from '../../main/http/server';

export type RpcAnswer = { status: number; body: { ok: boolean; value?: unknown; error?: { code: string; message: string } } };
export type Rpc = (method: string, body: Buffer | string) => Promise<RpcAnswer>;

export async function startRpcHost(dispatch: Dispatch, token: string): Promise<{ http: HttpHost; rpc: Rpc }> {
  const http = await startHttpHost({ dispatch, token });
  const { hostname, port } = new URL(http.url);
  // node:http, not fetch: the client shares the host's thread here, and fetch spent some 0.4 s of
  // that thread taking a 26 MB body in, a stall the host's own clients (another process) never
  // cause. A plain request hands the buffer to the socket as it is.
  const rpc: Rpc = (method, body) =>
    new Promise((resolve, reject) => {
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      const req = request({ hostname, port, path: `/rpc/${method}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': bytes.length, Authorization: `Bearer ${token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcAnswer['body'] });
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(bytes);
    });
  return { http, rpc };
}

/**
 * Calls app.about every 25 ms until `work` ends. `waits`: each probe's wait, counted from when it
 * was due (a late timer, a blocked event loop, counts too); `during`: probes answered while the
 * work ran; `took`: the work's time with the prober running.
 */
export async function probeDuring<T>(rpc: Rpc, work: () => Promise<T>): Promise<{ result: T; waits: number[]; during: number; took: number }> {
  let running = true;
  const waits: number[] = [];
  let during = 0;
  const started = performance.now();
  const prober = (async () => {
    while (running) {
      const due = performance.now() + 25;
      await new Promise((r) => setTimeout(r, 25));
      const answer = await rpc('app.about', '{}');
      expect(answer.status).toBe(200);
      waits.push(performance.now() - due);
      if (running) during++;
    }
  })();
  const result = await work();
  const took = performance.now() - started;
  running = false;
  await prober;
  return { result, waits, during, took };
}
