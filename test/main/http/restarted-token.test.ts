import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../../main/core/handlers';
import { createDispatch } from '../../../main/core/rpc/dispatch';
import { startHttpHost, type HttpHost } from '../../../main/http/server';
import { makeTestContext } from '../../helpers/app-context';

let host: HttpHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

// Issue 18 defect 7: a tab kept open across a restart only heard "Missing or wrong access token".
describe('a token from an earlier launch', () => {
  it('is refused with 401 saying the app was restarted and how to reopen it, for calls and the event stream', async () => {
    const ctx = makeTestContext();
    host = await startHttpHost({ dispatch: createDispatch(createHandlers(ctx), ctx.log), token: 'this-launch' });
    const old = await fetch(`${host.url}rpc/app.about`, { method: 'POST', headers: { Authorization: 'Bearer earlier-launch', 'Content-Type': 'application/json' }, body: '{}' });
    expect(old.status).toBe(401);
    const body = (await old.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('unauthorized/restarted');
    expect(body.error.message).toMatch(/^FS3 Console was restarted/);
    expect(body.error.message).toContain('npm start');
    expect(body.error.message).toContain('Open: http://');
    const events = await fetch(`${host.url}events?token=earlier-launch`);
    expect(events.status).toBe(401);
    expect(((await events.json()) as { error: { code: string } }).error.code).toBe('unauthorized/restarted');
    // No token at all is not a restart.
    const none = await fetch(`${host.url}rpc/app.about`, { method: 'POST', body: '{}' });
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});
