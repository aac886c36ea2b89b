/** Issue 21: the player page link's state, the socket it uses, and its address. */
import { PLAYER_SOCKET_PATH, type PlayerRollRequest, type PlayerRollResult } from '../../shared/player/protocol';
import type { PlayerView } from '../../shared/player/view-schema';

export type LinkStatus = 'connecting' | 'live' | 'reconnecting' | 'revoked' | 'disconnected';

export type LinkState = {
  status: LinkStatus;
  /** The last view received; shown greyed out while not live. */
  view: PlayerView | null;
  requests: PlayerRollRequest[];
  /** Results heard on this page, newest last (the last 10). */
  results: PlayerRollResult[];
  deviceId: string | null;
};

/** The slice of WebSocket the link uses (the real one, or a test's fake). */
export type SocketLike = {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number): void;
};
export type SocketClass = new (url: string) => SocketLike;

export function socketUrl(location: { protocol: string; host: string }, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${PLAYER_SOCKET_PATH}?token=${encodeURIComponent(token)}`;
}
