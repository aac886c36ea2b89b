// Issue 21: a committed step to the players' devices. A fight of 200 combatants, 20 real `ws`
// clients on the loopback player listener; p50/p95 from the step's call (combat.step through the
// real dispatcher: machine step, SQLite commit, player view built and serialised once) until the
// 20th client has the new view. Also the storyteller's own answer with and without the 20 players,
// the hub's cost on the step. (The lead adds the Chromium paint of the player page on top.)
import WebSocket from 'ws';
import { PLAYER_SOCKET_PATH } from '../../shared/player/protocol';
import { dispatchFight } from '../helpers/dispatch-fight';
import { floorQuantile as quantile } from './measure';
import type { Bench } from './types';

const COMBATANTS = 200;
const CLIENTS = 20;
const WARMUP = 10;
const STEPS = 100;

async function run(): Promise<string> {
  const { call, combatId, close } = await dispatchFight(COMBATANTS);
  const clients: WebSocket[] = [];
  try {
    // Undo and redo alternately: each a committed step with its push, the fight's size unchanged.
    let undo = true;
    const step = () => {
      const action = { kind: undo ? 'undo' : 'redo' };
      undo = !undo;
      return call('combat.step', { combatId, action });
    };

    const alone: number[] = [];
    for (let i = 0; i < WARMUP + STEPS; i++) {
      const t = performance.now();
      await step();
      if (i >= WARMUP) alone.push(performance.now() - t);
    }

    const { url } = await call<{ url: string }>('players.openScreen', {});
    const u = new URL(url);
    let waiting: { left: number; done: () => void } | null = null;
    await Promise.all(Array.from({ length: CLIENTS }, () => new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://${u.host}${PLAYER_SOCKET_PATH}?token=${u.searchParams.get('t')}`);
      clients.push(ws);
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"hello"')) return resolve();
        if (text.startsWith('{"type":"view"') && waiting && --waiting.left === 0) waiting.done();
      });
      ws.once('error', reject);
    })));

    const pushed: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < WARMUP + STEPS; i++) {
      const all = new Promise<void>((done) => (waiting = { left: CLIENTS, done }));
      const t = performance.now();
      await step();
      const a = performance.now() - t;
      await all;
      const p = performance.now() - t;
      waiting = null;
      if (i >= WARMUP) {
        answered.push(a);
        pushed.push(p);
      }
    }
    return `step→${CLIENTS}th client p50 ${quantile(pushed, 0.5).toFixed(2)} ms, p95 ${quantile(pushed, 0.95).toFixed(2)} ms; step answer p50 ${quantile(answered, 0.5).toFixed(2)}, p95 ${quantile(answered, 0.95).toFixed(2)} ms (no players ${quantile(alone, 0.5).toFixed(2)} ms)`;
  } finally {
    for (const ws of clients) ws.terminate();
    await close();
  }
}

export const benches: Bench[] = [{ name: `player push: ${COMBATANTS} combatants, ${CLIENTS} clients`, target: 'p95 < 50 ms (with paint)', run }];
