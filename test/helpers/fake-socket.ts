import type { PlayerView } from '../../shared/player/view-schema';
import type { SocketLike } from '../../renderer/player/link';

/** A WebSocket stand-in the test drives by hand: open, message, close. Every instance is kept. */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  static last(): FakeSocket {
    const s = FakeSocket.all.at(-1);
    if (!s) throw new Error('no socket made');
    return s;
  }
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) }));
  }
  /** The server (or the network) closed it. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

export const view = (version: number, fight: PlayerView['fight'] = null): PlayerView => ({ version, fight });

export const hello = (version: number, fight: PlayerView['fight'] = null) => ({ type: 'hello', deviceId: 'd1', view: view(version, fight), requests: [] });
