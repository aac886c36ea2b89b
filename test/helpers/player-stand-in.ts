/**
 * Issue 21: a stand-in for the player listener (slice H3), for pictures and benches of the built
 * player page: out/renderer over HTTP with player.html at `/`, and the player socket at /play
 * (the `ws` package). Tokens other than GOOD_TOKEN get 401, on the socket and over plain HTTP.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { PlayerCombatant, PlayerView } from '../../shared/player/view-schema';

const ROOT = join(process.cwd(), 'out/renderer');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
export const GOOD_TOKEN = 'good-token';
const GOOD = GOOD_TOKEN;

const c = (key: string, name: string, team: number, extra: Partial<PlayerCombatant> = {}): PlayerCombatant => ({
  key, name, kind: team === 1 ? 'pc' : 'npc', team, wounds: { display: 'none' }, acted: false, next: false, waiting: false, ...extra,
});

export function sampleView(version: number): PlayerView {
  return {
    version,
    fight: {
      name: 'Ambush at the docks', turn: 3, phase: 'acting', phaseText: 'Acting', ordered: true,
      teams: [{ id: 1, name: 'Crew' }, { id: 2, name: 'Centurions' }],
      combatants: [
        c('a', 'Alice Ruiz', 1, { acted: true, wounds: { display: 'exact', list: [{ severity: 'Serious', location: 'Chest' }, { severity: 'Light', location: 'Left arm' }], out: false } }),
        c('n1', 'Centurion', 2, { acted: true, wounds: { display: 'status', status: 'badly hurt' } }),
        c('b', 'Bram Okafor', 1, { next: true, wounds: { display: 'exact', list: [], out: false } }),
        c('n2', 'NPC 2', 2, { wounds: { display: 'status', status: 'hurt' } }),
        c('k', 'Kim Tanaka', 1, { wounds: { display: 'exact', list: [{ severity: 'Graze', location: null }], out: false } }),
        c('n3', 'NPC 3', 2, { wounds: { display: 'status', status: 'out' } }),
      ],
      log: Array.from({ length: 14 }, (_, i) => ({
        turn: 1 + Math.floor(i / 5),
        text: i % 2 ? `Centurion fires at Alice Ruiz: miss (${i}).` : `Alice Ruiz shoots NPC ${2 + (i % 2)}: a Light wound (${i}).`,
        ...(i % 2 ? {} : { dice: ['Firearms 5: 8 7 4 3 1 → 2 hits'] }),
      })),
    },
  };
}

/** The benchmark's fight: `count` combatants in initiative order, the log's last 200 lines; `version` moves the next one along and adds a line. */
export function bigView(version: number, count = 200): PlayerView {
  const combatants = Array.from({ length: count }, (_, i) =>
    c(`k${i}`, i % 2 ? `NPC ${i}` : `Raider ${i}`, (i % 2) + 1, {
      acted: i < version % count, next: i === version % count,
      wounds: i % 2 ? { display: 'status', status: i < version % count ? 'hurt' : 'unhurt' } : { display: 'exact', list: i < version % count ? [{ severity: 'Light', location: 'Chest' }] : [], out: false },
    }));
  const log = Array.from({ length: 200 }, (_, i) => ({ turn: 1 + Math.floor((version + i) / 50), text: `Raider ${i % count} shoots NPC ${(i + 1) % count}: a Light wound (step ${version + i}).`, dice: ['Firearms 5: 8 7 4 3 1 → 2 hits'] }));
  return { version, fight: { name: 'Bench brawl', turn: 1 + Math.floor(version / count), phase: 'acting', phaseText: 'Acting', ordered: true, teams: [{ id: 1, name: 'Team 1' }, { id: 2, name: 'Team 2' }], combatants, log } };
}

export type StandIn = { server: Server; wss: WebSocketServer; sockets: Set<WebSocket>; url: string; version: number };

/** Static out/renderer with player.html at `/`, and the player socket at /play: tokens other than GOOD get 401. */
export async function startStandIn(options: { view?: (version: number) => PlayerView } = {}): Promise<StandIn> {
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true });
  const stand = { sockets, wss, version: 1 } as StandIn;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/play') {
      res.writeHead(url.searchParams.get('token') === GOOD ? 426 : 401).end();
      return;
    }
    const file = normalize(join(ROOT, url.pathname === '/' ? 'player.html' : url.pathname));
    if (!file.startsWith(ROOT)) return void res.writeHead(404).end();
    try {
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/play' || url.searchParams.get('token') !== GOOD) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.send(JSON.stringify({
        type: 'hello', deviceId: 'd1', view: (options.view ?? sampleView)(stand.version),
        requests: [{ id: 'r1', characterName: 'Kim Tanaka', ability: 'Firearms', modifierText: '+1', to: null }],
      }));
    });
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  stand.server = server;
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stand;
}

export async function stopStandIn(stand: StandIn): Promise<void> {
  for (const s of stand.sockets) s.terminate();
  stand.wss.close();
  await new Promise((res) => stand.server.close(res));
}
