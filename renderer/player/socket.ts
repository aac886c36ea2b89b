/** Issue 21: the socket the player page's link uses, and its address. */
import { PLAYER_SOCKET_PATH } from '../../shared/player/protocol';

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
