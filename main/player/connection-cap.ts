/**
 * Issue 35: TCP connections per remote address on a player listener. A slow client keeps its
 * socket until the header timeout (10 s) and may open another meanwhile: without a cap per address,
 * one device on the LAN trickling request heads could hold every socket the listener allows
 * (`server.maxConnections`) and keep the table's phones out. Connections over the cap are closed
 * at once, before any byte is read; exempt addresses (loopback: the screen on this machine) are
 * not counted.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function capConnectionsPerAddress(server: Server, max: number, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    try {
      const address = socket.remoteAddress ?? 'unknown';
      if (exempt(address)) return;
      const n = (open.get(address) ?? 0) + 1;
      if (n > max) {
        socket.destroy();
        return;
      }
      open.set(address, n);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    } catch {
      socket.destroy();
    }
  });
}
