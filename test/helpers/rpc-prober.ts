/**
 * Long work through the real HTTP host while a prober keeps asking it a cheap question: how the
 * import tests show that main keeps answering other requests. `startRpcHost` serves a dispatcher on
 * a loopback host and answers `rpc(method, body)`; `probeDuring` calls `app.about` every 25 ms until
 * the work ends.
 */
import { expect } from 'vitest';
import type { Dispatch } from '../../main/core/rpc/dispatch';
import { startHttpHost, type HttpHost } from '../../main/http/server';

export type RpcAnswer = { status: number; body: { ok: boolean; value?: unknown; error?: { code: string; message: string } } };
export type Rpc = (method: string, body: Buffer | string) => Promise<RpcAnswer>;

export async function startRpcHost(dispatch: Dispatch, token: string): Promise<{ http: HttpHost; rpc: Rpc }> {
  const http = await startHttpHost({ dispatch, token });
  const rpc: Rpc = async (method, body) => {
    const res = await fetch(`${http.url}rpc/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: typeof body === 'string' ? body : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length) });
    return { status: res.status, body: (await res.json()) as RpcAnswer['body'] };
  };
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
