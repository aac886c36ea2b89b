/**
 * Issue 35 item 4: a large request body goes to the parsing worker as it arrives, so main never
 * gathers (or later collects) the whole of it. Checked on the stream itself: a body cut anywhere,
 * inside a multi-byte character too, parses as it was sent; a dropped one leaves nothing waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BATCH_BYTES, openBodyStream } from '../../../main/http/json-off-thread';
import { startHttpHost, type HttpHost } from '../../../main/http/server';

let host: HttpHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('large bodies stream to the parsing worker', () => {
  it('a body pushed in uneven pieces, cut inside multi-byte characters, parses whole; its bytes field comes back as UTF-8 bytes', async () => {
    const text = `Ünïcødé ✓ ${'ø'.repeat(BATCH_BYTES)} end`;
    const body = Buffer.from(JSON.stringify({ json: text, path: 'x.fs3campaign' }));
    const stream = openBodyStream(['json']);
    for (let at = 0, step = 1; at < body.length; at += step, step = (step * 7 + 3) % 70_001) stream.push(body.subarray(at, at + step));
    const parsed = await stream.end();
    expect(parsed.ok).toBe(true);
    const payload = (parsed as { payload: { json: Uint8Array; path: string } }).payload;
    expect(payload.path).toBe('x.fs3campaign');
    expect(payload.json).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(payload.json)).toBe(text);
  });

  it('a bytes field may be a dotted path (a new campaign\'s setting.json); anything else there stays as sent', async () => {
    const stream = openBodyStream(['setting.json', 'missing.json']);
    stream.push(Buffer.from(JSON.stringify({ name: 'N', setting: { kind: 'campaign-json', json: '{"a":1}' }, missing: 3 })));
    const parsed = (await stream.end()) as { ok: true; payload: { setting: { kind: string; json: Uint8Array }; missing: number } };
    expect(parsed.payload.setting.kind).toBe('campaign-json');
    expect(new TextDecoder().decode(parsed.payload.setting.json)).toBe('{"a":1}');
    expect(parsed.payload.missing).toBe(3);
  });

  it('refusals come back by reason; an aborted body answers nothing and a later one still parses', async () => {
    const bad = openBodyStream([]);
    bad.push(Buffer.from('{"a": '));
    expect(await bad.end()).toEqual({ ok: false, reason: 'json' });
    const dropped = openBodyStream([]);
    dropped.push(Buffer.from('{"a": 1'));
    dropped.abort();
    expect(await dropped.end()).toEqual({ ok: false, reason: 'json' });
    const good = openBodyStream([]);
    good.push(Buffer.from('{"a": [1, 2'));
    good.push(Buffer.from(', 3]}'));
    expect(await good.end()).toEqual({ ok: true, payload: { a: [1, 2, 3] } });
  });

  it('through the host: a chunked 3 MB upload sent slowly in pieces is parsed as sent (the import method)', async () => {
    let received: unknown;
    host = await startHttpHost({ token: 't', dispatch: async (method, payload) => {
      received = { method, payload };
      return { ok: true, value: null } as never;
    } });
    const body = Buffer.from(JSON.stringify({ json: `${'é'.repeat(1_500_000)}!` }));
    const pieces = async function* () {
      for (let at = 0; at < body.length; at += 300_001) {
        yield body.subarray(at, at + 300_001);
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    const res = await fetch(`${host.url}rpc/campaign.importJson`, { method: 'POST', headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' }, body: pieces(), duplex: 'half' } as unknown as RequestInit);
    expect(res.status).toBe(200);
    const { method, payload } = received as { method: string; payload: { json: Uint8Array } };
    expect(method).toBe('campaign.importJson');
    expect(new TextDecoder().decode(payload.json)).toBe(`${'é'.repeat(1_500_000)}!`);
  });
});
