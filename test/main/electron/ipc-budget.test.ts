/**
 * Issue 35 item 5 over Electron IPC: every method's input budget (main/core/rpc/budgets.ts) is
 * checked on what arrives, before dispatch: the desktop window's bytes by their length, text by its
 * length, and an input of too many values refused however small each one is. ipcMain itself
 * cannot exist here (no Electron binary); `bindContract` takes anything of its handle/removeHandler
 * shape, like the contract test's stand-in.
 */
import type { IpcMainInvokeEvent } from 'electron';
import { describe, expect, it } from 'vitest';
import { RPC_CHANNEL } from '../../../shared/ipc/names';
import { DEFAULT_INPUT_BYTES, MAX_LARGE_INPUT_VALUES } from '../../../main/core/rpc/budgets';
import type { Dispatch } from '../../../main/core/rpc/dispatch';
import { bindContract, type IpcMainLike } from '../../../main/electron/ipc';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;
const MB = 1024 * 1024;

/** ipcMain's stand-in, and a dispatcher that records what reached it. */
function bound(trusted = true) {
  const handlers = new Map<string, Listener>();
  const ipc = {
    handle: (channel: string, fn: Listener) => void handlers.set(channel, fn),
    removeHandler: (channel: string) => void handlers.delete(channel),
  } as unknown as IpcMainLike;
  const dispatched: { method: string; payload: unknown }[] = [];
  const dispatch: Dispatch = async (method, payload) => {
    dispatched.push({ method, payload });
    return { ok: true, value: null } as never;
  };
  const unbind = bindContract(ipc, dispatch, () => trusted);
  const invoke = async (method: unknown, payload: unknown) => {
    const fn = handlers.get(RPC_CHANNEL);
    if (!fn) throw new Error('nothing bound');
    return (await fn({ senderFrame: { url: 'file:///app/out/renderer/index.html', parent: null } } as unknown as IpcMainInvokeEvent, method, payload)) as { ok: boolean; error?: { code: string; message: string } };
  };
  return { invoke, dispatched, unbind, handlers };
}

describe('IPC input budgets', () => {
  it('refuses text over an ordinary method\'s 1 MB before dispatch, naming the method and its budget; just under it passes', async () => {
    const { invoke, dispatched } = bound();
    const over = await invoke('prefs.set', { theme: 'x'.repeat(DEFAULT_INPUT_BYTES + 1) });
    expect(over).toEqual({ ok: false, error: { code: 'too-large', message: 'The input of prefs.set is larger than it may be (1024 kB)' } });
    expect(dispatched).toEqual([]);
    expect((await invoke('prefs.set', { theme: 'x'.repeat(DEFAULT_INPUT_BYTES - 100) })).ok).toBe(true);
    expect(dispatched.map((d) => d.method)).toEqual(['prefs.set']);
  });

  it('counts text spread over many fields and nested objects, not only one field', async () => {
    const { invoke, dispatched } = bound();
    const spread = { a: Array.from({ length: 40 }, () => ({ note: 'y'.repeat(30_000) })) };
    expect(await invoke('character.create', spread)).toMatchObject({ ok: false, error: { code: 'too-large' } });
    expect(dispatched).toEqual([]);
  });

  it('counts the desktop window\'s bytes by their length: a 2 MB export passes to the import, but not to an ordinary method; over 80 MB is refused', async () => {
    const { invoke, dispatched } = bound();
    const twoMb = new Uint8Array(2 * MB);
    expect((await invoke('campaign.importJson', { json: twoMb })).ok).toBe(true);
    // Handed on as it arrived (the same buffer, to be transferred to the import worker, not copied).
    expect((dispatched[0]!.payload as { json: Uint8Array }).json).toBe(twoMb);
    expect(await invoke('prefs.set', { theme: twoMb })).toMatchObject({ ok: false, error: { code: 'too-large', message: expect.stringContaining('prefs.set') } });
    expect(await invoke('campaign.importJson', { json: new Uint8Array(80 * MB + 1) })).toMatchObject({ ok: false, error: { code: 'too-large', message: 'The input of campaign.importJson is larger than it may be (81920 kB)' } });
    expect(dispatched).toHaveLength(1);
  });

  it('refuses an input of more values than any request needs, however small each is, even on a large-budget method', async () => {
    const { invoke, dispatched } = bound();
    expect(await invoke('campaign.importJson', { json: '{}', extra: new Array(MAX_LARGE_INPUT_VALUES + 1).fill(0) })).toMatchObject({ ok: false, error: { code: 'too-large' } });
    expect(dispatched).toEqual([]);
  });

  it('an unknown or non-string method gets the default budget; an untrusted frame is refused before anything is measured', async () => {
    const { invoke, dispatched } = bound();
    expect(await invoke(42, { big: 'z'.repeat(DEFAULT_INPUT_BYTES + 1) })).toMatchObject({ ok: false, error: { code: 'too-large', message: expect.stringContaining('The input of 42') } });
    expect(await invoke('no.such', { big: 'z'.repeat(DEFAULT_INPUT_BYTES + 1) })).toMatchObject({ ok: false, error: { code: 'too-large' } });
    expect(dispatched).toEqual([]);
    const untrusted = bound(false);
    expect(await untrusted.invoke('prefs.set', { theme: 'x'.repeat(DEFAULT_INPUT_BYTES + 1) })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(untrusted.dispatched).toEqual([]);
  });

  it('unbinding removes the channel', () => {
    const { unbind, handlers } = bound();
    expect(handlers.has(RPC_CHANNEL)).toBe(true);
    unbind();
    expect(handlers.has(RPC_CHANNEL)).toBe(false);
  });
});
