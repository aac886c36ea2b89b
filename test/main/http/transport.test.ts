// Issue 20: the transport's own costs. An answer goes out with its length (one write, no chunk
// framing for the client to undo).
import { request, Agent } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../main/core/handlers';
import { createDispatch } from '../../../main/core/rpc/dispatch';
import { startHttpHost, type HttpHost } from '../../../main/http/server';
import { makeTestContext } from '../../helpers/app-context';

const TOKEN = 'transport-token';
let host: HttpHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function post(h: HttpHost, agent: Agent, method: string, body: string, token = TOKEN): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${h.url}rpc/${method}`, { method: 'POST', agent, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('HTTP transport', () => {
  it('answers with a Content-Length that matches the UTF-8 body, not chunked, for answers and refusals alike', async () => {
    const ctx = makeTestContext();
    host = await startHttpHost({ dispatch: createDispatch(createHandlers(ctx), ctx.log), token: TOKEN });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // app.about carries non-ASCII text (a typographic apostrophe in a credit): bytes, not characters, are counted.
      const about = await post(host, agent, 'app.about', '{}');
      expect(about.status).toBe(200);
      expect(about.headers['transfer-encoding']).toBeUndefined();
      expect(Number(about.headers['content-length'])).toBe(Buffer.byteLength(about.body));
      expect(about.body.length).toBeLessThan(Buffer.byteLength(about.body));
      expect(JSON.parse(about.body)).toMatchObject({ ok: true, value: { productName: 'FS3 Console' } });

      const refused = await post(host, agent, 'app.about', '{}', 'wrong');
      expect(refused.status).toBe(401);
      expect(Number(refused.headers['content-length'])).toBe(Buffer.byteLength(refused.body));
      expect(JSON.parse(refused.body)).toMatchObject({ ok: false, error: { code: 'unauthorized/restarted' } });
    } finally {
      agent.destroy();
    }
  });
});
