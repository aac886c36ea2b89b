import { contextBridge, ipcRenderer } from 'electron';
import { EVENT_CHANNEL_PREFIX, isEventName, isMethodName, RPC_CHANNEL } from '../../shared/ipc/names';

// The preload is a doorway, not a room: two functions, no raw ipcRenderer, no logic.
contextBridge.exposeInMainWorld('gm', {
  call: (method: unknown, input: unknown): Promise<unknown> =>
    isMethodName(method)
      ? ipcRenderer.invoke(RPC_CHANNEL, method, input)
      : Promise.resolve({ ok: false, error: { code: 'unknown-method', message: `Unknown method "${String(method)}"` } }),
  on: (event: unknown, cb: (payload: unknown) => void): (() => void) => {
    if (!isEventName(event)) throw new Error(`Unknown event "${String(event)}"`);
    const channel = `${EVENT_CHANNEL_PREFIX}${event}`;
    const listener = (_e: unknown, payload: unknown): void => cb(payload); // never hand the Electron event to the page
    ipcRenderer.on(channel, listener);
    return () => {
      ipcRenderer.off(channel, listener);
    };
  },
});
