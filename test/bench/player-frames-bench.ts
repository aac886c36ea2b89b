// Issue 38 item 3: players' frames as changes. A fight of 200 combatants all shown to players,
// 20 real `ws` devices on the loopback player listener, over the real dispatcher (machine step,
// SQLite commit, the players' view built once, frames sent). Each step is one hit (a wound on one
// combatant: one row and one log line change). Measured: step call → the 20th device has applied
// the new version, and the bytes of view frames per device per step, for devices that acknowledge
// (as the page does since issue 38: changes) and devices that never do (whole views, as before).
import { createWound } from '../../shared/core/mechanics/wounds';
import { dispatchFight } from '../helpers/dispatch-fight';
import { openPlayer, socketUrl, type PlayerClient } from '../helpers/player-client';
import { ackingPlayer, type AckingPlayer } from '../helpers/acking-player';
import { floorQuantile as quantile } from './measure';
import type { Bench } from './types';

const COMBATANTS = 200;
const CLIENTS = 20;
const WARMUP = 10;
const STEPS = 100;

async function run(): Promise<string> {
  const plain: PlayerClient[] = [];
  const acking: AckingPlayer[] = [];
  // Everyone shown, wounds exact: the largest view players can get.
  const { call, combatId, close } = await dispatchFight(COMBATANTS, (call) =>
    call('players.setPrivacy', { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false }));
  try {
    const fight = await call<{ combatants: { id: string }[] }>('combat.get', { combatId });
    let n = 0;
    const hit = () => {
      const target = fight.combatants[(n * 37) % fight.combatants.length]!.id;
      n++;
      return call('combat.step', { combatId, action: { kind: 'command', command: { type: 'wound.add', targetId: target, wound: createWound({ location: 'Chest', severity: 'light', type: 'wound', source: 'Storyteller' }) } } });
    };

    // The step alone, nobody connected: what the storyteller's side costs without players.
    const alone: number[] = [];
    for (let i = 0; i < WARMUP + STEPS / 2; i++) {
      const t = performance.now();
      await hit();
      if (i >= WARMUP) alone.push(performance.now() - t);
    }

    const { url } = await call<{ url: string }>('players.openScreen', {});
    const ws = socketUrl(url);
    for (let i = 0; i < CLIENTS; i++) acking.push(await ackingPlayer(ws));
    const version = async () => (await call<{ version: number }>('players.preview', {})).version;

    const measure = async (devices: { version: () => number | undefined; bytes: () => number }[]) => {
      const times: number[] = [];
      const bytesBefore = devices.map((d) => d.bytes());
      for (let i = 0; i < WARMUP + STEPS; i++) {
        if (i === WARMUP) devices.forEach((d, k) => (bytesBefore[k] = d.bytes()));
        const t = performance.now();
        await hit();
        const want = await version();
        await new Promise<void>((done) => {
          const look = () => (devices.every((d) => (d.version() ?? 0) >= want) ? done() : setImmediate(look));
          look();
        });
        if (i >= WARMUP) times.push(performance.now() - t);
      }
      const perDevice = devices.map((d, k) => (d.bytes() - bytesBefore[k]!) / STEPS);
      return { times, bytes: perDevice.reduce((a, b) => a + b, 0) / perDevice.length };
    };
    const changes = await measure(acking.map((a) => ({ version: () => a.view()?.version, bytes: () => a.viewBytes() })));
    for (const a of acking) a.client.ws.terminate();

    // Before: devices that never acknowledge get the whole view every step.
    for (let i = 0; i < CLIENTS; i++) plain.push(await openPlayer(ws));
    const lastVersion = (p: PlayerClient) => {
      const f = p.frames.findLast((x) => x.type === 'view' || x.type === 'hello');
      return (f?.['view'] as { version: number } | undefined)?.version;
    };
    const bytesOf = (p: PlayerClient) => p.raw.reduce((s, r) => s + (r.startsWith('{"type":"view"') ? Buffer.byteLength(r) : 0), 0);
    const whole = await measure(plain.map((p) => ({ version: () => lastVersion(p), bytes: () => bytesOf(p) })));
    const fmt = (r: { times: number[]; bytes: number }) => `p50 ${quantile(r.times, 0.5).toFixed(1)} / p95 ${quantile(r.times, 0.95).toFixed(1)} ms, ${(r.bytes / 1024).toFixed(2)} KB/device/step`;
    return `changes: ${fmt(changes)} · whole views: ${fmt(whole)} (${CLIENTS} devices, step → all applied; the step alone p50 ${quantile(alone, 0.5).toFixed(1)} ms)`;
  } finally {
    for (const p of plain) p.ws.terminate();
    for (const a of acking) a.client.ws.terminate();
    await close();
  }
}

export const benches: Bench[] = [{ name: `player frames: ${COMBATANTS} combatants, ${CLIENTS} devices`, target: 'p95 < 50 ms; bytes O(changed)', run }];
