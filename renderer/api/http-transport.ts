import { EVENT_NAMES } from '../../shared/ipc/names';
import type { Result } from '../../shared/ipc/result';
import type { EventKey, EventPayload, Transport } from '../../shared/ipc/types';

const TOKEN_KEY = 'fs3-console.token';

/**
 * Browser mode: the host prints a URL carrying a per-launch token. Keep it for this tab (so a
 * reload still works) and take it out of the address bar so it is not bookmarked or shared.
 */
export function takeAccessToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

/** The host's code for a token from an earlier launch (main/http/server.ts). */
export const RESTARTED_CODE = 'unauthorized/restarted';

/** Forgets this tab's token: after a restart it is dead, and a reload should ask for the new link. */
export function forgetAccessToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}

/**
 * Browser mode: `POST /rpc/<method>` for calls, one server-sent event stream for pushes.
 * `onRestarted` runs once when the host refuses this tab's token as an earlier launch's.
 * `onStreamOpen` runs each time the stream is (re)connected: the stream replays nothing, so what
 * was pushed before it opened, or while it was down (`again`), has to be read again.
 */
export function createHttpTransport(token: string, base = './', onRestarted?: (message: string) => void, onStreamOpen?: (again: boolean) => void): Transport {
  let restarted = false;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let source: EventSource | null = null;
  let opened = false;

  const ensureStream = (): void => {
    if (source) return;
    source = new EventSource(`${base}events?token=${encodeURIComponent(token)}`);
    source.addEventListener('open', () => {
      onStreamOpen?.(opened);
      opened = true;
    });
    for (const name of EVENT_NAMES) {
      source.addEventListener(name, (e) => {
        const payload: unknown = JSON.parse((e as MessageEvent<string>).data);
        for (const cb of listeners.get(name) ?? []) cb(payload);
      });
    }
  };

  return {
    async call(method, input) {
      let response: Response;
      try {
        response = await fetch(`${base}rpc/${method}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(input ?? {}),
        });
      } catch {
        return { ok: false, error: { code: 'unreachable/host', message: 'FS3 Console is not running (the host stopped). Start it again with npm start.' } };
      }
      try {
        const result = (await response.json()) as Result<never>;
        if (!result.ok && result.error.code === RESTARTED_CODE && !restarted) {
          restarted = true;
          onRestarted?.(result.error.message);
        }
        return result;
      } catch {
        return { ok: false, error: { code: 'internal', message: `Unexpected reply from the host (HTTP ${response.status})` } };
      }
    },
    on<E extends EventKey>(event: E, cb: (payload: EventPayload<E>) => void) {
      ensureStream();
      const set = listeners.get(event) ?? new Set();
      const wrapped = (p: unknown): void => cb(p as EventPayload<E>);
      set.add(wrapped);
      listeners.set(event, set);
      return () => set.delete(wrapped);
    },
  };
}
