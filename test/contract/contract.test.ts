import { afterEach, describe, expect, it } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import { contract, events } from '../../shared/ipc/contract';
import { EVENT_NAMES, METHOD_NAMES, RPC_CHANNEL } from '../../shared/ipc/names';
import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import { bindContract, type IpcMainLike } from '../../main/electron/ipc';
import { startHttpHost, type HttpHost } from '../../main/http/server';
import { makeTestContext } from '../helpers/app-context';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/** Stands in for Electron's ipcMain (the one piece that cannot exist here), same handle/invoke shape. */
function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle: (channel: string, fn: Listener) => void handlers.set(channel, fn),
    removeHandler: (channel: string) => void handlers.delete(channel),
  } as unknown as IpcMainLike;
  const invoke = async (method: unknown, payload: unknown, url = 'file:///app/out/renderer/index.html') => {
    const fn = handlers.get(RPC_CHANNEL);
    if (!fn) throw new Error('nothing bound');
    return fn({ senderFrame: { url, parent: null } } as unknown as IpcMainInvokeEvent, method, payload);
  };
  return { ipc, invoke, handlers };
}

/** A recorded call set covering success, domain validation, unknown methods and unknown fields. */
const CALLS: [string, unknown][] = [
  ['app.about', {}],
  ['prefs.get', {}],
  ['prefs.set', { theme: 'dark' }],
  ['prefs.get', {}],
  ['prefs.set', { theme: 'purple' }],
  ['prefs.set', { colour: 'red' }],
  ['prefs.set', 'not an object'],
  ['campaign.delete', {}],
  ['app.about', undefined],
];

let host: HttpHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

describe('contract', () => {
  it('lists exactly the methods and events that have schemas', () => {
    expect([...METHOD_NAMES].sort()).toEqual(Object.keys(contract).sort());
    expect([...EVENT_NAMES].sort()).toEqual(Object.keys(events).sort());
  });

  it('has a handler for every method and nothing else', () => {
    const handlers = createHandlers(makeTestContext());
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(contract).sort());
  });

  it('answers identically over IPC and HTTP for the same calls', async () => {
    const ipcCtx = makeTestContext();
    const httpCtx = makeTestContext();
    const fake = fakeIpcMain();
    bindContract(fake.ipc, createDispatch(createHandlers(ipcCtx), ipcCtx.log, { checkOutput: true }), () => true);
    host = await startHttpHost({ dispatch: createDispatch(createHandlers(httpCtx), httpCtx.log, { checkOutput: true }), token: 't0k' });

    for (const [method, payload] of CALLS) {
      const viaIpc = await fake.invoke(method, payload);
      const res = await fetch(`${host.url}rpc/${method}`, {
        method: 'POST',
        headers: { Authorization: 'Bearer t0k', 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const viaHttp: unknown = await res.json();
      expect(viaHttp, `${method} ${JSON.stringify(payload)}`).toEqual(viaIpc);
    }
  });

  it('rejects unknown methods and names the bad field', async () => {
    const ctx = makeTestContext();
    const dispatch = createDispatch(createHandlers(ctx), ctx.log);
    expect(await dispatch('campaign.delete', {})).toEqual({
      ok: false,
      error: { code: 'unknown-method', message: 'Unknown method "campaign.delete"' },
    });
    const bad = await dispatch('prefs.set', { theme: 'purple' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('bad-request');
      expect(bad.error.message).toMatch(/^Invalid input for prefs.set: theme: /);
    }
  });

  it('refuses IPC calls from frames that are not the app', async () => {
    const ctx = makeTestContext();
    const fake = fakeIpcMain();
    const { isTrustedFrame } = await import('../../main/electron/trust');
    const base = 'file:///app/out/renderer/index.html';
    bindContract(fake.ipc, createDispatch(createHandlers(ctx), ctx.log), (e) => isTrustedFrame(e.senderFrame, base));
    expect(await fake.invoke('app.about', {}, 'https://evil.example/')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(await fake.invoke('app.about', {})).toMatchObject({ ok: true });
  });

  it('pushes prefs.changed when preferences change', async () => {
    const ctx = makeTestContext();
    const dispatch = createDispatch(createHandlers(ctx), ctx.log);
    await dispatch('prefs.set', { theme: 'light' });
    expect(ctx.emitted).toEqual([{ event: 'prefs.changed', payload: expect.objectContaining({ theme: 'light' }) }]);
  });
});
