/**
 * Issue 35: one address trickling request heads (slowloris) holds only `connectionsPerAddress`
 * sockets of a player listener; the rest are closed before a byte is read, and once its sockets
 * close the address gets in again. Loopback stands in for a LAN device (`exemptLoopback: false`);
 * the screen on this machine (loopback, exempt) is never capped.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlayerServer, type PlayerServer } from '../../../main/player/server';
import { openPlayer, socketUrl } from '../../helpers/player-client';

const servers: PlayerServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

const sink = { connected: () => ({ frame: () => undefined, closed: () => undefined }) };

/** A socket that sends half a request head and waits; resolves with it once connected, and whether it was cut. */
function slow(port: number): Promise<{ socket: Socket; cut: Promise<boolean> }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
      resolve({ socket, cut: new Promise((r) => { socket.once('close', () => r(true)); setTimeout(() => r(false), 300); }) });
    });
    socket.on('error', () => undefined);
  });
}

describe('player listener: connections per address', () => {
  it('closes connections over the cap at once, keeps the others, and lets the address in again when they close', async () => {
    const server = await startPlayerServer({ host: '127.0.0.1', channel: 'lan', sink, exemptLoopback: false, limits: { connectionsPerAddress: 5 } });
    servers.push(server);
    const held = await Promise.all(Array.from({ length: 8 }, () => slow(server.port)));
    const cut = await Promise.all(held.map((h) => h.cut));
    expect(cut.filter(Boolean)).toHaveLength(3);
    for (const h of held) h.socket.destroy();
    await new Promise((r) => setTimeout(r, 50));
    const player = await openPlayer(socketUrl(server.url()));
    player.ws.close();
  });

  it('never caps loopback when it is exempt (the screen on this machine)', async () => {
    const server = await startPlayerServer({ host: '127.0.0.1', channel: 'screen', sink, limits: { connectionsPerAddress: 2 } });
    servers.push(server);
    const held = await Promise.all(Array.from({ length: 6 }, () => slow(server.port)));
    expect((await Promise.all(held.map((h) => h.cut))).filter(Boolean)).toHaveLength(0);
    for (const h of held) h.socket.destroy();
  });
});
